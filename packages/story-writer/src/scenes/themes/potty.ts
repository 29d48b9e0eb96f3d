import type { ThemeWriting } from '../format';

export default {
  themeId: 'potty',
  better: ['stop and use {subj} as soon as the wiggle came', 'go to {subj} in good time'],
  worry: ['the idea that there was no time for {subj}', 'the wiggly hold-it-in dance'],
  trouble: ['the wet socks', 'the potty in the corner', 'the wiggly, hoppy dance'],
  tiny: {
    problem: [
      {
        text: 'Jump, jump, jump! {They} played and played [all over {place_short}|by {sight}]. Then came a wiggle. A wiggly, jiggly wiggle! Over there was {subj_intro}. "Not now!" said {name}. Jump, jump... uh-oh. Too late! Wet. [Wet pants.|Wet socks.] Wet everything.',
        picture: { action: 'playing' },
      },
      {
        text: 'Busy, busy, building [at {place}|by {sight}]! Wiggle, wiggle. "In a minute!" said {name}. There was {subj_intro}, just over there. Build, build... wiggle! Build... oops. [Uh-oh.|Oh dear.] Wet. Wet socks. Wet tower, nearly.',
        picture: { action: 'building' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '"That\'s all right," said {carer}. "[Accidents happen.|Never mind.]" Dry pants. Dry socks. Snug again. Back to {place_short}! Then... [wiggle, wiggle!|wiggle, jiggle!] This time {they} stopped. Off {they} went to {subj}, quick, quick. Sit. Tinkle! "I did it!" Hands washed, splish, splash. [Hooray!|Hip, hip, hooray!]',
        picture: { action: 'hugging', object: 'subj' },
      },
      {
        text: '[Never mind!|Oops! Never mind.] Dry clothes on, snug again. Then came another wiggle. This time {they} went straight to {subj}, with {comp} close by. Sit, sit. Wait, wait. [Tinkle!|Tinkle, tinkle!] "I did it!" Hands washed, splish, splash, and a [big hooray|big, big hooray].',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'At {place}, {name} and {comp} were playing the best game of the whole day. Then {they} felt it: a wiggle. The sort of wiggle that means it is time for {subj_intro}. It was [not far away|only over there]. But the game was at the most exciting part.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{name} and {comp} were having a race round {place_short}, the best race of the whole day, when {they} felt a wiggle. It was the kind of wiggle that says: time for {subj_intro}. [Quite soon, please.|Soon, please.] But the race was only halfway round.',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: '"Not now," said {name}. "I\'m busy." {They} crossed {their} legs and hopped on one foot and kept on playing. The wiggle got wigglier. {They} hopped faster. {comp} watched all the hopping [with a puzzled look|and looked very puzzled].',
        picture: { action: 'playing' },
      },
      {
        text: '"Just one more go," said {name}. Then one more. The wiggle wiggled harder. {They} ran with {their} knees close together, which is a very funny way to run, and {comp} {comp_habit}, [puzzled|trying to copy it].',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'Then, in the middle of a jump [by {sight}|across {place_short}]: uh-oh. Too late. Warm and wet, all down one leg. {They} stood very still. {Their} lip wobbled. {carer} came straight over with the bag. "Oops! That\'s all right," came a calm voice. "It happens to everybody." Dry clothes went on behind a towel. But {name} still felt [a bit sad|a little bit wobbly].',
        picture: { action: 'comforting' },
      },
      {
        text: 'At the very next bend, right by {sight}: uh-oh. Too late. A warm, wet patch, and then a cold one. {They} stopped running and stood still while the others ran on. {carer} came over with the spare clothes bag and said, very calmly, "Never mind. Accidents happen." But {name}\'s lip wobbled [anyway|all the same].',
        picture: { action: 'comforting' },
      },
    ],
    better: [
      {
        text: 'Back in dry clothes, {they} went on playing. And when the wiggle came again, {they} did not wait a single second. "Back in a minute!" {they} told {comp}, and off {they} went to {subj}. Sit. Wait. Done! Hands washed. {comp} had kept {their} place in the game, and {they} [did a little dance|jumped right back in].',
        picture: { action: 'celebrating', with: ['comp'] },
      },
      {
        text: 'Next time the wiggle came, {they} did not wait one single second. Off {they} went to {subj}, and sat, and waited properly, while {comp} told {them} a long, silly story about a [hat that wanted to be a boat|sock that went on holiday]. Tinkle! "I did it!" Then hands washed, bubbles and all, and back to the fun.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: "It was the final of the team game at {place}, and {name}'s side was through. Somewhere in the second round, {they} had started to need {subj_intro}. Not urgently. Just a small, polite knock from the inside, the kind that can be ignored if you are busy. The toilets were right across {place_short}, a good five minutes there and back, and the final started in [four|three]. {They} decided the knock could wait. It was a polite knock. It would understand.",
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{name} was at {place} for the first time, with a group, and there was a great deal to see. What there did not seem to be, anywhere, was {subj_intro}. Nobody had mentioned one. There were no signs. Everyone else seemed to know exactly where they were going. Asking meant saying it out loud, in front of everyone. Meanwhile, a small, polite knock had started up on the inside, and {they} would [honestly|genuinely] rather have walked home.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: 'The knock did not understand. It knocked harder. {They} carried on with {their} knees pressed together, like someone balancing an egg between them, and whenever {comp} looked over, {they} gave a bright, unconvincing thumbs-up. There would be a better moment. Going now meant missing [the best bit|something], and anyway, {they} had held on this long. What was a little longer?',
        picture: { action: 'playing' },
      },
      {
        text: 'So {they} did not go, and did not say. {They} would wait until later. Much later, if necessary. {They} moved on when everyone moved on, [walking rather carefully|walking a little stiffly], and {they} told {comp}, who asked if {they} {was} all right, that {they} {was} fine. {They} said it three times, which is two more times than anybody says it when they actually are.',
        picture: { action: 'looking' },
      },
    ],
    consequence: [
      {
        text: 'Then, quite suddenly, the knock stopped being polite. {They} ran for it, properly ran, all the way across {place_short}, and nearly made it. Nearly. It was only a little bit, and only {they} knew, and a grown-up passing the door handed {them} a spare jumper to tie round {their} waist without saying a single word about it. But by the time {they} got back, everything had finished, and {they} had [missed the whole ending|missed the part everyone talked about afterwards].',
        picture: { action: 'running' },
      },
      {
        text: 'By the middle of the afternoon, {name} could think about nothing else at all. Right in front of everyone appeared {sight}, and everyone gasped, and {they} missed it, because {they} had been staring at a door in the distance wondering whether it was [a toilet or a cupboard|the right sort of door]. It was a cupboard. {They} made it, in the end, by running, to a door a grown-up pointed out. But the best thing all day had happened without {them}, and it did not happen twice.',
        picture: { action: 'looking' },
      },
    ],
    better: [
      {
        text: 'The next time the knock came, small and polite, {they} answered it straight away. "Back in three minutes," {they} told {comp}, and went, and {they} {was} back with a minute to spare, [whistling|not even hurrying]. {They} spent the rest of the afternoon without thinking about {their} knees once, and enjoyed every bit of it, which may or may not have been connected. {They} decided it probably was.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'Later, [somewhere near {sight}|in the middle of the fun], the knock came again, small and polite. This time {name} took a breath, turned to the nearest grown-up, and said, "Excuse me, where\'s the toilet?" The grown-up pointed. "Through there, second door." That was all. Nobody stared. Nobody even [looked round|noticed]. {They} {was} back in two minutes, in time for the next surprise, which was nearly as good as the one {they} had missed.',
        picture: { action: 'talking' },
      },
    ],
    inner: [
      {
        text: 'It was, {name} reflected, a ridiculous thing to be beaten by. Not a rival, not a storm, but {their} own insides, which had given fair warning at least three times and been ignored three times, like an alarm clock you keep on snoozing. {comp} {comp_habit}, [as if nothing had happened|without the slightest sympathy]. The maddening part was the maths. Three minutes, there and back. {They} had spent far more than three minutes pretending {they} did not need to go. {They} had, [in fact|in effect], been too busy not going to go, which was the kind of sentence that only made sense at the time.',
        picture: { action: 'waiting' },
      },
      {
        text: 'Here was a strange fact: {name} could ask an expert the most complicated question about {place_short}, could ask for directions, could ask a question in class that made the teacher stop and think. But one short sentence, four words long, had felt impossible. I need the toilet. Why? Everybody needed the toilet. Every single person there. Even the grown-up at the front, who looked as if [she had never needed anything in her life|nothing could embarrass her]. The sentence was not embarrassing. {They} had just decided it was.',
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
