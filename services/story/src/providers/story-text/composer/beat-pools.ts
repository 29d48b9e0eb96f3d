import type { Rng } from './random';
import type { Lines } from './template';

/**
 * Beats every story shares (the lesson's moment, the sleepy ending) are built sentence by sentence
 * from pools, each part drawn on its own, so two stories rarely tell a shared beat in the same words.
 * Each entry is one sentence for every band: [toddler line, line for 5 and up].
 */
type Part = readonly [little: string, older: string];

function lines(parts: readonly (Part | undefined)[]): Lines {
  return parts.flatMap((part) => (part ? [`L> ${part[0]}`, `M> ${part[1]}`] : []));
}

const SETTLE: readonly Part[] = [
  ['That night, {name} [climbed|snuggled|hopped] into bed.', 'That night, {name} snuggled down under {their} softest blanket, warm and {w:tired} and glad to be home.'],
  ['Home again, home again, and into bed.', 'Back home, the house was [quiet|still] and the lamps glowed [low|soft and golden]. {Name} climbed into bed.'],
  ['[Bath, pyjamas, teeth, bed.|Teeth, pyjamas, story, bed.]', '{Name} put on {their} cosiest pyjamas and climbed into bed. The pillow was cool and soft.'],
  ['The moon came up. Goodnight, moon. Goodnight, bed.', 'The moon rose over the rooftops, round and silver. It peeped in through the window at {name} in bed.'],
  ['Now it was [bedtime|time for bed].', 'By bedtime, {name} was so {w:tired} that even {their} toes were yawning under the blanket.'],
  ['The day was done. Into bed went {name}.', 'At last the busy day was done. {Name} lay in bed while the sky outside turned dark and starry.'],
  ['Into bed went {name}. Snug as a bug!', 'Into bed went {name}, with the covers tucked up to {their} chin. One foot poked out to stay cool.'],
  ['The lamp went click. [Dark and cosy|Soft and dark] in bed.', 'Somebody clicked off the lamp. The bedroom filled with the kind of dark that feels like a hug.'],
  ['{Name} had a cup of warm milk. Then bed.', 'First came a cup of warm milk and a last look out of the window. Then {name} wriggled into bed with a happy sigh.'],
  ['Pyjamas on. Teddy close. Into bed.', 'Pyjamas on, teddy tucked close, {name} burrowed down into bed like a small, contented mole.'],
];

const DRIFT: readonly Part[] = [
  ['The blanket was [soft|warm]. The pillow was [cosy|squashy].', 'The blanket was warm and the pillow was squashy. The house creaked its gentle night-time creaks.'],
  ['Stars outside. Blanket inside. [Warm toes.|Cosy toes.]', 'Outside, the stars came out one by one to [keep watch|stand guard] over the rooftops.'],
  ['{Name} gave a [big|long|sleepy] yawn. Yaaawn.', '{Name} gave one long, slow yawn, and {their} eyes began to feel as heavy as pebbles.'],
  ['The night was [quiet|hushed]. Shhh.', 'The night outside was very quiet. {Name} could hear {their} own slow breathing, in and out, in and out.'],
  ['Far away, an owl said hoo.', 'Far away, an owl hooted once. Everything was in its proper place.'],
  ['The wind said shhh in the trees.', 'A breeze whispered past the window, and the curtains swayed like someone waving goodnight.'],
  ['{Name} thought about {comp}. What a day!', '{Name} thought of {comp} and everything they had done together. {Their} thoughts grew slow and soft as falling snow.'],
  ['Teddy was sleepy too.', 'Even the toys on the shelf looked drowsy, their button eyes half closed in the dark.'],
];

const SLEEP: readonly Part[] = [
  ['Goodnight, {name}. [Sweet dreams.|Sleep tight.]', 'Soon {they_were} fast asleep, dreaming {dream}.'],
  ['{Name} closed {their} eyes. Shhh. [Sleep tight.|Night-night.]', '"Goodnight," whispered {name}, and with a slow, sleepy sigh, {they} drifted off to dreamland.'],
  ['Snuggle down, close your eyes. [Sleep tight|Sweet dreams], {name}.', 'The last thing {they} remembered was a yawn, a smile and the soft dark. Then came a dream {dream}.'],
  ['{Name} yawned. Sleepy, sleepy {name}. Night-night.', 'One more yawn, one more smile, and {name} was asleep, dreaming {dream}.'],
  ['Eyes closed. [Sweet dreams|Sleep tight], {name}.', 'Before long {name} was fast asleep, with a little smile, dreaming {dream}.'],
  ['Night-night, {name}. Sleep now.', '{Their} breathing grew slow and steady, and sleep came tiptoeing in, bringing dreams {dream}.'],
  ['Shh, shh. {Name} is asleep. Goodnight.', 'And somewhere between one breath and the next, {name} fell asleep and began dreaming {dream}.'],
];

/** The sleepy ending: settling into bed, the hush, the kit's own sleepy image, then sleep. */
export function endingLines(rng: Rng): Lines {
  return [...lines([rng.pick(SETTLE), rng.pick(DRIFT)]), 'L> {Sleepy}', 'M> {Sleepy}', ...lines([rng.pick(SLEEP)])];
}

const TEMPT_LEAD: readonly Part[] = [
  ['At {place}, {name} wanted to {urge}.', '[Just then|Right then|At that moment], {name} felt a strong wish to {urge}.'],
  ['But [at {place}|that day], {name} chose to {urge}.', '[Soon|Before long] came a moment that tested {name}. {They} badly wanted to {urge}.'],
  ['{Name} had a thought: I want to {urge}.', 'A small, stubborn voice inside {name} said that it would be much simpler to {urge}.'],
  ['Uh-oh. {Name} wanted to {urge}.', 'Halfway across {place}, {name} stopped, because what {they} really wanted was to {urge}.'],
  ['{Name} looked at {comp}. Could {they} just {urge}?', '{Comp} was busy for a moment. Would anyone mind, {name} wondered, if {they} chose to {urge}?'],
  ['Right there, {name} nearly chose to {urge}.', 'It was right beside {sight} that the trouble started: {name} felt the pull to {urge}.'],
];

const TEMPT_WOBBLE: readonly Part[] = [
  ['[Hmm.|Oh dear.] {Comp} [waited|watched].', '[It would have been easy|It seemed so much simpler|Part of {them} whispered that it would be fine]. For a moment {they} almost did.'],
  ['[Uh-oh.|Oh dear.] [That did not go well.|That was not a good idea.]', '{Name} started to do it, and [almost at once|straight away] things began to go wrong.'],
  ['{Name} felt a wobble inside.', '{Name} felt [a wobble|a little knot] in {their} tummy. It was the kind that tells you something is not quite right.'],
  ['{Name} stood very still.', '{Name} hovered there, halfway between one choice and the other. {They} felt like a bird that cannot pick a branch.'],
  ['{Name} did not feel good.', 'It did not feel the way {name} had hoped. It felt small and grey, like a rainy Monday.'],
  ['It was not a happy feeling.', 'The longer {name} thought about it, the heavier it felt. It was like having pockets full of stones.'],
];

const TEMPT_WATCH: readonly Part[] = [
  ['{Comp} said nothing.', '{Comp} [said nothing|looked at {name}|waited quietly], and [the moment stretched out|everything seemed to hold its breath].'],
  ['{Comp} looked sad.', '{Comp} looked [worried|puzzled], and even {sound} seemed to go quiet.'],
  ['{Comp} waited.', 'The {compNoun} did not say a word, but it kept glancing at {name} with big, hopeful eyes.'],
  ['Even the birds were quiet.', 'Nobody at {place} hurried {name}; this choice belonged to {name} alone.'],
];

const TEMPT_ASIDE: readonly string[] = [
  'B?> {Name} could feel two choices tugging at {them}, like two kites pulling in different directions.',
  'B?> It is funny how the easy way and the right way so often point in opposite directions.',
  'B?> Deep down, {name} knew that something was not right, even if {they} could not yet say what.',
  'B?> It was the sort of feeling you get when you put your shoes on the wrong feet.',
  'B?> Choices, {name} was discovering, can be heavier than they look.',
];

/** The lesson's test, told with the theme's temptation ({urge}). */
export function temptationLines(rng: Rng): Lines {
  return [...lines([rng.pick(TEMPT_LEAD), rng.pick(TEMPT_WOBBLE), rng.pick(TEMPT_WATCH)]), rng.pick(TEMPT_ASIDE)];
}

const CHOICE_LEAD: readonly Part[] = [
  ['Then, [right there at {place}|with {comp} watching], {name} chose to {choice}.', '[Then|But then|In the end], {name} took a [deep|slow] breath and chose to {choice}.'],
  ['{Name} stopped. {Name} looked at {comp} and thought.', '{Name} stopped and [thought it over|thought about it carefully|had a good long think]. [What would a good friend do?|What was the right thing here?]'],
  ['{Name} shook {their} head. "No. I will {choice}."', '{Name} shook {their} head, as if shaking off a cobweb, and said, "No. I\'m going to {choice}."'],
  ['{Name} thought of {comp}. Then {name} chose to {choice}.', 'Thinking of {comp}, {name} turned round, squared {their} shoulders and made up {their} mind to {choice}.'],
  ['Slowly, {name} chose to {choice}.', 'It took a moment, and a wobble, and one more look at {comp}, but {name} decided to {choice}.'],
  ['{Name} was brave inside. {Name} chose to {choice}.', 'Quietly, without any fuss at all, {name} chose to {choice}.'],
];

const CHOICE_ACT: readonly Part[] = [
  ['Then {name} decided to {choice}.', 'So {name} decided to {choice}, and [straight away|almost at once] things began to change.'],
  ['{Name} did it. {Name} chose to {choice}.', 'And so {name} did the harder, better thing: {they} chose to {choice}.'],
  ['So {name} chose to {choice}.', 'Once the choice was made, it seemed easy. {Name} would {choice}.'],
];

const CHOICE_CHEER: readonly Part[] = [
  ['[It felt good!|It worked!] {Comp} [smiled|clapped|cheered].', '[{Comp} beamed|{Comp} gave a happy little cheer|Everything felt lighter], and they carried on together.'],
  ['[Hooray!|Yes!] Even {sight} seemed to smile.', '{Comp} did a small, delighted dance, and even {sight} seemed to approve.'],
  ['{Comp} gave {name} a hug.', 'The {compNoun} bumped {name} gently, which was its way of saying "well done".'],
  ['Now {name} felt happy inside.', 'The heavy feeling lifted like mist in the sun. The way ahead looked brighter than before.'],
];

const CHOICE_ASIDE: readonly string[] = [
  'B?> It was not the easy choice, {name} thought, but it was the one that made {them} feel tall inside.',
  'B?> Some choices are small on the outside and very big on the inside.',
  'B?> Later, {name} would remember this as the moment the whole day turned around.',
  'B?> {Comp} said, "I knew you would," and {name} pretended not to be pleased, and failed.',
  'B?> Doing the right thing, {name} decided, feels a bit like finding the last piece of a jigsaw.',
];

/** The lesson learned in action: the right choice ({choice}) and what it changed ({payoff}). */
export function choiceLines(rng: Rng): Lines {
  const lead = rng.pick(CHOICE_LEAD);
  // A lead that already names the choice goes straight to its payoff.
  const act = lead[0].includes('{choice}') && lead[1].includes('{choice}') ? undefined : rng.pick(CHOICE_ACT);
  return [...lines([lead, act]), 'M> {Payoff}', ...lines([rng.pick(CHOICE_CHEER)]), rng.pick(CHOICE_ASIDE)];
}
