import type { WorldWriting } from './format';

export default {
  interest: 'Sports',
  magical: false,
  settings: [
    {
      name: 'the Sunshine Stadium',
      short: 'the stadium',
      sights: [
        'flags fluttering on top of the stands',
        'the white lines of the pitch gleaming in the sun',
        'a scoreboard blinking with big yellow numbers',
        'rows and rows of empty orange seats',
        'a groundsman mowing stripes into the grass',
      ],
      sounds: ['the thud of a well-kicked ball', 'the sharp peep of a whistle', 'the sound of a cheer echoing round the empty stands'],
      backdrop: 'stadium',
    },
    {
      name: 'the running track at Green Park',
      short: 'the track',
      sights: [
        'red lanes curving round like a giant ribbon',
        'the finish line painted bright white',
        'hurdles standing in a neat row',
        'a long-jump pit raked as smooth as a beach',
        'a coach with a stopwatch and a clipboard',
      ],
      sounds: ['the sound of trainers pattering on the track', 'the sharp clap of a starter', 'the sound of a coach calling out lap times'],
      backdrop: 'stadium',
    },
    {
      name: 'the Riverside Sports Hall',
      short: 'the sports hall',
      sights: [
        'basketball hoops at either end',
        'a shiny wooden floor painted with coloured lines',
        'a climbing wall dotted with bright handholds',
        'a tower of blue crash mats',
        'a big net of balls hanging by the door',
      ],
      sounds: ['the squeak of trainers on the floor', 'the swish of a ball dropping through a net', 'the sound of a bouncing ball echoing off the walls'],
      backdrop: 'stadium',
    },
    {
      name: 'the football pitch on Hilltop Common',
      short: 'the pitch',
      sights: [
        'goalposts with their nets flapping in the wind',
        'orange cones set out in a zigzag',
        'squirrels sitting on the fence like supporters',
        'a kite drifting over the far goal',
        'a muddy patch in front of each goal',
      ],
      sounds: ['the sound of a ball thumping against the crossbar', 'the sound of the goal net rattling', 'the sound of a dog barking at every kick'],
      backdrop: 'stadium',
    },
    {
      name: 'the sports day field at Willowbrook',
      short: 'the field',
      sights: [
        'bunting strung between the trees',
        'a sack race wobbling towards the line',
        'an egg-and-spoon runner going very, very carefully',
        'a tug-of-war rope lying in the grass',
        'a row of hoops and beanbags waiting for the obstacle race',
      ],
      sounds: ['the sound of a loudhailer calling out the next race', 'the sound of families cheering along the rope', 'the flap of bunting in the wind'],
      backdrop: 'stadium',
    },
  ],
  companions: [
    {
      name: 'Dash',
      a: 'a long-legged greyhound who could run faster than anyone',
      kind: 'dog',
      he: 'she',
      says: 'woofed',
      moves: 'loped',
      habits: ['stretched out her long legs one at a time', 'quivered all over, ready to run', 'lay down with her chin on her paws, watching the ball'],
      comforts: ['leaned her warm, narrow side against {name}', "rested her long nose on {name}'s knee"],
      ages: [4, 12],
    },
    {
      name: 'Sprint',
      a: 'a lanky brown hare with very long ears and very fast feet',
      kind: 'hare',
      he: 'he',
      says: 'puffed',
      moves: 'bounded',
      habits: ['thumped one big back foot on the ground', 'twitched his long ears forward and back', 'sat up tall to see over everyone'],
      comforts: ['sat close to {name}, soft and warm', 'folded his long ears flat and leaned against {name}'],
      ages: [5, 8],
    },
    {
      name: 'Bruno',
      a: 'a big brown bear who played in goal and loved a diving save',
      kind: 'bear',
      he: 'he',
      says: 'rumbled',
      moves: 'lumbered',
      habits: ['stretched his huge arms wide, like a goalkeeper', 'clapped his great paws together', 'did a slow, careful toe-touch and groaned'],
      comforts: ['wrapped {name} in a big, warm, careful hug', 'sat down beside {name}, as warm and solid as a sofa'],
      ages: [2, 8],
    },
    {
      name: 'Skid',
      a: 'a little penguin who slid everywhere on his tummy',
      kind: 'penguin',
      he: 'he',
      says: 'squawked',
      moves: 'waddled',
      habits: ['flapped his flippers to cheer', 'slid a little way on his tummy, just for fun', 'stood up very straight, like a referee'],
      comforts: ["leaned against {name}'s leg with a happy squawk", 'patted {name} gently with one flipper'],
      ages: [2, 7],
    },
    {
      name: 'Coach Bolt',
      a: 'a tall silver robot with a stopwatch for a face',
      kind: 'robot',
      he: 'she',
      says: 'called',
      moves: 'strode',
      habits: [
        'clicked her stopwatch face on and off',
        'made a note of everything in a tiny whirring voice',
        'stood with her hands on her hips like a proper coach',
      ],
      comforts: ["rested one cool, steady hand on {name}'s shoulder", 'dimmed her stopwatch face to a soft, kind glow'],
      ages: [6, 12],
    },
    {
      name: 'Springer',
      a: 'a bright green frog who could jump twenty times his own length',
      kind: 'frog',
      he: 'he',
      says: 'croaked',
      moves: 'hopped',
      habits: ['did three quick practice jumps on the spot', 'puffed out his throat proudly', 'stretched his long back legs'],
      comforts: ["sat on {name}'s knee, cool and calm", 'hopped close to {name} and croaked softly'],
      ages: [2, 6],
    },
  ],
  things: [
    { a: 'a lucky red football', the: 'the football', kind: 'ball' },
    { a: 'a bouncy orange basketball', the: 'the basketball', kind: 'ball' },
    { a: 'a shiny silver whistle', the: 'the whistle', kind: 'whistle' },
    { a: 'a stopwatch on a blue cord', the: 'the stopwatch', kind: 'stopwatch' },
    { a: 'a bright skipping rope', the: 'the skipping rope', kind: 'rope' },
    { a: 'a water bottle covered in stickers', the: 'the water bottle', kind: 'bottle' },
  ],
  homes: [
    'the house with a basketball hoop over the garage',
    'the flat above the bakery',
    'the red-brick house on the corner',
    'the house with muddy boots by the back door',
    'the house by the rugby club',
    'the flat with the bikes on the balcony',
    'the cottage by the village green',
    'the yellow house on Stadium Road',
  ],
  titles: ['{name} and {comp}', 'Ready, Steady, {name}!', 'The Day {name} Met {comp}', '{name} and the Big Game', 'Game On, {name}!', "{name}'s Personal Best"],
  tiny: {
    refrains: ['Kick, run, score, hear the crowd roar!', 'Bounce, bounce, catch, what a match!', 'Ready, steady, go, fast or slow!'],
    opening: [
      {
        text: '{name} ran to {place} with {thing}. {They} wanted to play all day! {refrain} [Boing, boing!|Bounce, bounce!|Zoom, zoom!] Here came {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}. "Let\'s play!"',
        picture: { action: 'running', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Puff, puff, puff!|Hop, hop, hop!|Stretch, stretch!] {name} was warming up at {place}. {They} had {thing}, and {they} wanted to be fast today. Who else was warming up? It was {comp_a}! "I\'m {comp}," {comp_he} {comp_says}. {refrain}',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '"Ready, steady..." {name} [stood|waited] at {place} with {thing}. {They} wanted a friend to play with. Then along came {comp_a}, ready to play too. "GO!" {comp_says} {comp}, and off they ran. {refrain}',
        picture: { action: 'running', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Peep, peep!|Tweet, tweet!] A whistle blew at {place}. {name} held {thing} and hopped from foot to foot. {They} wanted to try every game there was! {refrain} [Hop, skip, jump!|Run, run, run!] Who was that, coming to play? It was {comp_a}. "Hello, I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: '{name} had practised in the garden every single day, and today {they} {was} going to {place}, the real thing! {They} had {thing} and {their} fastest trainers. {They} wanted to play so well that everyone would cheer. {They} did [three|four] stretches, jumped up and down, and looked around for somebody to play with.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'There was time for one last game before home. {name} ran and jumped and played {their} very best, and right at the end {they} did the best move of the whole day. [Everyone|All the grown-ups at the side] cheered, and {comp} cheered loudest of all. "Did you hear that?" {they} asked, out of breath. "I heard it," {comp_says} {comp}. "They were cheering for you."',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: 'At {place}, everything was ready: {sight}, and somewhere, {sound}. {name} held {thing} tight. Today {they} wanted to learn something new: a proper racing start, crouched down low with {their} fingers on the line, the kind the [big runners|grown-up runners] did. "I can do it," {they} whispered. {They} just needed someone to show {them} how.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'There was time for one more go. {name} crouched down low, fingers on the line, and waited. "Ready, steady..." {comp_says} {comp}. "Go!" {They} pushed off and shot forward, low and fast, just like the big runners. It was a proper racing start, a real one. {They} did it [twice more|two more times], just to be sure {they} still could.',
          picture: { action: 'running', with: ['comp'] },
        },
      },
      {
        text: '{name} bounced on {their} toes at the edge of {place}. {They} could not keep still! {They} had {thing}, a big breakfast inside {them} and one wish: to run and jump and play until {their} legs felt like [jelly|spaghetti]. {They} took a deep breath and ran out, as fast as {they} could.',
        picture: { action: 'running', object: 'the_thing' },
        wantMet: {
          text: 'After all that, there was still time for one last race, across {place_short} and back. {name} ran. {They} jumped. {They} ran some more, with {comp} close beside {them}, and then {they} flopped down flat. "How are your legs?" {comp_says} {comp}. {They} gave them a wobble. "Like jelly," {they} said happily. "Or spaghetti. Both."',
          picture: { action: 'running', with: ['comp'] },
        },
      },
      {
        text: 'Hands up, one leg out, and over! At home, {name}\'s cartwheels always ended in a heap on the grass. Today, at {place}, {they} wanted to do one perfect cartwheel, with straight legs and a proper landing, the kind that made people say "Ooh!". {They} put {thing} down by {sight}, rubbed {their} hands together and [had a go|tried]. Heap.',
        picture: { action: 'playing', object: 'the_thing' },
        wantMet: {
          text: 'There was time for one more try. {name} lifted {their} hands, kicked up one leg and went over, straight as a star, and landed on both feet without a wobble. {comp} stared. "Ooh!" {comp_he} {comp_says}. It was exactly the right noise. {They} did it [twice more|again and again], just to hear it.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: 'Before every race at {place}, somebody held up a flag and shouted, "Ready, steady, GO!" {name} had watched them do it all morning. Running was fun, but that job looked like the best job of all. {They} held {thing}, stood up very straight and practised the shout [under {their} breath|in a whisper], so {they} would be ready if anybody asked.',
        picture: { action: 'waiting', object: 'the_thing' },
        wantMet: {
          text: 'Near the end of the day, the grown-up in charge of the races bent down. "Would you like to start the last one?" {name} held the flag up high. The runners crouched. "Ready," {they} called. "Steady... GO!" Off they flew. {comp} {comp_moves} along the side of the track, all the way to the line. Best job of all, {they} thought.',
          picture: { action: 'waving', with: ['comp'], object: 'flag' },
        },
      },
    ],
    meet: [
      {
        text: '[Whoosh!|Zoom!|Whizz!] Something shot past {name} so fast that {their} hair blew about. It stopped, turned round and came back. It was {comp_a}. "Sorry!" {comp_says} the {comp_kind}. "I\'m {comp}. I\'m practising. Do you want to practise with me?" {comp} {comp_habit}. Yes, please!',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'A ball rolled right up to {their} feet. Behind it {comp_moves} {comp_a}. "That\'s mine," said the {comp_kind}. "But you can [send it back|pass it back]. I\'m {comp}." So {name} did, as hard as {they} could, and {comp} {comp_habit}. "Again!" {comp_he} said.',
        picture: { action: 'playing', with: ['comp'], object: 'ball' },
      },
      {
        text: '"Excuse me," said a voice. "Are you on my team?" {They} turned round. There stood {comp_a}, looking [very hopeful|hopeful and a bit shy]. "I\'m {comp}," said the {comp_kind}. "I need a partner for the next game, and you look just right." {name} grinned. "I\'m your partner," {they} said.',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} tried a star jump. Up went {comp}, out went everything that could go out, and down came {comp} in a heap, upside down, with a [very surprised|most surprised] face. "Was that a star?" {comp_he} asked. "More of a starfish," giggled {name}.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: 'Then {name} kicked the ball a bit too hard. Up, up, up it went, and down it [came|dropped], right on top of {comp}\'s head. Boing! It bounced off and rolled straight into the goal. "GOAL!" shouted {comp}, who had not meant to score at all. Everybody laughed until they had to lie down.',
        picture: { action: 'playing', with: ['comp'], object: 'ball' },
      },
      {
        text: '{comp} tried to balance the ball on {comp_his} nose, like a seal. It wobbled. It wibbled. It stayed! {comp} looked very proud. Then {comp_he} tried to say, "Look at me!" and the ball rolled off {comp_his} nose, down {comp_his} back and away, with {comp} running after it, still saying, "Look at me! Look at me!"',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: 'After a whole lap, {they} put a hand on {their} chest. [Thump-thump-thump!|Boom-boom-boom!] "My heart is going so fast!" "It\'s working hard," {comp_says} {comp}. "When you run, your heart pumps faster to send your legs the air they need." {name} felt it slow down again: thump... thump... thump.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: '{comp} showed {them} how to warm up: march on the spot, circle your arms, reach up [high|to the sky]. "Warming up wakes your muscles," {comp_says} {comp}. "Warm muscles stretch better, so they don\'t get hurt so easily." {name} reached up so high that {they} nearly touched the sky.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} jumped off a little step and landed with stiff, straight legs. Bump! Ouch. Then {comp} showed {them} how to bend {their} knees when {they} landed. Soft as a cat! "Bendy knees catch you like springs," {comp_says} {comp}. {name} jumped again and again, boing, squish, boing, squish, quiet as a cat every time.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: "{name}'s personal best was written on a sticky note on {their} bedroom mirror, and {they} had been staring at it for a month. Today, at {place}, {they} meant to beat it. Not by a lot. By [anything|a second|one single point]. {They} had brought {thing}, eaten exactly the right breakfast and stretched every muscle {they} could name, plus a few {they} suspected {they} had invented. Somewhere nearby was {sound}. {They} took a breath and stepped out.",
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'There was time for one last try at the end, when {place_short} had gone quiet and the light had turned soft. No crowd, no fuss: just {name}, {comp} and the number on the sticky note. {They} went. For once {they} did not think about it at all, which was probably the trick. When {comp} {comp_says} the result, {they} asked to hear it twice. Better, by the smallest possible amount. The sticky note would have to be written out again, and {they} already knew which pen to use.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: 'The team list would go up on Friday, and {name} wanted {their} name on it more than {they} had wanted anything for ages. That left one morning of practice at {place}. {They} had {thing}, a plan and a slightly wobbly feeling in {their} stomach, which {they} decided to call [excitement|being keen]. {They} jogged past {sight} and started to warm up, trying to look like someone a coach would pick.',
        picture: { action: 'running', object: 'the_thing' },
        wantMet: {
          text: 'As practice ended, the coach stopped beside {name}, clipboard under one arm. "Good session," she said. "I saw how you played today." That was all. It was not a place on the list, not yet. But it was not nothing, either. {comp} was waiting close by. "Friday," {comp_he} {comp_says}. "Friday," {they} agreed, and found that the wobbly feeling had turned, somewhere along the way, into something much more like [excitement|being keen].',
          picture: { action: 'talking', with: ['comp'] },
        },
      },
      {
        text: 'Some people played sport to win. [Some played it for the snacks.|Some played it for the kit.] {name} played it for the moment just before: the held breath, the whistle about to blow, the whole of {place} going quiet. Today, though, {they} wanted something more: to learn one new move properly and make it {their} own. It was the step-over, a foot swept round the ball so fast that the defender went the wrong way. {They} had watched it done a hundred times. {They} had {thing} and a whole morning. It could not be that hard. (It was.)',
        picture: { action: 'playing', object: 'the_thing' },
        wantMet: {
          text: 'As the light began to go, {name} tried the step-over one last time, slowly at first and then at full speed. {Their} foot swept round the ball, {their} shoulders dipped, and the ball rolled away the other way, exactly where {they} meant it to. {comp}, who had been pretending to defend, {comp_moves} the wrong way completely. "Again," {comp_he} {comp_says}. "I want to see how you did that." So {they} did it again, and then again. It was {theirs} now.',
          picture: { action: 'playing', with: ['comp'] },
        },
      },
      {
        text: 'Everybody at {place} had heard of the Lucky Ball. It had been signed by a team that won everything, thirty years ago, and then, in true legend style, it had gone missing. Some said it had rolled under the stands. Some said a groundsman had tidied it away and forgotten where. Today {name} wanted to be the one who found it. {They} had {thing}, a torch the groundsman had lent {them} and a list of every place nobody had bothered to look. {They} started with the least likely, past {sight}, on the grounds that the likely places had all been tried.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'The last place on the list was the old kit store, behind a stack of cracked cones and a net of flat balls. {name} nearly missed it. Then the torch caught a faded curve of leather, and a row of names in old blue ink. {comp} peered at it over {their} shoulder. "Is it...?" {comp_he} {comp_says}. It was. {They} carried it out very carefully, the way you might carry an egg, and set it on the office desk for the morning.',
          picture: { action: 'finding', with: ['comp'], object: 'ball' },
        },
      },
      {
        text: '{name} had been commentating on everything for years. Breakfast ("And she\'s gone for the toast!"), the walk to school, the cat. What {they} wanted, more than anything, was to do it for real, into the big microphone at {place}, with the words going out over the loudspeakers to everybody. The announcer had said "Maybe later," which {they} knew could mean anything. So {they} picked up {thing}, found a seat near {sight}, and practised quietly, in case later came. "{Place}, a beautiful day," {they} murmured, "and the crowd is holding its breath." The crowd, at that moment, was one pigeon.',
        picture: { action: 'waiting', object: 'the_thing' },
        wantMet: {
          text: 'Later came. The announcer waved {name} up for the very last event of the day and handed over the microphone. {Their} voice boomed out across {place_short}, bigger than {they} had ever heard it. {They} called every [move|dash] and every cheer, and the final whistle too. Afterwards, {comp} was waiting close by. "You sounded like the real thing," {comp_he} {comp_says}. Even the pigeon, {they} noticed, had stayed for every minute of it.',
          picture: { action: 'talking', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: '{They} {was} halfway through {their} warm-up when {they} realised {they} {was} being watched, and judged, by {comp_a}. "Your left knee," said the {comp_kind}. "You\'re not bending it. [Everyone forgets the left knee.|Nobody ever remembers the left knee.]" {comp} {comp_habit}. "I\'m {comp}. Don\'t take it personally. I notice things. It\'s a gift, and also a curse." It was, {name} had to admit, a very good point about the knee.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'The ball came out of nowhere, and {they} caught it before {they} had time to think. "Good hands," said {comp_a}, arriving to claim it. "Most people duck. I\'m {comp}." The {comp_kind} looked {them} up and down with the air of [a talent scout at a cup final|a judge at a very important competition]. "So. Do you want to play properly, or do you want to stand there being surprising?" {name} threw the ball back. That seemed to be the right answer.',
        picture: { action: 'playing', with: ['comp'], object: 'ball' },
      },
      {
        text: 'A whistle blew [three times|twice, then once more], and {comp_a} {comp_moves} into the middle of {place_short} as if {comp_he} owned it. "Right!" said the {comp_kind}. "Who\'s here for extra practice?" {name} looked around. There was nobody else. "Just you? Excellent. Small groups are the best groups. I\'m {comp}." {comp} {comp_habit}. "We start with the basics," {comp_he} said, "and we finish when you\'re grinning."',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: '"Not here," {comp} said. "The good practice spot is on the other side." So they went all the way round the edge of {place_short}, past {sight}, dodging a group of tiny children doing a very serious warm-up and a man who was jogging backwards for reasons of his [own|own that he did not explain]. The other side was quieter, with room to move and nobody watching. {name} understood at once why {comp} liked it. Here, you could get things wrong, and nobody would mind.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'One mighty kick, and the ball sailed clean out of sight, right to the far end of {place_short}. "Your kick," {comp} pointed out, "your fetch." They set off together past {sight}, checking every corner, and found it at last wedged behind a pile of kit bags, as if it had been [hiding on purpose|playing hide-and-seek]. On the way back they discovered the quickest way round the whole place, which {comp} claimed to have known about all along. {name} did not believe that for a second.',
        picture: { action: 'finding', with: ['comp'], object: 'ball' },
      },
      {
        text: '{comp} insisted on a proper warm-up: one slow lap of {place_short}, and no racing. {name} managed not to race for almost [a minute|a whole minute|forty seconds]. They jogged past {sight}, past the benches and the water fountain, and round the far corner, where the noise of everyone else dropped away. By the time they were back where they had started, everything felt loose and springy and ready, and {comp}, annoyingly, was not even out of breath.',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} had strong opinions about celebrations. Scoring, according to {comp}, was only half the job. The other half was the celebration, and that needed practice. {comp} demonstrated: a spin, a slide, a pose and a deep bow to an [invisible|imaginary] crowd. "Now you," {comp_he} said. {name} did a small, embarrassed wave. {comp} looked pained. "We\'ll work on it," {comp_he} said kindly, and {comp_habit} while {they} had another go.',
        picture: { action: 'celebrating', with: ['comp'] },
      },
      {
        text: '{name} had been told to keep {their} eye on the ball, and {they} did. {They} kept it so firmly on the ball that {they} ran straight past {comp}, round the wrong side of a cone and headfirst into a pile of kit bags, where {they} lay, tangled and [triumphant|victorious], still holding the ball. {comp} came over slowly and looked down. "Well," {comp_he} said at last, "your eye was definitely on it."',
        picture: { action: 'playing', with: ['comp'], object: 'ball' },
      },
      {
        text: '{comp} had decided to become the team mascot, and nobody had managed to talk {comp_him} out of it. {Comp_he} had a dance. {Comp_he} had a chant. {Comp_he} had a move called the Windmill, which involved spinning round with everything stuck out and had already cleared a whole bench. "Give me an S!" {comp} shouted at the empty seats. Nobody did. So {comp} gave {comp_him}self one, and then, since {comp_he} was there anyway, the rest of the alphabet.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: 'Halfway through the morning, {name} stopped, pressed two fingers to the side of {their} neck and counted {their} pulse while {comp} counted ten seconds. Twenty-two beats. Times six made a hundred and thirty-two [a minute|beats a minute], nearly double what it had been at breakfast. Hearts speed up when you exercise, pumping extra oxygen to the muscles that need it. So {they} used it like a gauge: when it climbed too high, {they} jogged, and when it dropped, {they} sprinted. By lunchtime {they} {was} still going strong, and {comp} was the one asking for a rest.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: '{They} wanted to bend the ball round {comp}, the way the players did on television. {They} remembered how it worked: strike the ball off-centre so that it spins, and the spinning ball drags the air round with it, which pushes it sideways as it flies. {They} struck it on the right-hand side. The ball set off straight, then curved, gently, like [a polite question|a swan turning], round {comp} and on to exactly where {they} had aimed. {comp} turned and stared. "Again," {comp_he} said. {name} tried again. It went straight into {comp}. Science, it turned out, took practice.',
        picture: { action: 'playing', with: ['comp'], object: 'ball' },
      },
      {
        text: 'Before the long jump, {name} watched the older ones and noticed something: the best jumpers did not stop at the board and then leap. They ran the whole way, faster and faster, and took off without slowing down at all. Speed going forward turns into distance going through the air. So on {their} next go, {they} started further back, ran right through, and kept {their} eyes up instead of on {their} feet. {comp} {comp_habit}. The sand sprayed up a whole shoe-length further than before, and {name} lay in the pit laughing, with sand in {their} ears.',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
  },
} satisfies WorldWriting;
