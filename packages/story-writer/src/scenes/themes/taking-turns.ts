import type { ThemeWriting } from '../format';

export default {
  themeId: 'taking-turns',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['give {subj} a turn with {the_thing}', 'wait for {their} turn and cheer for {subj}', 'take turns with {subj}, one go each'],
  worry: ["the can't-wait, me-next jiggle", 'the itchy, fidgety wait for {their} turn', 'the fear that {their} turn would never come'],
  trouble: ['the turn that belonged to {subj}', 'the one-more-go begging', 'the queue for {the_thing}'],
  tiny: {
    problem: [
      {
        text: '{name} had a go with {the_thing}. [Whee!|Wow!|Hooray!] Next in line was {subj_intro}. But {they} wanted another go. And another! "Me again! Me, me, me!" {Subj} waited and waited. {Subj} waited so long that {subj_he} sat down with a flump. Oh dear.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'One go each. That was the game. First {they} had a go, then {subj_intro}. But when {subj} had {the_thing}, {they} could not wait. "Now me!" [Tug!|Grab!] {Subj} had only just started! {Subj} looked at the ground. The game [stopped|went still]. Nobody was playing now.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} took a big, deep breath [by {sight}|at {place_short}]. "Your turn," {they} said. Wait, wait, wait. One, two, three! {Subj} had a go. Hooray! Then it was {their} go. Hooray! Round and round went the turns, and every turn got a [cheer|clap].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: 'Back went {the_thing} to {subj}. "You first," said {name}. [Whoosh!|Whee!] Then it was {their} go. Then {subj}\'s go! {comp} {comp_habit}. Your go, my go, your go, my go, all the way round, [until the sun went low|all afternoon].',
        picture: { action: 'giving', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: "There was one {thing_kind}, and there were two who wanted it: {name} and {subj_intro}. So they took turns. One go each, back and forth. {Their} own go was [wonderful|brilliant]. It was so [wonderful|brilliant] that when it came to an end, {they} did not want it to end at all. And now it was {subj}'s turn.",
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'There was a game going with {the_thing}, and everybody was in it: {name}, {comp} and {subj_intro}. Everybody had a go, then the next one had a go. {They} had just had the [best|biggest] go ever, and {they} wanted to do it again, right now, even better. But next in the line was {subj}, waiting [patiently|with bright eyes].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Just one more go," said {name}. Then {they} had one more go. Then {they} said "just one more" [again|all over again], and had that one too. {Subj} waited by {the_thing}, and {comp} {comp_habit}, and the one-more-goes went on and on.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'At last {they} let {subj} have {the_thing}. But {subj} had hardly started before {they} [reached|leaned] in again. "Hurry up! It\'s my go now!" {Subj} stopped. {Subj}\'s go had [lasted|been] about as long as a sneeze.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} stopped waiting. {Subj} turned round and went off towards {sight} and sat down all alone. Now {name} could have as many goes as {they} liked. {They} had a go. Then another go. Then another. It was [very|terribly|oddly] boring. A turns game with one player is not really a game.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: "{Subj} went very quiet. {Subj}'s face went [droopy|crumpled], like a balloon the day after a party. Nobody cheered any more. Nobody counted. {comp} looked from {subj} to {the_thing} and back again, and all the [fizz|fun] went out of the game.",
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} went over to {subj}, [right by {sight}|across {place_short}]. "Your go," {they} said. "A long one. I\'ll count." And {they} counted, slowly, all the way to twenty, and cheered when {subj} did something clever. Waiting, it turned out, was much faster with counting in it. Then it was {their} turn, and {subj} [watched every bit|waited without a fuss].',
        picture: { action: 'waiting', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"You go first this time," said {name}, and held {the_thing} out to {subj}. Then they made up a rule: whoever was waiting had to do a silly dance. So every one of {subj}\'s turns came with a wobbly dance, and every one of {their} own turns came with a [bouncy|wiggly] dance from {subj}, and soon even {comp} was [joining in|wobbling about].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had worked out the fairest system in the world: one go each with {the_thing}, no arguing. The system was working [beautifully|perfectly], mostly because {they} had been going first. Then back came {subj_intro}, ready for a turn, and the system met its first real test, which was that {they} had just got to the good bit and did not want to stop.',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
      {
        text: "There was a line for {the_thing}, and the line was exactly two long: {subj_intro}, and then {name}. {Subj} had been waiting longer and was rightly at the front. Knowing this did not help. Every second of {subj}'s turn felt about a week long, and {they} could not stop [jiggling|shuffling|tapping {their} foot] and sighing loudly, in case anybody had missed how hard {they} {was} waiting.",
        picture: { action: 'waiting', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '{name} came up with a [clever|watertight] argument. The last go had not really counted, because of a wobble at the start. Also the one before that had been mostly practice. By {their} own careful arithmetic, {they} {was} owed at least three more goes, possibly four. {They} did not say any of this out loud to {subj}. {They} simply carried on, and let the argument do the talking inside {their} head, while {comp} {comp_habit}.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'The moment {subj} paused, {name} stepped in. "Right, my turn," {they} said, and took over {the_thing}, though {subj}\'s go was clearly not finished. It was quicker this way, {they} told {themself}. Everyone would get more goes, and {subj} had probably finished anyway, or nearly. This was the kind of helpful reasoning that sounds brilliant in your head and [rather different|much worse] when you notice the look on someone\'s face.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} did not argue. {Subj} just stopped, and waited a moment, and then moved away to the edge of {place_short} and stayed there, looking at nothing in particular. {comp} {comp_habit}. The game, which had been the best thing all day, turned into one person doing the same thing over and over, [with an audience of no one|while the afternoon went grey].',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: "It was not a big moment. Nobody shouted. {Subj}'s face simply closed, like a door pushed gently shut, and after that {subj} did not seem to want a turn at all. {name} kept going, and noticed that {the_thing} had lost something. Taking a turn is only exciting when someone is waiting for theirs. With nobody waiting, a turn was just [time passing|a thing you did].",
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} went over to {subj} and held out {the_thing}. "Your go," {they} said. "A proper one. I\'ll time it, and I\'ll be fair, I promise." {They} sat down to watch, and found that watching {subj} was actually [interesting|funny]: {subj} tried things {they} would never have thought of. By the third round they were swapping ideas between turns, and each go was better than the one before, whoever was having it.',
        picture: { action: 'giving', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"New rule," said {name}. "The one waiting is the judge, and the judge gives marks out of ten." It worked brilliantly. Waiting was no longer waiting, it was judging, which is far more important. {Subj} went first and scored a seven. Then it was {their} own go, which scored [a generous nine|a suspicious nine] from {comp}, who had been made assistant judge. Nobody argued about turns again, because everyone was too busy arguing about marks.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: "There are two clocks in a turn-taking game, {name} [realised|decided]: the one that runs during your go, and the one that runs during everyone else's. The first runs at a gallop. The second appears to be powered by a tired snail, or by {sight} on a slow day. {They} had been judging {subj}'s turns by the snail clock and {their} own by the gallop, and the sums came out wonderfully in {their} favour. Seen from {subj}'s side, the sums probably came out rather differently. That was an inconvenient thought, and it refused to go away.",
        picture: { action: 'waiting', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} tried to remember the last time someone had hogged something {they} had been waiting for. It came back far too easily: standing at the edge of a game, being told "nearly done" by someone who was clearly never going to be done, and feeling {their} patience wear thin as paper. {They} had promised {themself}, back then, never to be that person. It was [deeply|truly] irritating to find that keeping the promise was harder than making it. {Subj} was still waiting over there by {sight}, without a word of complaint.',
        picture: { action: 'waiting', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
} satisfies ThemeWriting;
