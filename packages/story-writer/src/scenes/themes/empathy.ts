import type { ThemeWriting } from '../format';

export default {
  themeId: 'empathy',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['think about how {subj} was feeling', "stop, look at {subj}'s face and stay close", 'imagine how it felt to be {subj}'],
  worry: ['the hurry that did not look back', 'the busy rush that noticed nothing', "the come-on-it's-easy voice"],
  trouble: ['the sad face at the edge of things', 'the worried look on {subj}', 'the friend who was not having fun'],
  tiny: {
    problem: [
      {
        text: '{name} ran off, quick, quick, [across {place_short}|past {sight}], into the dark, narrow bit. "Come on!" But who had stopped? It was {subj_intro}. {Subj} did not like the dark bit. {Subj} was [scared|shaky], all wobbly and small. "Come ON!" {They} did not look back. Run, run, run. {Subj} stayed behind, all alone.',
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: '{name} was playing with {the_thing}. [Whee, whee!|Wheee!] Over there sat {subj_intro}, very still. {Subj} was sad today, sad and [droopy|quiet]. But {they} did not look. {They} just played and played. "Look at me! Watch this!" {Subj} did not look. {Subj} just sat. Sniff, sniff.',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} stopped. {They} looked at {subj}\'s face. Oh! Poor {subj}. {They} went back and sat down, [close, close|close, so close]. "I\'m here," {they} said. {Subj} snuggled in. Then they went on together, [slow and steady|step by step], side by side. {comp} {comp_habit}.',
        picture: { action: 'comforting', with: ['subj', 'comp'] },
      },
      {
        text: '{They} looked at {subj}. How did {subj} feel? Sad. Scared. Small. So {they} gave {subj} a big, soft hug. [Squeeze.|Snuggle.] Then another one. {Subj}\'s face went soft and [smiley|happy]. "Better?" Better! {comp} {comp_comfort}.',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} was in a hurry to get to the best part of {place_short}, and the way there went through a dark, narrow bit where the echoes [boomed|clanged]. {They} loved echoes. But somebody stopped at the edge and would not go any further: {subj_intro}. {Subj} had gone very still, and {subj_his} eyes were [very wide|big and round].',
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: '{name} was having a [brilliant|super] time with {the_thing}. But someone was not: {subj_intro}. {Subj} was sitting on {subj_his} own, near {sight}, with a droopy sort of face. {Subj} was missing home today, [badly|very badly], and everything felt too big and too far away.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Come on!" called {name}. "It\'s fun! Don\'t be [silly|such a slowcoach]!" And {they} [dashed|raced] off without looking back, because {they} {was} having a lovely time, so why wouldn\'t anybody else? {comp} {comp_moves} after {them}, but kept looking back over {comp_his} shoulder at {subj}.',
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: '"Don\'t worry, you\'ll be fine!" said {name}, in a [bouncy|cheery] voice, and then went straight back to {the_thing} without waiting to see if {subj} was. {They} {was} busy. {They} {was} having fun. {Subj} would [be fine|feel better] in a minute, probably. {comp} {comp_habit} and kept glancing over at {subj}.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} did not come. {Subj} stayed right where {subj_he} {subj_was}, all on {subj_his} own, [looking smaller and smaller|looking smaller by the minute]. The best part of {place_short} did not feel like the best part after all. {name} kept turning round, and each time, {subj} was still there, [and still sad|still all alone].',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: "{Subj} did not [feel fine|feel better]. {Subj} got quieter and quieter, until {subj} was hardly there at all. And somehow {name}'s fun got quieter too, as if it had been [leaking|dripping] out of a hole. {comp} had stopped playing and was just watching {subj}, very still. Not even {the_thing} was any fun now.",
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} stopped. {They} tried to feel what {subj} was feeling, [right now|just then]. It felt small and wobbly and lonely. So {they} went back and sat [close|very close], without saying "come on" or "cheer up". {They} just stayed. {comp} {comp_comfort}. After a while {subj} leaned in, and things felt a little better.',
        picture: { action: 'comforting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} [remembered|suddenly remembered] feeling just like that once, and wanting someone to notice. So {they} went over to {subj}. "I\'ll stay with you," {they} said. "We can go slowly. We can go together." {Subj}\'s face [loosened|softened], just a little. {comp} {comp_comfort}, and the three of them went on, side by side.',
        picture: { action: 'comforting', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The quickest way to the best bit of {place_short} went through a narrow, shadowy stretch full of strange echoes, and {name} had been through it a dozen times and loved it. Not everybody did, though, and one of them was {subj_intro}. At the edge of the shadows, {subj} stopped. {Subj} did not say anything. {Subj} simply stopped at the edge of it, the way people and animals do when their insides are shouting at them to [turn back|run]. {comp} {comp_habit}, [then stopped too|and looked from one of them to the other]. {They}, already halfway in, called back over {their} shoulder without turning round.',
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: '{name} was having a great day with {the_thing}. It was only slowly, and then all at once, that {they} noticed someone who was not: {subj_intro}. {Subj} had been quiet since they arrived, and was now sitting a little apart, near {sight}, not joining in. {Subj} was missing home, it turned out, with the kind of missing that [sits in your chest|sits heavy in your middle] and makes everything else seem far away. {They} noticed, and then, because {the_thing} was in {their} hands and the game was at a very good bit, {they} [carried on noticing from a distance|went on noticing from a safe distance], which is not really noticing at all.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Come on," said {name}. "Honestly, it\'s fine. It\'s fun once you start." {They} said it kindly enough, in the voice you use for someone who is being a tiny bit silly, and then carried on, because {they} felt perfectly fine, and it is very hard to believe in a feeling you are not having [yourself|at that moment]. {comp} hesitated, looked back at {subj}, and followed only slowly. "See you at the good bit!" {they} called. {They} did not notice that either. {They} {was} too busy [heading for {sight}|calling out about {sight}], and [too pleased|far too pleased] with the day.',
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: '{name} gave {subj} a cheerful thumbs-up and a "Don\'t worry about it!" and was back in the game before the words had even [landed|finished]. "Shout if you need anything!" {they} added, which sounded kind and asked nothing of {them} at all. That counted as checking, surely. {They} had noticed, and said something nice, and now {subj} could get on with feeling better, which presumably would not take long. {comp} {comp_habit}, and did not look convinced. Across {place_short}, the afternoon rolled on, bright and busy, and {they} rolled along with it, glancing back [only once|just the once].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} did not follow. When {name} finally looked back, {subj} had not moved at all, except to look somehow smaller, as if the feeling had been shrinking {subj_him} while nobody watched. The best bit of {place_short} was just as good as ever. It simply did not feel good, not with {subj} back there on {subj_his} own, and {comp} [going quiet|saying nothing at all] beside {them}. {They} tried to enjoy {sight}. {They} really did try. But {their} eyes kept sliding back to the edge of things, where {subj} was [still waiting|still alone].',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: 'The cheerful words bounced off {subj} like a ball off a wall. {Subj} did not feel any better. If anything, {subj} curled a little further in on {subj_him}self, the way you do when someone has looked straight at your feelings and [walked past them|not seen them]. {name} carried on for a while, but the fun had thinned out, and {comp} had stopped pretending to join in. Even {their} own laughing sounded [too loud|oddly loud] now, and slightly rude. {They} glanced back. {Subj} was not looking at anybody.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} went back and sat down next to {subj}, [close enough to touch|close enough for their shoulders to bump], and did not say "come on" or "cheer up" or anything else that begins with a hurry. {They} just [stayed|stayed put]. {They} did not mention {the_thing}, or the game, or the time. After a while {they} said, "It\'s horrible, isn\'t it?" and {subj} leaned against {them}, and some of the stiffness went out of both of them. When {subj} was ready, and not before, they went on together, at {subj}\'s pace, and {comp} {comp_comfort}. It was harder than running ahead. It was also, {they} found, much better.',
        picture: { action: 'comforting', with: ['subj', 'comp'] },
      },
      {
        text: '"I\'m sorry," said {name}. "I didn\'t notice properly." {They} sat down beside {subj}. "We don\'t have to do anything. We can just sit." So they sat, and watched {sight} for a while, and it turned out sitting was exactly the right thing. Later, when {subj} felt steadier, {they} [shared|offered] {the_thing}, and {subj} took a go, and then another, and the afternoon began, slowly, to warm up again. {comp} {comp_comfort}. "Thanks," {subj} said eventually, very quietly, and that one word was worth [more than the whole game|the whole afternoon].',
        picture: { action: 'comforting', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} tried something difficult: not "how would I feel?", which was easy and useless, because {they} felt fine, but "how does {subj} feel?", which meant climbing out of {their} own head and into someone else\'s. It was like trying to see the back of {their} own ears. {They} stared at {sight} and tried [anyway|all the same]. Then a memory arrived without asking: a first night away from home, long ago, and a grown-up saying "Cheer up, it\'s fine," which had made it [worse|ten times worse]. It had not been fine. {They} remembered exactly how not-fine it had been.',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: 'The [annoying|awkward] thing about feelings, {name} decided, was that you could not see them from the outside. {Subj} looked quiet, there at the edge of {place_short}. That was all. Quiet could mean anything. But if {they} looked properly, the way {comp} had been looking, there was more: the stillness, the not joining in, the way {subj} kept [glancing away|looking at nothing]. {They} realised {they} had been reading {subj} like a book with the pages stuck together, and getting the story completely wrong. Now that the pages had come unstuck, the story was a sad one, and {subj} was alone in it.',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
