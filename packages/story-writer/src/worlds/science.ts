import type { WorldWriting } from './format';

export default {
  interest: 'Science & Experiments',
  magical: false,
  settings: [
    {
      name: 'the Fizzbang Laboratory',
      short: 'the lab',
      sights: [
        'bubbles frothing over the top of a flask',
        'rows of test tubes glowing pink, green and blue',
        'a brass pendulum swinging to and fro',
        'a blackboard covered in chalky sums',
        'safety goggles hanging on hooks by the door',
      ],
      sounds: ['the fizz and pop of bubbling mixtures', 'the whirr of a spinning machine', 'the tick of a dozen clocks'],
      backdrop: 'lab',
    },
    {
      name: 'the Wonder Museum of Discovery',
      short: 'the museum',
      sights: [
        'a giant model of a heart you could walk through',
        'a rainbow splashed across the wall by a glass prism',
        'a whale skeleton hanging from the ceiling',
        'purple lightning crackling inside a glass globe',
        'a pendulum swinging over a circle of dominoes',
      ],
      sounds: ['the crackle of the lightning globe', 'the sound of a school group gasping all at once', 'the clack of dominoes falling'],
      backdrop: 'lab',
    },
    {
      name: "the Inventor's Workshop at the top of the stairs",
      short: 'the workshop',
      sights: [
        'gears and springs sorted into jam jars',
        'a half-built robot sitting in an armchair',
        'a bicycle wheel attached to a lamp',
        'plans pinned up all over the walls',
        'a kite made of newspaper and string',
      ],
      sounds: ['the whirr of a little motor', 'the tap of a small hammer', 'the sound of a kettle whistling in the corner'],
      backdrop: 'lab',
    },
    {
      name: 'the Greenhouse Lab at the bottom of the garden',
      short: 'the greenhouse',
      sights: [
        'bean plants climbing up strings',
        'cress sprouting in eggshells',
        'a chart showing how tall every plant had grown',
        'a thermometer on the wall',
        'a sunflower taller than the door',
      ],
      sounds: ['the sound of water dripping from the misting pipes', 'the sound of a bee bumping against the glass', 'the creak of the greenhouse door'],
      backdrop: 'lab',
    },
    {
      name: 'the Science Tent at the village fair',
      short: 'the science tent',
      sights: [
        'a giant bubble machine',
        'a table of magnets and paper clips',
        'a model volcano ready to erupt',
        'a crowd round a scientist making green slime',
        'a rocket made from a fizzy-drink bottle',
      ],
      sounds: ['the sound of bubbles popping', 'the sound of people cheering every time the volcano fizzed', 'the flap of the tent in the breeze'],
      backdrop: 'lab',
    },
  ],
  companions: [
    {
      name: 'Professor Puzzle',
      a: 'a wise old owl in round goggles',
      kind: 'owl',
      he: 'he',
      says: 'hooted',
      moves: 'fluttered',
      habits: [
        'pushed his round goggles up his beak',
        'muttered "Hmm, fascinating" under his breath',
        'turned his head almost all the way round to look at something',
      ],
      comforts: ['settled beside {name} and fluffed up like a warm, feathery cushion', "rested one soft wing on {name}'s shoulder"],
      ages: [4, 12],
    },
    {
      name: 'Gizmo',
      a: 'a small, clattery robot made from a biscuit tin and old clock parts',
      kind: 'robot',
      he: 'he',
      says: 'whirred',
      moves: 'trundled',
      habits: ['ticked softly, like a clock thinking', 'spun the little propeller on his head', 'made a happy bleep-bloop'],
      comforts: ['rolled close and hummed a soft, warm hum beside {name}', "held {name}'s hand in his cool metal fingers"],
      ages: [2, 8],
    },
    {
      name: 'Volt',
      a: 'a curious lab mouse in a tiny white coat',
      kind: 'mouse',
      he: 'she',
      says: 'squeaked',
      moves: 'scurried',
      habits: [
        'twitched her whiskers at everything new',
        'scribbled something in a notebook the size of a stamp',
        'sat up on her back legs to get a better look',
      ],
      comforts: ["curled up in {name}'s palm like a warm little bun", "sat on {name}'s shoulder, whiskers tickling"],
      ages: [2, 8],
    },
    {
      name: 'Tesla',
      a: 'a sleek black cat who liked to test gravity by nudging things off tables',
      kind: 'cat',
      he: 'she',
      says: 'purred',
      moves: 'padded',
      habits: [
        'nudged a pencil towards the edge of the bench, to see what would happen',
        'narrowed her green eyes at something only she could see',
        'curled her tail into a perfect question mark',
      ],
      comforts: ['curled up against {name}, warm and purring', "bumped her head gently against {name}'s hand"],
      ages: [5, 12],
    },
    {
      name: 'Dot',
      a: 'a spotty red ladybird who counted everything',
      kind: 'ladybird',
      he: 'she',
      says: 'buzzed',
      moves: 'flew',
      habits: ['counted her own spots, again', 'opened her red wing cases and closed them again', 'walked in a careful little circle'],
      comforts: ["landed on {name}'s finger, as light as a crumb", "settled on {name}'s sleeve like a tiny red button"],
      ages: [2, 6],
    },
    {
      name: 'Ada',
      a: 'a grey parrot who could count to ten and loved a good question',
      kind: 'parrot',
      he: 'she',
      says: 'squawked',
      moves: 'flapped',
      habits: ['counted the nearest things out loud, all the way to ten', 'tilted her head and said "Why?"', 'bobbed her head up and down, thinking hard'],
      comforts: ["sat on {name}'s shoulder and nuzzled against {name}'s cheek", 'fluffed up her grey feathers and leaned against {name}'],
      ages: [5, 12],
    },
  ],
  things: [
    { a: 'a brass-rimmed magnifying glass', the: 'the magnifying glass', kind: 'magnifying glass' },
    { a: 'a red horseshoe magnet', the: 'the magnet', kind: 'magnet' },
    { a: 'a notebook for writing down discoveries', the: 'the notebook', kind: 'book' },
    { a: 'a glass prism that made rainbows', the: 'the prism', kind: 'prism' },
    { a: 'a little brass compass', the: 'the compass', kind: 'compass' },
    { a: 'a bright red balloon', the: 'the balloon', kind: 'balloon' },
  ],
  homes: [
    'the house with the weather vane on the roof',
    'the flat with a telescope in the window',
    'the cottage with the vegetable patch',
    'the tall house on Newton Street',
    'the house with solar panels on the roof',
    'the flat above the library',
    'the cottage by the old observatory',
    'the white house on Curie Road',
  ],
  titles: ['{name} and {comp}', "{name}'s Big Experiment", 'The Day {name} Met {comp}', 'Fizz, Pop, {name}!', '{name} Finds Out', 'What Happens If, {name}?'],
  tiny: {
    refrains: [
      'Ask why, give it a try, watch the bubbles rising high!',
      'Look and think and test and see, science is for you and me!',
      'Fizz and pop and bubble and boom, science fills up the whole room!',
    ],
    opening: [
      {
        text: '{name} went to {place} with {thing}. {They} wanted to find out how things work. {refrain} [Bleep, bloop!|Fizz, pop!|Click, whirr!] Who was that? It was {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Fizz! Pop! Bubble!|Whirr! Click! Fizz!] {Place} was full of surprises. {name} had {thing}, and {they} wanted to do a real experiment. {refrain} Along came {comp_a}. "Can I help?" asked {comp}.',
        picture: { action: 'building', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Look, look!|Peep, peep!] {name} was at {place} with {thing}, looking at everything very closely. {They} wanted to discover something new. {refrain} Who was that, looking too? It was {comp_a}! "I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'looking', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Plop! {name} put a cork in the water at {place}. It floated! Plop! {They} put a pebble in. Down it went! {They} had {thing}, and {they} wanted to try everything. {refrain} Then somebody peeped over the bowl. It was {comp_a}. "I\'m {comp}," {comp_he} {comp_says}. "My turn next!"',
        picture: { action: 'playing', with: ['comp'], object: 'bowl' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: '{name} had a question that had been buzzing in {their} head all week: why? Why does ice float? Why do magnets [stick|snap together]? Today, at {place}, {they} {was} going to find out. {They} had {thing} and {their} thinking face on. {They} walked past {sight} and rubbed {their} hands together. Time for science!',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'One more why was left. {They} dropped an ice cube into a glass of water. Plop! It bobbed straight back up. "Frozen water takes up more room, so ice is lighter, and it floats," {comp_says} {comp}. {name} pushed it down with one finger and let go. Up it popped, every time. One why, answered! The magnets were for [tomorrow|another day].',
          picture: { action: 'holding', with: ['comp'] },
        },
      },
      {
        text: '{name} loved {place}. Things fizzed, things glowed, things went [round and round|whizz and whirr]. Today {they} wanted to do a real experiment, from start to finish, all by {themself}, well, nearly. {They} held {thing} carefully and looked around to see where to begin.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'There was just time for the experiment. {They} stirred a spoonful of sugar into a jar of warm water. The sugar vanished! "Where did it go?" {they} asked. "It\'s still in there, just too small to see," {comp_says} {comp}. {name} dipped in a finger and tasted. Sweet! A real experiment, start to finish, and nearly all by {themself}.',
          picture: { action: 'building', with: ['comp'] },
        },
      },
      {
        text: '"What happens if...?" That was {name}\'s favourite way to start a sentence. Today, at {place}, with {thing} in {their} hand, {they} had a whole list of "what happens ifs" to try. {They} took a deep breath and started with the [very first one|first one on the list].',
        picture: { action: 'building', object: 'the_thing' },
        wantMet: {
          text: 'One "what happens if" was left on the list: what happens if you hang paperclips from a magnet, one under another? {They} tried it. Click, click, click! The paperclips hung down in a wobbly chain. {comp} looked at the chain, then at {them}. "That happens," {comp_he} {comp_says}. {name} ticked the last one off the list, [very neatly|with a flourish].',
          picture: { action: 'holding', with: ['comp'] },
        },
      },
      {
        text: 'Sycamore seeds did not just fall. They twirled round and round, like tiny helicopters. {name} wanted to make one out of paper that twirled just as well. At {place}, {they} had a strip of paper, safety scissors, one paperclip and {thing}. {They} folded, snipped and dropped it. It fell straight down. Flop. Hmm.',
        picture: { action: 'building', object: 'paper' },
        wantMet: {
          text: 'One more go. {They} made the wings a little longer and folded them opposite ways, one forward, one back. {comp} watched from close by. {name} held the spinner up high and let go. It spun! Round and round it twirled, all the way down, slow as a sycamore seed, and landed [softly|gently] right by {comp}. "Again!" {comp_he} {comp_says}.',
          picture: { action: 'playing', with: ['comp'], object: 'paper' },
        },
      },
      {
        text: 'In a jam jar at {place} was some murky green pond water. The grown-ups said it was full of tiny living things, far too small to see. {name} pressed {their} nose against the jar. Through the glass, {sight} looked wobbly and green. But tiny living things? Not one. {They} wanted to see them with {their} own eyes.',
        picture: { action: 'looking', object: 'jar' },
        wantMet: {
          text: 'Just before home time, {comp} found a microscope. {name} put one drop of pond water on the glass and looked down the eyepiece. Oh! The drop was full of tiny creatures, wriggling and spinning and zooming about like [a playground|a busy playground] at break time. "Hello, everybody," {they} whispered. {comp} leaned in to look too.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: '"Hmm," said a voice. "Fascinating." {They} turned round and saw {comp_a}, looking at {the_thing}. "I\'m {comp}," said the {comp_kind}. "Are you a scientist? You [look like one|have a scientist\'s face]." {comp} {comp_habit}. {name} stood up very straight. "Yes," {they} said. "I think I am."',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Something small and curious was following {name} around {place_short}. Every time {they} stopped, it stopped. At last {they} turned round and saw {comp_a}. "Sorry," {comp_says} the {comp_kind}. "I\'m {comp}. I just wanted to see what you would [find|discover]."',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '[Crash!|Clatter!] Something fell off a shelf. {name} jumped. Out {comp_moves} {comp_a}, looking only a little bit sorry. "That was an experiment about falling," said the {comp_kind}. "It fell. I\'m {comp}. Do you want to do an experiment with me?"',
        picture: { action: 'arriving', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{They} blew into a bubble wand. Out came a bubble, then another, then a big wobbly one that floated down and landed, pop, right on {comp}\'s head. {comp} went cross-eyed looking for it. "Where did it go?" {comp_he} asked. "It\'s an experiment," {name} giggled. "About [popping|bubbles]."',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} decided to be the experiment. "What happens," {comp_he} said, "if I spin round and round?" Round and round and round {comp_he} went. Then {comp_he} tried to go in a straight line, and went [wiggle, wobble, bump|wibble, wobble, bonk], right into {name}. "Result," said {comp}, dizzily. "Very wobbly."',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} rubbed a balloon on {comp_his} head, round and round, very fast, to see what would happen. Then {comp_he} lifted the balloon away. Everything on {comp_his} head that could stand up stood straight up, like a brush. "Did it work?" {comp_he} asked. {name} was laughing far too much to answer, so {comp} did it again, to be scientific.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} dropped an ice cube into a glass of water. It did not sink. It bobbed up and floated! "Ice is lighter than water," {comp_says} {comp}. "That\'s why ice floats, and why ponds freeze on the top first." {name} pushed the ice cube down. [Bloop!|Bob!] Up it came again.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} held a magnet over a little pile of things: a paper clip, a button, a pencil and a spoon. [Click!|Clink!] The paper clip jumped up. "Magnets pull on things made of iron and steel," {comp_says} {comp}. {name} tried everything. The button stayed put. The pencil stayed put. The paper clip would not let go!',
        picture: { action: 'playing', with: ['comp'], object: 'magnet' },
      },
      {
        text: '{They} put a pencil into a glass of water, and it looked broken, bent right where it went into the water! {name} pulled it out. It was perfectly straight. "The water bends the light," {comp_says} {comp}, "so your eyes see the pencil in the wrong place." {name} put it in and out, in and out. Broken, straight, broken, straight!',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: 'The science fair was a week away, and every other project already had a title, a poster and, in one case, a small working [volcano|robot]. {name} had a question and nothing else, and the question kept changing. Today, at {place}, with {thing}, {they} meant to pin one down and turn it into a proper experiment, with a prediction and a result and everything. {They} walked slowly past {sight}, looking for a question worth a whole week.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'Before {they} left {place_short}, {name} sat down with {comp} and a clean page and wrote, at the top, the question that had finally stayed still: [Which melts ice faster, salt or sugar?|Does a seed grow faster in the dark or in the light?] Under it went a prediction, then three careful steps, then a space for the result, which was the best part, because nobody knew it yet. It was not a volcano. It was better than that: it was {theirs}. {comp} read it over, very slowly, twice. "Now that," {comp_he} {comp_says}, "is a question worth a week."',
          picture: { action: 'reading', with: ['comp'] },
        },
      },
      {
        text: '{name} had been told, often, that {they} asked too many questions. {They} privately believed there was no such thing. Today, at {place}, there was at last somebody who agreed: the sign at the entrance said QUESTIONS WELCOME, and underneath, in smaller letters, ESPECIALLY STRANGE ONES. {They} had {thing} and a list of strange ones going back to last [Tuesday|summer], with the strangest at the very top: do plants know which way is up? {They} meant to find the answer today, and {they} walked in feeling, for once, exactly the right size.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Just before leaving, {name} found the answer to the strangest question of all. In a quiet corner of {place_short} stood a seedling in a pot that somebody had laid on its side two days before. Its stem had bent, all by itself, and was growing straight up again. "Roots feel which way is down," {comp_says} {comp}, "and shoots go the other way." So plants did know which way was up. {They} wrote it down and underlined it twice.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: "{name} wanted to invent something. Not something huge, like a rocket, but something small and useful that nobody had quite thought of yet. {Their} best idea was a bath alarm: a float that would ring a bell when the water was deep enough, so that nobody's bath ever [ran over the top|flooded the bathroom] again. Today, at {place}, {they} had a whole morning, {thing} and a head full of half-built plans, and {they} meant to build it at last.",
        picture: { action: 'building', object: 'the_thing' },
        wantMet: {
          text: 'With the last of the morning, {they} finished it: a cork on a string, a bent paperclip for a lever and a small brass bell. {They} tested it over a bowl, pouring in water very slowly. The cork rose, nudged the paperclip, and ting! went the bell, exactly when it should. {comp} looked delighted. "Does it have a name?" {comp_he} asked. "The Ting," said {name}, after some thought. It was not huge, and it would not go to the Moon. It was, however, {theirs}, and it worked.',
          picture: { action: 'building', with: ['comp'] },
        },
      },
      {
        text: 'According to a book {name} had found at the back of the library, you could make a camera out of a shoebox. Not a camera that took photographs: a camera that showed you the world, upside down, on a sheet of greaseproof paper, using nothing but a pinhole and the light itself. {They} had not believed it. {They} still only half believed it. But {they} had brought a shoebox, a drawing pin, some greaseproof paper and {thing} to {place}, and {they} meant to see for {themself}. The first pinhole came out far too big. The second was so small that nothing came through at all.',
        picture: { action: 'building', object: 'box' },
        wantMet: {
          text: "The light was turning golden when the camera was done at last: a box, a pinhole, a paper screen and a coat over {name}'s head to keep out the glare. {comp} held very still so as not to wobble anything. {They} pointed the pinhole at {sight}, and there on the paper, faint and glowing, was a tiny picture of it, every detail in place and every detail upside down. {They} laughed out loud, and the picture trembled. Light really did travel in straight lines, and it had just drawn {them} a picture to prove it.",
          picture: { action: 'looking', with: ['comp'], object: 'box' },
        },
      },
      {
        text: '"One raw egg," said the notice at {place}. "One drop from the top of the stepladder, by a grown-up. Your job: stop it breaking." {name} had read it four times. {They} had {thing}, a bag of straws, a roll of tape, three paper cups and an egg, which {they} carried about in both hands as if it were made of glass, which in a way it was. Other people\'s designs were already appearing near {sight}: parachutes, bubble wrap, one alarming thing involving a sponge. {They} sat down, looked hard at the straws, and tried to think like an egg.',
        picture: { action: 'building', object: 'egg' },
        wantMet: {
          text: "The egg drop came at the very end of the day. {name}'s design was a cage of straws under a paper-cup parachute, and {they} handed it up to the grown-up on the stepladder without quite watching. {comp} stayed right beside {them}. The grown-up let go. It drifted, swayed, and landed with a soft tap. {They} knelt and peeled back the tape with careful fingers. Inside sat the egg, smooth and cool and not even slightly cracked.",
          picture: { action: 'celebrating', with: ['comp'], object: 'egg' },
        },
      },
    ],
    meet: [
      {
        text: '"Interesting hypothesis," said a voice, although {they} had not said anything out loud. It was {comp_a}, peering at {them} as if {they} {was} the experiment. "I\'m {comp}," said the {comp_kind}. "You have the look of someone with a question. It\'s a very particular look. [Slightly cross-eyed.|A bit squinty.]" {comp} {comp_habit}. {name} uncrossed {their} eyes and, after a moment, asked the question. The {comp_kind} did not laugh. The {comp_kind} said, "Good one," and meant it.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'A pencil rolled off the bench, then a rubber, then a small notebook, one after another, each nudged gently over the edge. {They} looked up. There sat {comp_a}, watching the last one land. "I\'m testing gravity," said the {comp_kind}, without the slightest shame. "So far it has worked every [single|single, solitary] time. I\'m {comp}." {name} picked everything up and suggested, politely, that the experiment had probably been repeated enough.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} {was} trying an experiment for the fourth time when {comp_a} {comp_moves} over to watch. "What did you expect to happen?" asked the {comp_kind}. {They} explained. "And what did happen?" Something else entirely, {they} admitted, every time. "Then you haven\'t failed," said the {comp_kind}. "You\'ve found something out. That\'s the [best bit|whole point]. I\'m {comp}." {name} looked at the experiment again, with new eyes.',
        picture: { action: 'building', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: 'The experiment needed ice, and the freezer, {comp} said, was right at the other end of {place_short}. They set off past {sight}, found the freezer behind a door that stuck, and filled a bucket. The way back was a race against melting. {name} carried the bucket, and {comp} went ahead calling "Mind out, ice coming through!" to nobody in particular. They made it with most of the ice still ice, which {comp} declared a [scientific triumph|triumph for science].',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: "At the far side of {place_short}, {comp} said, was the oldest instrument in the whole place, and {name} had to see it. They went past {sight} and round a corner, and there it was: a brass barometer, polished by a hundred years of hands, which had been forecasting the weather since before anybody's grandparents were born. Its needle pointed to CHANGE. {comp} said it nearly always pointed to CHANGE, which made it right more often than [most people|most weather forecasts].",
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'For a proper experiment, {comp} explained, you needed samples, and samples meant a walk. So they went from one end of {place_short} to the other with three clean jars: past {sight}, round the back, along the far wall, collecting a little something in each and labelling every jar with care: ONE, TWO and, because {comp} had been in charge of the pen, JAM. {name} crossed it out and wrote THREE. It was a good walk, and a very [scientific|thorough] one.',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} had invented a machine for waking people up gently. It was made of a spring, a feather and a small bell, and the idea was that the feather would tickle your nose while the bell rang softly. {comp} tried it on {name}. The spring went off with a TWANG, the feather shot across the room and the bell landed in a beaker. "Version one," said {comp}, writing it down. "[Promising.|Very promising.]"',
        picture: { action: 'building', with: ['comp'] },
      },
      {
        text: '{comp} took safety goggles extremely seriously. {comp} wore them to mix water with water. {comp} wore them to open a [door|biscuit tin]. When {name} pointed out that there was nothing dangerous about looking at a leaf, {comp} turned slowly, fixed {them} with a long, serious look through the goggles, and said, "That is exactly what the leaf wants you to think."',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{comp} had a hypothesis: that toast always lands butter side down. Testing it properly meant a great deal of toast, dropped from a great many heights, while {name} wrote down the results. After twenty-one slices the score was ten up, ten down, and one that landed on its edge and stayed there, which neither of them could explain. {comp} wrote MORE TESTS NEEDED at the bottom of the page in capital letters, and looked hungrily at the toast.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: 'The challenge was to lift tiny scraps of paper without touching them. {name} rubbed a balloon hard against {their} jumper, [twenty|thirty] times, then held it just above the scraps. They leapt up and clung to it. Rubbing had moved tiny electric charges from the jumper onto the balloon, and the charged balloon pulled the paper towards it. {They} tried it on {their} own hair next. Every strand stood up and reached for the balloon. {comp} laughed so hard that {comp_he} had to look away.',
        picture: { action: 'playing', with: ['comp'], object: 'balloon' },
      },
      {
        text: 'Was sunlight really white? {They} held a glass prism in a beam of sunshine, and a rainbow spilled across the wall: red, orange, yellow, green, blue and violet, in that order, every time. The white light had been made of all the colours all along, and the glass had bent each one a slightly different amount, pulling them apart. {comp} {comp_habit}. Isaac Newton had done this very experiment more than three hundred years ago, and {name} felt, for a moment, as if the great scientist were standing just behind {them}, [nodding|nodding approvingly].',
        picture: { action: 'holding', with: ['comp'], object: 'prism' },
      },
    ],
  },
} satisfies WorldWriting;
