import type { WorldWriting } from './format';

export default {
  interest: 'Animals',
  magical: false,
  settings: [
    {
      name: 'Willow Farm',
      short: 'the farm',
      sights: [
        'a mother duck leading six ducklings in a wobbly line',
        'a goat standing on the woodpile as if it owned the place',
        'a row of lambs asleep against the stone wall',
        'a ginger cat curled up in an old wheelbarrow',
        'swallows lined up along the barn roof like beads on a string',
      ],
      sounds: [
        'the sound of the hens clucking in the yard',
        'the sound of a donkey hee-hawing at nothing in particular',
        'the sound of a cow mooing somewhere beyond the hedge',
      ],
      backdrop: 'meadow',
    },
    {
      name: 'Clover Meadow',
      short: 'the meadow',
      sights: [
        'rabbits popping out of their burrows to sniff the air',
        'bees bumbling from clover to clover',
        'a brown hare sitting up tall in the long grass',
        'buttercups shining like little lamps',
        'a molehill as neat as a chocolate pudding',
      ],
      sounds: ['the sound of a skylark singing high overhead', 'the hum of bees in the clover', 'the sound of the long grass swishing in the wind'],
      backdrop: 'meadow',
    },
    {
      name: 'the Bluebell Animal Rescue',
      short: 'the rescue',
      sights: [
        'a hedgehog snoozing in a box of straw',
        'a one-eared rabbit munching a carrot top',
        'an old grey donkey in a tartan blanket',
        'a row of hutches with name cards on the doors',
        'two ducks paddling round and round a washing-up bowl',
      ],
      sounds: ['a tiny squeak from under the straw', 'the rattle of a food bowl', 'the sound of the donkey braying hello'],
      backdrop: 'meadow',
    },
    {
      name: 'Hawthorn Stables',
      short: 'the stables',
      sights: [
        'a pony with a mane like a haystack in a gale',
        'saddles lined up on their pegs',
        'a horseshoe nailed above the door for luck',
        'a sheepdog dozing with one eye on the gate',
        'hay nets swinging in the stalls',
      ],
      sounds: ['the sound of hooves clip-clopping on the cobbles', 'the sound of a pony whickering for breakfast', 'the swish of a tail in the straw'],
      backdrop: 'meadow',
    },
    {
      name: 'Kingfisher Pond',
      short: 'the pond',
      sights: [
        'a heron standing as still as a statue in the reeds',
        'a kingfisher flashing blue over the water',
        'frogspawn wobbling like jelly at the edge',
        "a moorhen's nest floating among the reeds",
        'dragonflies zipping over the lily pads',
      ],
      sounds: ['the plop of a frog landing in the water', 'the sound of ducks quacking and squabbling', 'the sound of the wind rustling in the reeds'],
      backdrop: 'meadow',
    },
  ],
  companions: [
    {
      name: 'Pip',
      a: 'a young red fox with a white-tipped tail',
      kind: 'fox',
      he: 'she',
      says: 'yipped',
      moves: 'trotted',
      habits: [
        'sniffed the air with her sharp black nose',
        'pricked up her ears at every rustle',
        'sat down and wrapped her white-tipped tail neatly round her paws',
      ],
      comforts: ["pressed her warm side against {name}'s leg", "tucked her nose under {name}'s hand and kept it there"],
      ages: [4, 12],
    },
    {
      name: 'Moss',
      a: 'a black-and-white sheepdog with one ear up and one ear down',
      kind: 'dog',
      he: 'he',
      says: 'woofed',
      moves: 'loped',
      habits: [
        'lay down flat with his chin on his paws, watching everything',
        'circled round twice, as if he were rounding up something only he could see',
        'cocked his head, one ear up and one ear down',
      ],
      comforts: ["leaned his whole warm weight against {name}'s legs", "rested his chin on {name}'s knee and thumped his tail"],
      ages: [4, 12],
    },
    {
      name: 'Dandelion',
      a: 'a shaggy little pony with a fringe that hid his eyes',
      kind: 'pony',
      he: 'he',
      says: 'whinnied',
      moves: 'clip-clopped',
      habits: ['blew a warm, grassy breath through his nose', 'tossed his fringe out of his eyes', 'stamped one hoof and snorted'],
      comforts: ["rested his soft nose on {name}'s shoulder", 'stood close so that {name} could lean on his warm, shaggy side'],
      ages: [3, 12],
    },
    {
      name: 'Bramble',
      a: 'a round, snuffly hedgehog with a nose like a blackberry',
      kind: 'hedgehog',
      he: 'he',
      says: 'snuffled',
      moves: 'trundled',
      habits: ['snuffled through the grass for beetles', 'rolled halfway into a ball and peeped out again', 'shook a leaf off his prickles'],
      comforts: ["curled up beside {name}'s shoe and gave a small, contented snuffle", 'leaned very gently against {name}, prickles flat'],
      ages: [2, 8],
    },
    {
      name: 'Henrietta',
      a: 'a speckled brown hen with a very bossy cluck',
      kind: 'hen',
      he: 'she',
      says: 'clucked',
      moves: 'strutted',
      habits: [
        'scratched at the ground and pecked at something nobody else could see',
        'fluffed up her feathers until she looked twice her size',
        'tilted her head to look at {name} with one bright eye',
      ],
      comforts: ['settled down beside {name} like a warm, feathery tea cosy', 'made a soft, crooning sound, the one hens make to their chicks'],
      ages: [2, 7],
    },
    {
      name: 'Button',
      a: 'a woolly lamb with black knees and a coat like a cloud',
      kind: 'lamb',
      he: 'she',
      says: 'bleated',
      moves: 'bounced',
      habits: ['sprang straight up in the air for no reason at all', "nibbled the edge of {name}'s sleeve", 'waggled her tail very fast'],
      comforts: ["pressed her woolly head against {name}'s knee", 'lay down beside {name}, soft and warm as a cushion'],
      ages: [2, 6],
    },
  ],
  things: [
    { a: 'a paper bag of sunflower seeds', the: 'the bag of seeds', kind: 'bag' },
    { a: 'a soft grooming brush', the: 'the brush', kind: 'brush' },
    { a: 'a basket of crunchy carrots', the: 'the basket', kind: 'basket' },
    { a: 'a red tin bucket', the: 'the bucket', kind: 'bucket' },
    { a: 'a spotty notebook for drawing animals', the: 'the notebook', kind: 'book' },
    { a: 'a floppy straw hat', the: 'the straw hat', kind: 'hat' },
  ],
  homes: [
    'the white cottage by the farm gate',
    'the little house at the bottom of the lane',
    'the yellow house with the crooked chimney',
    'the farmhouse with the green door',
    'the grey stone house by the duck pond',
    'the farm cottage with the wonky gate',
    'the long low house behind the orchard',
    'the little flat above the feed shop',
  ],
  titles: [
    '{name} and {comp}',
    'The Day {name} Met {comp}',
    "{name}'s Day at {place}",
    'Muddy Boots and a Friend Called {comp}',
    'Fur, Feathers and {name}',
    '{name} and the Quiet Visitor',
  ],
  tiny: {
    refrains: [
      'Cluck and quack and moo and baa, hello, animals, here we are!',
      'Hop and trot and waddle too, all the animals say how-do-you-do!',
      'Soft paws, soft hooves, soft feathers too, who will come and play with you?',
    ],
    opening: [
      {
        text: '{name} went to {place} with {thing}. {They} wanted to make a new friend today. [Rustle, rustle!|Swish, swish!|Crackle, crackle!] Out of the [long grass|tall grass] came {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}. {refrain}',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Here was {place}, and here was {name}, with {thing} held tight. {They} hoped an animal would come and say hello. {refrain} [Sniff, sniff!|Snuffle, snuffle!|Tiptoe, tiptoe!] Who was that? It was {comp_a}. "I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Peep, peep!|Tweet, tweet!] {Place} was waking up, and so was {name}. {They} had brought {thing} to show the animals. Out {comp_moves} {comp_a}. "Hello," {comp_says} {comp}. "What have you got there?" {refrain}',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Moo!|Baa!|Quack!] Who said that? {name} was at {place} with {thing}, listening hard. {They} wanted to hear every animal say hello. {refrain} [Rustle!|Rustle, rustle!|Swish, swish!] Somebody new said hello too. It was {comp_a}. "My turn," {comp_says} {comp}. "Hello!"',
        picture: { action: 'listening', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: '{name} had been looking forward to {place} all week. {They} had brought {thing}, and {they} had a plan. "Today," {they} whispered, "I am going to see a baby animal. A really tiny one." {They} tiptoed past {sight} and stopped to listen. Somewhere close by, something was [rustling|snuffling|shuffling] about.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'After all that, there was still time for one more thing. {comp} {comp_moves} ahead to a quiet corner of {place_short} and stopped. "Look," {comp_he} {comp_says}. In a nest of dry grass sat [three|four] baby birds, fluffy as thistledown, with their beaks wide open. "Real tiny ones," {name} whispered. {They} looked and looked, and did not make a single sound.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: 'It was early at {place}, and the grass was still [wet with dew|sparkly with dew|damp and cool]. {name} carried {thing} very carefully. {They} wanted to be so quiet and so gentle that a wild bird would hop right up beside {them}. So {they} sat down on a [big flat stone|mossy log|soft patch of grass], listened to {sound}, and waited.',
        picture: { action: 'waiting', object: 'the_thing' },
        wantMet: {
          text: 'Later, when {place_short} had gone [quiet|still] again, {name} sat down in the same spot with {comp} close by. Neither of them moved. [Hop.|Hop, hop.] A little brown robin landed right beside {their} shoe, put its head on one side and looked up at {them}. {comp} did not even blink. "Hello," {they} breathed, and the robin stayed.',
          picture: { action: 'waiting', with: ['comp'] },
        },
      },
      {
        text: 'There were so many animals at {place} that {name} did not know where to look first. There was {sight}! And listen: {sound}! {They} held {thing} [tightly|close] and made a wish: to say hello to every single animal at {place_short} before home time. Then, very close by, something moved.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'By the end of the day, {name} had said hello to so many animals that {they} had lost count. Hello to {sight}. Hello to the ones that squeaked and the ones that snored. "Have I missed anybody?" {they} asked. {comp} {comp_habit}. Of course! {They} said the very last hello to {comp}, nose to nose.',
          picture: { action: 'waving', with: ['comp'] },
        },
      },
      {
        text: 'Did animals snore? {name} was sure they did, and {they} badly wanted to hear one. Not a pretend snore. A real one. So {they} went to {place} with {thing} and walked [on tiptoe|very softly], stopping every few steps to listen. {Sound}, yes. A snore? Not a single one.',
        picture: { action: 'listening', object: 'the_thing' },
        wantMet: {
          text: 'On the way back, {comp} stopped beside a [heap of straw|pile of dry leaves|soft tuft of grass] and looked at it very hard. {name} crouched down. From deep inside came the smallest sound: hrrr-pff, hrrr-pff. A dormouse, curled up like a [cinnamon bun|ball of wool], was fast asleep and snoring. {They} put a hand over {their} mouth to keep the giggle in. A real snore, at last.',
          picture: { action: 'listening', with: ['comp'] },
        },
      },
      {
        text: 'The softest ears at {place}: that was what {name} was hunting for today. {They} had {thing} in one hand and a rule in {their} head. {They} would only stroke an animal that came to {them} first, and only with one [gentle|careful] finger. {They} walked slowly past {sight}, looking at ears. Long ones, pointy ones, floppy ones. Which were softest?',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'Just before the day ended, a little grey rabbit [hopped up|lolloped over] and sat down beside {name}\'s shoe, as if it had heard about the rule. {They} stroked one ear with one finger. It was softer than a [slipper|dandelion clock|kitten\'s tummy]. {comp} watched from very close by. "Softest?" {comp_he} {comp_says}. "Softest," {they} whispered.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: '[Very slowly|Ever so slowly|Carefully], {name} turned round. There stood {comp_a}, looking straight at {them}. "Hello," {comp_says} the {comp_kind}. "I\'m {comp}. You\'re very [quiet|gentle]. I like [quiet|gentle]." Then {comp} {comp_habit}, right there beside {them}, as if the two of them had been friends for years.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'Out {comp_moves} {comp_a}, right past {sight}, and stopped in front of {them}. "I\'m {comp}," {comp_says} the {comp_kind}. "I\'ve been watching you. Will you stay and [play|explore with me]?" {comp} {comp_habit} while {name} thought about it, which was not for long. Yes!',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'Something [nudged|bumped] {name}\'s elbow. {They} jumped, then laughed. It was {comp_a}, who was very interested in {the_thing}. "My name is {comp}," {comp_says} the {comp_kind}. "I know every corner of {place_short}. Shall I show you?"',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
    ],
    funny: [
      {
        text: 'Just then, a [butterfly|yellow butterfly|little blue butterfly] landed on the very end of {name}\'s nose. {They} went cross-eyed looking at it. {comp} went cross-eyed looking at {them}. "Don\'t sneeze," {comp_says} {comp}. "Ah... ah... ATCHOO!" Away flew the butterfly, and {comp} got such a surprise that {comp_he} sneezed too.',
        picture: { action: 'playing', with: ['comp'], object: 'butterfly' },
      },
      {
        text: '[Plop!|Boing!] A little green frog hopped out of nowhere and sat right on top of {the_thing}. "Ribbit," said the frog, very firmly, as if it had found a new house. {comp} stared at the frog. The frog stared at {comp}. Then it hopped away, plip, plop, and {name} laughed until {their} [tummy ached|cheeks hurt].',
        picture: { action: 'playing', with: ['comp'], object: 'frog' },
      },
      {
        text: 'A goat [wandered|trotted] up behind {name} and began to eat {their} sleeve, very politely, one nibble at a time. Nibble, nibble. {name} did not notice. {comp} noticed. "Um," {comp_says} {comp}. "Your sleeve is somebody\'s lunch." {name} looked down. The goat looked up, still chewing. It just took one more nibble, for luck.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: 'A bee landed on a flower near {name} and did a funny little wiggle, [round and round|this way and that]. "Is it dancing?" {they} asked. "It is," {comp_says} {comp}. "That wiggle tells the other bees where the flowers are." Sure enough, [three|four] more bees came buzzing straight to the very same patch.',
        picture: { action: 'looking', with: ['comp'], object: 'flower' },
      },
      {
        text: '{They} found a spider sitting in its web [on a tall stalk of grass|between two buttercups|on a thistle]. {They} counted its legs: one, two, three, four, five, six, seven, eight! "Eight legs," {comp_says} {comp}. "That is how you know it is a spider. A beetle has only six." {name} found a beetle to check. Six!',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'A cow lay in the grass, chewing and chewing. "What is she eating?" {they} asked. "Her breakfast, again," {comp_says} {comp}. "Cows swallow grass, then bring it back up and chew it a second time. It\'s called chewing the cud." {name} tried chewing like a cow, slowly, round and round, with nothing in {their} mouth.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: '{name} had a plan for {place}, and it was not a small one. The animals there had a way of looking straight through visitors, as if they were [weather|furniture|a passing cloud]. Today {they} meant to be the visitor an animal actually chose, and {they} had one in mind: the robin that lived at {place_short}, which was said to come to nobody at all. {They} had brought {thing}, a pocketful of patience and {their} [quietest boots|softest shoes]. At the edge of {place_short}, {they} stopped to take it all in: {sight}, and somewhere beyond it, {sound}. Nobody came to say hello. Not yet. {They} settled on a dry patch of ground, rested {their} chin on {their} knees and reminded {themself} that the animals had lived here for years without {them}, and could certainly manage another ten minutes.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'The light was going [gold|amber] by the time {name} sat down again on {their} dry patch of ground, with {comp} beside {them}, both too tired for plans. That was when the robin came. It dropped onto a post, then onto the grass, then onto the toe of {their} boot, and looked up as if the two of them had met before. {comp} stayed perfectly still, which must have cost {comp_him} a great deal. Nobody breathed. Then the robin sang one short song, right there, and was gone.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: 'For a whole week, {name} had been practising. {They} had practised walking without crunching, breathing without puffing and holding out a hand without waving it about like [a flag|a windmill]. All of it was for today, at {place}, and for one hope: to see the barn owl that lived there, which was shy of people and shyer still of noise. {They} had packed {thing}, checked it twice, and set off. Straight away {they} heard {sound}, and {their} heart gave a small, hopeful thump. "Slowly," {they} told {themself}, out loud, which rather spoiled the quiet. {They} tried again, silently this time, and walked on as if the ground were made of eggshells.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'By the time the sky turned [apricot|pink], {name} and {comp} were sitting side by side at the edge of {place_short}, and {they} {was} too tired to practise anything. That, as it turned out, was exactly right. A pale shape slid out of the dusk and floated across the grass, white as a moth and utterly silent. The owl. It turned its flat, heart-shaped face towards them once, as if it had known they were there all along, and then it was gone.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: 'Most people who came to {place} looked at the animals the way you look at [a picture on a wall|a poster at a bus stop]. {name} wanted more than that. {They} wanted to know what the animals did when nobody was watching: where they napped, who they squabbled with, what they found [funny|worth a fuss]. So {they} had come early, with {thing} and a head full of questions, and found a spot with a view of {sight}. Then {they} sat very still and waited for {place_short} to forget {they} {was} there. It took longer than {they} expected. An itch arrived on {their} nose and refused to leave, but {they} let it stay.',
        picture: { action: 'waiting', object: 'the_thing' },
        wantMet: {
          text: 'Before the day was over, {comp} {comp_moves} to a gap in the hedge and waited for {name}. "You wanted to know what they do when nobody is watching," {comp_he} said. "Watch." One by one, the animals of {place_short} were getting ready for the night. Something turned round three times in the straw. Something else grumbled about the best spot. A very small somebody had already fallen asleep mid-yawn. {They} added it all to {their} list of answers, very quietly, so as not to wake anyone.',
          picture: { action: 'looking', with: ['comp'] },
        },
      },
      {
        text: '{name} had drawn maps of treasure islands and maps of cities that did not exist, but never a map where the crosses were alive. Today {they} meant to make one. Every nest, burrow and [hidey-hole|secret doorway] at {place} would go on it, drawn small and neat. {They} had {thing}, a pencil and a sheet of paper folded into [eight|sixteen] squares. {They} started beside {sight} and drew the first cross with great care. Then {they} looked up and saw that the first cross had, very quietly, walked off.',
        picture: { action: 'building', object: 'map' },
        wantMet: {
          text: "By the end of the day, the map was crowded with crosses: a nest in a hedge, a burrow under a bank, and a hole that was either a mouse's front door or its back door (opinions differed). {name} spread it out on the grass, and {comp} came to look it over. \"You've missed someone,\" {comp_he} said. {They} had. So in the last clear corner, {they} drew one more cross, a little bigger than the rest, and wrote {comp}'s name beside it.",
          picture: { action: 'building', with: ['comp'], object: 'map' },
        },
      },
      {
        text: 'Things had been going missing at {place}. A teaspoon from somebody\'s picnic. A hair clip. A shiny [bottle top|key ring] that nobody much wanted, and one silver button that somebody very much did. {name} had decided to solve the case. {They} had {thing}, sharp eyes and a list of suspects which, so far, read: "Everybody." {They} began beside {sight}, looking not down at the ground but up, because {they} had a hunch about the thief, and the hunch had wings.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'The hunch was right. Late in the afternoon, {comp} stopped under a [crooked old tree|tall old tree] and looked up, and {name} followed {comp_his} gaze. On a branch beside a hole sat a jackdaw. In the hole, glinting, lay its collection: the teaspoon, the hair clip, four bottle tops and the silver button. The jackdaw gave them a long, pale-eyed stare. {They} left the branch well alone and went to tell the grown-ups where to look. "Case closed," {comp} {comp_says}. The jackdaw did not agree, but it was outvoted.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: 'It took a long time. A beetle walked over {their} boot. [A cloud went by.|A cloud went by, slowly.|A bee went by, twice.] Then, out of the corner of {their} eye, {they} saw {comp_a} watching {them}, as still as {they} {was}. Neither of them moved. At last the {comp_kind} {comp_moves} a few steps closer. "You\'re better at waiting than most," {comp_says} the {comp_kind}. "I\'m {comp}." {name} said {their} own name very quietly, and {comp} {comp_habit}, which seemed to mean that was all right. After that they waited together, side by side, which {name} found was a great deal easier than waiting alone.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '"If you\'re looking for the interesting animals," said a voice, "you\'ve found one." {They} spun round. There was {comp_a}, looking [extremely|enormously|rather too] pleased with {comp_him}self. The {comp_kind} {comp_habit}, as if to prove the point. "I\'m {comp}," {comp_he} {comp_says}. "I know where everyone naps, who snores, and who hides the [best snacks|tastiest snacks]. I could show you, if you can keep up." {name} could, and said so. {comp} looked {them} up and down, the way a shopkeeper looks at a coin. "We\'ll see," {comp_he} said. "Most people say that. Most people can\'t."',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} heard it before {they} saw it: a [cross, huffing|grumpy, huffing|cross, snorty] sort of noise. Behind a tussock of grass was {comp_a}, with a loop of old string caught round one leg. {name} knelt, spoke softly, and eased the string free, slowly, the way you would untangle [a necklace|a knot in a shoelace]. The {comp_kind} shook {comp_him}self from nose to tail. "Thank you," {comp_he} {comp_says}. "I\'m {comp}. I owe you one, and I always pay back what I owe." {Comp_he} said it so solemnly that {name} nearly laughed. It was clear, though, that {comp} meant every word, and that {name} now had a friend whether {they} wanted one or not.',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: '"The best spot isn\'t here," {comp} announced, and set off without checking whether {name} would follow. {They} did, of course. The way went round the far side of {place_short}, past {sight}, through a patch of nettles that {comp} insisted were [perfectly friendly|completely harmless] (they were not), and up a little rise where the wind seemed to blow from every direction at once. From the top, {they} could see the whole of {place} laid out like a map. Every animal in it was somewhere {they} could find. {comp} {comp_habit} and looked smug, the way guides do when the view is good.',
        picture: { action: 'climbing', with: ['comp'] },
      },
      {
        text: 'The shy animals, {comp} explained, kept to the far side of {place_short}, where nobody stomped about. So {name} tucked {the_thing} under {their} arm and they went the long way, past {sight}, and down into a muddy dip that made a [rude|very rude] noise under every step. By the time they climbed out, {their} boots weighed twice what they had at breakfast. Then the path opened out, quiet and green, and {comp} stopped and {comp_habit}. They had arrived. {name} scraped {their} boots on a stone, caught {their} breath and listened. Out here, {sound} was the loudest thing for miles.',
        picture: { action: 'running', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Halfway through the morning, {comp} found tracks in a patch of soft mud. "Somebody\'s been this way," {comp_he} {comp_says}. They followed the prints right across {place_short}, losing them on the dry ground and finding them again in the next soft patch, past {sight}, and on into the quietest corner of all. There the prints stopped at a hole under a bank. Whoever lived inside was at home and [not receiving visitors|not in the mood for visitors]. {name} decided to come back later. "Very wise," {comp} {comp_says}. "Nobody likes being visited before breakfast." There was plenty to do in the meantime.',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: "{name} had read that animals could sense a person's feelings. {comp} could apparently sense apples. Whenever {they} so much as touched {their} pocket, the {comp_kind} appeared at {their} elbow, looking innocent in a way that fooled [nobody|no one at all]. When {they} tried to eat one slice in peace, {comp} {comp_habit}, gave {them} a long, wounded look and sighed the sigh of an animal who had not been fed for [a hundred years|at least a week]. At last {they} handed the slice over. {comp} had already had breakfast twice. {name} knew this because {they} had watched both of them happen, and the second one had included most of somebody else's sandwich.",
        picture: { action: 'giving', with: ['comp'], object: 'apple' },
      },
      {
        text: '"I\'ll look after that," {comp} offered, eyeing {the_thing}. "I\'m fine, thanks," said {name}. "It\'s no trouble," said {comp}. "Honestly, I don\'t mind carrying it." [Two minutes later|A minute later], {comp} was sitting on it. Not on purpose, {comp_he} explained. It had simply turned out to be the most comfortable spot in the whole of {place_short}, and {comp_he} had simply happened to be tired. {Comp_he} showed no sign of moving before [lunch|teatime]. {name} sat down beside {comp_him} to wait. "Comfortable?" {they} asked. "Very," said {comp}, and closed {comp_his} eyes, and began, very politely, to snore.',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{comp} was convinced that one particular hen was following {comp_him}. {Comp_he} walked left: the hen walked left. {Comp_he} stopped: the hen stopped and gazed at the sky, as if deeply interested in the weather. "She\'s doing it on purpose," {comp} hissed. {name} pointed out that {comp} had been dropping crumbs the whole way. {comp} considered this, said it was no excuse for the hen\'s attitude, and dropped another crumb, just to see.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} crouched over a line of prints in the mud: two long ones side by side, then two small ones, one behind the other. "Which way did it go?" {comp} asked. It looked as if the small prints were leading. Then {name} remembered a page from a tracking book. When a rabbit hops, its long back feet swing past its front paws and land ahead of them, so the big prints are the front of the track. {They} followed the big prints instead, across {place_short}, and there, under a [bramble|hawthorn bush], sat a rabbit, chewing.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'In the grass by {their} boot, {they} found a feather, pale and soft and barred with brown. {They} ran a finger along its edge and frowned. It felt like [velvet|the softest velvet], nothing like the stiff, neat edge of a pigeon\'s feather. "Owl," {comp_says} {comp}. "Their feathers are fringed, so the air slips past without a whisper." {name} swished the feather through the air as hard as {they} could. Not a sound. {They} tucked it behind {their} ear and looked up at every branch and roof, wondering who had been watching. An owl could pass right over your head, {they} realised, and you would never know.',
        picture: { action: 'finding', with: ['comp'], object: 'feather' },
      },
    ],
  },
} satisfies WorldWriting;
