import type { WorldWriting } from './format';

export default {
  interest: 'Superheroes',
  magical: false,
  settings: [
    {
      name: 'the Hero Academy',
      short: 'the academy',
      sights: [
        'a giant trampoline for practising super-jumps',
        'a wall of shiny medals for brave deeds',
        'capes drying on a washing line',
        'a climbing wall with soft blue mats underneath',
        "a row of lockers, each with a hero's badge on the door",
      ],
      sounds: ['the beep of a hero watch', 'the sound of capes flapping in the wind', "a coach's whistle"],
      backdrop: 'city',
    },
    {
      name: 'the Hero Training Park',
      short: 'the training park',
      sights: [
        'an obstacle course of tyres, tunnels and rope nets',
        'a balance beam painted with lightning bolts',
        'a rescue dummy called Dave sitting on a bench',
        'young heroes practising their landings',
        'a flag with a golden star on the tallest pole',
      ],
      sounds: ['the sound of feet thudding on the running track', 'a cheer every time somebody reached the top of the net', 'the clank of the tyre swing'],
      backdrop: 'city',
    },
    {
      name: 'Hero Headquarters on Maple Street',
      short: 'headquarters',
      sights: [
        'a big map of the city with a pin for every rescue',
        'the hero signal lamp on the roof',
        'a slide spiralling down from the lookout',
        'screens showing every street in town',
        'a kettle labelled EMERGENCY TEA',
      ],
      sounds: ['the hum of the big screens', 'the bleep of an incoming call', 'the whoosh of somebody coming down the slide'],
      backdrop: 'city',
    },
    {
      name: 'Brightwater Square on Hero Day',
      short: 'the square',
      sights: [
        'bunting in red and gold',
        'a giant statue of a hero with her fists on her hips',
        'children in capes everywhere you looked',
        'a fire engine parked with its ladder folded',
        'a balloon seller holding a cloud of balloons',
      ],
      sounds: ['the sound of a brass band playing the hero song', 'the sound of crowds cheering', 'the clang of the town hall clock'],
      backdrop: 'city',
    },
    {
      name: 'the Rescue Station by the harbour',
      short: 'the rescue station',
      sights: [
        'a bright orange lifeboat on its slipway',
        'rescue helmets hanging on pegs',
        'a lookout tower with a big pair of binoculars',
        'a noticeboard covered in thank-you cards',
        "gulls perching along the lifeboat's rail",
      ],
      sounds: ['the crackle of the rescue radio', 'the sound of waves slapping on the slipway', 'the sound of gulls calling over the harbour'],
      backdrop: 'city',
    },
  ],
  companions: [
    {
      name: 'Captain Whiskers',
      a: 'a ginger cat in a little red cape',
      kind: 'cat',
      he: 'he',
      says: 'purred',
      moves: 'padded',
      habits: ['struck a heroic pose, cape fluttering', 'leapt onto the nearest high place to keep watch', 'washed one paw, very heroically'],
      comforts: ["pressed his warm side against {name}'s leg and purred", 'curled up against {name} like a small, warm hero'],
      ages: [2, 8],
    },
    {
      name: 'Boulder',
      a: 'a gentle robot who was stronger than ten elephants and careful with everything',
      kind: 'robot',
      he: 'he',
      says: 'rumbled',
      moves: 'trundled',
      habits: [
        'lifted something heavy with one finger, just to check he still could',
        'tidied a pile of things that did not need tidying',
        'made his lights glow a calm, steady blue',
      ],
      comforts: ['gave {name} a very careful hug, like being hugged by a warm wall', 'stood beside {name}, big and steady as a mountain'],
      ages: [2, 12],
    },
    {
      name: 'Midnight',
      a: 'a silver-grey owl in a midnight-blue mask who could spot trouble a mile away',
      kind: 'owl',
      he: 'she',
      says: 'hooted',
      moves: 'swooped',
      habits: ['turned her head to scan every corner', 'narrowed her huge eyes at something far away', 'ruffled the feathers round her mask'],
      comforts: ['settled close to {name} and kept watch over both of them', "brushed one soft wing against {name}'s arm"],
      ages: [6, 12],
    },
    {
      name: 'Rocket',
      a: 'a scruffy puppy in little red boots',
      kind: 'dog',
      he: 'he',
      says: 'woofed',
      moves: 'raced',
      habits: ['ran three laps round everyone for no reason at all', 'skidded to a stop in his little red boots', 'sat up straight and saluted with one paw'],
      comforts: ["licked {name}'s hand and wagged his whole body", "flopped down across {name}'s feet like a warm blanket"],
      ages: [2, 7],
    },
    {
      name: 'Steady',
      a: 'an old tortoise with a shell like a shield, who never, ever gave up',
      kind: 'tortoise',
      he: 'she',
      says: 'murmured',
      moves: 'plodded',
      habits: ['pulled her head in, thought for a moment, and put it out again', 'took one slow, determined step, then another', 'blinked her wise old eyes'],
      comforts: ['settled beside {name}, solid and calm', "rested her wrinkly chin on {name}'s shoe"],
      ages: [4, 12],
    },
    {
      name: 'Relay',
      a: 'a scarlet parrot who could carry a message anywhere in the city',
      kind: 'parrot',
      he: 'he',
      says: 'squawked',
      moves: 'flapped',
      habits: ['repeated the last thing anyone had said, loudly', 'flapped up to a high perch to look around', 'puffed out his scarlet chest'],
      comforts: ["sat on {name}'s shoulder and chirruped softly", "tucked his head against {name}'s cheek"],
      ages: [4, 12],
    },
  ],
  things: [
    { a: 'a bright red cape', the: 'the cape', kind: 'cape' },
    { a: 'a star-eyed hero mask', the: 'the mask', kind: 'mask' },
    { a: 'a hero signal torch', the: 'the signal torch', kind: 'torch' },
    { a: 'a red-buttoned hero watch', the: 'the hero watch', kind: 'watch' },
    { a: 'a shield painted with a golden star', the: 'the shield', kind: 'shield' },
    { a: 'a notebook of hero plans', the: 'the notebook', kind: 'book' },
  ],
  homes: [
    'the tall blue house on Maple Street',
    'the flat on the fifth floor with a view of the city',
    'the house with the bike in the hall',
    'the little house with a star on the door',
    'the flat above the comic shop',
    'the house with the rooftop garden',
    'the grey house by the clock tower',
    'the little house on Beacon Street',
  ],
  titles: [
    '{name} and {comp}',
    '{name} to the Rescue',
    'The Day {name} Met {comp}',
    'Capes On, {name}!',
    '{name}, Hero in Training',
    'A Very Super Day for {name}',
  ],
  tiny: {
    refrains: ['Up, up and away, a hero saves the day!', 'Whoosh, zoom, swoop, here comes the hero group!', 'Capes on, masks on, ready, steady, go!'],
    opening: [
      {
        text: '{name} went to {place} with {thing}. {They} wanted to be a real hero today. {refrain} [Whoosh!|Zoom!|Swoosh!] Who was that? It was {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Capes flapping, boots stamping!|Capes on, boots on!] {name} was at {place} with {thing}. {They} wanted to help somebody, just like a real hero. {refrain} Along came {comp_a}. "I\'m {comp}," {comp_he} {comp_says}. "Let\'s be heroes [together|side by side]!"',
        picture: { action: 'running', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Beep, beep!|Ding, ding!] Hero day at {place} had begun. {name} had {thing}, and {they} felt [brave|very brave|bold]. {refrain} Who would be {their} hero partner? It was {comp_a}! "I\'m {comp}," {comp_says} the {comp_kind}.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Stamp, stamp, stamp! {name} marched into {place} with {thing}. {They} needed a hero name, a really good one. {refrain} [Swoosh!|Whizz!|Zoom!] Who was that? It was {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}. "Shall we be heroes?"',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: 'Today was Hero Test Day at {place}, and {name} wanted {their} very first hero badge more than anything. {They} had {thing}, {their} bravest face and {their} [fastest|bounciest] shoes. "I\'m ready," {they} said, and marched past {sight} with {their} chin up.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'At the end of the day, the hero badges were given out one by one, shiny and round with a gold star in the middle. Then it was {their} turn. There it was: {their} very first hero badge! {comp} cheered, and {name} pinned the badge on right where {they} could see it. {They} [smiled|beamed] for the rest of the day.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: 'Real heroes, {name} knew, did not need to fly. They needed to notice things, be kind and be brave. Today at {place}, {they} wanted to do all three. {They} held {thing}, looked around at {sight}, and listened hard for anyone who needed [help|a hand].',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'On the way out, {name} noticed a little boy looking everywhere for his lost [mitten|glove]. Noticing: done! {They} found it under a bench, next to a large spider (the brave bit), and gave it back (the kind bit). "That\'s all three," {comp_says} {comp}. {They} counted on {their} fingers. Notice, kind, brave. A real hero day.',
          picture: { action: 'giving', with: ['comp'] },
        },
      },
      {
        text: '{name} had practised {their} hero pose in the mirror all week: hands on hips, chin up, [cape out|chest out]. Today {they} {was} taking it to {place}, with {thing}, where real heroes would see it. {They} did the pose at the door. [Nobody saw.|Nobody noticed.] {They} did it again, just in case.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Right at the end, {name} stood in the middle of {place_short} and did the hero pose one more time. This time, somebody saw. {comp} did it too, right beside {them}, as well as a {comp_kind} could. A grown-up walking past stopped and clapped. {They} grinned [from ear to ear|all over {their} face]. Two real heroes, ready for anything.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: 'Every evening, when it got dark, a great gold star shone up into the clouds above {place}. It was the hero signal, and {name} had never once stayed up late enough to see it. Tonight {they} could stay until the lamp was lit. {They} held {thing}, looked up at the sky past {sight}, and [waited|tried to wait] patiently.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'At last the sky went dusky blue. There was a click and a hum, and then a great gold star shone up onto the clouds above {place_short}, so big it seemed to fill the sky. {name} gasped. {comp} looked up too, right beside {them}. "It\'s beautiful," {comp_he} {comp_says}. {They} watched it for a long, quiet time.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: 'Every hero at {place} had a hero name. There was Captain Flash and Lady Thunder and a very old hero called The Quiet Wind. {name} did not have one yet, and {they} wanted one badly. It had to be just right. {They} wrote ideas on {their} hand, looked at {sight}, held {thing} for inspiration and [crossed them all out|rubbed them all off].',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'On the way out, {name} stopped. "I know my hero name," {they} said. "[Captain Sparkle|Lightning Toes|The Bright Comet]." {comp} thought about it, looking at {them} carefully. "It suits you," {comp_he} {comp_says}. "It really does." {They} said it again, more quietly, just to {themself}. It fitted like a cape.',
          picture: { action: 'talking', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: '"Excellent pose," said a voice. {They} turned round and saw {comp_a}. "I\'m {comp}," {comp_says} the {comp_kind}. "I\'m your hero partner for today. Every hero needs a [partner|sidekick]." {comp} {comp_habit}. {name} stood up a little bit taller.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'Somebody came hurrying up, quite out of breath. It was {comp_a}. "Sorry I\'m late," {comp_says} the {comp_kind}. "I was helping a lost balloon find its way home. I\'m {comp}. Are you the new hero?" {name} nodded so hard that {their} [cape|hair|fringe] bounced.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: '[Mew!|Mew, mew!] A tiny kitten was stuck inside a big [flowerpot|flowerpot, just its ears showing], and it could not get out. {name} ran to help, and so did {comp_a}. Together they tipped the pot very gently, and out tumbled the kitten, safe and sound. "I\'m {comp}," said the {comp_kind}. "Good rescue, partner!"',
        picture: { action: 'giving', with: ['comp'], object: 'kitten' },
      },
    ],
    funny: [
      {
        text: '{comp} showed {them} {comp_his} best hero landing. {Comp_he} jumped, spun round and came down with a THUMP, right in a puddle. [SPLOSH!|SPLASH!] "Ta-da!" said {comp}, dripping from head to toe. {name} giggled and gave {comp_him} a big round of applause anyway.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} put on a hero mask, upside down. "Now nobody will ever know it\'s me," {comp_he} said proudly. {name} giggled. "I can tell it\'s you!" "How?" gasped {comp}. "You\'re the only one here," {name} pointed out. {comp} thought about that for a [long time|very long time].',
        picture: { action: 'playing', with: ['comp'], object: 'mask' },
      },
      {
        text: '{comp} tried to fly. {Comp_he} ran as fast as {comp_he} could, chin up, shouting, "Up, up and away!" {Comp_he} did not go up. {Comp_he} went along, and along, and straight into a hedge. For a moment, nothing happened. Then a small voice came out of the hedge: "Up, up and stuck." {name} giggled all the way through pulling {comp_him} out.',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} watched an ant carrying a crumb bigger than its own head. "That\'s a real superhero," {comp_says} {comp}. "Ants can carry things many times heavier than they are." {name} tried to lift the nearest bench. It did not budge, not even a [tiny bit|little bit]. The ant marched off, very pleased with itself.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{They} found a spider\'s web, shining with drops of [rain|dew]. "Spider silk is super strong," {comp_says} {comp}. "For its size, it\'s even stronger than steel." {name} looked at the thin, shiny threads, holding up all those raindrops without breaking, and decided spiders were heroes too.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: '{They} dropped two sheets of paper at once: one flat, one scrunched into a ball. The ball hit the ground first. "Air pushes on the flat one and slows it down," {comp_says} {comp}. "That\'s why parachutes are big and wide." {name} held {their} arms out wide and jumped off the bottom step, floating down very slowly, in {their} head at least.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: 'At {place}, nobody got a hero badge for strength or speed. You got it for noticing: the person who needed help before they asked, the problem before it became a disaster. {name} had been practising noticing things for a month and had so far noticed mainly {their} own [feet|shoelaces]. Today was the last chance before the badges were given out. {They} picked up {thing}, took a deep breath and looked, properly, at everything, starting with {sight}.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'When the badges were given out at the end of the day, {name} was not expecting anything, which was probably why {they} noticed {their} own name a full second after everybody else did. The badge was small and silver, with a single open eye on it. {They} turned it over in {their} fingers, [quite speechless|not quite able to speak]. {comp} had seen it all from close by. "I noticed you noticing," {comp_he} {comp_says}, which was, {they} decided, the best review anyone had ever had.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: '{name} had read every hero comic in the library twice and had come to a conclusion: none of the heroes ever seemed to be scared. {They} {was} scared quite often, of some fairly ordinary things[, like wasps and the dark| like big dogs and loud hand dryers]. So today, at {place}, {they} had a mission of {their} own: to find out whether real heroes were scared too, and what they did about it. {They} had {thing} and a head full of questions, and {they} set off past {sight} to find a real hero to ask.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Before {they} left, {name} finally asked. {They} asked the oldest hero at {place_short}, a woman with grey hair and a cape with a mended corner, who had done things {they} had read about in comics. "Scared?" she said. "Every time. Knees like custard." She took a smooth grey pebble from her pocket. "I hold this, and I take somebody with me. Then I go." {They} looked at {comp}, who was right there, as usual, and thought that {they} could probably find a pebble.',
          picture: { action: 'talking', with: ['comp'] },
        },
      },
      {
        text: 'The Junior Rescue Team at {place} had one place left, and {name} wanted it badly enough to have practised [knots in the bath|knots at breakfast]. The trial was today. It would test speed, calm and teamwork, in that order, or possibly the other way round. The leaflet had been unclear. {They} had brought {thing}, retied {their} laces twice, and walked in trying to look calm, which {they} mostly managed.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'The results were read out at the very end, in a voice that made everyone sit up straight. {They} heard {their} own name and took a moment to understand it. The last place on the Junior Rescue Team was {theirs}. The team leader handed over a folded yellow jacket, a size too big, with the team\'s badge on the back. {comp} looked the jacket up and down. "It\'ll fit by summer," {comp_he} {comp_says}. {name} put it on anyway, rolled the sleeves up twice, and for once did not try to look calm at all.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: "Three summers ago, a hero from {place} had fetched {name}'s kite out of the top of a very tall tree, using a long hooked pole and a great deal of patience. {They} had been too shy to say thank you, and by the time {they} had found the words, the hero had gone, cape and all. {They} had never even found out her name. Today, with {thing} and a thank-you card that had taken a week to draw, {they} meant to find her. {They} showed the picture on the card to everyone {they} passed, starting beside {sight}. So far, nobody recognised a kite.",
        picture: { action: 'holding', object: 'letter' },
        wantMet: {
          text: 'Late in the day, somebody finally pointed. The hero was older now, with grey in her plait, fixing a strap on her boot. {name} held out the card. She looked at the drawing, looked at {them}, and laughed in delight. "The red kite! I\'ve wondered how that ended." She read the card twice and tucked it inside her jacket, right by her heart. {comp} had kept watch the whole time. "Three summers," {comp_he} {comp_says}. "Worth the wait."',
          picture: { action: 'giving', with: ['comp'], object: 'letter' },
        },
      },
      {
        text: 'Most heroes, {name} had noticed, liked to be thanked. There was nothing wrong with that. But {they} had read about a different sort: the kind who mended a thing or left a kindness and slipped away before anyone looked up. Nobody thanked them, because nobody knew. Today, at {place}, {they} wanted to be that sort, once. One good deed, done properly, with no fuss and no name signed at the bottom. {They} took {thing}, walked past {sight} and began, very casually, to look for something that needed doing.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'Near the end of the day, {they} found it: a noticeboard with its thank-you cards slipping off, one by one. {They} pinned every card back up, straight and neat, and walked away whistling. Ten minutes later, a grown-up stopped in front of it. "Well," she said. "Who did this?" Nobody answered. {comp} looked at {name}, who looked very hard at nothing in particular. "Mystery," {comp_he} {comp_says}, very quietly. It was the best feeling {they} had had all week.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: '"You\'re standing like a hero in a comic," said {comp_a}, appearing beside {them}. "Real heroes stand like people waiting for a bus. It\'s less tiring, and you can run in any direction. I\'m {comp}." {comp} {comp_habit}. {name} uncrossed {their} arms, unpuffed {their} chest and, feeling a little silly, stood like someone waiting for a bus. It was, [annoyingly|irritatingly], much better.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'A loud [CRASH|CLATTER] came from round the corner, and {name} ran towards it before thinking, which {they} later learned was only half right. There was {comp_a}, surrounded by spilled boxes. "Rule one," said the {comp_kind}, not unkindly. "Run towards trouble, yes, but look before you get there. I\'m {comp}. Help me with these?" They stacked the boxes together, and by the last one, {they} felt as if {they} had known {comp} for years.',
        picture: { action: 'building', with: ['comp'] },
      },
      {
        text: '{They} {was} sitting on a bench, trying to look heroic, when {comp_a} settled down beside {them} with a sigh. "First day?" asked the {comp_kind}. {They} nodded. "I remember mine," said the {comp_kind}. "I fell in a [pond|fountain]. Twice. In front of everybody. Then I got up and did the rest of the day soaking wet. I\'m {comp}." Somehow, that made {name} feel a great deal better.',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: 'Every trainee, {comp} explained, had to walk the whole of {place_short} and learn where everything was: the exits, the first-aid box, the quiet corners where a [frightened|lost or frightened] person might go. So they walked it: past {sight}, round the back where the deliveries came in, up a ramp and down a stair, {name} drawing a rough map as they went. When they got back to where they had started, {they} could have found the first-aid box with {their} eyes shut.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'An old gentleman had lost his reading glasses somewhere on the far side of {place_short}, and {comp} said it was exactly the right size of job for a trainee. They crossed {place_short}, past {sight}, asking everyone they met. A baker had not seen them. A [pigeon|seagull] was no help at all. They found the old gentleman at last, searching under a bench, and {name} pointed out, as politely as {they} could, that his glasses were on top of his head.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'Every hero, {comp} said, needed a lookout: somewhere high and safe to see the whole of {place_short}. There was one at the far end, up a flight of steps with a good strong rail. They climbed it together, and at the top {name} could see everything: {sight}, the people coming and going, and, small and far off, the roof of {home}. From up here, {they} thought, you would notice anyone who needed [help|a hand].',
        picture: { action: 'climbing', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} insisted that they needed a hero catchphrase. {comp}\'s own was "Justice never sleeps!", which {comp_he} admitted was awkward, because {comp_he} slept a great deal. {name} tried a few. "Stand back, citizens!" sounded bossy. "Fear not!" sounded like [a grandmother in a play|a knight in a pantomime]. They settled at last on "Is everyone all right?", which was not very exciting, but {comp} admitted it was what real heroes actually said.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{Their} training cape caught on a door handle just as {they} set off at full speed. {They} stopped. The cape stopped. The door handle [won|won easily]. {comp} came over and looked at the situation for some time. "Capes," {comp_he} said at last, "are mostly for photographs." {name} untangled {themself} with as much dignity as possible, which was not much, and from then on wore the cape tucked firmly into {their} collar.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} was explaining {comp_his} secret identity. By day, {comp_he} said, {comp_he} was an ordinary {comp_kind}, doing ordinary things. By night {comp_he} was also an ordinary {comp_kind}, but in a mask. {name} asked what {comp_his} superpower was. {comp} thought about it for a long time. "I\'m very good at finding the last biscuit," {comp_he} said at last. And that afternoon, to be fair, {comp_he} found it twice.',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: 'The task was to free the rescue dummy\'s foot from under a heavy crate that would not shift. Then {they} remembered levers. {They} slid one end of a long plank under the crate, rested it on a brick, and pushed down hard on the other end. The longer your side of a lever, the less push you need, and the crate rose as if it weighed [nothing at all|no more than a pillow]. {comp} {comp_habit}. "Super strength," said {comp}. "Physics," {name} corrected.',
        picture: { action: 'building', with: ['comp'] },
      },
      {
        text: "{name}'s heart was going like a drum, and {their} hands had gone shaky. Then {they} remembered the trick the lifeboat crew used before a rescue: breathe in for a count of four, and out for a count of six. A long, slow breath out tells your heart to slow down, and it really does. {They} tried it. Four in. Six out. Again. By the third breath, {their} hands were still, {their} head was clear, and {comp} was doing it [too|too, very seriously].",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies WorldWriting;
