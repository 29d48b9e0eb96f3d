import type { WorldWriting } from './format';

export default {
  interest: 'Dinosaurs',
  magical: false,
  settings: [
    {
      name: 'the Valley of Giant Ferns',
      short: 'the valley',
      sights: [
        'ferns taller than houses swaying in the warm breeze',
        'a herd of long-necked dinosaurs nibbling the treetops',
        'dragonflies as big as seagulls whirring past',
        'a nest of speckled eggs tucked in the moss',
        'a pine tree with a dinosaur-shaped gap in its branches',
      ],
      sounds: [
        'the sound of the ground going thump, thump, thump',
        'the swish of a long tail through the ferns',
        'the sound of a friendly roar rolling across the valley',
      ],
      backdrop: 'prehistoric',
    },
    {
      name: 'the Footprint Trail by the river',
      short: 'the trail',
      sights: [
        'three-toed footprints pressed deep in the mud',
        'a family of duck-billed dinosaurs wading in the shallows',
        'stepping stones across a warm, shallow stream',
        'a dragonfly resting on a reed like a tiny glass aeroplane',
        'a long line of footprints wandering off round the bend',
      ],
      sounds: ['the sound of the river chuckling over the stones', 'a deep hoot from a duck-billed dinosaur', 'the squelch of big feet in the mud'],
      backdrop: 'prehistoric',
    },
    {
      name: 'the hot springs by the sleepy volcano',
      short: 'the hot springs',
      sights: [
        'the old volcano puffing lazy smoke rings',
        'steam curling off pools of bright blue water',
        'a triceratops wallowing happily in warm mud',
        'yellow flowers growing round the warm rocks',
        'bubbles rising slowly in a pool of mud',
      ],
      sounds: ['the blurp and bubble of the mud pools', 'a far-off rumble from the volcano', 'the sound of water hissing softly over hot stones'],
      backdrop: 'prehistoric',
    },
    {
      name: 'the Egg Meadow',
      short: 'the meadow',
      sights: [
        'round nests dotted through the long grass',
        'a hatchling peeping out of a cracked egg',
        'mother dinosaurs standing guard beside their nests',
        'a pterosaur wheeling high overhead',
        'bits of speckled eggshell scattered like confetti',
      ],
      sounds: ['the tap-tap-crack of an egg beginning to hatch', 'the sound of mothers humming to their nests', 'the whoosh of big wings overhead'],
      backdrop: 'prehistoric',
    },
    {
      name: 'the beach below the Pterosaur Cliffs',
      short: 'the beach',
      sights: [
        'pterosaurs gliding along the cliff top on wide, leathery wings',
        'curly ammonite shells scattered on the sand',
        'a long-necked sea reptile rising out of the waves',
        'a row of pterosaurs sunning themselves on a rock',
        'giant footprints leading down to the water',
      ],
      sounds: ['the sound of waves rolling in, slow and heavy', 'the sound of pterosaurs squawking on the cliffs', 'the crunch of shells underfoot'],
      backdrop: 'prehistoric',
    },
  ],
  companions: [
    {
      name: 'Tops',
      a: 'a young triceratops with three stubby horns and a frill like a dinner plate',
      kind: 'triceratops',
      he: 'he',
      says: 'rumbled',
      moves: 'plodded',
      habits: ['scratched his frill against a tree trunk', 'lowered his big horned head to sniff the ground', 'munched a mouthful of ferns, very slowly'],
      comforts: ['lay down beside {name}, big and warm as a hillside', "rested his great horned head very gently by {name}'s feet"],
      ages: [2, 12],
    },
    {
      name: 'Stretch',
      a: 'a gentle diplodocus with a neck as long as a bus',
      kind: 'diplodocus',
      he: 'she',
      says: 'hummed',
      moves: 'strolled',
      habits: [
        'lifted her long neck to nibble the treetops',
        "swished her long tail, slow as a clock's pendulum",
        'lowered her head all the way down to look {name} in the eye',
      ],
      comforts: ['curled her long neck round {name} like a garden wall', 'lowered her head so that {name} could lean against it'],
      ages: [4, 12],
    },
    {
      name: 'Sprout',
      a: 'a little stegosaurus with plates like green sails',
      kind: 'stegosaurus',
      he: 'she',
      says: 'chirruped',
      moves: 'waddled',
      habits: ['wiggled the plates along her back', 'swung her spiky tail and nearly fell over', 'sniffed every fern twice'],
      comforts: ['snuggled up against {name}, warm as toast', "leaned her little head on {name}'s knee"],
      ages: [2, 7],
    },
    {
      name: 'Flap',
      a: 'a chatty pterosaur with wings like big leathery kites',
      kind: 'pterosaur',
      he: 'he',
      says: 'squawked',
      moves: 'swooped',
      habits: ['folded his great wings with a leathery snap', 'cocked his long beak to one side', 'glided in a lazy circle and landed with a bump'],
      comforts: ['spread one wing over {name} like an umbrella', 'settled beside {name} and tucked his beak under his wing'],
      ages: [4, 12],
    },
    {
      name: 'Clunk',
      a: 'a stout armoured dinosaur with a club at the tip of his tail',
      kind: 'dinosaur',
      he: 'he',
      says: 'grunted',
      moves: 'trundled',
      habits: ['thumped his tail club on the ground, thud', 'settled down flat like a knobbly boulder', 'chewed a leaf with enormous concentration'],
      comforts: ['leaned his knobbly side against {name}, solid as a wall', 'lay down close to {name} and grunted softly'],
      ages: [5, 12],
    },
    {
      name: 'Peep',
      a: 'a baby duck-billed dinosaur with a crest like a little trumpet',
      kind: 'dinosaur',
      he: 'she',
      says: 'peeped',
      moves: 'toddled',
      habits: ['tooted through her crest like a tiny trumpet', 'tripped over her own big feet', 'peered at everything as if it had just been invented'],
      comforts: ["snuggled under {name}'s arm", 'leaned against {name} and closed her eyes for a moment'],
      ages: [2, 6],
    },
  ],
  things: [
    { a: "a soft fossil-hunter's brush", the: 'the brush', kind: 'brush' },
    { a: 'a little red-handled trowel', the: 'the trowel', kind: 'trowel' },
    { a: 'a green-handled magnifying glass', the: 'the magnifying glass', kind: 'magnifying glass' },
    { a: 'a notebook full of dinosaur drawings', the: 'the notebook', kind: 'book' },
    { a: 'a glossy fossil tooth', the: 'the fossil tooth', kind: 'tooth' },
    { a: 'a map of the valley paths', the: 'the map', kind: 'map' },
  ],
  homes: [
    'the tree house at the edge of the valley',
    'the round stone house on the hill',
    'the little hut by the fern trees',
    'the tent with the orange flag',
    'the stilt house above the river',
    'the wooden cabin by the fossil cliffs',
    'the cave house with the round door',
    'the camp of green tents by the lake',
  ],
  titles: [
    '{name} and {comp}',
    'Stomp, Stomp, {name}!',
    'The Day {name} Met {comp}',
    '{name} in the Land of Giants',
    'Big Feet and {name}',
    "{name}'s Dinosaur Day",
  ],
  tiny: {
    refrains: ['Stomp, stomp, ROAR, dinosaurs galore!', 'Thump, thump, bump, over the rocks we jump!', 'Big feet, long tail, swishing down the trail!'],
    opening: [
      {
        text: '[Stomp, stomp!|Thud, thud!|Boom, boom!] {name} went to {place} with {thing}. {They} wanted to meet a real dinosaur. {refrain} The ferns went [swish|swoosh|rustle]. Out came {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Thump! Thump!|Stomp! Stomp!|Boom! Boom!] The ground was shaking at {place}. {name} held {thing} and peeped round a [big fern|giant fern|big grey rock]. {They} hoped it was a friendly dinosaur. It was! It was {comp_a}. "I\'m {comp}," {comp_he} {comp_says}. {refrain}',
        picture: { action: 'hiding', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Here was {place}, with ferns as tall as [houses|trees|giraffes]. Here was {name}, with {thing}. {They} wanted a dinosaur friend. {refrain} [Swish, swish|Rustle, rustle] went the ferns. It was {comp_a}! "Hello," {comp_says} {comp}. "Shall we play?"',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Tap, tap!|Knock, knock!] What was that? {name} peeped round a rock at {place}, holding {thing}. There, in a nest, sat a big speckled egg. [Crick, crack!|Crack!] Out popped a tiny dinosaur. "Peep!" {refrain} Beside the nest stood {comp_a}. "Hello," {comp_he} {comp_says}. "I\'m {comp}."',
        picture: { action: 'finding', with: ['comp'], object: 'egg' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: '{name} had dinosaur pictures on {their} wall, dinosaur socks on {their} feet and a dinosaur plan in {their} head. Today {they} {was} going to {place} with {thing} to find the biggest dinosaur of all. The ground went [thump|boom]. Then [thump|boom] again. {They} held {their} breath.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Just before home time, the ground went [thump|boom] again. {comp} looked up. {name} looked up. And up, and up! There stood the biggest dinosaur of all, with a neck as long as a [street|train] and a head right up in the clouds. Very slowly, it bent down and looked at {them}. Then it blinked and went back to its leaves.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: 'At {place}, everything was enormous. The ferns were taller than houses. The dragonflies were as big as birds. {name} felt very small, holding {thing}, but {they} {was} not scared. {They} wanted to hear a dinosaur sing, a real one, and {they} {was} going to start listening [right now|straight away|this minute].',
        picture: { action: 'looking', object: 'the_thing', scale: 'tiny' },
        wantMet: {
          text: 'Just before home time, {comp} stopped and looked up. "Listen," {comp_he} {comp_says}. From somewhere not far away came a sound like a big, soft trumpet: hoo-ooo, hoo-ooo. It was a herd of duck-billed dinosaurs with tall, curly crests, singing to each other as the sun went down. {name} closed {their} eyes and listened. It was the deepest, gentlest song {they} had ever heard.',
          picture: { action: 'listening', with: ['comp'] },
        },
      },
      {
        text: '"Where are all the friendly dinosaurs?" {name} asked. {They} had come all the way to {place} with {thing}, and so far {they} had seen {sight}, but nobody to play with. Then {they} spotted a footprint in the mud, bigger than [a bath|a paddling pool|a bed]. And another. And another! "Who made those?" {they} whispered.',
        picture: { action: 'finding', object: 'the_thing' },
        wantMet: {
          text: 'There was still time to follow the giant footprints, so {name} and {comp} did: step, step, step, all the way to a [shady|sunny] spot at the edge of {place_short}. And there, fast asleep, lay an enormous dinosaur, snoring like a [thunderstorm|big old lorry]. {They} looked at its foot. Then {they} looked at the footprint. A perfect fit!',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: 'Somewhere at {place}, an egg was about to hatch. {name} had heard the grown-ups say so. {They} had come with {thing}, and {they} wanted to be there when it happened: to see the very first crack and hear the very first peep. {They} tiptoed past {sight}, listening for a [tap|tap, tap] from inside a shell.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'Just as the sun was going low, {comp} stopped by a nest [in the ferns|in the warm sand|in the long grass] and looked back at {name}. Tap. Tap, tap. A crack ran across the speckled shell, and out pushed a nose, then a damp, crumpled baby dinosaur, no bigger than a kitten. "Peep," it said. {They} had heard the very first peep. "Hello," {they} whispered back.',
          picture: { action: 'finding', with: ['comp'], object: 'egg' },
        },
      },
      {
        text: '{name} had seen a cat sneeze and a dog sneeze. Once {they} had even seen a horse sneeze, which was extremely wet. But {they} had never, ever seen a dinosaur sneeze. Today, {they} hoped, was the day. {They} took {thing} to {place}, sat down near {sight} and waited, with {their} fingers ready to go in {their} ears, just in case.',
        picture: { action: 'waiting', object: 'the_thing' },
        wantMet: {
          text: 'Late in the day, a big, gentle dinosaur put its nose right into a patch of yellow flowers and sniffed. Its eyes went squinty. {comp} looked at {name}. {They} put {their} fingers in {their} ears. "Ah... ah... AH-CHOOO!" Everything nearby shook, and petals flew up like confetti. Then the dinosaur blinked and went back to munching. A real dinosaur sneeze!',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: 'The ferns parted with a swish, and out {comp_moves} {comp_a}. "Hello," {comp_says} the {comp_kind}. "I\'m {comp}. Are you a dinosaur?" "No," said {name}. "I\'m a [child|person]." {comp} {comp_habit}. "Never mind," {comp_he} said. "You can still be my friend."',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'Something sneezed behind a [rock|bush|big fern]. [ATCHOO!|AH-CHOO!] Ferns flew everywhere. When they stopped flying, there was {comp_a}, looking a little embarrassed. "Bless you," said {name}. "Thank you," {comp_says} the {comp_kind}. "I\'m {comp}. Ferns make me sneeze, and they are everywhere."',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: '{name} sat down beside a grey rock to rest. The rock blinked. It was not a rock at all. It was {comp_a}, who had been having a nap. "I\'m {comp}," {comp_says} the {comp_kind}, with a yawn. "You woke me up, so now you have to [play with me|be my friend]."',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} wanted to play hide-and-seek. {name} counted to ten. {comp} hid behind a very small bush, and [{comp_his} tail|nearly all of {comp_him}] stuck out on both sides. "I can see you!" {they} called. "No, you can\'t," said the bush.',
        picture: { action: 'hiding', with: ['comp'] },
      },
      {
        text: 'Then {comp} landed right in a big, squelchy puddle of mud. [SPLOSH!|SPLAT!|SQUELCH!] Mud flew everywhere, all over {comp} and all over {name}. They looked at each other, brown from head to toe. "You look like a [chocolate|mud-pie] dinosaur," said {comp}. "So do you!" {they} giggled.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp}\'s nose began to itch. {Comp_he} wriggled it. {Comp_he} rubbed it on a tree, and the tree shook and dropped a big pine cone on {comp_his} head. Bonk! "Could you...?" {comp} asked, very politely. So {name} scratched {comp_his} nose for {comp_him}, and {comp} made a happy rumbling noise, like the biggest cat in the world.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} found a footprint in the mud with three long toes. "It looks like a bird\'s foot," {they} said, "only giant." "That\'s because birds and dinosaurs are family," {comp_says} {comp}. {name} looked at the print again. It really did look as if an enormous [chicken|pigeon] had walked by.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'In a nest of mud and leaves, {they} counted the eggs: [one, two, three, four, five|one, two, three, four, five, six]! "All dinosaurs hatch from eggs," {comp_says} {comp}. "Even the biggest ones start small." {name} looked at the eggs, then at {comp}, and tried to imagine {comp} fitting inside one.',
        picture: { action: 'looking', with: ['comp'], object: 'egg' },
      },
      {
        text: '{They} found a tooth half-buried in the ground, long and pointy, with tiny bumps along its edge like a bread knife. "A meat-eater\'s tooth," {comp_says} {comp}. "Plant-eaters had flat teeth." {name} felt {their} own teeth with {their} tongue: pointy at the front, flat at the back. "I\'ve got both!" {they} said. "That\'s because you eat everything," said {comp}.',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: 'Every morning, {name} checked the mud by the path for new footprints, the way other people check [the weather|the post]. This morning there was a set {they} had never seen before: three broad toes, pressed deep, and far apart, as if whoever had made them had been in a hurry. {They} grabbed {thing} and went straight to {place}. Whoever it was, {they} wanted to meet them, ideally from a polite distance at first.',
        picture: { action: 'finding', object: 'the_thing' },
        wantMet: {
          text: 'Late in the day, the three-toed prints turned up again, fresh ones, near the edge of {place_short}. This time {name} followed them with {comp} beside {them}, and at the end of the trail stood an iguanodon, a tall, thoughtful plant-eater with thumbs like spikes, showing a very small iguanodon how to pull down a branch. So that was the hurry, {they} realised: the little one had wandered off. {They} watched from a polite distance, exactly as planned.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: 'People who did not live near {place} thought dinosaurs were all teeth and roaring. {name} knew better. Most of them spent the day eating plants, napping and worrying about their eggs, like [enormous grandparents|very large aunties]. Today {they} had a plan: to stay at {place_short} until sunset, when the great long-necks passed by on their way to bed, and see for {themself} how gentle they really were. {They} packed {thing} and a great deal of lunch, and set off past {sight}.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: "As the sky went orange, the ground began to hum, and the long-necks came: five of them, then eight, walking in a line so slow and steady it was like watching hills move. The smallest kept close to its mother's legs. One stopped to nibble the top of a tree, and another waited for it, patiently, the way a grandparent waits at a kerb. {name} sat with {comp} and watched until the last tail had gone, and did not say a word.",
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: '{name} had been collecting fossils for as long as {they} could remember: a curly shell, a fish pressed into a stone, [half a leaf|a beetle in amber]. But {they} had never found anything that would make anybody gasp. Today, at {place}, with {thing} and the whole day ahead, {they} intended to change that. {They} walked slowly, eyes on the ground, listening to {sound}, and did not notice at first that {they} {was} being watched.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'With the light starting to go, {name} sat down on a flat rock to rest, and {comp} settled nearby. Something knobbly pressed into the back of {their} leg. {They} shifted, looked down, and forgot to breathe. Curled in the stone, as big as a dinner plate, was a perfect spiral: an ammonite, every ridge of its shell as sharp as the day it was made. {They} traced it with one finger. "Well," {comp} {comp_says}, "that should make somebody gasp." It already had.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: 'There was one sentence in {name}\'s dinosaur book that {they} had read so often the page had gone soft: "Some dinosaurs had feathers." Not scales. Feathers. Most people {they} told did not believe it, and {they} had grown tired of arguing. Today {they} had come to {place} with {thing} and a plan: to find a feathered dinosaur and, if {they} {was} very lucky, a feather to prove it. {They} walked past {sight}, scanning every bush for anything fluffy.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'In the last of the light, {comp} went still and looked towards a clump of bushes. On a low branch sat a small dinosaur no bigger than a turkey, covered in [russet|speckled brown] feathers, fluffing them up against the evening chill. It preened once, twice, then hopped away into the dusk. Where it had sat, a single feather came spinning down. {name} caught it. It was soft and striped and absolutely real. {They} did not say "told you" to anyone, though {they} thought it quite loudly.',
          picture: { action: 'finding', with: ['comp'], object: 'feather' },
        },
      },
      {
        text: 'Just how long was a long-neck? Books said [two buses|three buses], but {name} did not want a number from a book. {They} wanted to measure one in footsteps, {their} own, from the very tip of the nose to the very tip of the tail. The difficulty was that long-necks rarely stood still, and when they did, the tail end was usually swishing. {They} brought {thing} to {place}, tucked a pencil behind {their} ear and started looking for a dinosaur in a patient mood.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'Late in the afternoon, a long-neck lay down at the edge of {place_short} and went to sleep, chin on the ground, tail stretched out straight behind. It was now or never. {name} started at the nose and walked, counting under {their} breath, past the great neck, the great round middle and all along the tail, while {comp} kept close and counted too. "[Ninety|Eighty-six]," {they} whispered at the tip, "and a half." {They} wrote it down. It was a much better number than the book\'s.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: 'It was the breathing {name} noticed first: slow, warm and very close. {They} turned round and found {themself} face to face with {comp_a}. Neither of them screamed, which they both agreed afterwards was very [grown-up|sensible] of them. "I\'m {comp}," said the {comp_kind} at last. "You\'ve been poking about in my favourite spot." {comp} {comp_habit}. It did not seem to be a complaint, exactly. It sounded more like an invitation.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '"Don\'t move," said a voice. {name} froze. "There\'s a beetle on your shoulder, and it\'s the most beautiful one I\'ve ever seen. I collect them. [With my eyes, I mean.|Just by looking, I mean.]" Out of the ferns {comp_moves} {comp_a}, gazing at the beetle with deep admiration. The beetle flew off. The {comp_kind} sighed. "I\'m {comp}," {comp_he} {comp_says}. "You can help me look for another one, if you like."',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} heard a grumbling noise from a thicket of ferns. In the middle of it was {comp_a}, stuck fast, with [{comp_his} tail|one leg] caught in a net of thorny creepers. {name} pulled the creepers apart, one prickly stem at a time, until the {comp_kind} could wriggle free. "Thank you," {comp_he} {comp_says}, trying to look as if {comp_he} had not really needed any help. "I\'m {comp}. I was just... resting."',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: 'The eggs, {comp} said, had to be checked, and the nesting place was right across {place_short}. So they went: past {sight}, along a path of flat stones worn smooth by enormous feet, and through a tunnel of ferns so thick that the light turned [green|as green as a bottle]. {name} kept {the_thing} close and {their} eyes open. Something in the ferns was keeping pace with them. It turned out to be a small, curious lizard, which overtook them, looked back scornfully, and vanished.',
        picture: { action: 'running', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Lunch, {comp} announced, was at the far end of {place_short}, where the best leaves grew, and lunch was not something {comp} [ever missed|ever, ever missed]. They crossed a warm, shallow stream, {name} [hopping|jumping] from stone to stone and {comp} crossing in {comp_his} own way, then climbed a slope where the ground steamed gently in the sun. At the top, {they} looked back at {sight}, small and far away now, and realised how far they had come.',
        picture: { action: 'climbing', with: ['comp'] },
      },
      {
        text: 'A deep hooting came from the far side of {place_short}. The herd was on the move, and {comp} wanted to watch. So did {name}. They hurried past {sight} and found a high, flat rock, well out of the way of the great stamping feet. The herd went by for a long time: mothers, grandmothers, and babies [trotting|scampering] to keep up, the ground trembling under every step. {They} forgot to breathe for most of it.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} had never seen a sandwich. {Comp_he} sniffed it, studied it from every side and asked what kind of leaf it was. "It\'s bread," said {name}. {comp} asked what bread grew on. {They} tried to explain about wheat, and flour, and ovens, and by the time {they} had finished, {comp} was looking at {them} with real pity. "All that," {comp_he} {comp_says}, "for one small [square|sandwich]?"',
        picture: { action: 'eating', with: ['comp'] },
      },
      {
        text: '{comp} had promised to be quiet near the nests, and {comp} meant it. "THIS," {comp_he} whispered, in a voice that made the ferns shake, "IS MY QUIET VOICE." [Three birds|A flock of birds] took off in alarm. Somewhere far away, another dinosaur answered. {name} put a finger to {their} lips. {comp} nodded wisely and whispered "SORRY" so loudly that the ferns shivered all over again.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{comp} had decided to teach {name} to roar. "From the tummy," {comp_he} explained. {name} roared from the tummy. It came out as a sort of polite cough. "Bigger," said {comp}. {name} tried again, much bigger, and a small bird fell off a branch in surprise, then flew back up looking offended. {comp} nodded, deeply moved. "Not bad," {comp_he} said. "For somebody with such a tiny head."',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{name} crouched by two lines of footprints. In one line the prints were close together. In the other they were far apart, with only the toes pressed in. {They} remembered how scientists read tracks: the longer the stride, the faster the walker, and running feet land on their toes. "Whatever made these was running," {they} said, pointing. "And the other one was strolling." {comp} looked at the prints, then at {them}, with new respect. They followed the running tracks, to find out what had been in such a [hurry|rush].',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: '{They} found a tiny feather snagged on a bush, brown and fluffy, too small for any bird {they} knew. Then {they} saw who had dropped it: a little dinosaur no bigger than a chicken, covered in fluff, hopping along a branch. "Feathers," {they} breathed. "A dinosaur with feathers." {comp} seemed surprised by {their} surprise. "Lots of the small ones have them," {comp_he} {comp_says}. "Keeps them warm." {name} tucked the feather into {their} pocket, to prove it to anyone who did not believe {them}[| later].',
        picture: { action: 'finding', with: ['comp'], object: 'feather' },
      },
      {
        text: '{name} found a smooth, rounded pebble in a patch of dinosaur droppings, which was not the most pleasant place to find anything, and {they} knew exactly what it was. Some plant-eaters swallowed stones on purpose, to grind up the tough leaves inside their stomachs, the way a mill grinds corn, because they had no chewing teeth to do it. {They} rolled it between {their} fingers (after a very thorough wash in the stream) and held it up to {comp}. "This," {they} said, "has been inside somebody\'s tummy mill." {comp} looked, for the first time all day, slightly queasy.',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
  },
} satisfies WorldWriting;
