import type { WorldWriting } from './format';

export default {
  interest: 'Music',
  magical: false,
  settings: [
    {
      name: 'the Jingle Jangle Theatre',
      short: 'the theatre',
      sights: [
        'red velvet curtains with golden tassels',
        'a grand piano with its lid up like a great black wing',
        'rows of empty seats waiting in the dark',
        'a spotlight making a bright circle on the stage',
        'a music stand with a pencil balanced on top',
      ],
      sounds: ['the sound of an orchestra tuning up', 'the plink-plonk of piano keys', 'the sound of a drum going rat-a-tat-tat'],
      backdrop: 'stage',
    },
    {
      name: 'the bandstand in Primrose Park',
      short: 'the bandstand',
      sights: [
        'brass instruments glinting in the sun',
        'music stands set out in a circle',
        'people in deckchairs tapping their feet',
        'bunting fluttering round the bandstand roof',
        'a pigeon strutting along the railings in time to the music',
      ],
      sounds: ['the sound of a trumpet tooting a bright fanfare', 'the oompah of a tuba', 'the sound of a crowd clapping along'],
      backdrop: 'stage',
    },
    {
      name: 'the Old Piano Shop on Harmony Street',
      short: 'the piano shop',
      sights: [
        'pianos standing in rows like sleeping horses',
        'a violin resting in a velvet case',
        'a cat asleep on a piano lid',
        'sheets of music pinned all over the walls',
        'a harp in the window, catching the light',
      ],
      sounds: ['the sound of a single piano note hanging in the air', 'the tick-tock of a metronome', 'the sound of the shop bell tinkling'],
      backdrop: 'stage',
    },
    {
      name: 'the music school down the lane',
      short: 'the music school',
      sights: [
        'a practice room with a shiny drum kit',
        'a row of little violins on a shelf',
        'a xylophone with rainbow-coloured bars',
        'a noticeboard covered in concert posters',
        'a cello leaning in the corner like a tall, patient friend',
      ],
      sounds: [
        'the sound of a recorder practising scales up and down',
        'the sound of someone singing do-re-mi',
        'the sound of a xylophone going ting-ting-ting',
      ],
      backdrop: 'stage',
    },
    {
      name: 'the Summer Music Festival on Whistling Hill',
      short: 'the festival',
      sights: [
        'a big striped tent with flags on top',
        'a little stage built out of hay bales',
        'people dancing in their wellies',
        'paper lanterns strung between the trees',
        'a fiddler playing on an upturned crate',
      ],
      sounds: ['the sound of a fiddle playing a jig', 'the sound of a guitar strumming somewhere in the crowd', 'the sound of a big bass drum going boom'],
      backdrop: 'stage',
    },
  ],
  companions: [
    {
      name: 'Melody',
      a: 'a bright green parrot who could copy any tune after hearing it once',
      kind: 'parrot',
      he: 'she',
      says: 'trilled',
      moves: 'fluttered',
      habits: [
        'bobbed her head in time to a beat only she could hear',
        'whistled the first line of a song and stopped, to see if anyone knew the rest',
        'fluffed up her feathers and shook them out',
      ],
      comforts: ["sat on {name}'s shoulder and hummed softly", "pressed her warm, feathery head against {name}'s cheek"],
      ages: [2, 12],
    },
    {
      name: 'Crotchet',
      a: 'a velvety black cat with perfect pitch',
      kind: 'cat',
      he: 'he',
      says: 'purred',
      moves: 'padded',
      habits: ['flicked his tail in perfect time', 'winced at a wrong note somewhere far away', 'stretched out on the nearest warm spot'],
      comforts: ['curled up against {name} and purred one long, low note', "rubbed his head against {name}'s hand"],
      ages: [4, 12],
    },
    {
      name: 'Tempo',
      a: 'a tidy little mouse who lived inside an old piano',
      kind: 'mouse',
      he: 'she',
      says: 'squeaked',
      moves: 'scurried',
      habits: ['tapped her tiny foot in time', 'smoothed her whiskers very carefully', 'ran up and down like fingers on piano keys'],
      comforts: ["curled up in {name}'s cupped hands", "sat on {name}'s shoulder, as light as a leaf"],
      ages: [2, 8],
    },
    {
      name: 'Barnaby',
      a: 'a big green frog with a croak as deep as a tuba',
      kind: 'frog',
      he: 'he',
      says: 'croaked',
      moves: 'hopped',
      habits: ['puffed up his throat and let out a deep BRRRUMP', 'drummed his long toes on the ground', 'blinked his golden eyes in time to the music'],
      comforts: ["sat by {name}'s foot and croaked a slow, soft lullaby", "hopped up onto {name}'s knee and stayed very still"],
      ages: [2, 6],
    },
    {
      name: 'Duke',
      a: 'a basset hound with long ears who howled along to every song',
      kind: 'dog',
      he: 'he',
      says: 'crooned',
      moves: 'ambled',
      habits: ['tipped back his head and howled along, slightly off-key', 'let his long ears flop over his eyes', 'thumped his tail in time, mostly'],
      comforts: ["leaned his heavy, warm head on {name}'s knee", "lay down across {name}'s feet like a warm rug"],
      ages: [4, 12],
    },
    {
      name: 'Rusty',
      a: 'an old brass robot who could play any instrument but only knew one song',
      kind: 'robot',
      he: 'he',
      says: 'clanked',
      moves: 'trundled',
      habits: [
        'played the first three notes of his one song, then stopped himself',
        'oiled a squeaky elbow',
        'tapped out a rhythm on his own chest, ting-ting',
      ],
      comforts: ['played a soft, slow tune on his own chest, just for {name}', 'stood close to {name}, humming like a warm old radio'],
      ages: [6, 12],
    },
  ],
  things: [
    { a: 'a little red-ribboned drum', the: 'the drum', kind: 'drum' },
    { a: 'a small guitar on a rainbow strap', the: 'the guitar', kind: 'guitar' },
    { a: 'a silver flute', the: 'the flute', kind: 'flute' },
    { a: 'a jingly tambourine', the: 'the tambourine', kind: 'tambourine' },
    { a: 'a wooden recorder', the: 'the recorder', kind: 'recorder' },
    { a: 'a notebook full of songs', the: 'the song book', kind: 'book' },
  ],
  homes: [
    'the yellow house with wind chimes by the door',
    'the little house on Fiddle Lane',
    'the flat above the music shop',
    'the cottage with the old piano in the hall',
    'the house with the drum kit in the garage',
    'the flat over the launderette',
    'the cottage by the bandstand',
    'the tall house on Harmony Row',
  ],
  titles: ['{name} and {comp}', '{name} Makes Some Noise', 'The Day {name} Met {comp}', "{name}'s Big Song", 'Boom, Boom, {name}!', '{name} and the Music'],
  tiny: {
    refrains: ["Boom, boom, ting, let's all sing!", 'Tap your toes and clap your hands, here comes the marching band!', 'La, la, lee, sing along with me!'],
    opening: [
      {
        text: '{name} went to {place} with {thing}. {They} wanted to make music today! {refrain} [La, la, la!|Tra-la-la!|Hum, hum, hum!] Who was singing? It was {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'listening', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Boom! Ting! Toot!|Plink! Plonk! Boom!] {Place} was full of music. {name} had {thing}, and {they} wanted to join in. {refrain} Then along came {comp_a}. "Can I play too?" asked {comp}.',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Tap, tap, tap|Tippy, tippy, tap] went {name}\'s toes at {place}. {They} had {thing} and a song inside {them}. {refrain} Tap, tap, tap went somebody else! It was {comp_a}. "I\'m {comp}," {comp_he} {comp_says}. "Let\'s [make a band|play together]!"',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Pitter, patter! Rain on the roof at {place}. {name} had {thing}. {They} tapped {their} feet to the rain: pitter, patter, tap! {refrain} Then somebody else tapped along too. It was {comp_a}! "I\'m {comp}," {comp_he} {comp_says}. "Let\'s play the rain song!"',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: 'Tonight there would be a little concert at {place}, and anybody could join in. {name} wanted to play. {They} had {thing} and one tune {they} almost knew, if nobody listened [too closely|very carefully]. {They} practised all morning, while {sound} drifted through the air. {They} just needed a little bit of help.',
        picture: { action: 'playing', object: 'the_thing' },
        wantMet: {
          text: 'When the lights came on for the little concert, {name} stepped up with {the_thing}. {comp} {comp_habit}, right at the front. {They} played {their} tune all the way through, and only one note came out [wobbly|squeaky], right in the middle. Nobody minded at all. Everybody clapped, and {comp} cheered the loudest of all.',
          picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
        },
      },
      {
        text: '{name} loved every sound at {place}, from {sound} to the tiny hum of {their} own voice. Today {they} wanted to make a brand-new song, one that nobody had ever heard before. {They} sat down with {thing} and played one note. Then another. [It was a start!|It was a beginning!]',
        picture: { action: 'playing', object: 'the_thing' },
        wantMet: {
          text: 'Before home time, {name} played {their} new song all the way through. It had [four|five] notes that went up, two that went down, and a wiggly bit at the very finish. {comp} {comp_habit}. Nobody had ever heard it before, because it was brand new. "What\'s it called?" asked {comp}. {They} thought. "It\'s called [Today|Our Song]," {they} said.',
          picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
        },
      },
      {
        text: '"Can I be in the band?" {name} asked, the minute {they} got to {place}. "Come and show us what you can do," said the bandleader. {They} held {thing} very tight. {Their} tummy felt [fluttery|full of butterflies]. What if {their} fingers forgot what to do? {They} looked round for a friendly face.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: '"Ready?" asked the bandleader. {name} was. {They} sat in the band with {the_thing}, right in the second row, and played along with everybody else: loud bits, quiet bits and a big, bouncy finish. {comp} listened from the end of the row and got the loud bits wrong. When the music stopped, the bandleader smiled. "Welcome to the band," she said.',
          picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
        },
      },
      {
        text: 'Ting. {name} stopped and listened. Ting-a-ling. There it was again, a tiny silver sound somewhere at {place}, too small for a bell and too sweet for a spoon. Nobody else seemed to hear it. {They} held {thing} close and tiptoed past {sight}, following the sound. {They} wanted to find out what was making it.',
        picture: { action: 'listening', object: 'the_thing' },
        wantMet: {
          text: 'Just before home time, {they} heard it again: ting-a-ling. {comp} heard it too. They looked up, and up, and there it was, high in a corner: a little [wind chime|string of silver bells] made of old spoons and keys, turning gently in the air. Every time the breeze blew, it sang. "Found you," {name} whispered.',
          picture: { action: 'finding', with: ['comp'] },
        },
      },
      {
        text: '"What are those for?" asked a lady with a trumpet. {name} opened {their} bag and showed her: an empty tin, a handful of rice, a lid and a roll of sticky tape. "I\'m going to make an instrument," {they} said. "One that nobody else has got." {They} put {thing} down near {sight} and got to work.',
        picture: { action: 'building', object: 'tin' },
        wantMet: {
          text: 'There was just time to finish it. {They} poured the rice into the tin, pressed the lid on tight and wound sticky tape round and round. Then {they} shook it. Shicka-shicka-shick! {comp} {comp_habit}. {name} shook it high, then low, then fast, then slow. Nobody else had one like it. {They} called it the Shicka.',
          picture: { action: 'playing', with: ['comp'], object: 'tin' },
        },
      },
    ],
    meet: [
      {
        text: 'A voice joined in with the tune {name} was humming. It was a bit [wobbly|squeaky], but it was trying very hard. {They} looked round and saw {comp_a}. "Sorry," {comp_says} the {comp_kind}. "I couldn\'t help it. I\'m {comp}. Can I sing with you?" {comp} {comp_habit}. "Yes!" {they} said.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: 'Out from behind a big black instrument case {comp_moves} {comp_a}. "Was that you playing?" asked the {comp_kind}. "It was lovely. I\'m {comp}." {comp} {comp_habit}. {name} felt warm right down to {their} [toes|tippy-toes].',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{name} heard a tiny plink. Then a [plonk|plunk]. Then a whole jumble of plinks and plonks. It was {comp_a}, having a go on an old xylophone. "I\'m {comp}," said the {comp_kind}. "I\'m not very good yet. Will you help me?"',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} decided to sing the highest note in the world. {Comp_he} took a big breath and opened wide. Out came a tiny squeak, like [a mouse with hiccups|a squeaky door]. {name} giggled. {comp} tried again, and this time sang so low that it sounded like a cow with a cold. Soon they were both giggling.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} found a pair of shiny cymbals and wanted to try them. CRASH! The sound was so big that {comp} jumped, {name} jumped, and a pigeon outside flew off in a [huff|great huff]. For a moment, nobody said anything. Then {comp} whispered, "I think they might be a bit loud."',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} found a trumpet and blew as hard as {comp_he} could. Nothing came out. {Comp_he} blew harder. {Comp_his} cheeks went as round as apples. Then, just as {comp_he} gave up and put it down, it went PARP! all by itself. {comp} looked at the trumpet. The trumpet looked as if it had never made a sound in its life.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} sprinkled a pinch of paper confetti on top of a drum and tapped it, very gently. The confetti jumped and danced! "That\'s the sound," {comp_says} {comp}. "When you tap a drum, it wobbles very fast. The wobbles make the sound, and they make the confetti jump too." {name} tapped again. [Dance, confetti, dance!|Jump, confetti, jump!]',
        picture: { action: 'playing', with: ['comp'], object: 'drum' },
      },
      {
        text: '{They} lined up three glasses of water: a little, some, and lots. {They} tapped each one with a spoon. [Ting! Tong! Tung!|Ping! Pong! Pung!] "Less water makes a higher note," {comp_says} {comp}. "More water makes a lower one." {name} poured and tapped until the glasses played the start of a real song.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} stretched a rubber band between two fingers and plucked it. Twang! Then {they} stretched it tighter and plucked again. Ping! Higher! "That\'s how a guitar works," {comp_says} {comp}. "A tight string wobbles faster and sings higher." {name} made the band tight, then loose, then tight again, and played a very wobbly tune.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: 'There was a concert at {place} that evening, and {name} had a solo: eight bars, all alone, in front of everyone. {They} had played those eight bars so often that the cat next door now left the [garden|room] whenever {they} started. {They} had {thing}, {their} music and nearly a whole day. It was plenty of time. It did not feel like plenty of time.',
        picture: { action: 'playing', object: 'the_thing' },
        wantMet: {
          text: 'The concert began as the light faded. When it came to the eight bars, {name} stood up with {the_thing}, found {comp} near the front and looked nowhere else. The first note was a little thin. The second was better. By the fifth, {they} had forgotten to be frightened, and the last one rang out clear and long into the hush. There was a pause, the good kind, and then the clapping came. At home, {they} thought, the cat next door could finally come back.',
          picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
        },
      },
      {
        text: '{name} had had a tune stuck in {their} head for three days. It was not a tune {they} had heard anywhere. It seemed to have turned up on its own, like [a stray cat|a lost kitten], and now it wanted finishing. {They} brought it to {place} along with {thing}, because if anywhere could help a tune grow up, it was here. {They} found a quiet corner with a view of {sight} and began to hum.',
        picture: { action: 'playing', object: 'the_thing' },
        wantMet: {
          text: 'Near the end of the day, the tune finally told {name} how it wanted to end. It came all at once, the way a sneeze does: four notes climbing, a pause, then one low, warm note to land on, like a cat settling onto a cushion. {They} played it through from the very beginning, and this time it did not stop halfway and look around. It finished. {comp} was quiet for a moment. "Again," {comp_he} {comp_says}. So {they} played it again.',
          picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
        },
      },
      {
        text: '{name} had been told that real musicians could hear music in anything: rain on a roof, a kettle, a [squeaky gate|dripping tap]. {They} had tried this at home and heard mostly a kettle. But {place} was different. Even the air seemed to hum. {They} wanted, just once, to hear what the real musicians heard. {They} sat down with {thing}, closed {their} eyes and listened to {sound} as hard as {they} could.',
        picture: { action: 'listening', object: 'the_thing' },
        wantMet: {
          text: 'It happened when {name} was not even trying. Packing up at the end of the day, {they} heard a door creak, a tap drip and footsteps on the boards, and suddenly they fitted together. The creak was a note. The drip kept time. The footsteps were a bass line, and the rest of {place_short} hummed the tune on top. {They} stood perfectly still so as not to lose it. {comp} looked at {them} and said nothing, [which said it all|because there was no need|and {name} understood]. For one whole minute, everything was music.',
          picture: { action: 'listening', with: ['comp'] },
        },
      },
      {
        text: '{name} did not want to play an instrument. Everyone assumed {they} did, and kept offering {them} things to blow into. What {they} wanted, with a longing that was hard to explain, was to conduct: to stand at the front with a thin white stick, lift it, and have a whole room of music begin because {they} said so. {They} had brought {thing} anyway, to be polite, and a chopstick from the kitchen drawer, just in case. At {place}, {they} found a corner near {sight} and practised, very small, in the air: one, two, three, four.',
        picture: { action: 'playing', object: 'the_thing' },
        wantMet: {
          text: 'When everything was nearly packed away, one of the musicians caught sight of the chopstick. "Go on, then," she said. "One piece. Something slow." {name} stood at the front with {comp} close by, lifted the chopstick, and the music began. When {they} lowered {their} hand, it grew softer. When {they} held it still, so did everyone. {They} brought the last note down to almost nothing, and for a moment nobody moved at all.',
          picture: { action: 'playing', with: ['comp'] },
        },
      },
      {
        text: 'Every evening at {place}, a blackbird sang from the highest perch it could find, and every evening it began with the same eight notes, like somebody clearing their throat before a speech. {name} had heard it a dozen times and never once managed to remember it afterwards. Today {they} meant to catch it: to write those eight notes down properly, on paper, and whistle them back to the bird. {They} had {thing}, a pencil and a page of empty lines, and a long day of waiting ahead.',
        picture: { action: 'listening', object: 'the_thing' },
        wantMet: {
          text: 'The blackbird came back as the light went gold. {name} sat very still, {comp} close beside {them}, and the eight notes rang out: up, up, down, a trill, and a long one to finish. This time the pencil kept up. {They} read the notes off the page and whistled them back, [a bit wobbly|a little breathy], but right. The blackbird stopped. It tipped its head. Then it sang them again, slower, as if it were checking. {comp} looked at {them} as if {they} had done something marvellous.',
          picture: { action: 'listening', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: '{They} {was} playing the tune for the fourth time when somebody sang the next line. It was exactly right. {They} looked up and found {comp_a}, looking very pleased. "You always stop in the same place," said the {comp_kind}. "It\'s been bothering me [all morning|for ages]. I\'m {comp}." {comp} {comp_habit}. "The next bit goes up," {comp_he} added. "Trust me." {name} tried it. The next bit did go up, and it was lovely.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: 'From somewhere close by came a crash, a clatter and a long, sad twang. {They} went to look. In a heap of music stands sat {comp_a}, with a page of sheet music stuck over one eye. "I was trying to conduct," said the {comp_kind}, not at all embarrassed. "The stands [disagreed with my interpretation|had other ideas]. I\'m {comp}." {name} helped stand the stands back up, and {comp} {comp_habit}, as if nothing had happened at all.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'It took a while for {them} to notice the audience: {comp_a}, sitting very still at the edge of things, listening as if nothing else in the world were making a sound. When {name} stopped, the {comp_kind} {comp_moves} over. "Don\'t stop," {comp_he} {comp_says}. "I\'m {comp}. I\'ve listened to a lot of people play, and you\'re doing the thing most of them [forget|never do]." "What thing?" {they} asked. "Listening back," said {comp}.',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: 'The best sound in the whole of {place_short}, {comp} said, was in one particular spot at the far end, and you had to hear it to believe it. They went past {sight}, round the back where the instrument cases were stacked like [suitcases at a station|books on a shelf], and along a narrow way where every footstep came back a little late. There, {comp} stopped. "Sing one note," {comp_he} said. {name} did, and heard it bloom, and ring, and come back twice as sweet.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: '{comp} had promised to return a borrowed cello to the other side of {place_short}, and {name} offered to carry it. It was in a hard black case nearly as tall as {them}, and it bumped against everything: a chair, a door, {their} knees, {their} other knee. {comp} went ahead, clearing the way. They passed {sight}, said sorry to [three people and one lamp post|two people, a chair and a door], and arrived at last, out of breath and oddly proud, as if they had carried a sleeping giant across a river.',
        picture: { action: 'holding', with: ['comp'] },
      },
      {
        text: 'Somewhere across {place_short}, someone was playing a tune {they} had never heard, slow and strange and beautiful, and it kept stopping and starting. "Let\'s find it," said {comp}. They followed it past {sight}, lost it in the noise, and found it again on the other side: a girl about {their} age, practising alone, who went [pink|red] when she saw them. When {name} asked how the tune went, she taught it to them both, one phrase at a time.',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} had promised to stay quiet while {name} practised. {comp} managed [eleven|twelve|nine] seconds. Then came a small hum. Then a bigger hum. By the second verse, {comp} was harmonising, loudly and with feeling. {name} stopped. {comp} stopped too, and gazed into the distance as if something there were very interesting. {They} started again. So did the hum. By the third go, if {they} {was} honest, it sounded better with the hum.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} had never met a metronome before and took against it at once. It ticked. {comp} glared. It ticked again. "It\'s telling me what to do," {comp_he} said darkly. {name} explained that it was only keeping time. "It\'s keeping it very [bossily|rudely]," said {comp}, and spent the rest of the morning playing slightly slower than the metronome, out of principle.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} knew exactly one song and played it at every opportunity: when they arrived, when they sat down, when somebody dropped a pencil. It was not a long song. It was, however, a loud one, with a big finish to which {comp} added a new twiddle every time. By the fourth performance {name} could hum along. By the sixth, so could a passing pigeon. By the eighth, {name} caught {themself} humming it when nobody was playing at all, which {comp} said was the whole point of music, and took a bow.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: 'The tune needed one more note, higher than anything the open strings of the old guitar in the corner could play. {They} remembered how strings work: a shorter string vibrates faster, and faster vibrations make a higher note. So {they} pressed one finger on the string exactly halfway along its length, and plucked. The note jumped up, clear and bright, the same note as before but one octave higher. {comp} {comp_habit}. {name} played it again, just to hear it [land|ring].',
        picture: { action: 'playing', with: ['comp'], object: 'guitar' },
      },
      {
        text: 'With everything else playing, {name} could not hear whether {their} own voice was in tune. Then {they} remembered a trick singers use: cover one ear with your hand. Your voice travels to the inside of your ear through the bones of your head, so with the outside noise muffled, you hear yourself far better. {They} tried it. There was {their} voice, clear as a bell and, it turned out, a [tiny|teeny] bit flat. {They} nudged it up. {comp} nodded, as if {comp_he} had known all along.',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
  },
} satisfies WorldWriting;
