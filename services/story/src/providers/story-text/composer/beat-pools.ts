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
  ['That night, {name} [climbed|snuggled|hopped] into bed.', 'That night, {name} [snuggled down|curled up|burrowed down] under {their} [softest|warmest|favourite] blanket, [warm and {w:tired}|sleepy and snug|{w:tired} and happy] and glad to be home.'],
  ['Home again, home again, and into bed.', 'Back [home|at home|indoors], the house was [quiet|still|hushed] and the lamps glowed [low|soft and golden|warm and yellow]; {name} [climbed|crept|tumbled] into bed.'],
  ['[Bath, pyjamas, teeth, bed.|Teeth, pyjamas, story, bed.]', '{Name} put on {their} [cosiest|softest|stripiest] pyjamas and [climbed|hopped|clambered] into bed, and the pillow was [cool and soft|plump and cool|soft as a cloud].'],
  ['The moon came up. Goodnight, moon. Goodnight, bed.', 'The moon rose over the [rooftops|chimneys|treetops], [round and silver|pale and round|big and bright]. It [peeped|peeked|glanced] in through the window at {name} in bed.'],
  ['Now it was [bedtime|time for bed].', 'By bedtime, {name} was so {w:tired} that even {their} [toes were yawning|knees were nodding|elbows felt sleepy] under the [blanket|covers|quilt].'],
  ['The day was done. Into bed went {name}.', '[At last|In the end|At long last] the busy day was done, and {name} lay in bed [while|as|watching as] the sky [outside|beyond the curtains] turned [dark and starry|deep blue|inky and speckled].'],
  ['Into bed went {name}. Snug as a bug!', 'Into bed went {name}, with the [covers|quilt|blanket] tucked up to {their} chin. One foot poked out to [stay cool|keep cool|wiggle].'],
  ['The lamp went click. [Dark and cosy|Soft and dark] in bed.', '[Somebody|A grown-up|A kind hand] clicked off the lamp, and the bedroom filled with the kind of dark that [feels like a hug|wraps round you like a blanket|is soft all over].'],
  ['{Name} had a cup of [warm milk|cocoa]. Then bed.', 'First came [a cup of warm milk|a mug of cocoa|a sip of something warm] and a last [look|peep|glance] [out of|through] the window. Then {name} [wriggled|slid|scrambled] into bed with a [happy|contented|long] sigh.'],
  ['Pyjamas on. Teddy close. Into bed.', 'Pyjamas on, [teddy|a favourite toy|a toy rabbit] tucked close, {name} burrowed down into bed like a [small, contented mole|dormouse in a nest|squirrel in a drey].'],
  ['Story done. Light off. [Into bed you go!|Night-night, bed.]', 'After [one last story|a story and a cuddle|a drink of water], {name} [settled|sank] into the pillows, heavy-limbed and [glad|content].'],
  ['{Name} [yawned|stretched]. Bedtime!', 'The stairs [creaked|groaned] [softly|sleepily] as {name} went up to bed, yawning [on every step|all the way].'],
];

const DRIFT: readonly Part[] = [
  ['The blanket was [soft|warm]. The pillow was [cosy|squashy].', 'The blanket was [warm|heavy and warm] and the pillow was [squashy|plump]. The house creaked its [gentle|quiet|old] night-time creaks.'],
  ['Stars outside. Blanket inside. [Warm toes.|Cosy toes.]', 'Outside, the stars [came out|appeared|blinked on] one by one to [keep watch|stand guard] over the [rooftops|garden|street].'],
  ['{Name} gave a [big|long|sleepy] yawn. Yaaawn.', '{Name} gave one [long, slow|enormous|sleepy] yawn, and {their} eyes began to feel as heavy as [pebbles|sandbags|wet wool].'],
  ['The night was [quiet|hushed]. Shhh.', 'The night outside was [very quiet|hushed and still], and {name} could hear {their} own [slow|soft|sleepy] breathing, in and out[|, in and out].'],
  ['Far away, an owl said hoo.', '[Far away|Out in the trees|Somewhere past the garden], an owl hooted [once|softly|twice], and everything was in its [proper|right|usual] place.'],
  ['The wind said shhh in the trees.', 'A breeze [whispered|sighed|tiptoed] past the window, and the curtains [swayed|stirred|rippled] like someone waving [goodnight|farewell].'],
  ['{Name} thought about {comp}. What a day!', '{Name} thought of {comp} and [everything they had done together|all they had seen|the whole long day]. {Their} thoughts grew slow and soft as [falling snow|drifting feathers|melting butter].'],
  ['Teddy was sleepy too.', 'Even the toys on the shelf looked [drowsy|sleepy], their button eyes half closed in the [dark|gloom].'],
  ['Tick, tock, went the clock.', 'Down in the hall, the clock ticked [slowly|steadily], [counting|measuring] out the minutes until [morning|breakfast].'],
  ['The rain went pitter-pat.', 'A little rain [pattered|tapped] on the window, [soft as|like] fingers drumming a lullaby.'],
];

const SLEEP: readonly Part[] = [
  ['Goodnight, {name}. [Sweet dreams.|Sleep tight.]', 'Soon {they_were} [fast asleep|sound asleep|deep in sleep], dreaming {dream}.'],
  ['{Name} closed {their} eyes. Shhh. [Sleep tight.|Night-night.]', '"Goodnight," whispered {name}, and with a [slow, sleepy|long, happy|soft little] sigh, {they} drifted off to [dreamland|sleep].'],
  ['Snuggle down, close your eyes. [Sleep tight|Sweet dreams], {name}.', 'The last thing {they} remembered was [a yawn, a smile and the soft dark|the soft dark and a last yawn|the pillow, warm and soft]. Then came a dream {dream}.'],
  ['{Name} yawned. Sleepy, sleepy {name}. Night-night.', 'One more [yawn|blink], one more [smile|snuggle], and {name} was asleep, dreaming {dream}.'],
  ['Eyes closed. [Sweet dreams|Sleep tight], {name}.', 'Before long {name} was fast asleep, with a [little|small|sleepy] smile, dreaming {dream}.'],
  ['Night-night, {name}. Sleep now.', '{Their} breathing grew [slow and steady|soft and even], and sleep came [tiptoeing|creeping|padding] in, bringing dreams {dream}.'],
  ['Shh, shh. {Name} is asleep. Goodnight.', 'And somewhere between one breath and the next, {name} fell asleep. {They} dreamed {dream}.'],
  ['[Sleep, sleep.|Hush now.] {Name} is dreaming.', '{Name}\'s eyes [fluttered|drooped] shut, and a dream came [floating|sailing] in, a dream {dream}.'],
];
/** The sleepy ending: settling into bed, the hush, the kit's own sleepy image, then sleep. */
export function endingLines(rng: Rng): Lines {
  return [...lines([rng.pick(SETTLE), rng.pick(DRIFT)]), 'L> {Sleepy}', 'M> {Sleepy}', ...lines([rng.pick(SLEEP)])];
}

const TEMPT_LEAD: readonly Part[] = [
  ['At {place}, {name} wanted to {urge}.', '[Just then|Right then|At that moment], {name} felt a [strong|sudden|sneaky] wish to {urge}.'],
  ['But [at {place}|that day], {name} chose to {urge}.', '[Soon|Before long|Then] [came a moment|there came a moment|a moment arrived] that [tested {name}|put {name} to the test|asked something of {name}], and {they} [badly|really|very much] wanted to {urge}.'],
  ['{Name} had a thought: I want to {urge}.', 'A [small, stubborn|little, grumbly|quiet, sneaky] voice inside {name} said that it would be [much simpler|far easier|quicker by miles] to {urge}.'],
  ['Uh-oh. {Name} wanted to {urge}.', '[Halfway across|In the middle of|Right in front of] {place}, {name} stopped, because what {they} really wanted was to {urge}.'],
  ['{Name} looked at {comp}. Could {they} just {urge}?', '{Comp} was busy for a moment. Would anyone [mind|notice], {name} wondered, if {they} [chose|decided] to {urge}?'],
  ['Right there, {name} nearly chose to {urge}.', '[Right beside|Just by|Next to] {sight}, the trouble [started|began]. {Name} felt the [pull|tug] to {urge}.'],
  ['Oh no. {Name} wanted to {urge}!', 'Just then, something [prickly|grumpy|stubborn] woke up inside {name}, and {they} [longed|itched] [with all {their} might|more than anything] to {urge}.'],
  ['{Name} thought, "I will just {urge}."', '[Without quite meaning to|Before {they} had thought it through], {name} [began|started] to {urge}.'],
];

const TEMPT_WOBBLE: readonly Part[] = [
  ['[Hmm.|Oh dear.] {Comp} [waited|watched].', '[It would have been easy|It seemed so much simpler|Part of {them} whispered that it would be fine], and for a moment {they} [almost did|nearly did|very nearly did].'],
  ['[Uh-oh.|Oh dear.] [That did not go well.|That was not a good idea.]', '{Name} [started to do it|began to|had a go], and [almost at once|straight away|in no time] things began to go [wrong|awry|sideways].'],
  ['{Name} felt a wobble inside.', '{Name} felt [a wobble|a little knot|a flutter] in {their} [tummy|middle], and it was the kind that [tells you|means] something is not quite right.'],
  ['{Name} stood very still.', '{Name} hovered there, [halfway between|stuck between|caught between] [one choice and the other|the two choices], like a bird that cannot [pick|choose] a branch.'],
  ['{Name} did not feel good.', 'It did not feel [the way|quite how] {name} had hoped. It felt [small and grey|flat and grey|dull and damp], like a [rainy Monday|wet playtime|soggy sandwich].'],
  ['It was not a happy feeling.', 'The longer {name} thought about it, the heavier it felt, like [having pockets full of stones|carrying a bag of wet sand|wearing boots full of mud].'],
  ['{Name} [frowned|fidgeted].', 'All the fun had somehow [gone out of|drained from] the [day|afternoon], and {name} could not [quite|really] say why.'],
];

const TEMPT_WATCH: readonly Part[] = [
  ['{Comp} said nothing.', '{Comp} [said nothing|looked at {name}|waited quietly], and [the moment stretched out|everything seemed to hold its breath|the air went very still].'],
  ['{Comp} looked sad.', '{Comp} looked [worried|puzzled|a little sad], and even {sound} seemed to [go quiet|fade|pause].'],
  ['{Comp} waited.', 'The {compNoun} [did not say a word|kept quiet|said nothing at all], but it kept [glancing|peeping|looking] at {name} with [big, hopeful|round, hopeful|patient] eyes.'],
  ['Even the birds were quiet.', 'Nobody at {place} hurried {name}; this choice [belonged to|was up to|was for] {name} alone.'],
  ['{Comp} [blinked|sighed].', '{Comp} [shuffled|fidgeted|wriggled] a little, [waiting to see|wondering] what {name} would do.'],
];

const TEMPT_ASIDE: readonly string[] = [
  'B?> {Name} could feel two choices [tugging|pulling] at {them}, like two kites [pulling|straining] [in different directions|opposite ways].',
  'B?> [It is funny how|It is odd how|It is strange how] the [easy|quick] way and the right way so often [point in opposite directions|part company].',
  'B?> Deep down, {name} knew that something was [not right|wrong|off], even if {they} could not [yet|quite] [say what|put a finger on it].',
  'B?> It was the [sort|kind] of feeling you get when you [put your shoes on the wrong feet|button your coat up wrong|wear your jumper inside out].',
  'B?> Choices, {name} was [discovering|finding out|learning], can be heavier than they [look|seem].',
  'B?> The easy way [whispered|beckoned]; the right way [waited|stood quietly by].',
  'B?> Some moments are [small|brief], {name} would learn, and still [decide|change] everything.',
];
/** The lesson's test, told with the theme's temptation ({urge}). */
export function temptationLines(rng: Rng): Lines {
  return [...lines([rng.pick(TEMPT_LEAD), rng.pick(TEMPT_WOBBLE), rng.pick(TEMPT_WATCH)]), rng.pick(TEMPT_ASIDE)];
}

const CHOICE_LEAD: readonly Part[] = [
  ['Then, [right there at {place}|with {comp} watching], {name} chose to {choice}.', '[Then|But then|In the end], {name} took a [deep|slow|long] breath and [chose|decided] to {choice}.'],
  ['{Name} stopped. {Name} looked at {comp} and thought.', '{Name} stopped and [thought it over|thought about it carefully|had a good long think]. [What would a good friend do?|What was the right thing here?|What would make tomorrow feel good?]'],
  ['{Name} shook {their} head. "No. I will {choice}."', '{Name} shook {their} head, as if shaking off [a cobweb|a raindrop|a fly], and said, "No. I\'m going to {choice}."'],
  ['{Name} thought of {comp}. Then {name} chose to {choice}.', 'Thinking of {comp}, {name} turned round, [squared {their} shoulders|stood up straight|lifted {their} chin] and made up {their} mind to {choice}.'],
  ['Slowly, {name} chose to {choice}.', 'It took [a moment|a minute|a while], and a wobble, and one more [look at|glance at] {comp}, but {name} decided to {choice}.'],
  ['{Name} was brave inside. {Name} chose to {choice}.', '[Quietly|Softly|Slowly], without any fuss at all, {name} chose to {choice}.'],
  ['"I know!" said {name}. "I will {choice}."', 'A better idea [popped up|arrived|came along], and {name} [grabbed|seized] it: {they} would {choice}.'],
];

const CHOICE_ACT: readonly Part[] = [
  ['Then {name} decided to {choice}.', 'So {name} decided to {choice}, and [straight away|almost at once|very soon] things began to [change|look up|feel different].'],
  ['{Name} did it. {Name} chose to {choice}.', 'And so {name} did the [harder, better|braver|kinder, harder] thing: {they} chose to {choice}.'],
  ['So {name} chose to {choice}.', 'Once the choice was made, it seemed [easy|simple|obvious], and {name} would {choice}.'],
  ['{Name} nodded. Yes, {they} would {choice}.', '[With a nod|With a firm nod], {name} set about it: {they} would {choice}.'],
];

const CHOICE_CHEER: readonly Part[] = [
  ['[It felt good!|It worked!] {Comp} [smiled|clapped|cheered].', '[{Comp} beamed|{Comp} gave a happy little cheer|Everything felt lighter], and they carried on [together|side by side|as a pair].'],
  ['[Hooray!|Yes!] Even {sight} seemed to smile.', '{Comp} did a [small, delighted|quick, happy|little] dance, and even {sight} seemed to [approve|agree].'],
  ['{Comp} gave {name} a hug.', 'The {compNoun} [bumped|nudged] {name} gently, [which was its way of saying|as if to say|as good as saying] "[well done|good choice]".'],
  ['Now {name} felt happy inside.', 'The heavy feeling lifted like [mist in the sun|a cloud blowing off|fog off a pond], and the way ahead looked [brighter than before|clearer now|lighter somehow].'],
  ['{Name} [grinned|laughed]. That felt right!', '{Name} [laughed out loud|gave a happy laugh]; doing the right thing felt [surprisingly|wonderfully] [good|light].'],
];

const CHOICE_ASIDE: readonly string[] = [
  'B?> It was not the [easy|simple] choice, {name} thought, but it was the one that made {them} feel [tall|bright|warm] inside.',
  'B?> Some choices are [small|little] on the outside and [very big|enormous|huge] on the inside.',
  'B?> [Later|Long afterwards|Later on], {name} would remember this as the moment [the whole day turned around|everything changed|the day turned].',
  'B?> {Comp} said, "I knew you would," and {name} [pretended not to be pleased|tried to look modest], and failed.',
  'B?> Doing the right thing, {name} decided, feels a bit like finding [the last piece of a jigsaw|a lost sock|the end of a rainbow].',
  'B?> The right way, {name} noticed, had not been the [quick|easy] way, and it had not mattered one bit.',
];

/** The lesson learned in action: the right choice ({choice}) and what it changed ({payoff}). */
export function choiceLines(rng: Rng): Lines {
  const lead = rng.pick(CHOICE_LEAD);
  // A lead that already names the choice goes straight to its payoff.
  const act = lead[0].includes('{choice}') && lead[1].includes('{choice}') ? undefined : rng.pick(CHOICE_ACT);
  return [...lines([lead, act]), 'M> {Payoff}', ...lines([rng.pick(CHOICE_CHEER)]), rng.pick(CHOICE_ASIDE)];
}
