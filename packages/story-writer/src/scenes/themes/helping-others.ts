import type { ThemeWriting } from '../format';

export default {
  themeId: 'helping-others',
  better: ['help {subj}', 'stop and lend {subj} a hand', 'help {subj} get {subj_his} {thing_kind} back'],
  worry: ["the I'm-too-busy shrug", 'the little voice that said someone else would help', 'the itch to keep on playing'],
  trouble: ['the help {subj} needed', 'the muddle {subj} was in', 'the search that nobody was helping with'],
  tiny: {
    problem: [
      {
        text: 'Look! There was {subj_intro}. {Subj} was looking for something. Looking here, looking there, looking [under|behind] everything in {place_short}. {Subj}\'s {thing_kind} was lost! But {name} was busy. [Bounce, bounce, play, play.|Hop, hop, play, play.] "Not now," {they} said. {Subj} looked and looked, all alone. [Oh dear.|Poor {subj}.]',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: "Uh-oh! Here was {subj_intro}, with a worried face. {Subj}'s {thing_kind} was stuck, deep in a [narrow|tiny] gap near {sight}. Reach, reach! {Subj} could not get it. {name} saw. But {they} just kept on playing. [La, la, la.|Tra, la, la.] {Subj} sat down, all sad and [droopy|stuck].",
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} stopped. {They} went over to {subj}. "I\'ll help!" [Look, look, look...|Peep, peep, peep...] "There it is!" {They} reached in, right to the back. [Got it!|Tug!] {Subj} was [so happy|so pleased], and {they} {was} happy too. Beside them, {comp} {comp_habit}. Hooray!',
        picture: { action: 'finding', with: ['subj', 'comp'] },
      },
      {
        text: 'Stop, stop! {name} turned round. "I can help!" {They} looked low. {They} looked [lower|even lower]. Wriggle, wriggle, [pop!|tug!] Out it came! "Here you are!" {Subj} gave {them} the biggest smile in all of {place}. {comp} {comp_moves} round and round. [Hooray!|Hip, hip, hooray!]',
        picture: { action: 'giving', with: ['subj', 'comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Over by {sight}, {name} noticed someone who looked worried: {subj_intro}. {Subj} was looking for something, round and round in circles, [under this and behind that|here and there and everywhere]. It was {subj_his} {thing_kind}, and it was lost. {They} had {the_thing} and a game to play, and the game was [just getting good|getting better and better].',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: "Something was wrong with {subj_intro}. {Subj}'s {thing_kind} had got stuck in a narrow gap at the edge of {place_short}, too narrow for {subj} to reach into. {Subj} tried and tried. {name} could see it all from where {they} {was} playing. {Their} game was [very|extremely] exciting, though, and it was [nearly {their} go|almost {their} turn].",
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '"I\'m busy," {name} said, to nobody in particular, and {they} turned back to {the_thing}. Somebody else would help. [Somebody always did.|Somebody always helped.] {comp} {comp_habit} and looked over at {subj}, but {they} kept {their} eyes on the game, [very firmly|extremely firmly].',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{name} pretended not to see. {They} even moved round to the other side of {the_thing}, so {subj} was behind {them}, where {they} would not have to look. Out of sight, out of mind, {they} thought. But it was not out of mind at all. It was [right there|stuck there], like a [pebble|stone] in a shoe.',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} kept trying, all on {subj_his} own. It took [ages|ages and ages]. {Subj} got slower and more tired, and in the end {subj} just sat down [by {sight}|on the ground] and stopped. Nobody came. [{name} kept playing|{name} went on playing], but the game did not feel [exciting|fun] any more. It felt like playing with a [grey|rain] cloud overhead.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: '{name} kept missing {their} go, because {they} kept [peeking|glancing] at {subj}. Each time, {subj} looked a little more [worried|stuck]. {comp} had stopped playing altogether and was just watching {subj}, [very still|not moving at all]. It had gone [strangely|horribly] quiet.',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} put {the_thing} down and went over. "[Can I help?|Do you want some help?]" {They} crouched down low, lower than {subj} had looked, and peered into every [nook|corner]. "There!" It was right at the [back|very back]. {They} wriggled it out and gave it back. {Subj} was so pleased that {they} felt warm [right down to {their} toes|all over].',
        picture: { action: 'finding', with: ['subj', 'comp'] },
      },
      {
        text: '"Wait," {they} said. "[I\'ll help.|I can help!]" {They} called {comp}, and the three of them made a plan: {comp} would watch, {subj} would point, and {name} would reach. It took four tries and one [sneeze|giggle], and then out it came. {Subj}\'s face lit up like a [lamp|birthday cake], and the game afterwards was the best game [yet|in all of {place_short}].',
        picture: { action: 'giving', with: ['subj', 'comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} was in the middle of a very good game with {the_thing} when {they} noticed {subj_intro}. {Subj} was searching for something, and had clearly been searching for a while: the same patch of {place_short}, over and over, past {sight} and back again, with that look people get when they have looked everywhere twice. It was {subj_his} {thing_kind}. It was lost. And {their} game was, at that exact moment, [just getting good|finally getting exciting]. {They} had been waiting for this moment all [morning|week], and it had arrived at precisely the wrong time, which is what good moments [tend to do|usually do].',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: "On the far side of {place_short} was {subj_intro}, in some difficulty. {Subj}'s {thing_kind} had slipped into a narrow gap and wedged itself there, too deep and too tight for {subj} to reach. {Subj} had tried every [angle|single angle], and a few that were not really angles at all. From where {name} stood, it was obvious that somebody smaller, with smaller hands, could probably reach it in a few seconds. {They} {was} somebody smaller, with smaller hands, and also [very|extremely] busy. {comp} had noticed too, and {comp_habit}, [which felt like a hint|as if to make a point].",
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '{name} told {themself} a series of sensible things. Someone else would notice soon. A grown-up would come along. {Subj} had probably nearly found it anyway. And {they} had been waiting all day for this game. Each sensible thing was a small brick, and {they} built them into a [neat|tidy] little wall between {themself} and {subj}, and went on playing behind it. It was a good wall. From behind it you could hardly see {subj} at all, only hear, now and then, a [small sigh|quiet, tired sigh] that the wall did nothing whatever to stop.',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{name} decided not to have noticed. This is harder than it sounds, because having decided not to notice something, you have to keep not-noticing it every few seconds, on purpose, which takes a surprising amount of work. {They} turned {their} back on {subj}, faced {sight} instead, and talked a little too loudly to {comp} about the game. {comp} answered in one-word replies, which was [not like|not a bit like] {comp_him} at all. "Your go," {comp} said. "Yes," {they} said. "Thanks." It was the shortest conversation they had ever had, and [neither of them enjoyed it|it was not a good one].',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'Nobody else came. That was the thing about someone else: they did not seem to exist. {Subj} kept at it alone, slower each time, and in the end {subj} stopped trying altogether and just stayed there, looking at the gap, while the light across {place_short} [shifted|moved] and the afternoon wore on. {name} won {their} game. It was the least satisfying win {they} had ever had, like eating a [cake|pudding] made of cardboard. {comp} offered a small, polite cheer, which somehow made it worse, and then looked away, as if the matter were closed. It was not closed.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: '{name} lost two goes in a row, because {their} eyes kept drifting to {subj} instead of the game. {comp} noticed, and said nothing, and {comp_habit}. Across {place_short}, {subj} had gone very quiet, the kind of quiet that means someone has given up asking. The game carried on, but somehow the [point|fun] of it had walked off and sat down next to {subj}. {They} tried to call it back with a loud, cheerful move. It did not come. It stayed where it was, over by the gap, [waiting|looking at {them}].',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} put {the_thing} down. "Let me help," {they} said, and went over. It turned out that being nearer the ground, and not having looked at the same spot a hundred times already, made all the difference. {They} spotted it almost straight away, tucked in the one place nobody had [checked|thought to check]. Getting it back took a careful wriggle and a scraped knuckle, and when {they} handed it over, {subj}\'s whole face changed, as if someone had opened a window. "I\'d been at that for ages," {subj} said. The game, when {they} went back to it, was [even better|somehow better] than before.',
        picture: { action: 'finding', with: ['subj', 'comp'] },
      },
      {
        text: '"Hang on," {name} said. "I think I can reach that." {They} lay flat, stretched an arm in, and got a fingertip to it, then lost it, then got it again. {comp} [kept up a running commentary|gave helpful advice, mostly useless], and {comp_says} [loudly|happily] at the exciting bits. On the fifth go it came out, dusty and perfectly fine, and {subj} was so pleased and so grateful that {they} went back to the game feeling about ten times better than if {they} had never left it. {Subj} came too, [as it happened|it turned out], and was [surprisingly good|annoyingly good] at it.',
        picture: { action: 'giving', with: ['subj', 'comp'] },
      },
    ],
    inner: [
      {
        text: 'The strange thing, {name} thought, was how long it was taking not to help. Helping would have taken a minute, maybe two. Not helping was taking the whole afternoon, because {they} had to keep doing it, over and over, and every time {their} eyes slid towards {subj}, {they} had to find a fresh reason. {They} {was} running out of reasons. The latest one, "I might get my sleeves dirty", was so feeble that even {their} own brain refused to [take it seriously|believe it]. {Subj} went on looking, and the reasons ran out [one by one|altogether].',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} tried imagining it the other way round: {them} searching, {subj} playing, never once looking up. It was not a pleasant picture. In {their} imagination, {they} {was} extremely hard done by, and the person playing was a selfish [villain|beast] with no heart at all. The problem with this picture was that the villain was wearing {their} face, and had been all afternoon, and {they} did not care for how well it fitted. Over by {sight}, the real {subj} was still looking, all alone, [and the picture would not go away|and the picture refused to fade].',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
  },
} satisfies ThemeWriting;
