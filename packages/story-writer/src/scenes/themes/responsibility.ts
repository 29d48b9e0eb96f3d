import type { ThemeWriting } from '../format';

export default {
  themeId: 'responsibility',
  better: ['keep the promise {they} had made', 'look after {subj} just as {they} had promised', 'go back and do the job {they} had said {they} would do'],
  worry: ['the nagging thought of {subj} waiting', 'the prickle of a promise not kept'],
  trouble: ['the promise about {subj}', 'the supper {subj} was waiting for', 'the job nobody else would do'],
  tiny: {
    problem: [
      {
        text: 'It was breakfast time for {subj_intro}. "Who will give {subj} breakfast?" asked {carer}. "Me! I promise!" said {name}. Then {they} saw {the_thing}. Off {they} ran, skip, skip, skip. {Subj} peeped up. No breakfast. [Peep, peep.|Peep!] Still no breakfast.',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: 'Rattle, rattle went the food tin. Breakfast for {subj_intro}! "I\'ll do it! I promise!" said {name}. But {the_thing} was over there. Just a little look. Off {they} went. {Subj} waited. And waited. [Where was breakfast?|No breakfast yet.]',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Skip, skip... stop! {They} remembered. Back {they} ran, as fast as {they} could. Shake, shake went the food tin. [Shake, shake!|Rattle, rattle!] {Subj} gobbled it all up. Gulp! {They} stayed close till every bit was gone. Then, and only then, back {they} went to {the_thing}.',
        picture: { action: 'giving', with: ['subj'] },
      },
      {
        text: 'Pitter-pat, pitter-pat, back {they} came [from {place_short}|past {sight}]. "Sorry, {subj}! Here you are!" Shake, shake went the food. [Gobble, gobble!|Gulp, gulp!] {They} sat right next to {subj} and sang {subj_him} a little song, all the way through. Snug as snug.',
        picture: { action: 'giving', with: ['subj'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Back at {home} that evening, there was a job to do, and it was {name}\'s very own: supper for {subj_intro}. {They} had asked for the job. {They} had promised. Twice, with a hand on {their} heart. "Supper at teatime," {they} told {comp}. "I won\'t forget. [Not me.|Not a chance.]"',
        picture: { action: 'talking', with: ['comp', 'subj'], at: 'home' },
      },
      {
        text: '{comp} had come back to {home} to meet {subj_intro}. {Subj} was {their} very own to look after, and every teatime {they} gave {subj_him} supper. "I\'ll do it every single day," {they} had promised, "[cross my heart|for ever and ever]." {comp} {comp_habit}, very impressed.',
        picture: { action: 'looking', with: ['comp', 'subj'], at: 'home' },
      },
    ],
    choice: [
      {
        text: 'Then {comp} had an idea for a game with {the_thing}, the best game of the whole day. {They} looked at the clock. Nearly teatime. "{Subj_he} won\'t mind if I\'m a tiny bit late," {they} said, and the game began. [It was a very good game.|It was a brilliant game.]',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing', at: 'home' },
      },
      {
        text: 'But first there was so much to tell everybody about {place}. And a picture to draw. And {the_thing} to show off. "In a minute," {they} said, when the clock said teatime. One minute turned into ten. Ten turned into [lots|ever so many].',
        picture: { action: 'talking', with: ['comp'], at: 'home' },
      },
    ],
    consequence: [
      {
        text: 'In the middle of it all, {name} [glanced round|looked up] and saw {subj}, waiting and waiting, looking at the spot where supper always came. {They} looked away. {They} looked back. {Subj} was still looking. Then {comp} stopped, and looked at {subj} too.',
        picture: { action: 'looking', with: ['subj', 'comp'], at: 'home' },
      },
      {
        text: 'When {they} finally came home from {place_short} and looked round, {subj} was gazing up with a hopeful face. No supper. Not a crumb. {Subj_he} gave a small, sad [wriggle|wiggle|sigh]. {name}\'s tummy went tight and twisty. {They} had said, "I promise." {They} had said it twice.',
        picture: { action: 'looking', with: ['subj'], at: 'home' },
      },
    ],
    better: [
      {
        text: '{They} did not wait a moment longer. Shake, shake went the food tin. {They} gave {subj} {subj_his} supper and fresh water too, and stayed right there until every last bit was gone. {comp} {comp_habit}. Side by side, they watched {subj} [finish|polish off] the very last crumb.',
        picture: { action: 'giving', with: ['subj', 'comp'], at: 'home' },
      },
      {
        text: '"Sorry, {subj}," {they} said, and this time nobody said "in a minute". Supper went in, a proper helping. Fresh water too. {They} sat right beside {subj} until it was all gone. Then {they} drew a big picture of {subj}, with {sight} behind, and stuck it up by the clock, [right next to the five|at exactly teatime].',
        picture: { action: 'giving', with: ['subj'], at: 'home' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The card on the fridge at {home} said it plainly: {subj_intro}, supper at five, fresh water, and a proper look to check all was well. Underneath, in {their} own large letters, it said ME. {They} had asked to be in charge of {subj} all week, every bit of it, and had been rather grand about it. "You can count on me," {they} had said. Now {they} {was} at {place} with {comp} for the whole day, and five o\'clock was [hours away|a long way off].',
        picture: { action: 'holding', object: 'card' },
      },
      {
        text: "It had taken months of asking to get {subj_intro}, and in the end the deal had been simple: {subj} would be {name}'s job. All of it. Supper at five, fresh water, and a proper look every day. {They} had promised, and meant it, and for nine days running {they} had done it without a single reminder. On the tenth day, {they} {was} at {place} with {comp}, and {they} had every intention of being home by five. [Every intention.|Absolutely every intention.]",
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: "At half past four, {comp} {comp_moves} up with news: {sight}, right at the far edge of {place_short}, and only for the next little while. {They} thought about five o'clock. That was practically ages away. And anyway, five o'clock was surely more of [a feeling than a rule|a rough idea than a time]. \"I'll be home before {subj} even notices,\" {they} said, and off they went to look.",
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'As the afternoon wore on, word went round that {sight} could be seen [from the far end of|at the very edge of] {place_short}, and everyone was going. {They} thought about {subj}. Then {they} thought about everybody else at home, any one of whom might easily notice the time and do a quick supper. "Someone will do it," {they} said, and the words came out [smoothly|easily], as if they had been practised.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'It was worth seeing. It was also much further than it looked, and the way home was longer still. By the time {name} got back to {home}, the light had gone [gold and low|long and golden]. The supper was still in its tin. {Subj} was right where {they} always found {subj_him}, watching the spot where supper came from with a patient, puzzled look that was somehow worse than any complaint. The clock in the kitchen said nearly half past six.',
        picture: { action: 'looking', with: ['subj'], at: 'home' },
      },
      {
        text: 'Nobody had done it. Everyone at home had assumed {name} would, because it was {their} job, and everybody knew it. It was only when {they} walked through the door of {home} [in the dusk|as the light went] that {they} remembered, all at once, like missing a step on the stairs. {Subj} was still waiting. The food tin was still shut. And the kitchen clock, which had never seemed like a particularly judgemental object before, said twenty-five past six.',
        picture: { action: 'looking', with: ['subj'], at: 'home' },
      },
    ],
    better: [
      {
        text: '{They} fed {subj} first, because that part could not wait, [still smelling of {place_short}|still in {their} coat], then fresh water, then the proper look, which took longer than expected because {they} did it properly. Then {they} told {carer} the whole thing: half past six, not five, and why. It was not a comfortable conversation. But at the end of it, {carer} nodded at {subj}, who looked [very pleased with life|entirely content], and said, "Same time tomorrow?" {They} drew a large, unmissable 5 on the back of {their} hand. "Same time," {they} said.',
        picture: { action: 'giving', with: ['subj'], at: 'home' },
      },
      {
        text: 'Back at {home}, {they} did the whole job, slowly and properly: supper, fresh water, a good long look. {Subj} ate as if {subj_he} had never been fed in {subj_his} life. Then {name} found a pen and a piece of card and made a clock out of it, a paper one, with the hands pointing at five, and propped it by the front door where {they} would see it on the way out. It did not tick. It did not need to. For the rest of the week, {they} {was} home by a quarter to, and [twice|once or twice] {they} {was} early.',
        picture: { action: 'giving', with: ['subj'], at: 'home' },
      },
    ],
    inner: [
      {
        text: 'There were, {name} realised, several ways to tell this story. In one, {subj} had been fed at five, more or less, and nobody needed the boring details. In another, the time had been unclear (it had not). In a third, {comp} had led {them} astray, which was unfair, since {comp} had only mentioned {sight}, not dragged {them} there. {They} tried each version on like a coat that did not fit. Each one pinched somewhere. The true version was the only one with room to breathe in, and it was also, [annoyingly|irritatingly], the one that made {them} look least impressive.',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: '{name} had always thought of promises as small, light things, like coins in a pocket, or the things you promise while {sight} is [distracting you|right in front of you]: easy to give, easy to lose, easy to forget you ever had them. "You can count on me" had felt light when {they} said it. But a promise, it turned out, was not light at all for the one on the other end of it. {Subj} could not check a clock or make {subj_his} own supper. {Subj} could only wait, and trust, and look at the spot where supper came from. The whole arrangement had rested on one person, and [that person|the person] had been {them}.',
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
