import type { WorldWriting } from './format';

export default {
  interest: 'Ocean & Sea Life',
  magical: false,
  settings: [
    {
      name: 'Seashell Cove',
      short: 'the cove',
      sights: [
        'a hermit crab trying on a bigger shell',
        'seaweed drying on the rocks like green ribbons',
        'a sandcastle with its moat slowly filling up',
        'gulls standing in a row, all facing into the wind',
        'a wavy line of shells left behind by the tide',
      ],
      sounds: ['the shush and sigh of the waves', 'the sound of gulls calling over the water', 'the sound of pebbles rattling in the surf'],
      backdrop: 'beach',
    },
    {
      name: 'the rock pools by the old lighthouse',
      short: 'the rock pools',
      sights: [
        'starfish stuck to the rocks like little orange hands',
        'a shrimp flicking across a pool',
        'sea anemones waving their red tentacles',
        'the red-and-white lighthouse standing on the point',
        'limpets clamped to the rocks like tiny hats',
      ],
      sounds: ['the sound of water trickling between the rocks', 'the slap of a wave against the point', 'the sound of a curlew calling along the shore'],
      backdrop: 'beach',
    },
    {
      name: 'the harbour at Puffin Bay',
      short: 'the harbour',
      sights: [
        'fishing boats bobbing on their ropes',
        'lobster pots stacked high on the quay',
        'puffins lined up along the cliff like waiters in a row',
        'a seal snoozing on the slipway like a fat sausage',
        'a little red ferry chugging out past the wall',
      ],
      sounds: [
        'the toot of a fishing boat coming home',
        'the sound of ropes creaking against the harbour wall',
        'the sound of gulls squabbling over the water',
      ],
      backdrop: 'beach',
    },
    {
      name: 'the Seagrass Shallows',
      short: 'the shallows',
      sights: [
        'sunlight rippling across the sand under the clear water',
        'a shoal of silver fish turning all at once in the shallows',
        'sea grass waving under the water like a green meadow',
        'a ray gliding past the shallows like a slow, flat kite',
        'a jellyfish pulsing further out like a see-through umbrella',
      ],
      sounds: ['the pop of bubbles in the wet sand', 'the tiny clicks of shrimps in the sea grass', 'the sound of the waves hushing gently on the sand'],
      // The child wades and plays at the water's edge: a child without a diving mask is never drawn under the sea.
      backdrop: 'beach',
    },
    {
      name: 'Dune Beach',
      short: 'the beach',
      sights: [
        'ripples in the sand like the lines on a giant thumb',
        'sandpipers running in and out with the waves',
        'a bright kite dancing over the dunes',
        'marram grass bending in the wind',
        'a washed-up log as smooth as a bone',
      ],
      sounds: ['the far-off roar of the open sea', 'the sound of the wind whistling through the marram grass', 'the sound of terns shrieking as they dived'],
      backdrop: 'beach',
    },
  ],
  companions: [
    {
      name: 'Skipper',
      a: 'a young dolphin with a lopsided grin',
      kind: 'dolphin',
      he: 'she',
      says: 'clicked',
      moves: 'swam',
      habits: [
        'flipped her tail and sent up a shower of spray',
        'popped up with a ribbon of seaweed draped over her nose',
        'clicked and whistled in a happy chatter',
      ],
      comforts: ['swam slow, gentle circles close beside {name}', 'rested her smooth grey chin on the rock beside {name}'],
      ages: [3, 12],
    },
    {
      name: 'Inky',
      a: 'a purple octopus with eight very busy arms',
      kind: 'octopus',
      he: 'he',
      says: 'burbled',
      moves: 'rippled',
      habits: [
        'changed from purple to sandy speckles and back again',
        'curled the tip of one arm into a question mark',
        'tasted a pebble with one of his suckers',
      ],
      comforts: ["wrapped the tip of one soft arm gently round {name}'s finger", 'turned a calm, soft blue beside {name}'],
      ages: [4, 12],
    },
    {
      name: 'Shelly',
      a: 'an old green sea turtle with a shell like a patchwork quilt',
      kind: 'turtle',
      he: 'she',
      says: 'murmured',
      moves: 'paddled',
      habits: ['blinked her slow, wise eyes', 'stretched her wrinkly neck towards the sun', 'nibbled thoughtfully at a strand of sea grass'],
      comforts: ['settled beside {name}, warm and still as a sun-baked rock', "nudged {name}'s hand gently with her nose"],
      ages: [2, 12],
    },
    {
      name: 'Pinch',
      a: 'a small red crab with one claw bigger than the other',
      kind: 'crab',
      he: 'he',
      says: 'clacked',
      moves: 'scuttled',
      habits: ['waved his big claw like a flag', 'blew a row of tiny bubbles', 'scuttled sideways in a hurry and then stopped, as if he had forgotten why'],
      comforts: ["sat on {name}'s shoe like a little red button", "tapped {name}'s toe very gently with his small claw"],
      ages: [2, 8],
    },
    {
      name: 'Curly',
      a: 'a tiny striped seahorse with a curly tail',
      kind: 'seahorse',
      he: 'she',
      says: 'piped',
      moves: 'bobbed',
      habits: ['curled her tail round a stalk of seaweed', 'bobbed up and down like a little rocking horse', 'fluttered the see-through fin on her back'],
      comforts: ["curled her tail round {name}'s little finger", 'bobbed close to {name} and stayed there'],
      ages: [2, 6],
    },
    {
      name: 'Pebble',
      a: 'a small, serious penguin who did not approve of sand',
      kind: 'penguin',
      he: 'he',
      says: 'squawked',
      moves: 'waddled',
      habits: [
        'shook the sand off each foot in turn, very crossly',
        'smoothed his smart black-and-white feathers',
        'flapped his flippers as if he were conducting an orchestra',
      ],
      comforts: ['leaned his smooth, cool side against {name}', "stood on {name}'s feet to keep his own off the sand"],
      ages: [3, 12],
    },
  ],
  things: [
    { a: 'a red bucket for rock-pool treasures', the: 'the bucket', kind: 'bucket' },
    { a: 'a little green fishing net', the: 'the net', kind: 'net' },
    { a: 'a spiral shell that hummed like the sea', the: 'the shell', kind: 'spiral shell' },
    { a: 'a yellow-handled spade', the: 'the spade', kind: 'spade' },
    { a: 'a little magnifying glass', the: 'the magnifying glass', kind: 'magnifying glass' },
    { a: 'a spotty beach ball', the: 'the beach ball', kind: 'ball' },
  ],
  homes: [
    'the little white house above the harbour',
    'the blue cottage at the top of the slipway',
    'the caravan behind the dunes',
    'the house with shells along the windowsill',
    'the flat above the fish-and-chip shop',
    'the stone cottage on the sea wall',
    'the houseboat in the harbour',
    'the striped beach house by the lifeboat station',
  ],
  titles: [
    '{name} and {comp}',
    '{name} by the Sea',
    'The Day {name} Met {comp}',
    'Salt, Sand and {name}',
    '{name} and the Turning Tide',
    "{name}'s Day at {place}",
  ],
  tiny: {
    refrains: [
      'Swish, swish, swim like a fish!',
      'In comes the tide and out it goes, wiggle your fingers and wiggle your toes!',
      'Splish and splash and whoosh and roar, the waves come dancing up the shore!',
    ],
    opening: [
      {
        text: '{name} went down to {place} with {thing}. [Swish went the waves.|Whoosh went the waves.|Splosh went the waves.] {They} wanted to find a sea friend today. {refrain} [Splash!|Sploosh!|Plip!] Up popped {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Here was the sea, and here was {name} at {place}, with {thing}. {refrain} Who lived in the water? {They} wanted to know. [Look!|Oh, look!|Ooh!] Out {comp_moves} {comp_a}. "I\'m {comp}," {comp_he} {comp_says}. "Come and see!"',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Sand on {their} toes, sun on {their} nose! {name} was at {place} with {thing}, looking for somebody to play with. [Bubble, bubble, pop!|Fizz, fizz, pop!] There in the water was {comp_a}. "Hello," {comp_says} {comp}. "Let\'s play!" {refrain}',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Here comes a wave! Run, run! {name} ran up the sand at {place} with {thing}, giggling. The wave went back, shhh. {refrain} Here it comes again! And riding on the wave was {comp_a}. "Wheee! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'running', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: '{name} ran down to {place} with {thing} and stopped at the edge of the water. The waves came in, [swish|whoosh], and went out, shhh. {They} had one big wish today: to meet a real sea creature, not just see one from far away. So {they} crouched down, [very still|as still as a rock], and listened to {sound}.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Before the tide came back in, {comp} {comp_moves} close beside {name} at the edge of the water, close enough to see every [speck|freckle] and shine. {They} had come wanting to meet a real sea creature, not just see one from far away. Now {they} knew one by name. "Same time tomorrow?" {they} asked. "Same time tomorrow," {comp_says} {comp}.',
          picture: { action: 'talking', with: ['comp'] },
        },
      },
      {
        text: 'The tide was out at {place}, and everything it had left behind was shining. {name} walked slowly along the wet sand with {thing}, looking at {sight}. Somewhere here, {they} just knew it, was a perfect shell, without a single chip or crack, to take home for the windowsill. {They} only had to look [properly|carefully|very hard].',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'On the way back, {comp} stopped and looked hard at the wet sand. "There," {comp_he} {comp_says}. Half-buried by the tide lay a shell, pink inside like a sunset, with no chips and no cracks. {name} rinsed it and held it up to the light. It was perfect. It would go on the windowsill at home, right in the [middle|front].',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: '"What lives in the sea?" {name} asked, the moment {they} got to {place}. Nobody answered, so {they} decided to find out {themself}. {They} picked up {thing}, rolled up {their} trousers and [paddled|splashed] into the shallow water, right up to {their} ankles. It was cold! It was lovely.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Before it was time to go, {name} crouched by the water one last time and counted. A crab. Two shrimps. A fish no bigger than a fingernail. Seaweed with [tiny bubbles|little bubbles] on it, like beads. "And me," {comp_says} {comp}. So what lives in the sea? Lots of things, {they} decided, and {comp} was the best of them.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: 'Clack! The pebble tower fell over again. {name} had got it to four, then five, then, just once, nearly six. {They} wanted seven: seven smooth pebbles balanced one on top of another, the biggest at the bottom and the tiniest on top. {They} set {thing} down, listened to {sound} for a moment, and picked up the biggest pebble at {place}.',
        picture: { action: 'building', object: 'pebble' },
        wantMet: {
          text: 'Before going home, {they} tried one more time. One, two, three, four, five, six... {comp} kept very still and hardly made a sound. {name} put the tiniest pebble on the very top. It wobbled. It stopped. Seven! The tower stood there, [grey and white and speckled|smooth and speckled], with the sea shining behind it.',
          picture: { action: 'building', with: ['comp'], object: 'pebble' },
        },
      },
      {
        text: '"Does the sun go hiss when it touches the sea?" {name} wanted to know. Nobody at home was sure. So today {they} had come to {place} with {thing}, to stay right up until sunset and find out. It was still morning. The sun was high, high up, a very long way from the water.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'At last the sun slid down, big and orange, towards the edge of the sea. {name} and {comp} sat side by side and watched. It touched the water. {They} listened very hard. No hiss! Just {sound}, and the whole sea turning gold. "I think it goes in quietly," {comp_says} {comp}, "so it won\'t wake the fish."',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: 'Something [tickled|nibbled at|bumped] {their} toes. {name} looked. There was {comp_a}, looking right back. "Hello," {comp_says} the {comp_kind}. "I\'m {comp}. Are you an explorer? You look like an [explorer|excellent explorer]." {comp} {comp_habit}. "I am now," {they} said, and grinned.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'Splash! A wave rolled in, and with it came {comp_a}. "[Whoops|Oops]," {comp_says} the {comp_kind}. "That was a big one. I\'m {comp}. Who are you?" {name} said {their} name, and {comp} {comp_habit}, which seemed to mean "Pleased to meet you."',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: '{name} heard a tiny splash, then another, and then a [voice|little voice]. "Is that {thing_kind} yours?" It was {comp_a}, and {the_thing} was the most interesting thing {comp_he} had ever seen. "I\'m {comp}," said the {comp_kind}. "Can I have a [closer|proper] look?"',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
    ],
    funny: [
      {
        text: "A seagull landed on a rock close by and stared at {the_thing}. {comp} stared at the seagull. The seagull stared back. Then it picked up a strand of seaweed, dropped it on {name}'s head like a wig, and flew off, looking very pleased with itself. [Squawk!|Kee-ow!] {They} wore the seaweed wig for the rest of the [morning|day].",
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} spotted a hermit crab trying on a new shell. It was far too big. The crab walked off in it anyway, and all you could see was a shell with [legs|wiggly legs]. "Very smart," {comp_says} {comp}. The crab tried another shell. That one was a bottle top! {name} giggled until {their} cheeks ached.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'A crab scuttled sideways past {name}\'s foot. {comp} tried to follow it, sideways too. Scuttle, scuttle, bump! Straight into a rock. The crab looked back, as if to say, "Beginner." {name} tried it as well. Soon all three of them were scuttling along in a row, and only one of them was any good at it.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} found a starfish with four long arms and one tiny short one. "Oh no, [it\'s hurt|poor thing]," {they} said. "It\'s mending," {comp_says} {comp}. "A starfish can grow a new arm. That little one is growing right now." {name} put the starfish gently back in the water, where it could carry on [growing|mending].',
        picture: { action: 'holding', with: ['comp'], object: 'starfish' },
      },
      {
        text: '{They} drew a line in the wet sand with [one finger|a stick|a long piece of seaweed]. "This morning, the sea came right up to here," {comp_says} {comp}. "It comes in and goes out again twice every day." {name} put a shell on the line to mark it. Later, {they} would come back and see how far the sea had come.',
        picture: { action: 'building', with: ['comp'], object: 'shell' },
      },
      {
        text: '{They} found a strand of seaweed covered in little bumps and squeezed one. Pop! "Those are tiny air balloons," {comp_says} {comp}. "They help the seaweed float up towards the sunlight." {name} found another bump and popped that one too. Pop, pop, pop! Some seaweed was going to have a very flat day.',
        picture: { action: 'holding', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: '{name} had a theory about {place}: that the most interesting things happened just after the tide turned, when the sea was busy [rearranging everything|tidying up|moving the furniture] and nobody was watching. {They} had checked the tide times twice, packed {thing}, and arrived with {their} sleeves already rolled up. The water was sliding back over the sand in thin, glassy sheets, and somewhere out there was {sound}. {They} waded in up to the ankles and began to look. The cold bit {their} toes, then gave up and went numb. A shrimp no longer than a fingernail flicked away from {their} foot, see-through except for two black dots of eyes, and {name} grinned. The sea was already showing off.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Late in the afternoon, {name} noticed that the water had stopped sliding away. For one long, still minute the sea did nothing at all. Then a thin ripple crept back up the sand, and another after it. The tide had turned. {They} sat with {comp} and watched it come, and with it came a drift of tiny [silver|glittering] fish, darting into every pool as though they had booked it. "Told you," {they} said quietly. {comp} did not argue, which seemed to mean that the theory was proved.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: 'Everyone said {place} was best in summer, when it was crowded. {name} disagreed. {They} liked it early, when the only footprints on the sand belonged to gulls and the sea sounded as if it were [breathing in its sleep|snoring gently]. Today {they} had come with {thing} and a list of every creature {they} hoped to find. It was a long list. {They} had until lunchtime, and {they} meant to use every minute. Crab, tick. Limpet, easy, tick. Starfish, anemone, the sort of fish that hides in seaweed: those were the hard ones. At the very bottom, in small hopeful letters, {they} had written: something I have never seen before.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'By the time lunchtime came round, {name}\'s list was almost all ticks: starfish, anemone, even the fish that hides in seaweed, which {comp} had spotted first and been rather smug about. Only the last line was left. Then {comp} {comp_says}, very softly, "Look down." In the water by {their} feet, a sea slug was crawling along, frilly and orange, like a scrap of a party dress. {They} had never seen one before. {They} wrote a tick beside the last line, pressing hard, and added two words underneath: with {comp}.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: "At home, {name} kept a jar of sea glass, and every piece in it had a story: the blue one from the stormy day, the green one {they} had [nearly trodden on|found in a puddle]. Today {they} wanted a better story than any of them, a real meeting with something that lived in the sea, close enough to see its eyes. {They} set off along the water's edge at {place} with {thing}, scanning every ripple. A gull followed for a while, hoping {they} had food, then lost interest. {name} did not. Every wave that slid back left something new behind, and any one of them might be the start of a story.",
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'On the walk back, something glinted in the wet sand: a piece of sea glass, frosted white and worn as smooth as a sweet. {They} turned it over in {their} fingers. It would go in the jar with the others, and this one would have the best story of all, the one about the day {they} had looked a sea creature right in the eyes and found a friend looking back. "Will I be in the story?" {comp} asked. "You are the story," said {name}.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: "Four. That was {name}'s record: four skips across the water before the stone gave up and sank with a sulky plop. Four was respectable. Four was not seven, and seven was the number {they} had been carrying around all year [like a pebble in a pocket|like a secret|the way other people carry a lucky marble]. Today, at {place}, with {thing} and a pocketful of flat stones chosen with great care, {they} meant to do it. {They} knew the rules: keep it low, flick the wrist, choose a stone as flat as a biscuit. {They} checked that nobody was in the water ahead, crouched, and threw. Three.",
        picture: { action: 'playing', object: 'pebble' },
        wantMet: {
          text: 'The sea went calm towards evening, flat and shining like a tray. {name} had one stone left, the flattest of all. {comp} watched from close by, quite still. {They} crouched low and flicked, and the stone went skip, skip, skip, skip, skip, skip, skip, seven small rings spreading across the gold water before it slipped under without a sound. {They} did not cheer. It felt too big for cheering. {They} just stood there, counting the rings as they faded.',
          picture: { action: 'playing', with: ['comp'], object: 'pebble' },
        },
      },
      {
        text: '{name} had seen a photograph of it once: a dark beach where every wave broke in blue light, as if someone had spilt stars into the surf. Sea sparkle, it was called. It was made by creatures far too small to see, each one flashing when the water moved, and on certain summer nights, people said, it came to {place}. Tonight might be one of those nights. It might not. {They} had permission to stay until dark, {thing}, a torch and a flask of cocoa, and {they} spent the whole bright day looking at {sight} and glancing at the sky.',
        picture: { action: 'waiting', object: 'the_thing' },
        wantMet: {
          text: "It was properly dark when {name} and {comp} went down to the water's edge. {They} switched off the torch. For a moment there was nothing but black and {sound}. Then a wave folded over, and its edge lit up blue, bright as a gas flame, and faded. Another. {They} trailed {their} fingers in the shallows, and each one left a glowing streak of tiny sparks. {comp} {comp_habit}, and the water all around fizzed with light.",
          picture: { action: 'looking', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: '{name} had been staring into the water for so long that {their} reflection had started to look [bored|fed up]. Then the reflection blinked, which reflections do not do, and {they} realised {they} {was} looking at {comp_a}. "You\'ve been there ages," said the {comp_kind}. "I thought you were a rock. I\'m {comp}." {comp} {comp_habit}. "Most rocks are better company than people," {comp_he} added. "But you seem all right." {name} decided this was the nicest thing anyone had said to {them} all week, and said so. {comp} looked pleased, then embarrassed about looking pleased, and pretended to be very interested in a passing shrimp.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'There was a commotion in the shallows: a swirl of sand, a flash of something, and a very cross voice saying, "Excuse me, excuse me, coming through." Out of it came {comp_a}, who stopped dead at the sight of {them}. "Oh," said the {comp_kind}. "A person. You\'re not going to [shriek|squeal], are you? The last one [shrieked|squealed]." {name} promised not to. "Good," said the {comp_kind}, and {comp_habit}. "I\'m {comp}." {Comp_he} looked {name} over carefully. "You\'re quite small, for a person," {comp_he} said. "That\'s good. The big ones step on things." {name} looked at {their} feet and moved them, just in case.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} almost missed it: a snarl of old fishing line in the shallows, and caught in it, {comp_a}. {They} knelt in the water and worked the line loose one loop at a time, talking [quietly|softly] all the while, the way you would to someone who was frightened. When the last loop came free, the {comp_kind} shook {comp_him}self. "Thank you," {comp_he} {comp_says}. "I\'m {comp}." The fishing line went into {name}\'s pocket, wound into a tight ball, to take home for the bin. {comp} watched it go with great interest. "You\'re taking the trap away?" {comp_he} asked. "So nobody else gets caught," said {name}. {comp} thought about that for a long moment, then decided to stay.',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: 'The best spot, {comp} said, was at the quiet end of {place_short}, where hardly anyone [bothered|remembered] to go. So they went the long way, following the line of shells the tide had left, past {sight} and round a sandy bend. The noise of the busy end faded behind them until there was nothing but {sound}. The water there lay calm and clear. {comp} declared it the best place in the whole of {place_short} for seeing things properly. {name} said they had better see some, then. So they lay flat on a warm rock and looked down, and after a minute the water stopped being just water and became a whole busy street of weed and shell and small, hurrying lives.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'Halfway through the morning, {comp} remembered a place at the other end of {place_short} where the water was so clear you could count the [pebbles|grains of sand]. They set off along the edge of the sea, {name} carrying {the_thing}, past {sight}. It was further than {comp} had said. It was further than {comp} had said the second time, too. But when they got there, {they} had to admit it: every pebble, every grain, every tiny darting fish, as sharp as if someone had just polished the sea. {name} sat on the edge with {their} feet in it and watched a crab walk sideways past a sleeping fish, which did not wake up. "Worth it?" {comp} asked. "Worth it," said {name}.',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'A trail of tiny puffs of sand was moving along the shallows, as if something underneath were walking. "Follow it," said {comp}. They followed it past {sight}, along the whole length of {place_short}, until it stopped under a flat stone. {name} lifted the edge very gently. A flatfish, sand-coloured and cross, looked up with both eyes on the same side of its head. {They} put the stone back exactly as it had been. "Sorry," {they} whispered. The flatfish did not seem to accept the [apology|apology at all]. "They\'re like that," {comp} {comp_says}. "Grumpy from birth. One of their eyes moves across while they grow, and I don\'t think they ever get over it."',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: 'A herring gull had been watching {their} lunch from the moment it came out of the bag. It was not subtle. It paced up and down like [a guard|a soldier|a bossy teacher], stood on one leg and pretended to admire the view, then looked straight back at the sandwiches. "Don\'t make eye contact," {comp} advised. {name} made eye contact. The gull marched over, took a single crisp and stood there crunching it, as if it had been owed that crisp for years. Then it looked at {comp}, as if {comp} might be next. {comp} {comp_habit}, then edged behind {name}. "I\'m not scared," {comp_he} said. "I\'m just letting you go first."',
        picture: { action: 'eating', with: ['comp'] },
      },
      {
        text: 'Somehow, {comp} had decided that {the_thing} was a hat. Nothing {they} said could change {comp_his} mind. {comp} wore it with enormous pride, although it fell off every time {comp_he} moved, and each time {comp_he} waited, nose in the air, for it to be put back. [Two children|A man with a dog] walked past and stared. {comp} nodded to them graciously, the hat slid off again, and {name} had to turn away and look hard at the sea. It was no good. {They} snorted. {comp} raised {comp_his} head with enormous dignity, the hat fell off for the ninth time, and that was the end of looking hard at anything.',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{comp} had made friends with a starfish and wanted {name} to meet her properly. "Say hello," {comp} urged. {name} said hello. The starfish did nothing at all, as starfish do. "She\'s shy," {comp} explained, then, after a pause, "and slow. Give her a minute." They gave her a minute. They gave her five. {comp} insisted she had definitely waved, with the arm on the left, and that it would be rude not to wave back. So {name} waved at a starfish in the middle of {place_short}, and felt, oddly, that it had been the polite thing to do.',
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{name} wanted to see everything at {place_short} at its very best, and that meant low tide. {They} looked at the wet line the sea had left and did the sum. The sea comes in and goes out about twice a day, pulled by the Moon, so low tide comes about six hours after high tide, and high tide had been at breakfast. "Half past one," {they} announced[| grandly| confidently]. {comp} looked impressed. At half past one, near enough, the water slid back as far as it would go, and there, in every pool and ripple, were creatures that had been hidden all morning.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'Very gently, {they} turned a starfish over in {their} palm and looked at its underneath. It was covered in hundreds of tiny see-through tubes, waving like the legs of a very small crowd. "Tube feet," {comp_says} {comp}. "It walks on those, and each one holds on like a little sucker." {name} felt them gripping, the softest tug in the world. {They} turned it the right way up, lowered it back into the water, and watched it set off across the sand, slower than the [minute hand of a clock|slowest snail]. Hundreds of feet, {they} thought, and not one of them in a hurry.',
        picture: { action: 'holding', with: ['comp'], object: 'starfish' },
      },
      {
        text: '{name} licked a finger after the last swim and tasted salt, and wondered where it all came from. So {they} tested it: {they} filled a shell with seawater, set it on a warm flat rock, and left it there while {they} and {comp} explored. When they came back, the water had gone, and the shell was lined with a fine, sparkling crust. The sea is salty because rivers carry tiny bits of salt out of the rocks, and when the sun lifts water away, the salt stays behind. {name} tasted a crumb of it. It was the whole sea, made small.',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
  },
} satisfies WorldWriting;
