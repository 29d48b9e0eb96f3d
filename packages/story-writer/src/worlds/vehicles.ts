import type { WorldWriting } from './format';

export default {
  interest: 'Vehicles & Transportation',
  magical: false,
  settings: [
    {
      name: 'the Transport Museum',
      short: 'the museum',
      sights: [
        'a green steam engine as tall as a house',
        'an old red bus you could climb aboard',
        'a little yellow aeroplane hanging from the ceiling',
        'a penny-farthing bicycle with one enormous wheel',
        'an old fire engine polished like a mirror',
      ],
      sounds: ["the hiss of the museum's steam engine", 'the sound of an old tram bell going ting-ting', 'the sound of footsteps echoing round the big hall'],
      backdrop: 'road',
    },
    {
      name: 'the Big Bus Depot',
      short: 'the depot',
      sights: [
        'buses lined up like giant sweets',
        'a bus going through the wash with its brushes whirling',
        'a mechanic lying on a trolley under a bus',
        'a board covered in keys on hooks',
        'a bus with its engine cover open like a yawning mouth',
      ],
      sounds: ['the hiss of bus doors opening', 'the whoosh of the bus wash', 'the sound of a horn tooting hello'],
      backdrop: 'road',
    },
    {
      name: 'the grassy airfield by the river',
      short: 'the airfield',
      sights: [
        'a windsock blowing like a giant stripy sock',
        'little planes parked in a neat row',
        'a hot-air balloon being filled on the grass',
        'a helicopter with its blades drooping',
        'a control tower with windows all the way round',
      ],
      sounds: ['the buzz of a propeller starting up', 'the whup-whup of helicopter blades', 'the roar of the balloon burner'],
      backdrop: 'road',
    },
    {
      name: 'Gull Harbour',
      short: 'the harbour',
      sights: [
        'a tugboat pushing a big ship into place',
        'fishing boats bobbing on their ropes',
        'a crane lifting containers like building blocks',
        'a little ferry chugging across the water',
        'a lighthouse at the tip of the pier',
      ],
      sounds: ['the deep honk of a ferry horn', 'the sound of ropes creaking against the quay', 'the chug of a tugboat engine'],
      backdrop: 'beach',
    },
    {
      name: 'the Bridge Street Fire Station',
      short: 'the fire station',
      sights: [
        'a fire engine gleaming red with its ladder folded',
        'helmets and jackets hanging on pegs',
        'a shiny brass pole going down through the floor',
        'hoses rolled up like giant snail shells',
        'the fire station cat asleep on a coil of hose',
      ],
      sounds: ['the clang of the big brass bell', 'the deep rumble of a fire engine warming up', 'the sound of boots thudding down the stairs'],
      backdrop: 'road',
    },
  ],
  companions: [
    {
      name: 'Sunny',
      a: 'a little yellow car with big round headlights like eyes',
      kind: 'car',
      he: 'she',
      says: 'beeped',
      moves: 'rolled',
      habits: ['flashed her headlights, blink-blink', 'revved her engine, vroom, just a little', 'wiggled her wing mirrors'],
      comforts: ['rolled up close and kept her engine purring softly beside {name}', 'flashed her headlights gently at {name}, like a wink'],
      ages: [2, 7],
    },
    {
      name: 'Bertie',
      a: 'a little green bus with a horn that played a tune',
      kind: 'bus',
      he: 'he',
      says: 'tooted',
      moves: 'trundled',
      habits: ['opened and closed his doors with a happy hiss', 'played the first bit of his tune, toot-toot-te-toot', 'rocked gently on his big round tyres'],
      comforts: ['opened his doors so that {name} could sit inside, warm and safe', 'hummed his engine low and steady beside {name}'],
      ages: [2, 6],
    },
    {
      name: 'Sprocket',
      a: 'a robot mechanic with a spanner for one hand and a torch for the other',
      kind: 'robot',
      he: 'she',
      says: 'whirred',
      moves: 'rolled',
      habits: [
        'tightened a bolt that did not need tightening',
        'shone her torch-hand into a dark corner',
        'listened to a faraway engine with her head on one side',
      ],
      comforts: ["rested her cool metal hand very gently on {name}'s shoulder", 'dimmed her torch-hand to a soft glow beside {name}'],
      ages: [4, 12],
    },
    {
      name: 'Axle',
      a: 'a scruffy terrier who had ridden on every kind of vehicle in town',
      kind: 'dog',
      he: 'he',
      says: 'woofed',
      moves: 'trotted',
      habits: [
        'cocked his head at the sound of every engine',
        'sniffed the tyres of everything with great interest',
        'sat up tall with his ears flapping, like a dog at a car window',
      ],
      comforts: ['leaned his warm, scruffy side against {name}', "rested his chin on {name}'s foot"],
      ages: [2, 12],
    },
    {
      name: 'Captain Pepper',
      a: 'a grey parrot who had flown in every kind of aircraft and never stopped talking about it',
      kind: 'parrot',
      he: 'he',
      says: 'squawked',
      moves: 'flapped',
      habits: [
        'announced "Doors closing!" for no reason at all',
        'made a perfect engine noise, then looked smug',
        'smoothed a feather and muttered about the old days',
      ],
      comforts: ["settled on {name}'s shoulder, warm and chatty", "tucked his head under {name}'s chin"],
      ages: [6, 12],
    },
    {
      name: 'Mabel',
      a: 'a ginger cat who always found the warmest, sunniest spot',
      kind: 'cat',
      he: 'she',
      says: 'purred',
      moves: 'padded',
      habits: ['stretched out in the nearest patch of sun', 'washed her whiskers with great care', 'flicked her tail at a passing pigeon'],
      comforts: ["curled up on {name}'s lap and purred like a small engine", "wound herself round {name}'s ankles"],
      ages: [3, 10],
    },
  ],
  things: [
    { a: "a real driver's cap", the: "the driver's cap", kind: 'cap' },
    { a: 'a map of every road and railway', the: 'the map', kind: 'map' },
    { a: 'a golden ticket for any journey', the: 'the golden ticket', kind: 'ticket' },
    { a: 'a toolbox full of spanners', the: 'the toolbox', kind: 'toolbox' },
    { a: 'a brass whistle on a red cord', the: 'the whistle', kind: 'whistle' },
    { a: 'a crackly walkie-talkie', the: 'the walkie-talkie', kind: 'radio' },
  ],
  homes: [
    'the house by the railway bridge',
    'the flat above the garage',
    'the little house at the top of Station Road',
    'the blue house where the bus stops outside',
    'the house by the level crossing',
    'the cottage by the canal lock',
    'the flat above the bike shop',
    'the house with the camper van in the drive',
  ],
  titles: [
    '{name} and {comp}',
    'Beep Beep, {name}!',
    'The Day {name} Met {comp}',
    '{name} and the Big Engines',
    'All Aboard with {name}',
    '{name} Takes the Wheel',
  ],
  tiny: {
    refrains: [
      'Chuff, chuff, toot, toot, off we go on our route!',
      'Beep, beep, vroom, vroom, make some room!',
      'Round and round the wheels go, sometimes fast and sometimes slow!',
    ],
    opening: [
      {
        text: '{name} went to {place} with {thing}. {They} wanted to see every kind of vehicle. {refrain} [Beep, beep!|Toot, toot!|Vroom, vroom!] Here came {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Vroom! Honk! Toot!|Beep! Brrm! Ding!] {Place} was busy, busy, busy. {name} held {thing} and looked at everything. {They} wanted to help today. {refrain} Along came {comp_a}. "I\'m {comp}," {comp_he} {comp_says}. "Want to help me?"',
        picture: { action: 'looking', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Wheels and engines everywhere!|Big wheels, little wheels, everywhere!] {name} was at {place} with {thing}. {They} hoped to make a friend. {refrain} Who was that? It was {comp_a}! "Hello," {comp_says} {comp}. "Let\'s go and look at [everything|all of it]!"',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'One wheel, two wheels, lots and lots of wheels! {name} had come to {place} with {thing}. {They} wanted to count every wheel. {refrain} [Toot!|Honk!|Brrm!] Something came to say hello. It was {comp_a}. "I\'m {comp}," {comp_he} {comp_says}. "Shall we count together?"',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: "{name} had been counting the [sleeps|days], and now it was here: a whole day at {place}! {They} had {thing} and a list of everything {they} wanted to see. Most of all, {they} wanted to sit in a real driver's seat. {They} hurried past {sight}, hardly able to wait.",
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Before home time, a driver with a kind face [waved|beckoned] {name} over. "Want to sit up front?" The engine was off, and she stayed right beside {them}. The real driver\'s seat was high and bouncy, and the steering wheel was as big as a hoop. {They} held it with both hands. "Where to, driver?" {comp_says} {comp}.',
          picture: { action: 'riding', with: ['comp'] },
        },
      },
      {
        text: 'At {place}, everything had wheels or wings or [a horn|a hooter], and {name} loved all of it. Today {they} had a real job: to wash the smallest vehicle at {place_short} until it shone. The grown-ups had said {they} could do it, as long as {they} listened carefully. {They} held {thing} tight and stood up very straight, [ready|ready for anything].',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'At the end of the day, there was still the job to finish. {They} washed the little vehicle all over with warm, soapy water, listening carefully to every instruction. Then {they} rinsed it and stood back. It shone like a new penny. "Best job in the whole of {place_short}," {comp_says} {comp}. {name} thought so too.',
          picture: { action: 'washing', with: ['comp'] },
        },
      },
      {
        text: '"How does it go?" That was what {name} always wanted to know about everything with an engine. Today, at {place}, with {thing} in {their} hand, {they} hoped to find out. {They} listened to {sound} and followed it, [step by step|as fast as {they} politely could].',
        picture: { action: 'listening', object: 'the_thing' },
        wantMet: {
          text: 'Right at the end, a mechanic lifted the bonnet of an old [van|truck] and let {name} look inside. The engine was off and cool. "Fuel goes in here," she said. "It makes the engine turn, and the engine turns the wheels." {They} and {comp} looked at the pipes and pieces for a long, happy time. So that was how it went!',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: '{name} stretched {their} arms out wide. "This big," {they} said. "No, bigger!" The biggest wheel in the world must be that big, and today {they} wanted to find the biggest wheel at {place}. {They} had {thing} and a long piece of string for measuring. {They} began near {sight}. That wheel was [quite big|fairly big], but not nearly big enough.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'At the very end of the day, behind everything else, {name} found it: a wheel so big that {they} could not reach the top, with a tyre as thick as a tree trunk. {They} ran out of string halfway round. {comp} looked up at it and then at {them}. "Biggest?" {comp_he} {comp_says}. "Biggest," {name} agreed, happily.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: 'All day long, things were coming and going at {place}. They tooted and chugged and trundled. Everyone seemed to be going for a ride, except {name}. {They} wanted a real ride, even a short one, sitting in a proper seat with the belt clicked in. {They} held {thing}, watched {sight}, and crossed {their} fingers [very hard|twice].',
        picture: { action: 'waiting', object: 'the_thing' },
        wantMet: {
          text: 'Before home time, a driver with a cheerful grin called {name} over. "Room for one more?" Click went the belt. The engine rumbled, and they went slowly, carefully round {place_short} and back again, while {comp} came along, close by. {name} waved at everything. Everything, {they} felt sure, waved back.',
          picture: { action: 'riding', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: 'Somebody was watching {them} from beside a big black tyre. It was {comp_a}. "Hello," {comp_says} the {comp_kind}. "I\'m {comp}. Are you here to help? We need a [helper|good helper] today." {comp} {comp_habit}. {name} grinned. Yes, please!',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '"Hello there!" said a cheerful voice, right behind {name}. {They} turned round, and there was {comp_a}. "I\'m {comp}," said the {comp_kind}. "Would you like me to show you round? I know where all the [best bits|shiniest bits] are." {comp} {comp_habit}, ready to go.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{name} found {comp_a} looking very puzzled at a bicycle with a flat tyre. "I don\'t know how to fix it," said the {comp_kind}. "I\'m {comp}." "Let\'s find somebody who does," {they} said, and they did, and they watched the whole thing, from the first [puff|squeeze] of the pump to the last.',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} stopped right in front of the big hose just as somebody turned it on. [SPLOOSH!|SWOOSH!] When the water stopped, {comp} was dripping and shining and covered in bubbles, with a big blob of foam on top like a hat. "I think," said {comp}, "I\'m the cleanest {comp_kind} in the world." {name} laughed and laughed.',
        picture: { action: 'washing', with: ['comp'] },
      },
      {
        text: '{They} {was} allowed to press a horn, just once. It did not go HONK. It went "[La-la-la-laaa!|Tra-la-la-laaa!]" It played a song! {comp} was so surprised that {comp_he} {comp_says}, "Pardon?" {name} pressed it again, by accident, and they both giggled all the way through the second verse.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} climbed into the driver\'s seat to pretend to drive. "Brrrm, brrrm!" {Comp_he} turned the wheel this way and that, and then, by accident, pressed the windscreen washer. Swoosh! Water squirted all over the glass, and the wipers began to wave, flick, flick, flick, as if they were saying hello. {comp} waved back.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} looked closely at a big tyre. It was covered in zigzag grooves. "Those are treads," {comp_says} {comp}. "When the road is wet, the water squeezes out through the grooves, so the tyre can grip." {name} ran a finger along one groove. It was like a [tiny river|tiny road for raindrops].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{They} dropped a little ball of foil into a bucket of water. Plop! It sank. Then {they} pressed the same foil into a boat shape. It floated! "Big boats float like that," {comp_says} {comp}. "Their shape pushes lots of water out of the way, and the water pushes back up." {name} added a [pebble|button]. Still floating!',
        picture: { action: 'playing', with: ['comp'], object: 'bucket' },
      },
      {
        text: 'An ambulance went past: nee-naw, nee-naw! As it drove away, the sound went lower: nee-noow, nee-noow. "It\'s the same siren," {comp_says} {comp}. "Coming towards you, the sound gets squashed up and sounds higher. Going away, it gets stretched out and sounds lower." {name} tried it, running past {comp} going "neeee" and then "noooow", until they both fell over laughing.',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: '{name} had wanted to know how engines worked since before {they} could say "engine". {They} had already taken apart two old clocks and a broken radio, with permission and [a great many|quite a few] screws left over. Today, at {place}, somebody had finally agreed to show {them} the real thing, up close, with the covers off. {They} had brought {thing} and a long list of questions, and {they} hurried past {sight} before anyone could change their mind.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Late in the afternoon, the engineer undid the last catch and lifted the cover away. There it was, the real thing, cool and quiet: pipes and belts and [gleaming|oily] metal. She showed {them} where the air went in, where the fuel met it, and where the pistons pumped up and down, and {they} asked every question on the list and three that were not. {comp} listened to every answer too. On the way out, {name} realised {they} had not counted a single screw. {They} had been far too busy understanding.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: "Today was Open Day at {place}, the one day of the year when visitors could climb aboard, sit in the driver's seat and press at least one button. {name} had been planning {their} route for a week: which vehicle first, which second, which to save for last, like [the best sweet in the bag|the last chip on the plate]. {They} had {thing}, {their} plan, and an hour before the crowds arrived. {They} set off at a fast walk, past {sight}.",
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: "It had waited all day, the one {they} had saved for last: the oldest vehicle at {place_short}, with brass lamps and a seat of cracked red leather. The crowds had thinned. {They} climbed aboard, sat in the driver's seat and, with permission, pressed the one button {they} had been saving too. It was the horn. It made a noise like a goose with a cold, and half of {place_short} turned round. {comp} {comp_says} back at it, as if it were an old friend. It had been, {name} decided, worth the wait.",
          picture: { action: 'riding', with: ['comp'] },
        },
      },
      {
        text: '{name} had a theory that you could tell what any vehicle was doing by its sound alone: the sigh of a bus settling, the cough of a cold engine, the hum of one that was happy. Today, at {place}, {they} wanted to test it. {They} found a spot with a good view, set down {thing} beside {them}, closed {their} eyes and listened to {sound}. It was a good start. It was not, {they} suspected, going to be [that easy|quite that easy].',
        picture: { action: 'listening', object: 'the_thing' },
        wantMet: {
          text: 'Near the end of the day, {they} closed {their} eyes for one last test. A sigh and a hiss: "Bus, stopping." A deep cough, then a steady purr: "Something old, starting up cold." {comp} kept the score, looking every time to check. Eight out of ten were right, and one of the wrong ones had been a lawnmower over the fence, which {name} felt should not count. It had not been [that easy|quite that easy]. But the theory, very nearly, was true.',
          picture: { action: 'listening', with: ['comp'] },
        },
      },
      {
        text: "{name}'s spotter's book had a box for every kind of vehicle, and after two years of weekends, every box was ticked but one. The last box, in small print at the bottom of the last page, said: Something older than your grandparents, still working. {They} had seen plenty of old things behind glass. That did not count. It had to run. Today, at {place}, {they} had {thing}, the book and a sharp pencil, and the stubborn feeling of someone on the very last page. {They} started near {sight} and asked everyone {they} met the same question: what is the oldest thing here that still goes?",
        picture: { action: 'looking', object: 'book' },
        wantMet: {
          text: "Late in the day, a grown-up with oil on her sleeves led {name} round the back. There, under a sheet, was a small grey vehicle with a bonnet like a bread bin and paint that had been touched up a hundred times. Built before anyone's grandparents were born. She turned the handle. It coughed, once, twice, and then it ran, chuntering away like an old friend. {comp} watched it with great respect. {They} ticked the last box, very neatly.",
          picture: { action: 'looking', with: ['comp'], object: 'book' },
        },
      },
      {
        text: 'A brand-new vehicle had arrived at {place}, gleaming and wonderful, and it did not have a name. Everyone was allowed to write an idea on a slip of paper and drop it in the box by the door, and the winning name would be painted on its side in gold letters. {name} had been thinking about it all week, and had filled a whole page with ideas, most of them crossed out. The box was already nearly full. {They} walked past {sight} with {thing}, a pencil and one last slip of paper, determined to think of the best name anyone had ever had.',
        picture: { action: 'holding', object: 'the_thing' },
        wantMet: {
          text: 'At the end of the day, the slips were read out one by one. Most of them said Speedy. Then the grown-up in charge unfolded {name}\'s slip and read it out: "[Clementine|Old Faithful|Puddle Jumper]." There was a pause, and then a cheer. A painter was already reaching for the gold. {comp} looked from the vehicle to {name} and back again. "It suits it," {comp_he} {comp_says}. {They} could not have agreed more.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: '"Not that one," said a voice, as {they} reached for a shiny lever. "That one empties the water tank all over your [shoes|socks]." It was {comp_a}, watching {them} with the patience of someone who had seen a great many wet [shoes|socks]. "I\'m {comp}," said the {comp_kind}. {comp} {comp_habit}. "If you want to learn, I\'ll show you the levers that do sensible things. Mostly." {name} put {their} hands in {their} pockets and decided to ask first from now on.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} {was} peering into an open engine when a voice from somewhere underneath said, "Shine that torch down here, would you?" {They} did. Out came {comp_a}, smudged with oil and looking very pleased. "Found it," said the {comp_kind}. There on the floor, glinting in the torchlight, was a tiny lost bolt. "I\'m {comp}. You\'ve got steady hands. Want to see what this does when it\'s [running|switched on]?" {name} did, more than anything.',
        picture: { action: 'giving', with: ['comp'], object: 'torch' },
      },
      {
        text: '{They} {was} studying the big map of {place_short} on the wall when {comp_a} settled down beside {them}. "You\'re reading that upside down," said the {comp_kind}. {name} was not, but it was a friendly way to start a conversation, and {they} let it go. "I\'m {comp}," said the {comp_kind}. {comp} {comp_habit}. "I know every vehicle here by name, and most of them by [nickname|their nicknames]."',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: "{comp} offered a tour of the whole of {place_short}, from the front to the very back. They went past {sight}, past a row of vehicles being polished by somebody [whistling|humming], and through a wide doorway into the back, where the real work happened. There was a workshop with every tool hanging on its own hook, and each hook had the tool's shape painted behind it, so anyone could see at once if something was missing. {name} thought it was the tidiest, most sensible thing {they} had ever seen.",
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'The biggest vehicle in {place_short}, {comp} said, was kept right at the far end, and {name} simply had to see it. They walked for what felt like ages, past {sight}, past vehicles that got bigger and bigger, until {they} came round a corner and stopped. It was enormous, as long as a street and so tall that {they} had to tip {their} head right back to see the top. {comp} looked pleased, as if {comp_he} had built it [personally|single-handed].',
        picture: { action: 'looking', with: ['comp'], scale: 'giant' },
      },
      {
        text: 'A parcel had come for the workshop at the other end of {place_short}: a box of bolts, much heavier than it looked. {name} carried it, and {comp} went ahead to clear the way. They went past {sight}, round the corner where {sound} was loudest, and in through the workshop door, where a mechanic with oily hands said thank you as if they had brought [treasure|gold]. {Their} arms ached. It felt like a proper job.',
        picture: { action: 'holding', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} was very proud of knowing what every sound meant. A hiss: "Air brakes." A clank: "Loose tailgate." A long, low rumble: "Diesel engine, big one, [slightly grumpy|a bit sleepy]." Then came a small, sad gurgle. {comp} frowned, listened hard, and went quiet. It was {name}\'s stomach. "Lunch," {comp} announced, like a doctor. "Urgent." The diagnosis was correct. They found somewhere to sit, and {comp} named the sound of every sandwich being unwrapped.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: '{They} {was} allowed to sit in the driver\'s seat of a parked vehicle, engine off, and took it very seriously. {They} adjusted the mirror. {They} checked the other mirror. {They} made an announcement: "Good morning, passengers. This is your driver speaking." {comp} was the only passenger, and seemed satisfied with the service so far. "We will be arriving nowhere at all," {name} added, "because we are parked. Thank you for travelling with [us|us today]."',
        picture: { action: 'riding', with: ['comp'] },
      },
      {
        text: '{comp} had strong feelings about the vehicle wash. Specifically, {comp_he} wanted to go through it. Not in a vehicle: on foot. {name} explained that this was not what it was for. {comp} listened carefully, nodded, and walked straight in anyway. There was a great deal of foam. There were brushes. There was a noise like a drain laughing. {comp} came out of the far end gleaming, fluffy in places nobody had known could be fluffy, and announced that it had been the best ten seconds of {comp_his} life.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: 'How could a ship made of steel float, when a steel bolt sank straight to the bottom? {They} tested it with a bucket of water and a lump of modelling clay. Rolled into a ball, the clay sank. Pressed into a wide, thin boat, the very same clay floated. It was all about shape: a boat pushes water aside, and if that water weighs as much as the boat, the water holds it up. {They} loaded the boat with bolts, one at a time. {comp} held {comp_his} breath. [Seven. Eight.|Six. Seven. Eight.] On the ninth, it sank, and {name} knew exactly why.',
        picture: { action: 'playing', with: ['comp'], object: 'bucket' },
      },
      {
        text: 'In the workshop stood an old bicycle upside down, and {name} turned its pedals slowly by hand while {comp} watched. One turn of the pedals, and the back wheel spun round nearly three times. {They} looked at the chain and saw why: a big cog at the front, a small cog at the back. Every time the big cog went round once, it dragged the little one round three times. That was how a bike went faster than legs ever could. {They} turned the pedals again, counting, and felt as if {they} had been let in on a [secret|clever trick] that had been in plain sight all along.',
        picture: { action: 'building', with: ['comp'] },
      },
      {
        text: "{name} wanted to know why the big vehicles had so many wheels, so {they} tried an experiment with {comp}: {they} pressed one finger into a patch of soft mud, and it sank straight in. Then {they} pressed the whole flat hand down, just as hard, and it barely left a mark. The same push, spread over more ground, sinks less. That was what all those wheels were for, and why the heaviest trucks rolled on the widest tyres. {They} wiped {their} hand on the grass and looked at the next lorry's row of wheels as if it had told {them} a secret.",
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
} satisfies WorldWriting;
