import type { Lines } from './template';

/** Optional paragraphs the length fitter may add; each keeps the interest in view. */
export const SHARED_INTERLUDES: readonly Lines[] = [
  [
    'L> {Refrain}',
    'L> "Again!" said {comp}. "Say it again!"',
    'L> {Refrain}',
    'L> {Name} and {comp} [sang|chanted|said] it all the way along, [louder and louder|softer and softer|faster and faster].',
  ],
  [
    'L> They walked on and on. [Step, step, step.|Tramp, tramp, tramp.]',
    'L> {Name} saw {sight}.',
    'L> {Name} heard {sound}.',
    'M> They [walked|wandered|ambled] on together, and [along the way|as they went|before long] {name} [saw|spotted|noticed] {sight}.',
    'M> Then {they} heard {sound}, and [stopped to listen|stood still to listen|paused, listening,] until it [faded away|died away|was gone].',
    'B?> It was the kind of moment {name} wanted to [fold up and keep in {their} pocket forever|bottle up and save for a rainy day|paint, if only {they} had brought a brush].',
  ],
  [
    'L> {Comp} and {name} had a snack.',
    'L> Crunch, munch, yum! [Apples and biscuits|A sandwich and a pear|Raisins and cheese], shared one for you and one for me.',
    'M> They stopped for [a snack and a rest|a bite to eat|something to nibble], and {comp} told {name} [all about|the story of|a secret or two about] {place}.',
    'M> {Name} listened, [munching happily|crunching an apple|nibbling a biscuit], and {they} learned that {comp} had once {action}.',
    'B?> "Everyone has a story," {compSays} {comp}. "You just have to [ask|listen]."',
  ],
  [
    'L> They played a game. Hide and seek!',
    'L> "Ready or not, here I come!" called {name}.',
    'L> [Was {comp} behind the tree? No!|Was {comp} under the bush? No!] There it was, [giggling|peeping out|wiggling]!',
    'M> [On the way|On the path|While they rested], they played [a game of hide-and-seek|hide-and-seek], and {comp} hid so badly that {name} found it in [three seconds flat|no time at all|a single blink].',
    'M> Then {name} hid, so well that {comp} had to give up and [call out|shout], "I surrender!"',
  ],
  [
    'L> {Name} and {comp} sat down. Look, {sight}!',
    'L> They watched and watched. [So quiet!|So still!]',
    'M> For a while they simply sat [on a log|side by side|in a patch of sun] and watched {sight}.',
    'M> [Nobody|Not one of them] said much, and [that was the best of it|nobody needed to].',
    'B?> There are [afternoons|moments] that need no plan at all, {name} thought, and this was one of them.',
  ],
];

export const TWIST_PREFIXES: readonly string[] = [
  'Then, quite suddenly, ',
  'But just then, ',
  'Right at that moment, ',
  'Out of nowhere, ',
  'All of a sudden, ',
  'Just when everything seemed settled, ',
  'And then something nobody expected happened: ',
  'But then, to everyone\'s surprise, ',
  'Halfway through all this, ',
  'Without any warning at all, ',
  'Before anyone could say a word, ',
  'Just as they were getting started, ',
  'In the thick of it, ',
  'As if that were not enough, ',
  'Quite without warning, ',
  'At that very minute, ',
  'Then, out of the blue, ',
  'While they were busy, ',
];

/** Introductions that stand as their own sentence, for the youngest listeners. */
export const TWIST_OPENERS: readonly string[] = ['Then, guess what? ', 'Oh! What was that? ', 'Look! ', 'And then, surprise! ', 'Oh, look! '];

/** A twist the parent wrote as a question arrives as a question someone asks. */
export const TWIST_QUESTION_OPENERS: readonly string[] = [
  'Then a [funny|curious] question popped into {name}\'s head: ',
  'Just then, {comp} asked a [very surprising|rather odd] question: ',
  'And then everybody began to wonder: ',
];

export const TWIST_LITTLE_REACTIONS: readonly string[] = ['"Oh my!" said {comp}.', '{Name} said, "Wow! What a surprise!"', '"Goodness me!" said {name}.', '{Comp} [jumped|squeaked|blinked]. "Well, well, well!"', '"Whoa!" said {name} and {comp} together.', '"Oh!" said {name}. "[Look at that|Fancy that]!"'];

/** What changed because of the twist; {tref} names what the twist brought in. One per twist, never repeated. */
export const TWIST_CHANGES_WITH_REF: readonly Lines[] = [
  ['L> Now there was {tref} at {place} too!', 'M> [With {tref} in the middle of everything|Now that {tref} had arrived|Once {tref} was part of things], the old plan was [no use at all|no good any more|out of date], and they had to [find a new way|think again].'],
  ['L> What would {name} and {comp} do about {tref}?', 'M> {Name} and {comp} [looked at each other|swapped a glance]. With {tref} [here|around|on the scene], everything was [different|new], so they [changed their plan|turned round and tried another way|thought again].'],
  ['L> So off {name} and {comp} went a new way, with {tref} [too|close behind].', 'M> So they [dropped|gave up on] the old plan and [set off|turned] in a [brand-new|fresh|different] direction, with {tref} [close behind|leading the way|tagging along].'],
  ['L> That changed everything for {comp}!', 'M> That changed everything. [{Name} [quickly|swiftly] worked out a new plan, one that [included|had a place for] {tref}|There was nothing for it but to [make a new plan|start again], and this time {tref} was [part of it|in it too]].'],
  ['L> {Name} made a new plan with {comp}.', 'M> Nobody had [planned for|counted on|expected] {tref}, but {name} [decided to make the best of it|had a feeling it might [turn out well|be fun]], and they carried on [a different way|by another road].'],
  ['L> {Name} [waved|smiled] at {tref}.', 'M> {Name} [gave {tref} a careful wave|said a polite hello to {tref}|nodded politely at {tref}], and then [asked the only sensible question|asked, very politely|simply asked]: "[Can|Could|Will] you help us?"'],
  ['L> {Tref} came along too.', 'M> [There was no leaving {tref} behind now|Nobody would dream of leaving {tref} behind|{Tref} clearly meant to come too], so {comp} [made room|shuffled over], and [the three of them set off|off they all went] by a [new road|different route].'],
  ['L> Now the plan had {tref} in it.', 'M> {Comp} [rubbed|stroked|tapped] its chin. "We\'ll need a [bigger|roomier|better] plan," it [said|decided|announced], "[one with room for|one that makes space for|one that includes] {tref}."'],
  ['L> {Name} had an idea about {tref}.', 'M> {Name} [studied|watched] {tref} for a [long moment|little while], and a [brand-new|clever|bright] idea began to [grow|take shape].'],
  ['L> {Comp} waved hello to {tref}.', 'M> The first thing to do, {name} decided, was to [get to know|say hello to|make friends with] {tref}. [After that|Next], they would [rethink the whole route|work out a fresh plan].'],
];

export const TWIST_CHANGES: readonly Lines[] = [
  ['L> Now what would {name} and {comp} do?', 'M> [That changed everything|Nobody had planned for that], and the old plan [was no use at all|went straight out of the window]. They would have to [find a new way|think again|try something different].'],
  ['L> "That changes things," said {comp}.', 'M> {Name} and {comp} [looked at each other|exchanged a look]. "Well," said {name}, "that [changes things|changes everything]." [And so|So] they set off [a different way|by another path].'],
  ['L> {Name} made a new plan[| at {place}].', 'M> It meant a new plan, and quickly. {Name} [thought hard|had a think|put {their} thinking cap on], and soon they were [off again|on their way], in a [brand-new|fresh|new] direction.'],
  ['L> Nothing was the same now, not even {place}!', 'M> After that, nothing went [quite the way they had expected|as planned|to plan], and that turned out to be [rather wonderful|no bad thing].'],
  ['L> Off {name} and {comp} went a new way.', 'M> The surprise sent them [off on|down] a different path [altogether|entirely], and {name} was [curious|itching|keen] to see where it would lead.'],
  ['L> {Comp} [had an idea|thought hard].', 'M> {Comp} [tapped|scratched] its chin, and [between them|together] they [worked out|came up with] a [cleverer|braver] way round.'],
  ['L> "New plan!" said {name}.', 'M> "New plan," announced {name}, and {comp} [agreed at once|nodded hard].'],
  ['L> So they went round by {sight}.', 'M> So they took the long way, past {sight}, and found that the long way had [its own surprises|a few surprises of its own].'],
];

export const TWIST_ASIDES: readonly string[] = [
  'B?> [Nobody knew it yet|No one could have guessed], but this would matter [very much|a great deal] before the day was [done|over].',
  'B?> Adventures, {name} thought, [have a way of surprising you|like to spring surprises|enjoy a good surprise] just when you [think you know the ending|feel sure of the ending|least expect it].',
  'B?> {Name} had [a feeling|a hunch|a funny feeling] that this was going to be [important|important later].',
  'B?> Sometimes, {name} thought, the best [stories|days|adventures] are the ones that [go off course|wander off the map|take a detour].',
  'B?> [{Comp}|{Name}] [made a mental note|tucked the moment away|stored it up] [to remember|for later], just in case.',
  'B?> It was not what anyone had [planned|expected], but plans, {name} was learning, are only [the beginning|a starting point].',
  'B?> [Far off|Somewhere nearby], {sound} seemed to agree that things had just [become|got] interesting.',
  'B?> {Name} could not [decide|make up {their} mind] whether to [laugh or to worry|giggle or fret], so {they} [did a little of both|settled on laughing].',
];

export const TWIST_CALLBACKS_WITH_REF: readonly string[] = [
  'And {tref} turned out to be [exactly|just] what they needed.',
  'Even {tref} helped out, which [nobody could have guessed|surprised everyone|no one had expected].',
  'If it had not been for {tref}, they [might never have managed it|would still be trying|could never have done it].',
  'It was {tref}, of all things, that [made the difference|tipped the scales|did the trick] in the end.',
  '[Looking back|Later], {name} [realised|saw] that {tref} had been [part of the answer|the missing piece] [all along|from the start].',
  'Without {tref}, [none of it|nothing] would have worked [half as well|anything like as well|so well].',
  '[Nobody would have believed it that morning|Nobody could have guessed it at breakfast], but {tref} [saved the day|tipped the balance], right there by {sight}.',
  '{Comp} [said|declared] afterwards that {tref} deserved [a medal|a cup|a rosette], or at least [a very large thank-you|a slice of cake|three cheers].',
  'When it mattered most, {tref} was [right there|close at hand], and that was the [trick|key] of it.',
  '{Name} [glanced|looked] over at {tref} and [laughed|grinned]: the surprise had [become the solution|turned into the answer|shown them the way through].',
  'So the [muddle|surprise] of earlier, {tref} and all, fitted into the plan like [the last piece of a puzzle|a key in a lock].',
  'And who [lent the final push|found the missing piece]? {Tref}, of course.',
  'With {tref} on their side, the last [stretch|step] of the way [felt easy|went smoothly].',
  '{Tref} [had a part to play|played a part] after all, [a bigger one than {comp} had guessed|and not a small one].',
];

/** Where a twist happened, one per twist, so the same twist reads differently in different worlds. */
export const TWIST_PLACES: readonly Lines[] = [
  ['L> It happened [right there|just then] at {place}!', 'M> And all of it happened [right there at|in the middle of|just outside] {place}, of all places.'],
  ['L> Everyone at {place} [stopped|looked up|gasped].', 'M> {Comp} said that nothing like it had [ever happened|been seen] at {place} before.'],
  ['L> {Place} had never seen anything like it.', 'M> Even the [quietest|sleepiest|farthest] corner of {place} seemed to be holding its breath.'],
  ['L> [Even|And] {comp} [blinked|stared|jumped].', 'M> Word of it [spread round|raced through|whizzed about] {place} faster than [a sneeze|a yawn|butter on hot toast].'],
  ['L> {Comp} [hid behind {name}|peeped out].', 'M> {Comp} had to [sit down|perch] on the nearest [step|stone|log] for a moment to [take it all in|get over it|catch its breath].'],
  ['L> [Wow|Oh my], said {sound}.', 'M> Somewhere close by, {sound} [stopped|broke off|paused], as if to [listen|hear what would happen next].'],
  ['L> {Name} [rubbed {their} eyes|blinked twice].', 'M> {Name} [rubbed {their} eyes|blinked hard|pinched {themselves}], [just to be sure|to be certain|twice over], and [looked again at|peered back at|checked on] {sight}.'],
  ['L> That was new for everyone!', 'M> {Place} had seen [plenty of odd days|a few surprises] [in its time|over the years|before], but never [one quite like this|anything like this|a day like this one].'],
  ['L> The {compNoun} [wiggled|wobbled] with surprise.', 'M> Not even {comp}, who had seen [most things|a great deal], [knew what to make of it|could explain it|had an answer for this one].'],
  ['L> Nobody said a word. Not one!', 'M> For a while, nobody at {place} said a word; they only [stared|gaped|goggled].'],
];

export const TWIST_CALLBACKS: readonly string[] = [
  'Who would have guessed that the [surprise|upset|muddle] from earlier would [help so much|turn out so well|be such a help]?',
  'That unexpected surprise had led them to [exactly|just] the right place.',
  'Without [all the surprises|every twist and turn] along the way, they would [never have got there|not have found it|have missed it altogether].',
  'The [strange|odd|surprising] thing [that had happened|from] earlier turned out to be [a blessing|a help] in disguise.',
  '[Looking back|Later], {name} [realised|saw] that the surprise had been part of the [answer|solution] [all along|from the start].',
];

export const LOST_ONES: readonly string[] = ['a tiny lost kitten', 'a baby owl who had tumbled from its nest', 'a little lost cloud', 'a lamb who had wandered too far', 'a firefly who had lost its glow'];
export const GIFT_RECIPIENTS: readonly string[] = ['Grandma', 'Grandpa', 'Nana', 'Granddad', 'a dear old neighbour'];
export const MISSING_THINGS: readonly string[] = ['the littlest star', 'the silver reflection of the moon in the pond', 'the evening song of the blackbird', 'the gentle night breeze', 'the last glow of the sunset'];
export const DREAMS: readonly string[] = ['of {comp} and all the [adventures|fun] still to come', 'of {love}', 'of {quest}, glowing softly', 'of {place} under the [stars|moon]', 'of tomorrow, and [everything it might bring|all it might hold|what it might bring]', 'of [sunny|bright|lazy] days at {place}'];

/** One sentence of the interest's world, added to beats that are otherwise about plot alone. */
export const WORLD_ECHOES: readonly Lines[] = [
  ['L~> {Name} heard {sound}.', 'M~> [Far off|Somewhere nearby], {name} could hear {sound}.'],
  ['L~> {Name} saw {sight}.', 'M~> [In the distance|Not far away|Close by], {name} [noticed|caught sight of] {sight}.'],
  ['L~> The air was full of {air}.', 'M~> The air [around {place}|all around] was full of {air}.'],
  ['L~> Everything at {place} felt just right.', 'M~> All around {place}, everything [seemed to smile|felt peaceful|felt just right].'],
  ['L~> {Name} would always remember {place}.', 'M~> {Name} knew {they} would [never forget|always remember] {sight}.'],
  ['L~> {Name} smiled at {sight}.', 'M~> [On the way|As they went], {name} paused to [admire|wave at] {sight}.'],
  ['L~> Listen! {Sound}!', 'M~> [Now and then|Every so often|From time to time], {sound} drifted [over|across] from {place}.'],
  ['L~> {Comp} pointed at {sight}.', 'M~> {Comp} pointed out {sight}, and {name} [nodded|gave a happy sigh].'],
  ['L~> What a place {place} was!', 'M~> [It was one of those [afternoons|days] at {place} that seem to last [a week|for ever]|It was the [sort|kind] of [afternoon|day] at {place} that seems to [last a week|go on and on]].'],
  ['L~> {Name} stopped to take in {air}. Mmm!', 'M~> {Name} [took in {air}|breathed in the smell of {place}] and felt [wide awake|very much alive].'],
];
