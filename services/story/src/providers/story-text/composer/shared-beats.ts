import type { Lines } from './template';

/** Sleepy endings: every story closes on calm, rest and dreams, varied by seed. */
export const ENDINGS: readonly Lines[] = [
  [
    'L> That night, {name} [climbed|snuggled|hopped] into bed.',
    'L> The blanket was [soft|warm]. The pillow was [cosy|squashy].',
    'L> {Sleepy}',
    'L> {Name} gave a [big|long|sleepy] yawn. Yaaawn.',
    'L> Goodnight, {name}. [Sweet dreams.|Sleep tight.]',
    'M> That night, {name} snuggled down under {their} softest blanket, warm and {w:tired} and happy.',
    'M> {Sleepy}',
    'M> {Name} gave one long, slow yawn, {their} eyes grew heavy, and soon {they_were} fast asleep, dreaming {dream}.',
    'B> The house creaked its gentle night-time creaks, and the stars kept watch until morning.',
  ],
  [
    'L> Home again, home again[|, {name} came].',
    'L> [Bath, pyjamas, teeth, bed.|Teeth, pyjamas, story, bed.]',
    'L> {Sleepy}',
    'L> {Name} closed {their} eyes. Shhh. [Sleep tight.|Night-night.]',
    'M?> Back home, the house was [quiet|still] and the lamps glowed [low|soft and golden].',
    'M> {Name} brushed {their} teeth, put on {their} cosiest pyjamas and climbed into bed, where the pillow was cool and soft.',
    'M> {Sleepy} Outside, the stars came out one by one to [keep watch|stand guard].',
    'M> "Goodnight," whispered {name}, and with a slow, sleepy sigh, {they} drifted away to dreamland.',
  ],
  [
    'L> The moon came up. [Hello, moon.|Goodnight, moon.]',
    'L> {Name} was {w:tired} now.',
    'L> {Sleepy}',
    'L> Snuggle down under the blanket, close your eyes. [Sleep tight|Sweet dreams], {name}. Goodnight.',
    'M?> The moon rose over the rooftops, round and silver, and peeped in through {name}\'s window.',
    'M> {Sleepy}',
    'M> {Name} pulled the blanket up to {their} chin, listened to the quiet, and felt {their} eyes grow heavier and heavier.',
    'M> The last thing {they} remembered was a yawn, a smile and the soft dark, before {they} slipped into a dream {dream}.',
  ],
  [
    'L> Now it was [bedtime|time for bed].',
    'L> Stars outside. Blanket inside. [Warm toes.|Cosy toes.]',
    'L> {Sleepy}',
    'L> {Name} yawned. Sleepy, sleepy {name}. Night-night.',
    'M> By bedtime, {name} was so {w:tired} that even {their} toes were yawning.',
    'M?> {They} curled up under the blanket like a cat in a patch of sun, and the room filled with a soft, sleepy hush.',
    'M> {Sleepy}',
    'M> One more yawn, one more smile, and {name} was asleep, dreaming {dream}.',
  ],
  [
    'L> The day was done. The sky was [dark|dark and starry].',
    'L> {Name} lay down on the soft pillow.',
    'L> {Sleepy}',
    'L> Eyes closed. [Sweet dreams|Sleep tight], {name}.',
    'M?> At last the busy day was done, and the sky outside was deep and dark and sprinkled with stars.',
    'M> {Name} lay in bed, warm and safe, and let {their} thoughts grow slow and soft as falling snow.',
    'M> {Sleepy}',
    'M> {Their} breathing grew slow and steady, and before long {name} was fast asleep, with a little smile, dreaming {dream}.',
  ],
];

/** Optional paragraphs the length fitter may add; each keeps the interest in view. */
export const SHARED_INTERLUDES: readonly Lines[] = [
  [
    'L> {Refrain}',
    'L> "Again!" said {comp}. "Say it again!"',
    'L> {Refrain}',
    'L> {Name} and {comp} [sang|chanted|said] it all the way along, [louder and louder|softer and softer|faster and faster].',
  ],
  [
    'L> They walked on and on. Step, step, step.',
    'L> {Name} saw {sight}.',
    'L> {Name} heard {sound}.',
    'M> They walked on together, and along the way {name} saw {sight}.',
    'M> Then {they} heard {sound}, and stopped to listen until it faded away.',
    'B?> It was the kind of moment {name} wanted to fold up and keep in {their} pocket forever.',
  ],
  [
    'L> {Comp} and {name} had a snack.',
    'L> Crunch, munch, yum! [Apples and biscuits|A sandwich and a pear|Raisins and cheese], shared one for you and one for me.',
    'M> They stopped for a snack and a rest, and {comp} told {name} all about {place}.',
    'M> {Name} listened, munching happily, and {they} learned that {comp} had once {action}.',
    'B?> "Everyone has a story," {compSays} {comp}. "You just have to ask."',
  ],
  [
    'L> They played a game. Hide and seek!',
    'L> "Ready or not, here I come!" called {name}.',
    'L> [Was {comp} behind the tree? No!|Was {comp} under the bush? No!] There it was, [giggling|peeping out|wiggling]!',
    'M> On the way, they played a game of hide-and-seek, and {comp} hid so badly that {name} found it in three seconds flat.',
    'M> Then {name} hid, so well that {comp} had to give up and call out, "I surrender!"',
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
];

/** Introductions that stand as their own sentence, for the youngest listeners. */
export const TWIST_OPENERS: readonly string[] = ['Then, guess what? ', 'Oh! What was that? ', 'Look! ', 'And then, surprise! '];

/** A twist the parent wrote as a question arrives as a question someone asks. */
export const TWIST_QUESTION_OPENERS: readonly string[] = [
  'Then a funny question popped into {name}\'s head: ',
  'Just then, {comp} asked a very surprising question: ',
  'And then everybody began to wonder: ',
];

export const TWIST_LITTLE_REACTIONS: readonly string[] = ['"Oh my!" said {comp}.', '{Name} said, "Wow! What a surprise!"', '"Goodness me!" said {name}.', '{Comp} [jumped|squeaked|blinked]. "Well, well, well!"', '"Whoa!" said {name} and {comp} together.'];

/** What changed because of the twist; {tref} names what the twist brought in. One per twist, never repeated. */
export const TWIST_CHANGES_WITH_REF: readonly Lines[] = [
  ['L> Now there was {tref} at {place} too!', 'M> [With {tref} in the middle of everything|Now that {tref} had arrived], the old plan was no use at all, and they had to [find a new way|think again].'],
  ['L> What would {name} and {comp} do about {tref}?', 'M> {Name} and {comp} looked at each other. With {tref} here, everything was different, so they [changed their plan|turned round and tried another way].'],
  ['L> So off {name} and {comp} went a new way, with {tref} [too|close behind].', 'M> So, instead of going on the way they had planned, they set off in a brand-new direction, with {tref} [close behind|leading the way|tagging along].'],
  ['L> That changed everything for {comp}!', 'M> That changed everything. [{Name} quickly worked out a new plan, one that included {tref}|There was nothing for it but to make a new plan, and this time {tref} was part of it].'],
  ['L> {Name} made a new plan with {comp}.', 'M> Nobody had planned for {tref}, but {name} [decided to make the best of it|had a feeling it might turn out well], and they carried on a different way.'],
];

export const TWIST_CHANGES: readonly Lines[] = [
  ['L> Now what would {name} and {comp} do?', 'M> [That changed everything|Nobody had planned for that], and the old plan [was no use at all|went straight out of the window]. They would have to [find a new way|think again|try something different].'],
  ['L> "That changes things," said {comp}.', 'M> {Name} and {comp} looked at each other. "Well," said {name}, "that changes things." And so they set off a different way.'],
  ['L> {Name} made a new plan[| at {place}].', 'M> It meant a new plan, and quickly. {Name} thought hard, and soon they were off again, in a brand-new direction.'],
  ['L> Nothing was the same now, not even {place}!', 'M> After that, nothing went quite the way they had expected, and that turned out to be rather wonderful.'],
  ['L> Off {name} and {comp} went a new way.', 'M> The surprise sent them off on a different path altogether, and {name} was curious to see where it would lead.'],
];

export const TWIST_ASIDES: readonly string[] = [
  'B?> Nobody knew it yet, but this would matter very much before the day was done.',
  'B?> Adventures, {name} thought, have a way of surprising you just when you think you know the ending.',
  'B?> {Name} had a feeling that this was going to be important.',
  'B?> Sometimes, {name} thought, the best stories are the ones that go off course.',
  'B?> [{Comp}|{Name}] [made a mental note|tucked the moment away] [to remember|for later], just in case.',
  'B?> It was not what anyone had planned, but plans, {name} was learning, are only the beginning.',
  'B?> [Far off|Somewhere nearby], {sound} seemed to agree that things had just become interesting.',
];

export const TWIST_CALLBACKS_WITH_REF: readonly string[] = [
  'And {tref} turned out to be exactly what they needed.',
  'Even {tref} helped out, which nobody could have guessed.',
  'If it had not been for {tref}, they might never have managed it.',
  'It was {tref}, of all things, that made the difference in the end.',
  '[Looking back|Later], {name} [realised|saw] that {tref} had been part of the answer all along.',
  'Without {tref}, [none of it|the plan] would have worked half as well.',
];

/** Where a twist happened, one per twist, so the same twist reads differently in different worlds. */
export const TWIST_PLACES: readonly Lines[] = [
  ['L> It happened [right there|just then] at {place}!', 'M> And all of it happened right there at {place}, of all places.'],
  ['L> Everyone at {place} [stopped|looked up|gasped].', 'M> {Comp} said that nothing like it had ever happened at {place} before.'],
  ['L> {Place} had never seen anything like it.', 'M> Even the quietest corner of {place} seemed to be holding its breath.'],
  ['L> [Even|And] {comp} [blinked|stared|jumped].', 'M> Word of it spread round {place} faster than a sneeze.'],
];

export const TWIST_CALLBACKS: readonly string[] = [
  'Who would have guessed that the surprise from earlier would help so much?',
  'That unexpected surprise had led them to exactly the right place.',
  'Without all the surprises along the way, they would never have got there.',
  'The strange thing that had happened earlier turned out to be [a blessing|a help] in disguise.',
  '[Looking back|Later], {name} [realised|saw] that the surprise had been part of the answer all along.',
];

export const LOST_ONES: readonly string[] = ['a tiny lost kitten', 'a baby owl who had tumbled from its nest', 'a little lost cloud', 'a lamb who had wandered too far', 'a firefly who had lost its glow'];
export const GIFT_RECIPIENTS: readonly string[] = ['Grandma', 'Grandpa', 'Nana', 'Granddad', 'a dear old neighbour'];
export const MISSING_THINGS: readonly string[] = ['the littlest star', 'the silver reflection of the moon in the pond', 'the evening song of the blackbird', 'the gentle night breeze', 'the last glow of the sunset'];
export const DREAMS: readonly string[] = ['of {comp} and all the adventures still to come', 'of {love}', 'of {quest}, glowing softly', 'of {place} under the stars', 'of tomorrow, and everything it might bring'];

/** One sentence of the interest's world, added to beats that are otherwise about plot alone. */
export const WORLD_ECHOES: readonly Lines[] = [
  ['L~> {Name} heard {sound}.', 'M~> [Far off|Somewhere nearby], {name} could hear {sound}.'],
  ['L~> {Name} saw {sight}.', 'M~> [In the distance|Not far away|Close by], {name} [noticed|caught sight of] {sight}.'],
  ['L~> The air was full of {air}.', 'M~> The air [around {place}|all around] was full of {air}.'],
  ['L~> Everything at {place} felt just right.', 'M~> All around {place}, everything [seemed to smile|felt peaceful|felt just right].'],
  ['L~> {Name} would always remember {place}.', 'M~> {Name} knew {they} would [never forget|always remember] {sight}.'],
];
