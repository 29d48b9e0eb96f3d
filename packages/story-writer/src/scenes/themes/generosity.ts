import type { ThemeWriting } from '../format';

export default {
  themeId: 'generosity',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: [
    'give {subj} something special to keep',
    'hand {the_thing} to {subj} to keep',
    'give away the very best thing of all',
    "hold out {the_thing} to {subj} and say, 'It's yours'",
  ],
  worry: ['the tight grip on {the_thing}', "the little voice that said 'mine, mine, mine'", 'the hold-on-tight fingers round {the_thing}'],
  trouble: ['the empty hands of {subj}', 'the long, hopeful look at {the_thing}', 'the friend with nothing to play with'],
  tiny: {
    problem: [
      {
        text: '{name} had {thing}. {Their} very own! Along came {subj_intro}, with nothing to play with. Nothing at all. {Subj} looked at {the_thing}. [Look, look, look.|Peep, peep.] "Mine," {they} said, and held it tight. [Squeeze!|Clutch!] But now nobody was smiling. Not even {comp}.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'It was a [chilly|windy] day at {place_short}. Brrr! {name} had a cosy scarf and {thing}. Over came {subj_intro}, with no scarf and no {thing_kind}. Brrr, brrr. {They} tucked {the_thing} behind {their} back. [Hide, hide!|Tuck, tuck!] {Subj} looked down at the ground.',
        picture: { action: 'hiding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} looked at {the_thing}. {They} looked at {subj}. Then {they} held it out. "For you!" Oh! Look at {subj_his} eyes, [big and bright|shiny and round]! Round and round they played, all over {place_short}, with {comp} too. [Hop, skip, hooray!|Skip, jump, hooray!]',
        picture: { action: 'giving', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{They} took a big breath. "Here," {they} said. "You have it." {Subj} gave a happy wiggle. [Wiggle, wiggle, jiggle!|Jiggle, jiggle, wiggle!] {Their} tummy went [warm as toast|warm and glowy], and {comp} {comp_habit}.',
        picture: { action: 'giving', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had brought {the_thing} to {place_short}, and it was the best thing {they} owned. [Not far away|Just a little way off], near {sight}, sat {subj_intro}, with nothing to play with, not one single thing. {Subj} kept looking at {the_thing}, the way you look at the [last biscuit on the plate|last slice of cake].',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Everyone at {place_short} seemed to have something to play with today. Everyone except {subj_intro}. {Subj_he} {subj_was} playing a pretend game with a pretend {thing_kind}, and it was not going [well|very well]. {name} had a real one. {They} held it a little [tighter|closer].',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Mine," {they} said [quietly|very quietly], and {they} turned round so that {the_thing} was out of sight. There was lots of other stuff at {place_short}. {Subj} could find something else. [Probably. Maybe.|Couldn\'t {subj_he}?]',
        picture: { action: 'hiding', object: 'the_thing' },
      },
      {
        text: '{They} had a plan, and it was not a very good one. {They} found a bit of old string [on the ground|by {sight}] and held it out to {subj}. "You can have this," {they} said. {Subj} looked at the string. The string just lay there, [being string|doing nothing at all].',
        picture: { action: 'giving', with: ['subj'], object: 'string' },
      },
    ],
    consequence: [
      {
        text: '{Subj} [went and sat|went off and sat] alone near {sight} and did not play at all. And the strange thing was that {the_thing} did not feel like much fun any more. {name} turned it over and over, but the fun had gone out of it, like [air out of a balloon|fizz out of lemonade]. {comp} {comp_habit} and looked at {subj}, and then at {them}.',
        picture: { action: 'looking', with: ['comp', 'subj'], object: 'the_thing' },
      },
      {
        text: 'Everything had gone [very quiet|all quiet]. {Subj} kept looking at the ground. {name} tried a game on {their} own. Then {they} tried another game. Somehow every game was a one-person game, and one-person games were [lonely|very lonely].',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} looked at {the_thing} [for a long, long moment|for a long time]. Then {they} walked over to {subj} and held it out. "It\'s yours," {they} said. "To keep." {Subj} could hardly [believe it|believe {subj_his} luck]. Soon they were all giggling over a game that needed more than one, and {comp} {comp_moves} round them in circles.',
        picture: { action: 'giving', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"Here," said {name}, and {they} gave {subj} {the_thing}, the very best thing {they} had. For one second {their} hands felt [empty and strange|strange and empty]. Then {subj_his} eyes lit up like [lamps|little lanterns], and the empty feeling filled right up with something warm. {comp} {comp_habit}.',
        picture: { action: 'giving', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The trouble began near {sight}. {name} was busy with {the_thing}, which {they} had been given for {their} birthday and loved more than almost anything, when {they} noticed someone at the edge of things: {subj_intro}. {Subj} had nothing of {subj_his} own to play with. {Subj_he} did not complain. [{Subj_he} did not even ask.|Not once did {subj_he} ask.] It was not a comfortable look to recognise. {Subj_he} just watched {the_thing} with a look that {they} knew well, because it was exactly how {they} used to look at it in the shop window, [every Saturday for a month|week after week], before {their} birthday finally came round.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'It should have been a perfect afternoon at {place}. {name} had {the_thing}, a whole afternoon and {comp} for company. Then along came {subj_intro}, with nothing at all. {Subj} spent ten minutes being very busy pretending not to mind, [studying {sight} with enormous interest|kicking at the ground and humming]. {They} could see that {subj} minded. {They} could also see, very clearly, that {the_thing} was {their} own, bought with {their} own birthday money, and that nobody in the world could make {them} give it away. Nobody, {they} told {themself} firmly, [was going to try|had even asked].',
        picture: { action: 'holding', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '{They} decided not to notice {subj}. It is surprising how hard you have to work to not notice something, [especially when it is sitting right there|especially something six feet away]. {They} turned {their} back, hummed loudly, and became extremely interested in {the_thing}, as if it had a hundred secret buttons. "What are you doing?" {comp} {comp_says}. "Nothing," said {name}. "Just playing." It did not sound much like playing, even to {them}. {They} hummed a bit louder, [to make up for it|to drown out the thought], and did not look round once. {comp} {comp_habit} and said nothing more, which was somehow louder than a question.',
        picture: { action: 'hiding', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{They} found a way to give without really giving. "You can have this," {they} said, and offered {subj} the [dullest|oldest], bendiest thing in {their} pocket: a bit of string with a knot in it. {Subj} looked at the string. The string did not improve. "It\'s a really good bit of string," {name} added, which was not true, and both of them knew it. {Subj} said thank you anyway, very politely, which was worse. {They} held on to {the_thing} a little tighter. {comp} {comp_habit}, [politely pretending not to have noticed|as if embarrassed for everybody].',
        picture: { action: 'giving', with: ['subj'], object: 'string' },
      },
      {
        text: '{They} told {themself} a story about it. {Subj} [probably|almost certainly] did not even like that sort of thing. {Subj} would only break it, or lose it somewhere at {place_short}, or not look after it properly. And anyway, it was {their} own, and your own things are different. By the time the story was finished, {they} had nearly convinced {themself}, and {they} held on to {the_thing} with both hands, [the way you hold a rail on a bumpy ride|as if someone might snatch it]. Nobody was trying to snatch it. That was rather the point.',
        picture: { action: 'holding', object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '[After that|From then on], the afternoon went wrong in a quiet way. {Subj} drifted off and sat alone near {sight}, not playing. The thing {they} loved was still brilliant, but {name} kept glancing up from it, and every time {they} looked up, {subj} had not moved, still alone. It turned out to be very hard to enjoy something when it was the reason someone else was sitting by themselves. {They} tried [harder|twice as hard]. It did not help. {The_thing} had become, somehow, the least fun thing in the whole of {place_short}.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{comp} {comp_habit}, then {comp_moves} over to keep {subj} company. Which left {name} with {the_thing}, a great deal of quiet, and a view of {subj} that {they} did not much want. {They} had got exactly what {they} wanted. It was odd how little it felt like [winning|a victory]. {They} turned {the_thing} over in {their} hands and could not remember what had been so exciting about it. Over the way, {comp} said something, and {subj} [almost smiled|very nearly laughed], and {they} found {they} badly wanted to know what it was.',
        picture: { action: 'holding', with: ['comp', 'subj'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} stood up, crossed to where {subj} sat, and held out {the_thing}. "Here," {they} said. "It\'s yours. Not for a turn. For keeps." For a moment {they} felt the gap where {the_thing} used to be, [a small, sharp, empty feeling|a small, sharp pang]. Then {subj_his} face changed, slowly, the way a light comes on in a window at dusk, and the gap began to fill with something much better. {comp} {comp_habit}. Before long the two of them were [deep in a game|halfway across {place_short}] that needed {the_thing} and two people, which, as it turned out, was the best kind.',
        picture: { action: 'giving', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'It took {name} three tries. The first time, the words got stuck. The second time, {they} said, "Do you want..." and then looked at {the_thing} and lost {their} nerve. The third time, {they} simply put it down in front of {subj} and stepped back. "It\'s yours. I mean it." {Subj} [stared at it|stared at {them}], then picked it up very carefully, as if it might vanish. {comp} {comp_habit}, and the afternoon, which had been going quietly wrong, began to go right. It was, {they} noticed, [a much better afternoon|much the better afternoon] of the two.',
        picture: { action: 'giving', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{They} had a whole argument with {themself} about it. One side said that {the_thing} was {their} own, fair and square, and that nobody has to give away their own things, which was true. The other side kept pointing at {subj}. The first side said {subj} would be fine. The second side asked how exactly {they} knew that. The first side went suspiciously quiet and [pretended to look at {sight}|changed the subject]. It is very annoying, {name} thought, to lose an argument with yourself, especially when you are both sides and [should have had the advantage|were supposed to be on your own side].',
      },
      {
        text: "{They} tried imagining it the other way round. {They} would be the one like {subj}, at the edge of {place_short} with nothing, pretending not to mind, while someone else turned {the_thing} over in their hands and laughed and never once looked up. {They} got about halfway through imagining this and stopped, because it was horrible and {they} did not want to finish. The odd thing was that {the_thing} had not changed at all. It was exactly as wonderful as before. It just felt [heavier now|a great deal heavier], as if it had [quietly changed sides|taken {subj}'s side].",
      },
    ],
  },
} satisfies ThemeWriting;
