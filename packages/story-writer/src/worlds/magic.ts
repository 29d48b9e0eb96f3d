import type { WorldWriting } from './format';

export default {
  interest: 'Magic & Fantasy',
  magical: true,
  settings: [
    {
      name: 'the Enchanted Castle',
      short: 'the castle',
      sights: [
        'towers twisting up into the clouds',
        'doors that opened with a polite little bow',
        'a suit of armour that waved as you passed',
        'portraits that winked from the walls',
        'a staircase that changed its mind halfway up',
      ],
      sounds: ['the sound of a harp playing all by itself', 'the tinkle of fairy bells', "the swish of a wizard's cloak"],
      backdrop: 'castle',
    },
    {
      name: 'the Glimmerwood',
      short: 'the wood',
      sights: [
        'trees with silver leaves that chimed in the breeze',
        'fairy lights bobbing among the ferns',
        'a ring of glowing toadstools',
        'a stream that ran with every colour of the rainbow',
        'moths with wings like stained glass',
      ],
      sounds: ['the sound of silver leaves chiming like tiny bells', 'the giggle of a hidden stream', 'the sound of an owl hooting in rhyme'],
      backdrop: 'forest',
    },
    {
      name: "the Wizard's Tower",
      short: 'the tower',
      sights: [
        'a cauldron bubbling with purple steam',
        'books flying back to their shelves',
        'jars of captured starlight on the windowsill',
        'a broomstick sweeping the floor by itself',
        'a map of the sky that moved as you watched',
      ],
      sounds: ['the sound of a spell fizzing like sherbet', 'the scratch of a quill writing on its own', 'the grumble of a sleepy cauldron'],
      backdrop: 'castle',
    },
    {
      name: 'the Starlight Garden',
      short: 'the garden',
      sights: [
        'flowers that glowed like little lamps',
        'a mossy wishing well',
        'a fountain that poured upwards',
        'moonflowers opening one by one',
        'a hedge clipped into the shape of a sleeping dragon',
      ],
      sounds: ['the hum of glow-bees', 'the sound of the fountain splashing upwards', 'the sound of flowers chiming softly as they opened'],
      backdrop: 'meadow',
    },
    {
      name: 'the Floating Island',
      short: 'the island',
      sights: [
        'waterfalls pouring off the edge into the clouds',
        'clouds drifting by below',
        'a bridge of rainbow light to the next island',
        'sheep as fluffy as clouds grazing in the long grass',
        'a little castle balanced on a rock like a hat',
      ],
      sounds: ["the sound of the wind singing round the island's edge", 'the rush of the waterfalls', 'the sound of the soft bleating of the cloud sheep'],
      backdrop: 'castle',
    },
  ],
  companions: [
    {
      name: 'Ember',
      a: 'a small dragon with scales like polished pennies',
      kind: 'dragon',
      he: 'she',
      says: 'puffed',
      moves: 'flapped',
      habits: [
        'blew a wobbly smoke ring and watched it drift away',
        'curled her tail round her feet like a cat',
        'puffed out a warm little cloud, because she could not breathe fire yet',
      ],
      comforts: ["breathed a warm, gentle puff over {name}'s cold hands", 'curled up beside {name} like a warm copper kettle'],
      ages: [2, 8],
    },
    {
      name: 'Cinder',
      a: 'a bus-sized young dragon with a smoky laugh and opinions about everything',
      kind: 'dragon',
      he: 'he',
      says: 'rumbled',
      moves: 'lumbered',
      habits: [
        'blew a thoughtful smoke ring and watched it drift away',
        'drummed his claws on the ground, one after another',
        'flicked the tip of his great tail',
      ],
      comforts: ['spread a leathery wing over {name} like a tent', 'lay down so that {name} could lean against his warm scales'],
      ages: [7, 12],
    },
    {
      name: 'Moonpetal',
      a: 'a gentle unicorn with a mane the colour of sunrise',
      kind: 'unicorn',
      he: 'she',
      says: 'whispered',
      moves: 'trotted',
      habits: ['tossed her sunrise mane', 'touched her silver horn to a flower and made it glow', 'pawed the ground with one shining hoof'],
      comforts: ["rested her soft nose on {name}'s shoulder", 'knelt so that {name} could lean against her warm side'],
      ages: [2, 8],
    },
    {
      name: 'Nimbus',
      a: 'a moon-grey cat who could vanish and reappear whenever he liked',
      kind: 'cat',
      he: 'he',
      says: 'purred',
      moves: 'padded',
      habits: ['vanished and reappeared a little to the left', 'washed one paw, looking bored', 'blinked his golden eyes very slowly'],
      comforts: ["wound himself round {name}'s ankles, purring", 'curled up against {name} like a warm grey cushion'],
      ages: [4, 12],
    },
    {
      name: 'Quill',
      a: "a wizard's owl in tiny spectacles who corrected everybody's spelling",
      kind: 'owl',
      he: 'she',
      says: 'hooted',
      moves: 'fluttered',
      habits: ['pushed her tiny spectacles up her beak', 'turned her head almost all the way round', 'ruffled her feathers and tutted'],
      comforts: ["settled on {name}'s shoulder, light as a shawl", 'tucked herself close to {name} and hooted very softly'],
      ages: [6, 12],
    },
    {
      name: 'Thistle',
      a: 'a plump little frog in a tiny golden crown',
      kind: 'frog',
      he: 'he',
      says: 'croaked',
      moves: 'hopped',
      habits: ['straightened his tiny golden crown', 'puffed out his throat like a balloon', 'caught a passing sparkle with his tongue'],
      comforts: ["sat on {name}'s hand, cool and calm", 'hopped close to {name} and croaked a soft, low song'],
      ages: [2, 7],
    },
  ],
  things: [
    { a: 'a star-tipped wand', the: 'the wand', kind: 'wand' },
    { a: 'a silver-paged book of spells', the: 'the spell book', kind: 'book' },
    { a: 'a bottle of fizzing rainbow potion', the: 'the potion', kind: 'potion' },
    { a: 'a little golden key', the: 'the golden key', kind: 'key' },
    { a: 'a lantern that glowed whatever colour you were feeling', the: 'the lantern', kind: 'lantern' },
    { a: 'a star-shaped stone that hummed when magic was near', the: 'the star stone', kind: 'star' },
  ],
  homes: [
    'the crooked cottage at the top of Moonbeam Lane',
    'the little round house with the blue door',
    'the cottage whose chimney puffed out stars',
    'the tall, thin house by the mill pond',
    'the house with the lopsided tower',
    "the flat above the bookbinder's",
    'the cottage under the great oak',
    'the blue house with the whistling gate',
  ],
  titles: [
    '{name} and {comp}',
    '{name} and the Very First Spell',
    'The Day {name} Met {comp}',
    'A Sprinkle of Magic for {name}',
    '{name} and the Hum of Magic',
    'Swish, Flick, {name}!',
  ],
  tiny: {
    refrains: ['Swish and flick, a magic trick!', 'Sparkle, twinkle, shine so bright, magic happens every night!', 'One, two, three, what will the magic be?'],
    opening: [
      {
        text: '{name} went to {place} with {thing}. {They} wanted to do some magic today. {refrain} [Whoosh!|Fizz!|Poof!] A little cloud of [sparkles|glitter|stars], and there was {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'At {place}, everything [sparkled|glittered|shimmered]. {name} held {thing} and made a wish: a magic friend, please! {refrain} [Pop!|Ping!|Poof!] Out of nowhere came {comp_a}. "You wished for me," {comp_says} {comp}. "Here I am!"',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{name} was at {place} with {thing}. [Tap, tap, tap!|Knock, knock, knock!] A little [door|round door|golden door] opened all by itself. {They} peeped inside. {refrain} There sat {comp_a}. "Come in," {comp_says} {comp}. "I\'ve been waiting for you!"',
        picture: { action: 'finding', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{name} had a tall, pointy hat with stars on it. At {place}, {they} put it on and waved {thing}. {refrain} [Boing!|Bong!] The hat slid right down over {their} eyes! When {they} pushed it up, there stood {comp_a}, giggling. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'playing', with: ['comp'], object: 'hat' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: 'Today was the day. At {place}, young helpers were allowed to try one small spell, just one: the spell that wakes a sleeping flower. {name} had practised the words all week. {They} held {thing} very carefully and walked past {sight}. {Their} tummy was fizzing like [a potion|lemonade|sherbet].',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'At last it was {name}\'s turn. {They} held {the_thing} over a sleepy flower bud and said the words slowly, just the way {they} had practised. Nothing happened. Then, [ever so gently|very slowly], the bud began to open, one petal, two petals, until a whole flower glowed in the evening light. {comp} {comp_habit}. "You did it!" {comp_he} {comp_says}.',
          picture: { action: 'celebrating', with: ['comp'], object: 'flower' },
        },
      },
      {
        text: 'Magic was hiding everywhere at {place}, if you knew where to look. {name} did not know yet. But {they} had {thing}, a brave heart and a whole [day|morning], and {they} wanted to find a glow-sprite, one of the tiny lights that came out at dusk, and see it up close. {They} listened to {sound} and followed it.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'As the sky went dark and soft, {name} and {comp} sat very still. One tiny light popped out of the [grass|shadows]. Then another. Then lots! A glow-sprite floated right up to {them}, as small as a seed and as bright as a star, and sat on the tip of {their} nose. Then off it floated to join the others.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: '{name} had a question that nobody at home could answer: where does magic come from? So {they} set off for {place} with {thing} to find out. The air there smelled of toffee and thunderstorms. Somewhere [nearby|close by|just ahead], something was glowing.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: '"Come on," {comp_says} {comp}. "I\'ll show you." In a quiet corner of {place_short}, hidden behind [ferns|a curtain of ivy], was a little spring. But it did not bubble water. It bubbled silver light, fizzing and sparkling and rising into the air. "This is where it starts," said {comp}. {name} dipped in one finger. It felt warm and tickly, like a giggle.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: 'Pop! Pop! Pop! Every bubble {name} had ever blown had popped in the end. But at {place}, people said, a bubble blown with a little magic could float all the way up and turn into a star. {They} had a pot of bubble mixture, {thing} and a very careful breath. {They} found a good spot near {sight} and blew.',
        picture: { action: 'playing', object: 'the_thing' },
        wantMet: {
          text: 'The sky was turning dark blue when {they} tried one last time. {comp} kept very quiet. {name} blew slowly, slowly, and a round, shining bubble wobbled free. Up and up it floated, [higher and higher|further and further], until it was just a speck. Then, [ping!|twink!], it was a tiny new star. "That one\'s yours," {comp_says} {comp}.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: '{name} had written a letter in {their} very best handwriting. It said: "Dear Fairies, do you like biscuits? Love from me." Everybody knew the fairy post box was somewhere at {place}, but nobody knew exactly where. So {they} folded the letter into {their} pocket, picked up {thing} and went looking, past {sight} and round every corner.',
        picture: { action: 'looking', object: 'letter' },
        wantMet: {
          text: 'At last {comp} stopped beside a [mossy stone|little round door] with a slot in it, no wider than a ribbon. "The fairy post box," {comp_he} {comp_says}. {name} posted the letter. Plink! A moment later, out popped a reply, written on a leaf in tiny, silvery letters: "Yes please. Especially the crumbly ones."',
          picture: { action: 'finding', with: ['comp'], object: 'letter' },
        },
      },
    ],
    meet: [
      {
        text: '[Pop!|Poof!] A puff of [purple|pink|green] smoke went up in front of {them}. When it cleared, there was {comp_a}. "Sorry," {comp_says} the {comp_kind}. "I\'m still learning how to arrive quietly. I\'m {comp}." {comp} {comp_habit}. {name} liked {comp} very much already.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: '{name} heard a little voice singing behind a curtain of [silver ivy|golden leaves|glittering moss]. {They} peeped round it, and there was {comp_a}, singing to a flower to make it open. The flower opened. "Oh!" {they} [gasped|whispered]. "I\'m {comp}," said the {comp_kind}. "Would you like to try?"',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: '"Is that {thing_kind} magic?" asked a voice. {name} turned round. There was {comp_a}, peering at {the_thing}. "It might be," {they} said. "Then we should find out," said the {comp_kind}. "I\'m {comp}. [Come on!|Follow me!]"',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
    ],
    funny: [
      {
        text: '{comp} tried a spell to make a [daisy|buttercup|dandelion] grow. It grew, and grew, and GREW, until it was taller than {name}. Then it sneezed yellow pollen all over them both. ATCHOO! {comp} {comp_habit}. "Oops," {comp_he} said. "A bit too much magic."',
        picture: { action: 'playing', with: ['comp'], object: 'flower', scale: 'giant' },
      },
      {
        text: 'Then {name} said the magic words a little bit wrong. Instead of "Sparkle-dee-doo," {they} said "Sparkle-dee-shoe." POP! {Their} shoes turned into two fluffy slippers shaped like [rabbits|bunnies], and the rabbits wiggled their ears. {comp} laughed so much that {comp_he} got the hiccups.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} tried a spell to tidy up. "Neat and tidy, spick and span!" Everything nearby flew into the air and lined up in a row: a spoon, a shoe, a teapot, and, at the very end, {name}. "Oh dear," said {comp}. "I think it thinks you\'re a teapot." {name} stood very still, like a teapot, until {comp} said the spell backwards.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '"Can you make a rainbow?" asked {comp}. {name} did not know a rainbow spell. But {they} knew a real trick. {They} turned {their} back to the sun and flicked water from {their} bottle into the air. There, in the [glittering|sparkling] drops, was a little rainbow! "Sunshine and water," {they} said. "No spell needed."',
        picture: { action: 'playing', with: ['comp'], object: 'rainbow' },
      },
      {
        text: 'Tiny lights were blinking in the shadows. "Fairy lanterns!" {they} said. "Fireflies," {comp_says} {comp}. "They make their own light, inside their bodies, and it isn\'t even hot." {name} let one walk across {their} finger. It glowed, cool and green, like a tiny star [out for a walk|on an adventure].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{comp} gave {name} a shiny spoon. In the back of it, {their} face looked the right way up. In the front, {their} face was upside down! "Is that a spell?" {they} whispered. "It\'s a curved mirror," {comp_says} {comp}. "The curve bends the light and flips you over." {name} turned the spoon round and round, giggling.',
        picture: { action: 'holding', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: 'Apprentices at {place} were not allowed real spells until they had spent a whole day being useful, and {name} had been useful for three weeks. {They} had untangled enchanted knitting, fed the glow-moths and apologised to a very [sensitive|touchy] mirror. Today, at last, {they} had been told to bring {thing} and wait. So {they} waited, watching {sight}, with {their} heart going like a drum.',
        picture: { action: 'waiting', object: 'the_thing' },
        wantMet: {
          text: 'Near the end of the day, the old wizard of {place_short} came by at last, looked at {the_thing}, looked at {name}, and nodded. "One spell," she said. "A small one." It was a lighting spell, for a single candle. {They} said the words the way {they} had been taught, not too loud, not too fast. The wick fizzed, thought about it, and caught: a small, steady, golden flame. {comp} let out a long breath. Three weeks of enchanted knitting, {they} decided, had been worth every tangle.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: 'Magic at {place} was not the wand-waving, sparks-everywhere kind. It was quieter than that, and stranger. It lived in small things: a door that swung open just before you reached it, a lost sock that turned up [neatly folded|neatly folded on the pillow]. {name} wanted to catch it in the act, just once: to see a piece of magic actually happen, instead of finding it afterwards. {They} had brought {thing}, a notebook and a list of questions, and {they} started with the nearest thing that looked enchanted: {sight}.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'It happened at dusk, when {name} had stopped trying. {They} {was} sitting with {comp}, half watching {sight}, when the lanterns along the path began to light themselves, one after another, as if somebody invisible were walking ahead with a match. Each one gave a tiny click and a sigh before it glowed. {They} held {their} breath and counted them, all [twelve|nineteen], then wrote in {their} notebook: "Seen it. Really seen it." It was the shortest note of the day, and the best.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: 'There was a rumour at {place} that anyone who spent a whole day there, from breakfast to dusk, would find out what their own magic was. Everyone had one, apparently. {name} had been hoping for something dramatic, like talking to dragons, and dreading something embarrassing, like being good with [spoons|sneezes|socks]. {They} tucked {thing} under {their} arm and went in to find out which.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'By dusk, {name} had nearly given up on finding out. {They} sat with {comp} watching the first stars come out, and without thinking began to hum. The lamp beside {them} flickered on. {They} stopped. It went out. {They} hummed again, and it glowed, warm and gold, as if it had been waiting for that exact tune all day. {comp} {comp_habit}. It was not dragons. It was nothing embarrassing either. It was a small, bright, humming kind of magic, and it was all {theirs}.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: 'Nobody had ever managed a proper map of {place}. People had tried. Their maps were all wrong by teatime, because {place_short} liked to rearrange itself when nobody was looking: a path would wander off, a door would turn up somewhere new, and {sight} never stayed where you had left it. {name} had a roll of paper, a sharp pencil, {thing} and a stubborn streak a mile wide. {They} meant to draw the first map that was still right at the end of the day. {They} started at the gate and drew the first line very firmly, as if that would make it stay.',
        picture: { action: 'reading', object: 'map' },
        wantMet: {
          text: 'By dusk the map was grey with rubbings-out. {name} sat down with {comp} to rest, and something odd happened on the paper. A path {they} had drawn that morning quietly wriggled into its new place, and a little inked door slid sideways to match the real one. {comp} peered at it. "It\'s keeping up," {comp_he} {comp_says}. It was not a map that stayed right. It was better: a map that had learned the trick.',
          picture: { action: 'reading', with: ['comp'], object: 'map' },
        },
      },
      {
        text: "The old book on {name}'s shelf at home had a page about starlight, with a picture of a jar glowing like a night light. Starlight could be caught, it said, but only at {place}, only at dusk, and only by someone patient enough to let it settle. Patience was not, {they} admitted, {their} best thing. But {they} had a clean jam jar, {thing} for luck, and a whole day to practise waiting. {They} found a spot with a view of {sight}, set the jar down with its lid off, and managed not to touch it for almost a minute.",
        picture: { action: 'waiting', object: 'jar' },
        wantMet: {
          text: 'Dusk came at last, slow and violet. {name} and {comp} sat side by side and did absolutely nothing, which turned out to be the hardest part of the day. The first star came out. Then a thin silver thread slid down from it, fine as spider silk, and curled into the jar like a cat settling for the night. The jar began to glow, soft and steady. {They} put the lid on very gently. "It\'ll need a name," {comp_says} {comp}. "Tomorrow," {they} whispered. "It\'s sleeping."',
          picture: { action: 'holding', with: ['comp'], object: 'jar' },
        },
      },
    ],
    meet: [
      {
        text: 'The first thing {they} noticed was the smell of warm toast. The second was {comp_a}, sitting in a patch of sunlight as if {comp_he} had been waiting for hours. "You\'re late," said the {comp_kind}. "I\'ve been expecting you since [Tuesday|breakfast|last week]. I\'m {comp}." {comp} {comp_habit}. {name} did not remember making an appointment with anybody, let alone anybody quite like this. It seemed rude to say so.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '"Psst," said a voice. "Over here. Quickly, before anyone notices." {They} edged closer and found {comp_a}, trying very hard to look ordinary, which was not easy for anyone so [remarkable|extraordinary]. "I\'m {comp}," the {comp_kind} whispered. "I need an assistant, and you look like one. Are you any good at keeping calm?" {name} said {they} thought so. "Good," said {comp}. "You\'ll need to be."',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} found {comp_a} in a terrible tangle. A spell had gone wrong, and the {comp_kind} was wrapped from nose to tail in glowing [pink|purple] ribbon that tightened at every wriggle. {name} did not know any untangling spells, so {they} used {their} fingers instead, patiently, one knot at a time. "Thank you," said the {comp_kind}, with as much dignity as anyone can manage in pink ribbon. "I\'m {comp}. That was an experiment. It went exactly as planned."',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: '{comp} knew a shortcut across {place_short}, which turned out to mean a path that rearranged itself whenever you looked away. They passed {sight} twice, which {comp} said was normal, and a third time, which {comp} said was unusual. {name} solved it at last by walking backwards and watching where they had been, which made the path too [embarrassed|flustered] to move. They came out exactly where {comp} had meant to go: a quiet, golden corner where the magic felt thick enough to stir.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'The oldest magic, {comp} said, was kept at the heart of {place_short}, and the way there had to be walked, not magicked. They went past {sight}, over a stone bridge that asked each of them a riddle (the answer was "a shadow", [both times|both times, annoyingly]), and under an archway of roses that bowed to let them through. On the other side was a round, quiet space full of slow, floating light, like dust in sunshine, except that every speck was humming.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'A spell had escaped from somewhere: a small one, a glowing green thing the size of a [plum|tangerine], bouncing across {place_short} and leaving daisies wherever it landed. "It has to be caught before it gets bored," {comp} said darkly, "and does something creative." They chased it past {sight}, lost it, found it again by following the daisies, and cornered it at last in a flowerpot, where it sat glowing sulkily until {name} cupped it in {their} hands, warm and fizzing, and carried it back.',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} was, {comp_he} explained, an expert in invisibility spells. {Comp_he} demonstrated. Nothing happened, except that {comp} went slightly pinker. "Well?" {comp_he} asked. "Can you see me?" {name} searched for something that was both true and kind. "Very clearly," {they} said. "It\'s a [good, strong|very solid] sort of... visibility." {comp} {comp_habit}. "That," {comp_he} said, "is the spell I was going to do next."',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: 'A little door in their way asked for the password. {comp} said "Please." The door said that was manners, not a password. {comp} tried "Open sesame." The door said that was very [old-fashioned|last century]. Then {name} tried: "Hello, door. You look very nice today." It swung open at once, creaking with pleasure, and even seemed to stand up a little straighter. {comp} stared. "Doors," {they} explained, "are mostly vain."',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{comp} had been practising a spell to turn things into gold. So far it had turned a spoon into a slightly yellower spoon, a pebble into a pebble that smelled faintly of custard, and one of {comp_his} own feet a shade of mustard that had not yet worn off. "It\'s coming along," {comp} said with dignity, and pointed the wand at a leaf. The leaf went on being a leaf. But it began, very quietly, to hum.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{name} watched {comp} try every rainbow charm {comp_he} knew. Not one of them worked. {They} thought about it. Real rainbows need sunlight and drops of water, and you only see one with the sun behind you, because each drop bends the light and bounces it back towards your eyes. So {they} turned {their} back to the sun and flicked water from {their} bottle in a fine, glittering spray. A small, perfect rainbow hung in the [air|air, shimmering]. {comp} stared at it for a long time, and then asked, very politely, for lessons.',
        picture: { action: 'playing', with: ['comp'], object: 'rainbow' },
      },
      {
        text: 'Paths at {place} had a habit of moving when nobody was looking, but {name} had one thing no spell could confuse: the little compass clipped to {their} bag. A compass needle points north because the whole Earth is a giant magnet, and not even magic could argue with the Earth. {They} found north, kept it on {their} left, and led {comp} straight through while the path sulked and rearranged itself behind them. "How did you do that?" asked {comp}. "Science," {they} said, and felt, for a moment, like a [wizard|real wizard].',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
  },
} satisfies WorldWriting;
