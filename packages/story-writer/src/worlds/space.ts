import type { WorldWriting } from './format';

export default {
  interest: 'Space & Stars',
  magical: false,
  settings: [
    {
      name: 'Moonbase Tranquil',
      short: 'the moonbase',
      sights: [
        'the blue Earth hanging in the black sky',
        'boot prints in the grey moon dust',
        'a row of silver moon buggies parked by the airlock',
        'craters stretching away like the holes in a giant crumpet',
        'solar panels glinting like a field of mirrors',
      ],
      sounds: ['the hiss of the airlock door', 'the steady hum of the air machines', 'the sound of mission control crackling over the radio'],
      backdrop: 'space',
    },
    {
      name: 'the Starhop Space Station',
      short: 'the station',
      sights: [
        'the Earth turning slowly past the big round window',
        'a spoon drifting lazily down the corridor',
        "the station's long solar wings shining gold",
        'a sunrise sliding round the edge of the Earth',
        'sleeping bags strapped to the wall like cocoons',
      ],
      sounds: ['the whirr of the air fans', 'the beep-boop of the control panel', 'the soft clunk of the docking clamps'],
      backdrop: 'space',
    },
    {
      name: 'the Red Plains of Mars',
      short: 'the plains',
      sights: [
        'rusty red dust swirling in little whirlwinds',
        'two tiny moons in the pinkish sky',
        'the tall red cliffs of a canyon',
        "a rover's wheel tracks curling away over the dunes",
        'a blue sunset glowing over the hills',
      ],
      sounds: ['the thin whistle of the Martian wind', 'the crunch of rover wheels on the grit', 'the ping of the weather station'],
      backdrop: 'space',
    },
    {
      name: 'the Crater Garden on the Moon',
      short: 'the garden',
      sights: [
        'tomato plants growing under a glass dome',
        "the Earth rising over the crater's rim",
        'rows of lettuces glowing under purple lamps',
        'a little bee robot buzzing from flower to flower',
        'a water tank as round as a pumpkin',
      ],
      sounds: ['the sound of water trickling through the pipes', 'the buzz of the bee robot', 'the sound of the soft ping of the watering timer'],
      backdrop: 'space',
    },
    {
      name: 'the Jupiter Lookout',
      short: 'the lookout',
      sights: [
        "Jupiter's great red spot swirling like a storm in a teacup",
        "Jupiter's cream and orange stripes",
        'four bright moons strung out in a line',
        'a telescope as long as a bus',
        'stars so thick they looked like spilled sugar',
      ],
      sounds: ['the hum of the big telescope turning', 'the click of the star camera', "the sound of the ship's clock ticking"],
      backdrop: 'space',
    },
  ],
  companions: [
    {
      name: 'Comet',
      a: 'a small silver robot with a blinking blue light on his head',
      kind: 'robot',
      he: 'he',
      says: 'beeped',
      moves: 'rolled',
      habits: ['blinked the blue light on his head on and off', 'spun his head all the way round to look behind him', 'whirred softly while he thought'],
      comforts: ['rolled up close and glowed a warm, gentle blue beside {name}', "patted {name}'s arm with one careful metal hand"],
      ages: [2, 8],
    },
    {
      name: 'Unit Seven',
      a: 'a tall, polite robot who knew the name of every star',
      kind: 'robot',
      he: 'she',
      says: 'beeped',
      moves: 'glided',
      habits: [
        'tilted her head and made a small, thoughtful click',
        'polished a speck of dust off her own elbow',
        'checked the time, although she always knew it',
      ],
      comforts: ['stood beside {name}, as steady as a lamp post', 'dimmed her lights to a soft, friendly glow'],
      ages: [6, 12],
    },
    {
      name: 'Blip',
      a: 'a small green alien with three blinking eyes and springy antennae',
      kind: 'alien',
      he: 'she',
      says: 'burbled',
      moves: 'bounced',
      habits: ['blinked all three eyes, one after another', 'waggled her springy antennae', 'hummed a tune that went up and down like a slide'],
      comforts: ["wrapped her two soft green hands round {name}'s hand", 'leaned against {name} and hummed, very softly'],
      ages: [2, 7],
    },
    {
      name: 'Zorva',
      a: 'a tall purple alien with four arms and a very dry sense of humour',
      kind: 'alien',
      he: 'he',
      says: 'hummed',
      moves: 'strolled',
      habits: ['folded all four arms at once', 'raised the one eyebrow he had', 'scratched his chin with his third hand'],
      comforts: ["rested a large, gentle hand on {name}'s shoulder", 'sat down beside {name} and said nothing at all, which helped'],
      ages: [7, 12],
    },
    {
      name: 'Cosmo',
      a: 'a small, brave dog in a round space helmet',
      kind: 'dog',
      he: 'he',
      says: 'woofed',
      moves: 'bounded',
      habits: [
        'wagged his tail so hard that his helmet wobbled',
        'pressed his nose against the glass of his helmet',
        'sat up straight like a proper member of the crew',
      ],
      comforts: ["leaned against {name}'s legs with a happy sigh", "rested his round helmet gently against {name}'s knee"],
      ages: [3, 10],
    },
    {
      name: 'Luna',
      a: 'a silver moon-mouse with ears like satellite dishes',
      kind: 'mouse',
      he: 'she',
      says: 'squeaked',
      moves: 'scampered',
      habits: ['twitched her big round ears', 'washed her whiskers very carefully', 'sat up on her back legs to look around'],
      comforts: ["curled up in {name}'s hand like a warm silver pebble", "tucked herself against {name}'s sleeve"],
      ages: [2, 6],
    },
  ],
  things: [
    { a: 'a brass telescope', the: 'the telescope', kind: 'telescope' },
    { a: 'a star map that glowed in the dark', the: 'the star map', kind: 'star map' },
    { a: 'a torch that shone a soft red light', the: 'the torch', kind: 'torch' },
    { a: 'a logbook covered in rocket stickers', the: 'the logbook', kind: 'book' },
    { a: 'a little red-finned model rocket', the: 'the model rocket', kind: 'rocket' },
    { a: 'a tiny jar of moon dust', the: 'the jar of moon dust', kind: 'jar' },
  ],
  homes: [
    'the round cabin with the porthole window',
    'the bunk room on Deck Three',
    'the little white pod at the far end of the corridor',
    'the cabin with the star-shaped night-light',
    'the cabin by the observation window',
    'the pod with the round blue hatch',
    'the bunk room above the engine deck',
    'the cabin with the sleeping-bag bunks',
  ],
  titles: [
    '{name} Among the Stars',
    '{name} and {comp}',
    'Countdown for {name}',
    '{name} and the Very Big Sky',
    'The Day {name} Met {comp}',
    '{name}, Space Explorer',
  ],
  tiny: {
    refrains: ['Zoom, zoom, zoom, up past the Moon!', 'Twinkle, blink and glow, the stars all say hello!', 'Three, two, one, here we come!'],
    opening: [
      {
        text: '{name} was at {place}, [far up among the stars|way up high in space|far, far above the clouds]. {They} had brought {thing}, and {they} wanted to explore. {refrain} [Beep, beep!|Whirr, whirr!|Blink, blink!] Who was that? It was {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}. "Shall we go and look?"',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Whoosh!|Zoom!|Roar!] Up went the rocket, all the way to {place}. Out climbed {name}, holding {thing}. {They} wanted to see something new today. {refrain} And there, waiting, was {comp_a}. "I\'m {comp}," {comp_he} {comp_says}. "[Come on!|Let\'s go!|Follow me!]"',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Stars, stars, stars!|Twinkle, sparkle, shine!] There were stars all round {place}, and {name} held {thing} tight. {They} hoped to find a friend up here. Then, [bump!|bonk!|boing!] Along came {comp_a}. "Hello," {comp_says} {comp}. "I\'m your friend!" {refrain}',
        picture: { action: 'looking', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Click, click!|Clunk, clunk!] Helmet on. Boots on. {name} was ready for {place}. {They} had {thing}, and {they} wanted to find the brightest star of all. {refrain} [Beep!|Bloop!|Ping!] Something small waved hello. It was {comp_a}. "I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: 'At {place}, {name} stopped to look at {sight}. "Today," {they} said, "I\'m going to discover something nobody has ever seen." {They} picked up {thing}, pinned on {their} explorer\'s badge and [set off|went to look|started exploring]. Something new was out there somewhere. {They} just had to find it.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'One last time, {name} looked at the sky above {place_short}. Low down was a tiny [twinkle|glint] that {they} had never noticed before. "Is it new?" {they} whispered. "It\'s new to us," {comp_says} {comp}, which was nearly the same thing. {They} drew it in {their} notebook and gave it a name: {comp}\'s Light.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: '{name} had waited a long time for a free day at {place}. No jobs, no lessons, [just exploring|only exploring|nothing but exploring]. {They} had {thing}, a snack in {their} pocket and one big wish: to solve a real space mystery. And there was one! Every evening, a little blue light blinked far off at the edge of {place_short}, and nobody knew why. {They} would find out before the day was done.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'As the day ended, the little blue light began to blink again at the edge of {place_short}. This time {name} and {comp} went to look, slowly and quietly. It was an old signal lamp, half-hidden and long forgotten, still blinking all by itself. "Hello, lamp," {they} whispered. The space mystery was solved, and {they} knew exactly who had solved it.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: 'Up at {place}, {name} counted the stars until {they} ran out of numbers. Then {they} picked up {thing}. Today {they} wanted to do something brave: explore a corner of {place_short} that {they} had never seen before. {They} took a deep breath and [set off|went], past {sight}.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'There was still time for the brave thing. {name} and {comp} went round the last corner of {place_short}, the one {they} had never seen. It was quiet there, with {sight} and a whole sky full of stars. Nothing scary at all. Only new. {They} looked and looked. "Now you\'ve seen it," {comp_says} {comp}.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: '"This is {name}, calling Earth. Over." {They} had said it [into a hairbrush|into a cup|into a sock] all the way to {place}. Today, at last, {they} wanted to say it into the real radio, the big one that talked all the way home to mission control. {They} tucked {thing} under {their} arm and hurried past {sight} to ask.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'Just before bedtime, the radio officer lifted {them} onto the tall chair and passed over the headset. {They} pressed the little red switch. "Mission control, this is {name}, calling from {place_short}. Over." There was a crackle, then a friendly voice, very far away: "Hello! We hear you loud and clear. Over." {comp} leaned in to hear the far-off voice too. "Over and out," {they} whispered.',
          picture: { action: 'listening', with: ['comp'], object: 'radio' },
        },
      },
      {
        text: 'Long ago, people looked up at the stars and joined them together, like a giant dot-to-dot, into a hunter, a bear and a swan. {name} thought that was the best game ever invented. Today, at {place}, {they} wanted to make a star picture of {their} very own. {They} had {thing}, a sharp pencil and [the whole sky|a whole sky full of stars] to choose from.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'Before home time, {name} looked up one last time. Five stars in a curl, two more sticking out at the front, and there it was: a snail, with a round shell and two stars for its eyes. {They} drew the lines in pencil, very carefully. "It needs a name," {comp_says} {comp}. {They} wrote one underneath in {their} best letters: [Slowcoach|Shelly].',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: 'Something bumped into {their} elbow. It was {comp_a}. "[Oops! Sorry,|Whoops! Sorry,]" {comp_says} the {comp_kind}. "I\'m {comp}. I\'m still learning where everything is." {comp} {comp_habit}. {name} laughed. "Me too," {they} said. "Shall we [find out|explore] together?"',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'A voice came from behind a big [metal crate|stack of boxes|silver cupboard]. "Hello, hello, hello!" "Who\'s there?" asked {name}. Out {comp_moves} {comp_a}. "I\'m {comp}," {comp_he} {comp_says}. "And you must be the explorer. I\'ve been waiting for you [all morning|for ages]!"',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: '{They} heard a little [hum|whirr|squeak] and turned round. There was {comp_a}, looking at {the_thing} with great interest. "What does that do?" asked the {comp_kind}. "I\'m {comp}, by the way." {name} showed {comp} how it worked, and {comp} {comp_habit}.',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
    ],
    funny: [
      {
        text: 'Then {comp} tried on a spare space helmet. It was much too big. It slid right down over {comp_his} face, and {comp} went bumping into everything: [bonk, bonk, BONK!|bump, bump, BUMP!|clonk, clonk, CLONK!] "Who turned off the stars?" asked a muffled voice. {name} giggled so much that {they} had to hold on to [the wall|a handrail].',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} caught sight of another {comp_kind} in the [shiny metal wall|shiny window|polished door]. "Who is that?" {comp_he} whispered. {comp} {comp_habit}. The other {comp_kind} did exactly the same! "Stop copying me!" said {comp}. {name} giggled and explained that it was a reflection. {comp} did not believe [a word of it|a single word].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{comp} tried to count the stars. "One, two, three..." {Comp_he} got to eighty-seven and lost {comp_his} place. "One, two..." {Comp_he} got to a hundred and twelve, and a shooting star whizzed past and muddled {comp_him} up again. "It\'s no good," {comp} sighed. "They keep moving about." "They don\'t," said {name}. "You do." {comp} had been turning round in circles the whole time.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} looked out at the stars and frowned. "They\'re not twinkling," {they} said. In picture books, stars always [twinkled|sparkled and twinkled]. "That\'s because there\'s no air out there," {comp_says} {comp}. "Air wobbles the starlight. No air, no twinkle." {name} looked again. Every star shone as still as [a pin|a button|a tiny nail].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '"Is the Sun a star?" {they} asked. "Yes," {comp_says} {comp}. "It looks the biggest because it is the closest. All those little stars are suns too, very, very far away." {name} picked out one tiny star, waved at it and [whispered|said softly], "Hello, faraway sun."',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: '{They} held up {their} thumb and closed one eye. {Their} thumb covered the whole Moon! "The Moon is enormous," {comp_says} {comp}. "It only looks small because it is so very far away." {name} took {their} thumb away. There was the Moon again, big and round. {They} hid it and found it, hid it and found it, [giggling|grinning] every time.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: 'Life at {place} ran on a timetable: breakfast at seven, checks at eight, lessons until [lunch|twelve]. {name} knew it by heart, and had found the one gap in it, a whole free afternoon, with a plan for every minute. {They} wanted to find something that was not on any chart: a new crater, a strange rock, a star nobody had [logged|named]. {They} packed {thing}, took one last look at {sight} and set out, feeling like the first explorer who had ever lived. The corridor hummed under {their} feet. Somewhere out there, {they} told {themself}, something was waiting to be found, and it had no idea who was coming.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'The free afternoon had only a little left in it when {name} saw it: a faint, reddish point of light, low at the edge of the dark, that {they} did not remember. {They} checked the chart. Nothing. {They} checked again, square by square. Still nothing. {comp} studied it for a long moment. "Not on any chart," {comp_he} {comp_says}. "Yet." It might turn out to be something known, a planet or a passing satellite, but tonight it was {theirs}, and {they} wrote it down, with the time.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: "Most people, {name} had noticed, stopped looking out of the windows after their first week at {place}. {They} never had. Where else could you see {sight} on the way to breakfast? Today, though, looking was not enough. {They} had signed up for the Young Explorers' Log, and the rule was simple: one real discovery, written down, [checked and true|checked twice and true]. {They} picked up {thing} and went to find one. The Log was kept in the mess room, and {they} had read every page: a dust storm, a cracked window, a spider that had somehow come up with the supplies. {They} meant to add something better than the spider.",
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'Before the day was out, {they} opened the Log and wrote {their} discovery under the spider, in {their} best handwriting: the cress in the crew\'s little window garden always leaned towards the light, and when {they} had turned the tray round that morning, every single stalk had slowly bent back again. {comp} read it from close by. "Checked twice and true," {comp_he} {comp_says}. "Better than the spider." {name} thought so too, though {they} would never say so to the spider.',
          picture: { action: 'reading', with: ['comp'] },
        },
      },
      {
        text: 'Today was {name}\'s first day as a real member of the crew at {place}, with a badge to prove it. It was a small badge, and the job that came with it was small too: check the outer windows for scratches and report anything odd. {They} intended to do it better than anyone had ever done anything. {They} had brought {thing}, a pencil and a [very serious|tremendously serious] face, and {they} began at once, with the window nearest the door. It had no scratches at all. Neither did the next one, or the one after. Still, {they} wrote "no scratches" in {their} neatest letters each time, because a real crew member wrote everything down.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'Before the end of the shift, {name} checked the very last window. No scratches. {They} wrote it down in {their} neatest letters, signed the bottom of the page and handed the report in at the desk. The crew chief read every line, all the way to the end, and nodded. "Thorough," she said, and clipped the page to the board where the real reports went. {comp} looked every bit as proud as {they} felt. It was a small job and a small badge. {They} polished the badge on {their} sleeve all the same.',
          picture: { action: 'giving', with: ['comp'] },
        },
      },
      {
        text: "Once a week, {place} sent one photograph home to Earth for the newsletter, and families all over the world looked out for it. This week, for the first time, the camera was {name}'s. A nice picture would not do. {They} wanted the picture: {sight}, caught at exactly the right moment in exactly the right light, the kind somebody on Earth would stick on their fridge and keep for years. {They} hung the camera round {their} neck, took {thing} along for luck and went to find the moment. The first [twenty|thirty] tries were mostly of {their} own thumb.",
        picture: { action: 'holding', object: 'camera' },
        wantMet: {
          text: 'The light changed near the end of the day, the way it sometimes does when nobody is expecting it, and {name} was ready. {They} held {their} breath, waited one more heartbeat and pressed the button. There on the little screen was {sight}, sharp and glowing, just as {they} had pictured it that morning. {comp} leaned in close to look. "That one," {comp_he} {comp_says}. "That is the one that goes home." Somewhere on Earth, a fridge was about to be very lucky.',
          picture: { action: 'holding', with: ['comp'], object: 'camera' },
        },
      },
      {
        text: "At {place}, Friday was Pudding Night, and everyone took a turn to make it. Most turns produced something [polite|perfectly polite]: a pouch of apple crumble, [warmed through|warmed up in a pouch], or a custard that tasted mainly of being a long way from home. This Friday the turn was {name}'s, and {they} had no intention of being polite. {They} wanted to make a pudding the whole crew would talk about, in a good way, for [a month|weeks]. {They} had a recipe card, a jar of [strawberry|raspberry] jam the cook had saved specially, and {thing}, which had nothing to do with puddings but came along anyway.",
        picture: { action: 'holding', object: 'the_thing' },
        wantMet: {
          text: 'When the day was nearly done, the crew gathered round the table and {name} carried in the pudding: a jam sponge, warm from the little oven, with a star cut into the top. It leaned slightly to one side. Nobody minded. The spoons went quiet, then scraped, then scraped again, and the commander asked, very seriously, whether there was any more. {comp} looked at the empty dish, then at {name}. "A month," {comp_he} {comp_says}. "At least."',
          picture: { action: 'eating', with: ['comp'], object: 'cake' },
        },
      },
    ],
    meet: [
      {
        text: '{name} was so busy looking at {sight} that {they} did not notice {comp_a} until the {comp_kind} was right beside {them}. "Most people look at that for a second," {comp_says} the {comp_kind}. "You\'ve been looking for [four minutes and twelve seconds|six minutes and three seconds]. I timed it. I\'m {comp}." {comp} {comp_habit}. It was, {they} decided, the strangest compliment {they} had ever had, and one of the best. "Is that a lot?" {they} asked. "It\'s a record," said {comp}. "The last record was mine, and I was trying quite hard."',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'Something was following {name}. Every time {they} stopped, it stopped too. Every time {they} turned round, there was nothing there but {sight}. The [fourth|fifth] time, {they} spun round very fast and came face to face with {comp_a}. "Ah," said the {comp_kind}. "You\'ve caught me. I\'m {comp}. I wasn\'t following you, exactly. I was going the same way, very closely." {comp} {comp_habit}, trying to look as if this were normal. {name} decided to let it be normal. "I\'m going to the far windows," {they} said. "Would you like to go the same way?" {comp} said that {comp_he} would like that very much, and that it was a remarkable coincidence.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'At the far end of {place_short}, {name} found {comp_a} staring at a panel of blinking lights with an expression of [deep despair|complete bafflement]. "Do you know what the green one means?" asked the {comp_kind}. {They} did, as it happened. It meant everything was fine. When {they} said so, {comp} {comp_habit}, then seemed to shrink with relief. "I\'m {comp}," {comp_he} {comp_says}. "I think we\'re going to get on." "What does the red one mean?" {name} asked, out of curiosity. {comp} looked at {them} with great seriousness. "Nobody knows," {comp_he} said, "and nobody has ever dared to ask."',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: 'The best view, {comp} insisted, was from the observation dome on the far side of {place_short}, and the only way there was the long way round. They went past {sight}, through a hatch that stuck and had to be [persuaded|talked to nicely], and along a passage where the lights came on one by one as they passed, as if {place_short} were waking up just for them. {name} counted the hatches. There were eleven. The twelfth opened onto a window as wide as a room, and beyond it, nothing but stars. {name} pressed {their} nose to the glass and left a small round smudge, which {they} wiped off quickly before anyone could log it.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{comp} had a delivery to make at the other end of {place_short}, and {name} was welcome to come, provided {they} carried {the_thing} and did not ask "Are we nearly there?" more than twice. {They} asked [three times|four times]. The way led past {sight}, round a corner where {sound} swelled and faded, and up to a hatch with a hand-painted sign. Behind it was a store room crammed to the ceiling with spare parts, and, in the middle of it all, a window with the best view so far. {comp} put {the_thing} down on a crate with great ceremony. "Delivery complete," {comp_he} {comp_says}. "Nobody ever comes here. That\'s why it\'s the best."',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{comp} had picked up a faint signal, a little [peep-peep-peep|bip-bip-bip], from somewhere across {place_short}. "Probably nothing," {comp_he} {comp_says}, in the voice people use when they hope it is something. They followed it past {sight}, lost it, found it again, and tracked it at last to an old weather beacon whose solar panel was buried in dust. {name} brushed it clean. The peeping turned into a proud, steady beep. It was not a mystery, exactly. But it was a start. "We should report it," {name} said. {comp} {comp_habit}. "We will," {comp_he} said. "First, we should enjoy being the only two people who know."',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} had been practising a joke all week and was determined to tell it. "Why did the cow go to space?" {They} had no idea. "To see the moooon." There was a long silence, filled only by {sound}. "I\'ve got [eleven|twelve] more," said {comp} happily, and {name} realised, with a sinking feeling, that this was true. By the fourth joke, {they} {was} laughing anyway, mostly at how pleased {comp} looked. The fifth was about a planet with a bad haircut. {name} would never have admitted it, but {they} thought about that one all afternoon and laughed again every time.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} asked to hold {the_thing}, so {they} handed it over. {comp} examined it upside down. Then [sideways|back to front]. Then, with enormous care, the right way up, and announced that it was broken, because it was not doing anything. {name} explained what it was for, slowly and clearly. {comp} listened, nodded, {comp_habit}, and turned it upside down again, just to be sure. "In space," {comp_he} explained, "there is no real up. So I am holding it correctly. Technically." {name} opened {their} mouth to argue, found that {they} could not, and closed it again.',
        picture: { action: 'giving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Spacesuits, {name} discovered, are not designed for an itchy nose. {They} had been suited up for three minutes when it started, right on the tip, where no glove could possibly reach. {They} wiggled {their} nose. {They} scrunched {their} whole face. {comp} pressed close to the visor and pulled faces in sympathy, which made it much worse, because now {name} was laughing too. Then {they} remembered the little foam pad inside the helmet, put there for exactly this, and rubbed {their} nose on it. Bliss. "Somebody," {they} said, "has had this problem before."',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{name} had stuck a star chart to the window and spent all week trying to match it to the sky. Something was wrong. Back on Earth, {they} had always found the faint stars by their twinkle. Here, nothing twinkled at all. Then {they} worked it out: twinkling is made by air, rippling between your eye and the star, and out here there was hardly any air to ripple. So {they} stopped hunting for twinkles and started looking for colour, and found it: one star faintly red, another blue-white, like [a tiny gas flame|a chip of ice].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'For the log, {name} had to find the Pole Star without the chart, the old way. {They} found the seven bright stars of the Plough first, followed the two at the end of its pan for five times the gap between them, and there it was, [steady and bright|bright and steady], exactly where the pointers said. The distance table said its light took about four hundred years to arrive. {They} did the sum in the margin: that light had set off when people on Earth still wrote with feather quills. {They} wrote the date very carefully, as if the star might [read it|write back]. Then, underneath, in smaller letters: "The light I saw tonight is older than anyone I know."',
        picture: { action: 'reading', with: ['comp'], object: 'book' },
      },
      {
        text: "{name}'s job that day was watering the seedlings in the plant room, and {they} noticed something odd: they did not grow straight up. Every one of them leaned towards the strip light on the wall. So {they} turned one pot right round, to lean the other way, and checked it at the end of the day. It had turned back towards the light, like a sunflower following the sun. Plants, {they} realised, do not need to know which way is up. They only need to know where the light is. {They} drew the little plant twice in the log, before and after, with an arrow.",
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
} satisfies WorldWriting;
