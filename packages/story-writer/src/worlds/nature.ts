import type { WorldWriting } from './format';

export default {
  interest: 'Nature & Forest',
  magical: false,
  settings: [
    {
      name: 'the Whispering Wood',
      short: 'the wood',
      sights: [
        'sunbeams slanting through the trees like golden ladders',
        'a carpet of bluebells stretching away between the trunks',
        "a spider's web strung with dewdrops like a necklace",
        'a woodpecker drumming on a dead branch',
        'toadstools crowded round an old stump',
      ],
      sounds: [
        'the sound of leaves rustling in the breeze',
        'the sound of a woodpecker tapping, rat-a-tat-tat',
        'the sound of a wood pigeon cooing deep in the trees',
      ],
      backdrop: 'forest',
    },
    {
      name: 'the Mossy Glen',
      short: 'the glen',
      sights: [
        'moss as thick as a velvet cushion on every rock',
        'ferns uncurling like green question marks',
        'a little waterfall splashing into a pool',
        'a fallen log covered in tiny mushrooms',
        'a dipper bobbing on a stone in the stream',
      ],
      sounds: [
        'the splash of the little waterfall',
        'the sound of water dripping from leaf to leaf',
        'the sound of a wren singing far too loudly for its size',
      ],
      backdrop: 'forest',
    },
    {
      name: 'Hazel Hollow',
      short: 'the hollow',
      sights: [
        'an old oak with a hole big enough to sit in',
        "a squirrel's store of hazelnuts tucked between two roots",
        "a badger's sett dug into a bank",
        "a fox's footprints in the soft earth",
        'a ring of toadstools in a clearing',
      ],
      sounds: ['the sound of twigs crackling underfoot', 'the sound of a jay screeching a warning', 'the creak of old branches in the wind'],
      backdrop: 'forest',
    },
    {
      name: 'the Chattering Brook',
      short: 'the brook',
      sights: [
        'a kingfisher flashing blue over the water',
        'stepping stones across the shallow water',
        'a heron fishing on one leg',
        'water boatmen skating across a still pool',
        'a tiny waterfall tumbling over a mossy log',
      ],
      sounds: ['the babble of the brook over the stones', 'the sound of a frog croaking in the reeds', 'the plop of a fish jumping'],
      backdrop: 'forest',
    },
    {
      name: 'the Pinecone Lookout',
      short: 'the lookout',
      sights: [
        'tall pines standing like a crowd of quiet giants',
        'a gap in the pines showing the whole forest below, like a green sea',
        'pine cones scattered everywhere like dropped toys',
        'a buzzard circling high overhead',
        'ants marching along a fallen log',
      ],
      sounds: ['the sound of the wind sighing through the pines', 'the sound of a buzzard mewing overhead', 'the sound of pine cones dropping, pat, pat'],
      backdrop: 'forest',
    },
  ],
  companions: [
    {
      name: 'Acorn',
      a: 'a red squirrel with a tail like a feather duster',
      kind: 'squirrel',
      he: 'he',
      says: 'chattered',
      moves: 'scampered',
      habits: ['flicked his bushy tail', 'sat up and nibbled a hazelnut very fast', 'buried something and immediately forgot where'],
      comforts: ["curled his bushy tail round {name}'s wrist like a scarf", "sat on {name}'s shoulder, warm and light"],
      ages: [2, 10],
    },
    {
      name: 'Fern',
      a: 'a young deer with white spots like sunlight on leaves',
      kind: 'deer',
      he: 'she',
      says: 'murmured',
      moves: 'stepped',
      habits: ['swivelled her big ears towards every sound', 'stood so still that she almost disappeared among the trees', 'nibbled a leaf from a low branch'],
      comforts: ['lay down in the leaves beside {name}, soft and warm', "touched her velvety nose to {name}'s hand"],
      ages: [4, 12],
    },
    {
      name: 'Tawny',
      a: 'a brown owl with ear tufts like eyebrows',
      kind: 'owl',
      he: 'he',
      says: 'hooted',
      moves: 'glided',
      habits: ['turned his head almost all the way round', 'blinked one enormous eye, then the other', 'ruffled his feathers and settled them again'],
      comforts: ['settled on a low branch just above {name}, keeping watch', 'fluffed up beside {name} like a soft brown cushion'],
      ages: [5, 12],
    },
    {
      name: 'Lily',
      a: 'a bright green frog with big golden eyes',
      kind: 'frog',
      he: 'she',
      says: 'croaked',
      moves: 'hopped',
      habits: ['puffed out her throat and croaked', 'sat very still, then snapped up a passing fly', 'blinked her golden eyes slowly'],
      comforts: ["sat on {name}'s palm, cool and calm", 'hopped close to {name} and croaked a soft little song'],
      ages: [2, 6],
    },
    {
      name: 'Bumble',
      a: 'a fuzzy bumblebee who knew every flower by name',
      kind: 'bee',
      he: 'he',
      says: 'buzzed',
      moves: 'bumbled',
      habits: ['bumbled from flower to flower, humming', 'dusted yellow pollen off his fuzzy legs', 'did a happy little zigzag in the air'],
      comforts: ["landed on {name}'s sleeve and hummed a warm, low hum", 'buzzed slow, gentle circles round {name}'],
      ages: [2, 6],
    },
    {
      name: 'Bracken',
      a: 'a lean young fox who knew every path in the forest',
      kind: 'fox',
      he: 'she',
      says: 'yipped',
      moves: 'trotted',
      habits: ['paused with one paw lifted, listening', 'sniffed the air and narrowed her eyes', 'curled her brush of a tail round her feet'],
      comforts: ["lay down with her warm back against {name}'s legs", "rested her chin on {name}'s knee"],
      ages: [6, 12],
    },
  ],
  things: [
    { a: 'a wicker basket for collecting pine cones', the: 'the basket', kind: 'basket' },
    { a: 'a little wooden compass', the: 'the compass', kind: 'compass' },
    { a: 'a little tin lantern', the: 'the lantern', kind: 'lantern' },
    { a: 'a notebook of pressed leaves', the: 'the leaf book', kind: 'book' },
    { a: 'a wooden-handled magnifying glass', the: 'the magnifying glass', kind: 'magnifying glass' },
    { a: 'a hand-drawn map of the forest paths', the: 'the map', kind: 'map' },
  ],
  homes: [
    'the cottage at the edge of the wood',
    'the little house with the red door by the lane',
    'the log cabin with the green roof',
    'the house with the tree swing in the garden',
    'the farmhouse by the beech hedge',
    'the little flat above the garden centre',
    'the stone cottage by the stream',
    'the house with the bird table in the garden',
  ],
  titles: [
    '{name} and {comp}',
    '{name} in the Green Wood',
    'The Day {name} Met {comp}',
    'Crunch, Crunch, {name}!',
    'Leaves, Roots and {name}',
    "{name}'s Woodland Day",
  ],
  tiny: {
    refrains: [
      'Crunch and crackle, creak and sway, the trees are waving hello today!',
      'Tiptoe, tiptoe, through the wood, everything is green and good!',
      'Drip, drop, splish, splosh, through the puddles, gosh, oh gosh!',
    ],
    opening: [
      {
        text: '{name} went into {place} with {thing}. {They} wanted to find a forest friend. {refrain} [Rustle, rustle!|Crackle, crackle!|Swish, swish!] Out of the leaves came {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Crunch, crunch|Squelch, squelch] went {name}\'s boots at {place}. {They} had {thing}, and {they} wanted to see who lived here. {refrain} Who was [peeping|peeking]? It was {comp_a}! "I\'m {comp}," {comp_he} {comp_says}. "Come and see!"',
        picture: { action: 'finding', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Drip, drop!|Plip, plop!] The trees at {place} were wet and green. {name} held {thing} and listened. {They} hoped somebody would come and play. {refrain} And somebody did: {comp_a}! "I\'m {comp}," {comp_says} the {comp_kind}.',
        picture: { action: 'listening', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'A snail! {name} crouched down at {place}. The snail went slow, slow, slow. {They} had {thing}, and {they} waited. {refrain} Then, [hop, hop|pitter, pat], somebody else came to see the snail too. It was {comp_a}! "I\'m {comp}," {comp_he} {comp_says}. "Hello, snail!"',
        picture: { action: 'looking', with: ['comp'], object: 'snail' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: '{name} loved the forest, and today {they} {was} going deep into {place}, further than ever before. {They} had {thing} and {their} muddiest boots. {They} wanted to find the oldest tree of all. "It will be enormous," {they} said. "And wrinkly, like a [grandad|grandma]." {They} set off past {sight}.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Just before home time, {comp} showed {name} one more tree. It was enormous. It was wrinkly, just like a [grandad|grandma]. Its roots were as big as sleeping dragons. {They} stretched {their} arms round the trunk, but they only reached a tiny way. "The oldest tree of all," {they} whispered, and pressed {their} cheek to the bark to say hello.',
          picture: { action: 'hugging', with: ['comp'] },
        },
      },
      {
        text: 'Under the tall trees at {place}, it was green and cool and quiet. {name} walked very [softly|quietly], holding {thing}. {They} had heard that a shy little hedgehog lived here, and {they} wanted to see it up close, just once. {They} stopped beside a [mossy log|big old tree] and listened to {sound}.',
        picture: { action: 'listening', object: 'the_thing' },
        wantMet: {
          text: 'As the light went soft and golden, {name} sat very still beside {comp}. Snuffle, snuffle. Out from under the leaves came a little hedgehog, nose twitching, prickles all brown and neat. It trundled right past {their} boots, sniffing. {They} did not move a muscle. Then off it trundled again, into the ferns, home for its supper.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: '{name} had a plan: to build a den at {place}, a real one, with a roof and a door and room for a friend. {They} had {thing}, a whole morning and lots of sticks to find. {They} picked up the first stick. It was a [good|very good|perfect] one.',
        picture: { action: 'building', object: 'the_thing' },
        wantMet: {
          text: 'There was still time to finish the den. {name} put the very last stick on the roof and hung a curtain of [leaves|ferns] over the door. Inside, it was cosy and green and just big enough for two. {They} crawled in, and {comp} came close, right by the door. "Our den," {they} said. It was the best den in {place_short}.',
          picture: { action: 'building', with: ['comp'] },
        },
      },
      {
        text: 'Down came a leaf, twirling and twirling. {name} grabbed at it and missed. Down came another. Missed again! At {place}, people said, anyone who caught a falling leaf before it touched the ground could keep it for luck. {They} put {thing} down by {sight}, held out both hands and waited for the next one.',
        picture: { action: 'playing', object: 'leaf' },
        wantMet: {
          text: 'As the sun went low, a breeze came through the trees, and one last leaf let go. It spun, it swooped, it wobbled this way and that. {comp} watched it come. {name} held out both hands, very still, and the leaf floated down right into them, [golden|red] and crinkly and lucky. It was going home in {their} pocket.',
          picture: { action: 'holding', with: ['comp'], object: 'leaf' },
        },
      },
      {
        text: '"A crown," said {name}, holding up a long piece of string. "A crown made of leaves, one of every colour." {They} had {thing} and a whole afternoon at {place}. So far {they} had found one green leaf. {They} looked round at {sight} and wondered where all the other colours were hiding.',
        picture: { action: 'looking', object: 'leaf' },
        wantMet: {
          text: 'There was just time to finish the crown: green, yellow, orange, red, and last of all a brown leaf, crinkly as a crisp. {name} tied the string in a bow and put it on. {comp} looked {them} up and down, very slowly. "You look like part of the forest," {comp_he} {comp_says}. {They} felt like it too.',
          picture: { action: 'celebrating', with: ['comp'], object: 'crown' },
        },
      },
    ],
    meet: [
      {
        text: 'Something moved in the [bracken|ferns]. {name} kept very, very still. Out {comp_moves} {comp_a}, and looked at {them} for a long moment. "Hello," {comp_says} the {comp_kind}. "You\'re very good at keeping still. I\'m {comp}." {comp} {comp_habit}.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '"Are you lost?" asked a [voice|kind voice]. {name} looked all around. There was {comp_a}, looking at {them} kindly. "No, I\'m exploring," {they} said. "Then you need a guide," said the {comp_kind}. "I\'m {comp}. I know every path in {place_short}."',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{name} sat down on a mossy log to rest, and the log said, "Excuse me!" It was not the log. It was {comp_a}, who had been resting right behind it. "Sorry!" {they} said. "That\'s all right," said the {comp_kind}. "I\'m {comp}. There\'s room for [two|both of us]."',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: 'A big fat raindrop fell off a leaf, [plop|plip], right on top of {comp}\'s head. {comp} sneezed. The sneeze shook the branch above, and all its raindrops came down at once, SPLOSH, all over {name}. {They} {was} soaked! {comp} looked up at the branch. "It wasn\'t me," {comp_he} [said|fibbed, with a grin].',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} shouted "Hello!" into the trees. "Hello!" the trees shouted back. {comp} looked astonished. "Who is that?" {comp_he} whispered. "It\'s an echo," {name} explained. But {comp} did not believe it, and had a long, [polite|very polite] conversation with the echo, who agreed with every single thing {comp_he} said.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: 'A squirrel ran down a tree, took one look at {the_thing} and decided it was a nut. It dug a hole, pushed {the_thing} in, patted the earth flat and ran off, very pleased. {name} and {comp} looked at the little pile of earth. "Should we tell it?" {comp} whispered. "Let it find out in winter," said {name}, and dug {the_thing} out again, very quietly.',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: 'By the path was a tree stump, flat on top. "Look at the rings!" {comp_says} {comp}. "Every ring is one year. Count them, and you know how old the tree was." {name} counted with one finger: one, two, three... all the way to [forty-two|fifty-one]! "[Older than a grown-up!|That\'s older than a grown-up!]" {they} said.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'A bee crawled out of a [foxglove|bluebell], covered in yellow dust. "That\'s pollen," {comp_says} {comp}. "Bees carry it from flower to flower, and that helps the flowers make seeds." {name} watched the bee fly to the next flower, dusty and busy, helping without even knowing it.',
        picture: { action: 'looking', with: ['comp'], object: 'flower' },
      },
      {
        text: '{They} picked up a sycamore seed, with one flat wing, and dropped it from as high as {they} could reach. It spun round and round, like a tiny helicopter, and floated gently down. "Trees send their seeds flying," {comp_says} {comp}, "so the baby trees can grow far away." {name} dropped it again, and again, and again.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: "{name} had read that the oldest tree in {place} was older than the oldest house in town, older than the church, older than anybody's great-great-grandparents. Nobody seemed to know exactly which tree it was. {They} intended to find out. {They} had {thing}, a packed lunch and a theory involving [moss|moss and woodpeckers], and {they} set off past {sight} before anyone could suggest waiting until after the weekend. The theory went like this: the oldest tree would have the thickest moss on its north side, and the most woodpecker holes, because woodpeckers, {they} reasoned, liked a tree with history. It was not a perfect theory. It was a start.",
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: "The day was fading when {name} found it, and it was not where the theory said it would be. It stood alone in a dip, so wide that {they} and {comp} could not see round it at once, its bark folded like an elephant's knees. The moss was thick on every side, not just the north. There was one woodpecker hole, high up and very neat. {They} put {their} palm flat on the trunk. Half right, {they} decided, was a perfectly good result for a theory.",
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: '{name} had been coming to {place} all {their} life, but always on the path, always with somebody saying, "[Keep up.|Hurry along.]" Today was different. Today {they} had permission to go slowly, and {they} wanted to see the forest the way the animals did: from low down, quietly, one leaf at a time, and, if {they} stayed late enough, to find a glow-worm shining in the grass. {They} had brought {thing}. {They} crouched down in the leaves, listened to {sound}, and began. Down here, everything was bigger: a toadstool like a table, a snail shell like a spiral staircase, a spider\'s web strung with drops of water that shook every time {they} breathed on it.',
        picture: { action: 'listening', object: 'the_thing' },
        wantMet: {
          text: 'Dusk came creeping in under the trees. {name} lay on {their} front in the leaves with {comp} close by, so still that a beetle walked over {their} sleeve and did not seem to mind. Then, near a root, a tiny green-gold light came on. It did not flicker. It just shone, calm and small, like a lamp left on for somebody. A glow-worm. {They} watched it for a long time, down at its level, exactly the way {they} had wanted to see things all day.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: '{name} had one simple aim at {place}: to see a wild animal before it saw {them}. It was harder than it sounded. Everything in the forest seemed to know {they} {was} coming about five minutes before {they} arrived. {They} had {thing}, soft shoes and a great deal of determination, and {they} had practised walking like a [cat|fox]. {They} stepped into the green, very slowly. A twig cracked under {their} heel almost at once, loud as a party popper. Somewhere ahead, something small scurried off without waiting to be introduced. {name} sighed, lifted {their} foot, and put it down again more carefully.',
        picture: { action: 'hiding', object: 'the_thing' },
        wantMet: {
          text: 'It happened at the end of the day, when {name} had stopped trying. {They} {was} sitting with {comp} at the edge of a clearing when a badger shuffled out from under the ferns, striped face low, snuffling for worms. It passed so close that {they} could hear it breathing. It never looked up. {They} had seen it first, and it had no idea. {They} let it go on its way without a sound, which felt like the best kind of win: the kind nobody else knew about.',
          picture: { action: 'hiding', with: ['comp'] },
        },
      },
      {
        text: "The challenge was written on the inside of {name}'s wrist in felt-tip, so it could not get lost: TWENTY SOUNDS BY SUNSET. Not only birds. Anything counted: a twig snapping, a drip, rain if it rained. At {place}, with {thing} and a stubby pencil, {they} sat down on a root, shut {their} eyes and began. {Sound} was number one, easy. A fly doing laps round {their} head was number two, and annoying. By lunchtime {they} had eleven, and had begun to suspect that the last few would be very quiet ones.",
        picture: { action: 'listening', object: 'the_thing' },
        wantMet: {
          text: 'By dusk the list had nineteen sounds on it, and {name} had run out of ideas. {They} sat with {comp} and listened. The wind dropped. A leaf ticked against another leaf. Then, from somewhere deep among the trees, came a long, wavering hoo-hoo-hoooo, soft as breath on a cold window. {They} wrote it down in the last of the light: 20. Owl, saying goodnight. {comp} listened while {they} read the whole list through, from the first sound to the last.',
          picture: { action: 'listening', with: ['comp'] },
        },
      },
      {
        text: "There were thirty-one feathers in the shoebox under {name}'s bed: pigeon grey, magpie black and white, a fluffy one nobody could name and a long brown one that might, possibly, have belonged to a buzzard. What the box did not have was a jay feather, the small one with bright blue stripes, like a strip of sky cut into bars. Jays lived at {place}, and jays, as everyone knew, dropped feathers. {They} set off with {thing}, eyes on the ground, past {sight}, checking every flash of colour. Most of them turned out to be crisp packets.",
        picture: { action: 'looking', object: 'feather' },
        wantMet: {
          text: 'It was {comp} who spotted it in the end, lying on the path as if somebody had put it there on purpose: a tiny feather barred with blue, black and white, bright as a chip of sky. {name} picked it up by the very tip and held it to the last of the light. It was smaller than {they} had imagined, and far bluer. {They} tucked it safely into {their} coat pocket for the journey home. Feather thirty-two. The best one.',
          picture: { action: 'finding', with: ['comp'], object: 'feather' },
        },
      },
    ],
    meet: [
      {
        text: '{They} had been sitting still for so long that a beetle had climbed onto {their} shoe and made itself at home. That was when {comp_a} {comp_moves} out of the bracken, stopped dead, and stared. {name} stared back. Nobody moved. "Well," said the {comp_kind} at last, "you\'re either a very quiet person or a very [strange|short] tree. I\'m {comp}." {comp} {comp_habit}, which seemed to settle the matter. "A person," {name} said. "Just a quiet one." "Even better," said {comp}. "Quiet people notice things. Loud people only notice other loud people."',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'Somebody coughed, very close. {They} turned round, expecting something large, and found {comp_a}, looking slightly embarrassed. "That was me," said the {comp_kind}. "I coughed on purpose, so you\'d know I was here. It\'s polite. I\'m {comp}. I\'ve been following you since the big oak. You walk like a [rhinoceros|hippo], but a nice one." {name} decided to take that as a compliment, and walked a little more quietly from then on. It was harder than it looked. Every leaf seemed to crackle on purpose, and {comp} winced at each one as if somebody had trodden on {comp_his} tail.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'In the middle of the path sat {comp_a}, looking thoroughly fed up. "A tree came down in the night," said the {comp_kind}, "right across my way home. I could go round, but round is [miles|miles and miles]." {name} walked the length of the fallen trunk and found a place where it had snapped, leaving a gap underneath just wide enough. "Oh," said the {comp_kind}, a little embarrassed. "I\'m {comp}. I would have found that." "Of course you would," {they} said kindly. {comp} squeezed through the gap, shook the bark dust off, and turned back with the air of someone making an important decision. "You may walk with me," {comp_he} said. "For a bit. If you like."',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: "The oldest tree, {comp} claimed, stood right on the far side of {place_short}, and {comp} knew a way. It was not a path, exactly. It went under a fallen trunk, across a trickle of water on three wobbly stones, through a patch of brambles that caught at {name}'s sleeves like small, [rude|grabby] hands, and past {sight}. Then the trees opened out, and there it was: a trunk so wide that five children holding hands could not have reached round it. Its bark was deep-grooved and grey, soft with moss on one side, and high up, just as {name} had hoped, there were three neat woodpecker holes in a row.",
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'Halfway through the morning, the sky darkened and a fine rain began to fall. {comp} knew where to shelter: across {place_short}, under a great [beech|oak] with roots like armchairs. They hurried past {sight}, {name} holding {the_thing} under {their} coat, and ducked in just as the rain grew heavy. It drummed on the leaves above, but underneath it was dry and dim and smelled of earth. It was, {they} decided, the best room {they} had ever been in. {comp} {comp_habit}. A wet blackbird hopped in to share it, gave them both a look that said this was its room really, and settled on a root to wait out the rain.',
        picture: { action: 'hiding', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'A line of wood ants was crossing the path, each one carrying a pine needle or a crumb of twig, some of them bigger than the ant. "Where are they going?" {name} asked. "Let\'s find out," said {comp}. They followed the line all the way across {place_short}, past {sight}, over roots and round puddles, until it reached a dome of pine needles as high as a person\'s knee, shimmering with ants. {They} crouched beside it and watched a whole [city|town] at work. Nobody seemed to be in charge, yet nobody bumped into anybody. "How do they know what to do?" {name} whispered. "They just do their bit," said {comp}, "and trust the others to do theirs."',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} claimed to know every bird in {place_short} by its song. A bird sang. "Robin," said {comp} confidently. Another bird sang. "Also a robin." A third bird sang something long and twiddly. {comp} thought about it. "A robin," {comp_he} said, "showing off." Later, {name} looked them up. There had been a robin, a wren and a blackbird. One out of three, {comp} said, was excellent for a [Tuesday|Monday]. "And the blackbird," {comp_he} added, "was definitely thinking about being a robin. I could hear it in its voice." {name} decided not to argue with that.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: 'One of {their} boots stuck fast in the mud. {They} pulled. The boot stayed. {They} pulled harder, and {their} foot came out, sock and all, leaving {them} hopping on one leg like a [heron in a hurry|flamingo in a fluster]. {comp} watched with great interest. "Is that a human dance?" {comp_he} asked. "It is now," said {name}, and wobbled, and sat down in the mud, which settled the question of the sock. The boot came free at last with a noise like a giant drinking through a straw. {comp} applauded, as far as {comp_he} was able. "Do it again," {comp_he} said. {name} declined.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: "{comp} announced that {comp_he} could tell the time by the sun. {Comp_he} squinted at the sky, squinted at a shadow, did some counting under {comp_his} breath and declared, with total confidence, that it was half past Tuesday. {name} pointed out that Tuesday was not a time. {comp} said it was a very old method, from before times were invented. Then somebody's stomach rumbled, and {comp} admitted it was probably lunchtime, the only time {comp_he} had ever been completely sure about.",
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} knelt by a fresh stump and ran a finger over its rings. A tree grows one ring for every year, so {they} counted: sixty-three. Most of the rings were wide, but near the middle were five thin ones, squashed together. Thin rings mean hard years, dry ones, when a tree can hardly grow. {They} pictured it, long ago, thirsty and stubborn, holding on and waiting for rain. {comp} {comp_habit}. {name} counted the thin rings again, and felt [oddly|strangely] proud of a tree. Then {they} noticed, right after the thin rings, one ring wider than all the rest, as if the tree had drunk a whole summer in one go.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: '{name} lifted one end of a rotting log, very carefully, to see what lived underneath. [Woodlice scattered.|A beetle hurried off, offended.] But what caught {their} eye were the fine white threads, like cotton, running through the soil. {They} knew what they were: fungus threads, which spread under the whole forest floor and join tree roots together, so that trees can pass water and food along them, even to seedlings in the shade. {They} put the log back exactly as it had been and looked at the trees differently after that, as if they were all holding hands underground.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'At the edge of {place_short}, {name} found a pine cone lying wide open, its scales spread like a bristly flower. Another, in the damp shade, was shut tight. {They} had a hunch. {They} dipped the open one in water, set it on a stone, and waited with {comp} for as long as {they} could bear. Slowly, scale by scale, it closed. Pine cones shut in the wet to keep their seeds dry, and open in dry weather, when the wind can carry the seeds far. {name} tucked the cone in {their} pocket. It was a weather forecast that needed no batteries.',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
  },
} satisfies WorldWriting;
