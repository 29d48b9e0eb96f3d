import type { Lines } from './template';

/**
 * The lesson's subject on stage. A theme's scene can be about any choice; these lines put the
 * thing the lesson is about into that scene (the food for "trying new foods", the dark for "being
 * brave in the dark"): the hero nearly gets it wrong, then chooses well. The subject is recognised
 * in the composer's reading of the lesson and written in the composer's own words.
 */
export interface LessonSubject {
  id: string;
  test: RegExp;
  /** Ways the hero faces the choice and nearly gets it wrong; one is told. */
  conflicts: readonly Lines[];
  /** Ways the hero chooses well, with the subject still in view: turns[i] answers conflicts[i] (the snail in the puddle is the one lifted out). */
  turns: readonly Lines[];
}

export const LESSON_SUBJECTS: readonly LessonSubject[] = [
  {
    id: 'food',
    test: /\b(foods?|eat(ing)?|vegetables?|veggies|tast(e|ing)|dinner|supper)\b/,
    conflicts: [
      [
        'L> At {place}, {comp} had a new food: [a bumpy green fruit|orange soup|a purple carrot]. {Name} nearly said no.',
        'M> At [snack time|elevenses|teatime] {comp} [unwrapped|brought out|shared out] a food {name} had never tasted: [a bowl of bright green pea soup|a spiky yellow fruit|a plate of purple carrots|a warm bun speckled with seeds].',
        'M> {Name} [wrinkled {their} nose|pulled a face|frowned at it] and nearly pushed the food away without [a single taste|even one taste|so much as a nibble].',
      ],
      [
        'L> {Comp} gave {name} a new food to taste: [a red bean|a green pea|a yellow plum]. "Yuck," said {name}, before one taste.',
        'M> [Lunch|Supper|The picnic] at {place} was a food {name} had never [eaten|tried|tasted]: [a dish of smoky beans|a bowl of green soup with tiny dumplings|a strange, knobbly pie|a heap of orange mash].',
        'M> "I don\'t eat things like that," said {name}, and {they} [nearly slid the plate back across the table|almost pushed the bowl away|very nearly said no, thank you].',
      ],
      [
        'L> {Comp} ate a [big|great big] bite of the new food. {Name} only looked at it.',
        'M> {Comp} was already [munching|crunching|tucking in], but {name} only [sniffed|poked at|stared at] the new food and decided it looked [far|much|a bit] too [lumpy|green|orange|wobbly] to eat.',
      ],
      [
        'L> A new food! It was [spotty|stripy|bumpy]. "Not for me," said {name}.',
        'M> {Comp} [held out|offered] {name} a [slice|spoonful|piece] of something new to eat. It was [speckled and strange|bright pink|covered in poppy seeds], and {name} [shook {their} head|hid both hands behind {their} back].',
        'M?> "I only eat [things I know|my usual food|the same old things]," {name} [mumbled|muttered].',
      ],
    ],
    turns: [
      [
        'L> Then {name} tasted the new food with {comp}. Just one bite. Mmm!',
        'M> In the end {name} took one [small|careful|little] taste of the new food, then another, because it was [sweet and crunchy|warm and surprisingly good|tangy and bright].',
      ],
      [
        'L> {Name} ate one [tiny|little] bite. And another! Yum, a new food!',
        'M> {Comp} was brave enough to eat it, so {name} tried [a forkful|a spoonful|a nibble] of the new food too, and it tasted of [summer|sunshine and salt|honey and hay].',
      ],
      [
        'L> {Name} tasted it. "I like it!" The new food was good.',
        'M> {Name} counted to three, tasted the new food, and was so [surprised|pleased] that {they} forgot to pull a face.',
      ],
      [
        'L> Just a [lick|nibble]. Then a bite! {Name} ate it all up.',
        'M> [One nibble|A small bite|A brave taste] was all it took: the new food was [lovely|delicious|nicer than it looked], and {name} [ate every last crumb|asked for more|cleared the plate].',
      ],
    ],
  },
  {
    id: 'dark',
    test: /\b(dark|night-?time|nightlight)\b/,
    conflicts: [
      [
        'L> Then the light at {place} went out. {Name} nearly ran from the dark.',
        'M> Just then the [lantern|torch|lamp] flickered out, and the dark folded in [all around them|on every side], [deep and thick and silent|soft and black and still].',
        'M> {Name} nearly [turned and ran from the dark|ran from the dark], back the way {they} had come.',
      ],
      [
        'L> At {place} the sky went dark. Very dark. {Name} wanted to go home.',
        'M> The sun slipped away behind {place}. In the sudden dark, every shape looked [bigger and stranger|taller and odder] than before.',
        'M> {Name} wanted to [run for the nearest light|dash back to the lights] and [hide there|stay there] until morning.',
      ],
      [
        'L> In the dark, something went creak. {Name} hid behind {comp}.',
        'M> [Somewhere in the dark|Out in the shadows|Deep in the blackness] something [creaked|rustled|went bump], and {name} [grabbed|clutched|clung to] {comp} so [tightly|hard] that it [squeaked|gave a squeak|yelped].',
        'M> "[Let\'s go back|Please, let\'s go home|I want to go back]," {name} whispered. "I don\'t [like|care for] the dark [one bit|at all]."',
      ],
      [
        'L> The dark came [creeping|sliding] in. {Name} shut {their} eyes tight.',
        'M> Before long, night [came down|crept in] over {place} [like a blanket|as quietly as a cat], and with it came the dark, [thick and velvety|deep and quiet].',
        'M> {Name} shut {their} eyes tight and [wished the dark away|hoped it would go away], because the dark felt far too [big|deep].',
      ],
    ],
    turns: [
      [
        'L> {Name} held on to {comp}. The dark was only the dark.',
        'M> Instead {name} [stood still|stayed put|kept very still], [breathed slowly|took three slow breaths|breathed in and out] and looked, and the dark turned out to be [the same place as before|just the same place], [with the light switched off|only quieter|just without the sun].',
      ],
      [
        'L> {Name} looked into the dark. Just a tree! Just a bush!',
        'M> But {name} let {their} eyes get used to the dark. One by one, the [scary|strange] shapes turned back into [a tree, a gate and a sleeping cat|a bush, a bench and a bucket|a fence, a hedge and a washing line].',
      ],
      [
        'L> {Comp} and {name} counted the stars in the dark. One, two, three!',
        'M> So {name} looked up instead, and the dark was [full of|sprinkled with|crowded with] stars, [far more than anyone can see in the daytime|more than {name} could ever count|twinkling like a thousand nightlights].',
      ],
      [
        'L> {Name} opened {their} eyes. The dark was soft and quiet. That was all!',
        'M> Slowly {name} opened {their} eyes, and the dark was [soft and still|quiet and kind], and {comp} was right there in it, [as cheerful as ever|just the same as before].',
      ],
    ],
  },
  {
    id: 'sharing',
    test: /\bshar(e|es|ed|ing)\b/,
    conflicts: [
      [
        'L> At {place}, {name} had [three|four|five] [berries|shiny shells], and {comp} had none. {Name} nearly kept them all.',
        'M> {Name} had a whole [pocketful|handful|bagful] of [ripe berries|shiny shells|honey biscuits], and {comp} had none at all.',
        'M> For a moment {name} nearly kept [every single one|the lot|all of them], instead of sharing.',
      ],
      [
        'L> {Name} had a [red ball|big kite|new crayon] at {place}. {Comp} wanted a go. "Mine!" said {name}.',
        'M> {Name} had [the best spot on the swing|the only umbrella|the last slice of cake|the biggest bucket]. When {comp} asked to share it, {name} [pretended not to hear|looked the other way|said nothing at all].',
      ],
      [
        'L> At {place} there was one [apple|pear|cookie]. {Name} hid it behind {their} back. No sharing!',
        'M> There was only one [apple|muffin|orange] left, and {name} [held|tucked] it behind {their} back and hoped {comp} would not think of sharing.',
      ],
      [
        'L> {Name} had the [paints|blocks|bubbles]. All of them! No sharing today.',
        'M> {Name} [scooped up|gathered] all the [paints|building blocks|bubble wands] into one big pile and sat on top of it, [and would not share a single one|with no thought of sharing].',
      ],
    ],
    turns: [
      [
        'L> Then {name} shared with {comp}. [One for you, one for me!|Half each!|Two for you, two for me!]',
        'M> Then {name} shared them out, [one each|one for you and one for me|fair and square], and somehow sharing made the whole [afternoon|day] feel bigger.',
      ],
      [
        'L> "Your turn!" said {name}. Sharing was fun.',
        'M> So {name} held it out and said, "Let\'s share." {Comp} looked so pleased that {name} felt warm [right down to {their} socks|from top to toe|all the way through].',
      ],
      [
        'L> Then {name} said, "We can share!" And they did.',
        'M> Then {name} broke it in two and shared it. [Somehow|Strangely], the half {they} kept tasted better than the whole.',
      ],
      [
        'L> "Here," said {name}. "Let\'s share!" Now it was fun for two.',
        'M> {Name} [pushed half the pile across|slid some over] to {comp}. Shared out, the fun [doubled|went twice as far], and the game got [much better|twice as good].',
      ],
    ],
  },
  {
    id: 'teeth',
    test: /\b(teeth|tooth|toothbrush|brush(ing)?)\b/,
    conflicts: [
      [
        'L> {Name} was sleepy after {place}. "No teeth tonight," {they} told {comp}.',
        'M> By then {name} was so sleepy that {they} nearly [flopped down for a rest|curled up for a nap|tumbled into a heap] without brushing {their} teeth after all that [honey cake|sticky fruit|sweet cocoa].',
      ],
      [
        'L> {Name} had sticky [honey|jam] on {their} teeth after {place}. "Too tired to brush," said {name}.',
        'M> At the end of the [day|afternoon], {name} yawned. Surely {their} teeth could wait until [morning|tomorrow], just this once?',
      ],
      [
        'L> "Teeth?" asked {comp}. "Not tonight," said {name}.',
        'M> {Comp} held up a toothbrush, but {name} only groaned. Brushing {their} teeth felt like [far too much work|a very big job|the dullest thing in the world].',
      ],
      [
        'L> Sticky [sweets|toffee]! Now {name}\'s teeth felt funny. "Brush later," said {name}.',
        'M> After [a toffee apple|a bag of sherbet|a slab of fudge], {name}\'s teeth felt [fuzzy|furry|sticky], but {name} [decided brushing could wait|pretended not to notice].',
      ],
    ],
    turns: [
      [
        'L> Then {name} brushed {their} teeth, and {comp} watched. Brush, brush, brush!',
        'M> But {name} remembered, fetched {their} toothbrush and brushed {their} teeth until every one of them [sparkled|shone|gleamed].',
      ],
      [
        'L> Then {name} brushed {their} teeth. Up and down, round and round!',
        'M> Then {name} thought of all the sweet things stuck to {their} teeth. {They} picked up the toothbrush and gave every tooth a [proper scrub|good scrub|thorough clean].',
      ],
      [
        'L> {Name} and {comp} brushed their teeth together. Sparkle, sparkle!',
        'M> So {name} and {comp} brushed their teeth side by side, counting to [twenty|thirty]. Then they grinned at each other with [shining|sparkly|gleaming] smiles.',
      ],
      [
        'L> Brush, brush! Top teeth, bottom teeth. All clean!',
        'M> {Name} [gave in|changed {their} mind] and brushed, top teeth and bottom teeth, [front and back|inside and out], until {their} mouth felt [minty and new|fresh as a mint|clean as a whistle].',
      ],
    ],
  },
  {
    id: 'truth',
    test: /\b(truth|true|honest(y)?|lie|lying|lies)\b/,
    conflicts: [
      [
        'L> "Who [broke the cup|spilled the paint|lost the map]?" asked {comp}. {Name} nearly said, "Not me."',
        'M> "Who [knocked over the paint pot|broke the little blue cup|lost the map]?" asked {comp}, and {name} nearly said, "Not me," even though it was.',
      ],
      [
        'L> Oops! {Name} [dropped the eggs|tore the kite|lost the key] at {place}. Nobody saw. {Name} nearly kept quiet about the truth.',
        'M> By accident, {name} [tore the old map|dropped the last egg|lost the gate key], and nobody had seen. It would have been [easy|so easy] to [hide the truth|keep the truth to {themselves}].',
      ],
      [
        'L> "Did you take the [shell|ribbon|crayon]?" asked {comp}. {Name} nearly said no. That was not true.',
        'M> "Have you seen my [silver shell|blue ribbon|favourite crayon]?" asked {comp}. {Name} had it in {their} pocket, but nearly said no, which was not true.',
      ],
      [
        'L> Crash! Something broke. "The wind did it," said {name}. But that was not true.',
        'M> With a [crash|clatter|crunch], {name} [knocked over|bumped into] [a flowerpot|the bird table|a stack of plates], and {they} heard {themselves} say, "The wind did it," which was not true at all.',
      ],
    ],
    turns: [
      [
        'L> But {name} told {comp} the truth. "It was me. Sorry."',
        'M> But {name} told the truth [instead|after all]: "It was me, and I am sorry." [The truth felt like|Saying it was like] putting down [a heavy bag|a sack of potatoes|a pile of books].',
      ],
      [
        'L> Then {name} told the truth. {Comp} said, "Thank you for being honest."',
        'M> Then {name} took a breath and told [the whole truth|the truth, all of it]. "Thank you for being honest," [said|whispered] {comp}. "Now we can [fix it together|put it right|sort it out]."',
      ],
      [
        'L> "It was me," said {name}. The truth made {name} feel light.',
        'M> So {name} [owned up|came clean], and being honest felt like [opening a window in|letting fresh air into] a [stuffy room|room full of smoke|hot, stuffy attic].',
      ],
      [
        'L> "That was not true," said {name}. "I did it." {Comp} gave a hug.',
        'M> {Name} [went pink|swallowed hard] and owned up: that had not been true, and {they} had done it {themselves}. Saying the honest thing was hard, but afterwards {name} could [breathe again|stand up straight].',
      ],
    ],
  },
  {
    id: 'kind',
    test: /\b(kind(ness)?|gentle|help(ing|ful)?|caring)\b/,
    conflicts: [
      [
        'L> At {place}, a little [snail|beetle|mouse] was stuck in a puddle. {Name} nearly walked past.',
        'M> On the way they passed a little [snail|beetle|field mouse] stuck in a puddle, and {name} nearly hurried past, because there was so much [still to do|to see|left to do].',
      ],
      [
        'L> At {place}, a little bird had lost a feather. {Name} laughed. That was not kind.',
        'M> A small bird with [one bent feather|a crooked tail|a ruffled wing] tried to join in. {Name} nearly laughed at it, which would not have been [kind at all|a kind thing to do].',
      ],
      [
        'L> A new friend sat all alone at {place}, and {name} nearly played without them. Not very kind!',
        'M> A shy newcomer stood [alone|all by themselves] at the edge of the game. {Name} nearly [ran off|dashed away|turned away] without a word, which [was not the kind thing to do|would not have been kind].',
      ],
      [
        'L> {Comp} dropped [the shells|the apples|the pegs]. {Name} did not help. That was not kind.',
        'M> {Comp} dropped [a basket of apples|a whole box of pegs|an armful of shells], and they [rolled|scattered] everywhere; {name} nearly [left them|walked on], which was not a kind thing to do.',
      ],
    ],
    turns: [
      [
        'L> Then {name} and {comp} went back and helped. That was kind.',
        'M> Then {name} [turned back|went back] and lifted it [gently|carefully] onto a [dry leaf|flat stone|patch of moss], because being kind matters most when you are [busy|in a hurry].',
      ],
      [
        'L> {Name} helped, gently. Kind {name}!',
        'M> So {name} knelt down, helped as gently as {they} could, and found that being kind felt even better than [winning|being first].',
      ],
      [
        'L> Then {name} said, "Join our game!" That was kind.',
        'M> Then {name} remembered how it feels to be left out and [was kind instead|chose to be kind]: "You can be on our [team|side]," {they} said[|, and meant it].',
      ],
      [
        'L> "I will help!" said {name}. Pick up, pick up. So kind!',
        'M> {Name} [stopped|turned round] and helped to pick up [every last one|the lot], and the kind thing turned out to be the [quick|happy] thing too.',
      ],
    ],
  },
];

export function lessonSubject(lesson: string): LessonSubject | undefined {
  const lowered = lesson.toLowerCase();
  return LESSON_SUBJECTS.find((subject) => subject.test.test(lowered));
}
