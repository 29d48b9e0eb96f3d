import type { WorldWriting } from './format';

export default {
  interest: 'Art & Drawing',
  magical: false,
  settings: [
    {
      name: 'the Rainbow Art Studio',
      short: 'the studio',
      sights: [
        'a rainbow of paint pots lined up on a shelf',
        'easels standing in a circle like old friends',
        'a washing line of paintings drying',
        'jam jars crammed with brushes',
        'a paint splodge on the floor shaped like a rabbit',
      ],
      sounds: ['the swish-swish of a paintbrush', 'the rustle of fresh paper', 'the pop of a paint pot lid'],
      backdrop: 'studio',
    },
    {
      name: 'the Paintpot Gallery',
      short: 'the gallery',
      sights: [
        'paintings in heavy golden frames',
        'a sculpture of a giant snail made of spoons',
        'a long white bench in the middle of the room',
        'a painting of the sea so real it looked wet',
        'a guard in a peaked cap trying not to yawn',
      ],
      sounds: [
        'the sound of footsteps echoing on the wooden floor',
        'the sound of whispers floating up to the high ceiling',
        "the squeak of the guard's shoes",
      ],
      backdrop: 'studio',
    },
    {
      name: 'Mural Square',
      short: 'the square',
      sights: [
        'a giant mural of a whale covering a whole wall',
        'chalk flowers blooming all over the pavement',
        'ladders and paint tins lined up by the wall',
        'a painted door that was not a real door',
        'pigeons pecking at the chalk dust',
      ],
      sounds: ['the rattle of chalks in a tin', 'the sound of pigeons cooing on the rooftops', 'the scrape of a ladder against the wall'],
      backdrop: 'city',
    },
    {
      name: 'the Pottery Barn down the lane',
      short: 'the pottery barn',
      sights: [
        'a clay owl drying on the windowsill',
        "a potter's wheel spinning a wobbly bowl",
        'shelves of lopsided mugs',
        'a kiln as big as a wardrobe',
        'glazes in jars of every colour',
      ],
      sounds: ["the hum of the potter's wheel", 'the squelch of wet clay', 'the tap of a wooden tool on clay'],
      backdrop: 'studio',
    },
    {
      name: 'the Watercolour Meadow',
      short: 'the meadow',
      sights: [
        'easels set up among the poppies',
        'a river the exact colour of the sky',
        'a hay bale with a painting propped against it',
        'a butterfly landing on a wet painting',
        'clouds piled up like whipped cream',
      ],
      sounds: ['the hum of bees in the clover', 'the sound of the river chattering over the stones', 'the sound of paper flapping in the breeze'],
      backdrop: 'meadow',
    },
  ],
  companions: [
    {
      name: 'Flick',
      a: 'a rainbow-feathered parrot who knew the name of every colour',
      kind: 'parrot',
      he: 'he',
      says: 'squawked',
      moves: 'fluttered',
      habits: [
        'named every colour he could see, very fast',
        'preened his rainbow feathers, one colour at a time',
        'tilted his head to look at things upside down',
      ],
      comforts: ["nestled against {name}'s neck, warm and feathery", "sat on {name}'s shoulder and made soft, chirring sounds"],
      ages: [2, 12],
    },
    {
      name: 'Smudge',
      a: 'a white cat with one paw that was always somehow covered in paint',
      kind: 'cat',
      he: 'she',
      says: 'purred',
      moves: 'padded',
      habits: ['left a trail of tiny coloured paw prints', 'sat right in the middle of the paper, as cats do', 'washed her painty paw and made it worse'],
      comforts: ['curled up against {name}, warm and purring', "pressed her soft head against {name}'s chin"],
      ages: [2, 9],
    },
    {
      name: 'Pixel',
      a: 'a drawing robot who could draw a perfect straight line but had never managed a wobbly one',
      kind: 'robot',
      he: 'he',
      says: 'beeped',
      moves: 'rolled',
      habits: ['drew a perfect circle in the air with one finger', 'measured something that did not need measuring', 'made a small, puzzled whirr'],
      comforts: ['rolled up close and glowed a soft, warm orange', "patted {name}'s shoulder, very precisely"],
      ages: [6, 12],
    },
    {
      name: 'Hue',
      a: 'a grey owl who looked at every painting for a very long time before saying anything',
      kind: 'owl',
      he: 'she',
      says: 'hooted',
      moves: 'fluttered',
      habits: [
        'stared at something for a long time without blinking',
        'tilted her head almost upside down for a new angle',
        'said "Hmm" in a way that could have meant anything',
      ],
      comforts: ['settled close to {name} and fluffed up like a warm grey cushion', "rested one soft wing against {name}'s arm"],
      ages: [7, 12],
    },
    {
      name: 'Dotty',
      a: 'a spotty puppy who left paw-print patterns everywhere',
      kind: 'dog',
      he: 'he',
      says: 'woofed',
      moves: 'bounded',
      habits: ['wagged his tail so hard that he wobbled', 'sniffed every paint pot in turn', 'sat down and scratched one spotty ear'],
      comforts: ['leaned his warm, spotty side against {name}', "licked {name}'s hand once, very gently"],
      ages: [2, 7],
    },
    {
      name: 'Sable',
      a: 'a tidy little mouse who painted tiny pictures on fallen leaves',
      kind: 'mouse',
      he: 'she',
      says: 'squeaked',
      moves: 'scurried',
      habits: [
        'twitched her whiskers thoughtfully',
        'smoothed a crease out of a scrap of paper',
        'squinted at something with her head on one side, like a real artist',
      ],
      comforts: ["curled up in {name}'s hand, soft and warm", "sat by {name}'s ear and squeaked something kind"],
      ages: [2, 6],
    },
  ],
  things: [
    { a: 'a box of sixty-four crayons', the: 'the crayon box', kind: 'crayon' },
    { a: 'a sunny yellow sketchbook', the: 'the sketchbook', kind: 'book' },
    { a: 'a fat, red-handled paintbrush', the: 'the paintbrush', kind: 'paintbrush' },
    { a: 'a tin of chunky chalks', the: 'the tin of chalks', kind: 'chalk' },
    { a: 'a palette of glossy paints', the: 'the palette', kind: 'palette' },
    { a: 'a lump of soft grey clay', the: 'the clay', kind: 'clay' },
  ],
  homes: [
    'the house with the painted front door',
    'the flat with drawings all over the fridge',
    'the cottage with the crooked green gate',
    'the blue house on Easel Street',
    'the narrow house with the yellow shutters',
    'the flat above the frame shop',
    'the house on the corner with a mural on its wall',
    'the cottage with a kiln in the shed',
  ],
  titles: [
    '{name} and {comp}',
    '{name} Paints the World',
    'The Day {name} Met {comp}',
    'Splash, Dab, {name}!',
    "{name}'s Masterpiece",
    'A Brush, a Blob and {name}',
  ],
  tiny: {
    refrains: [
      'Swish, swoosh, splash, paint it in a flash!',
      'Red and yellow, blue and green, the brightest colours ever seen!',
      'Dab and dot and swirl and smudge, painting till we cannot budge!',
    ],
    opening: [
      {
        text: '{name} went to {place} with {thing}. {They} wanted to make a big, bright picture. {refrain} [Splodge!|Splat!|Splish!] What was that? It was {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Red! Yellow! Blue!|Pink! Green! Orange!] {Place} was full of colours. {name} had {thing}, and {they} wanted to make something beautiful. {refrain} Along came {comp_a}. "Can I help?" asked {comp}.',
        picture: { action: 'building', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Dab, dab, dab!|Swish, swish, swish!] {name} was at {place} with {thing}. {They} wanted to draw a friend. A line, a dot, a [wiggle|squiggle]! {refrain} Who was that, peeping at the picture? It was {comp_a}! "I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'building', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Blue, blue!|Red, red!|Yellow, yellow!] Where was that colour hiding? {name} went looking all round {place} with {thing}. {They} wanted to find it in every corner. {refrain} [Flap, flap!|Pitter-pat!|Hop, hop!] Somebody else was looking too. It was {comp_a}. "Found you!" {they} said. "Found YOU," {comp_says} {comp}.',
        picture: { action: 'finding', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: 'There was going to be a picture show at {place}, and everyone could put one picture on the wall. {name} wanted to make the best picture {they} had ever made. {They} had {thing} and a [big white sheet of paper|brand-new sheet of paper]. But what should {they} make? {They} looked at {sight} and thought very hard.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'At the end of the day, it was time for the picture show. {name} carried {their} picture to the wall, and {comp} came too, close beside {them}. Up it went, right in the middle, with [four|two] pins to hold it. People stopped to look. One of them smiled. {They} stood back and smiled too. It really was {their} best one.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: '{name} loved {place}. It smelled of paint and fresh paper, and everything in it was a colour. Today {they} had brought {thing}, because today {they} wanted to try something new: to draw something that moved. "Something wriggly," {they} said. "Or something [fast|bouncy]." {They} looked around to see what might turn up.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'There was still time for one more picture. {comp} would not keep still, not for a second, so {name} did not ask {comp_him} to. {They} drew fast, swoosh, swoosh, a line here and a line there, while {comp} {comp_habit}. It was wriggly. It was [bouncy|whizzy]. It was {comp}, moving, right there on the paper!',
          picture: { action: 'building', with: ['comp'], object: 'the_thing' },
        },
      },
      {
        text: '{name} had a picture in {their} head, big and bright and full of {their} favourite things. {They} went to {place} with {thing} to get it out of {their} head and onto the paper. That was harder than it sounded! {They} started with one careful line, then stopped, and [thought|thought hard].',
        picture: { action: 'building', object: 'the_thing' },
        wantMet: {
          text: 'Before home time, {name} went back to {their} picture. {They} added one more line, then one more colour, then [a big yellow sun|a row of stars|a wiggly border]. Then {they} stopped. There it was, out of {their} head and onto the paper at last, big and bright and full of {their} favourite things. {comp} looked at it. "It\'s just like you said," {comp_he} {comp_says}.',
          picture: { action: 'holding', with: ['comp'] },
        },
      },
      {
        text: 'Red and blue make purple. Yellow and blue make green. {name} knew all that. Today, at {place}, {they} wanted to mix a brand-new colour, one nobody had ever seen, and give it a name. {They} had {thing} and a clean jam jar of water. {They} looked at {sight} for ideas. Maybe a [pinky|greeny|goldy] sort of colour?',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'Before home time, {they} tried one last mix: a blob of this, a dab of that, a tiny drop of white. Swirl, swirl. Out came a colour like [the inside of a shell|a sunset in a puddle|a ripe peach]. {comp} gazed at it. "What is it called?" {comp_he} asked. "{name}-[Glow|Shine]," {they} said, and painted a big round blob of it.',
          picture: { action: 'building', with: ['comp'], object: 'palette' },
        },
      },
      {
        text: "A picture as big as {name}! That was today's plan. At {place} there was a long roll of paper, and a grown-up said {they} could have a piece [as long as a bed|longer than a sofa]. {They} put {thing} down beside it and looked at all that white. It was a lot of white. Where should {they} start?",
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'At last {they} lay down flat on the long paper while a grown-up drew all the way round {them} with a crayon: up one arm, round {their} head, down to {their} toes. Then {they} coloured the shape in, [stripy socks|spotty socks] and all. {comp} looked from the paper to {them} and back. "Now there are two of you," {comp_he} {comp_says}.',
          picture: { action: 'building', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: 'A little [blue|red|yellow] print appeared on the corner of {name}\'s paper. Then another. {They} followed the prints and found {comp_a}, with blue paint on {comp_his} feet. "Oops," {comp_says} the {comp_kind}. "I\'m {comp}. I think I\'ve [helped|been helpful]!"',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: '"That\'s a lovely colour," said a voice. {They} looked round. There was {comp_a}, peering at {the_thing}. "I\'m {comp}," said the {comp_kind}. "Can I watch you [make something|make a picture]?" {comp} {comp_habit}. {name} nodded and moved over to make room.',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Something sneezed, and a puff of chalk dust flew up. Out of it {comp_moves} {comp_a}, dusty from head to toe. "Excuse me," {comp_says} the {comp_kind}. "I\'m {comp}. I was having a nap in the [chalk box|box of chalks]." {name} laughed and brushed off the dust.',
        picture: { action: 'arriving', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} wanted to paint too. {Comp_he} stepped in the red. {Comp_he} stepped in the yellow. {Comp_he} stepped in the blue. Then {comp_he} walked all over {name}\'s paper, round and round. "Look!" {comp_he} said proudly. "I made a picture of my [feet|toes]!"',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} drew a big, round, juicy apple. {comp} looked at it for a long time. Then {comp_he} tried to take a bite. Crunch! It was only paper. "Hmm," said {comp}, chewing thoughtfully. "It needs more apple." {name} laughed so much that {they} [smudged|wobbled] the apple.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{name} drew a picture of {comp}. {comp} looked at it for a long time. "My nose is not that big," {comp_he} said. {They} rubbed the nose out and drew it a bit smaller. "Better," said {comp}. Then, very quietly, {comp_he} asked, "Could you make my ears a bit bigger, though?"',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} ran out of green paint. Oh no! "Mix blue and yellow," {comp_says} {comp}. {name} put a blob of blue and a blob of yellow side by side and swirled them together, round and round. Green! [Grass green, leaf green, frog green.|Pea green, moss green, lime green.] {They} painted a whole field of it.',
        picture: { action: 'building', with: ['comp'], object: 'paintbrush' },
      },
      {
        text: '{They} picked up a stick of black charcoal and drew a horse. "People drew horses like that a long, long time ago," {comp_says} {comp}, "on the walls of caves, with charcoal from their fires. Some of their pictures are still there." {name} looked at {their} horse and wondered if it would still be there in a [thousand|million] years.',
        picture: { action: 'building', with: ['comp'] },
      },
      {
        text: '{They} put a leaf under a thin sheet of paper and rubbed over it with the side of a crayon, [back and forth|to and fro]. Like magic, a leaf appeared! "That\'s called a rubbing," {comp_says} {comp}. "The crayon catches on the bumps underneath." {name} rubbed over a coin next, then the bottom of {their} shoe. Bumps everywhere!',
        picture: { action: 'building', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: 'The exhibition at {place} was on [Saturday|Sunday], and {name} had been given one space on the display boards: a rectangle of blank white, waiting. Everyone else seemed to know exactly what they were making. {They} had {thing}, a head full of half-ideas and a growing suspicion that blank spaces could stare back. {They} walked slowly past {sight}, hoping something would jump out and say, "[Paint me.|Draw me!]"',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'When the day was nearly over, {name} pinned {their} picture into the empty rectangle on the display board and stepped back to see it properly. It was not what {they} had planned that morning. It was better, or at least it was more like {them}, which was possibly the same thing. {comp} studied it in silence for a while. "Does it have a name?" {comp_he} asked at last. {They} thought about it, then wrote one on a little card underneath, in {their} neatest letters.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: '{name} could draw almost anything, as long as it did not move. Bowls of fruit, yes. Teapots, easily. But anything alive, a cat, a bird, a person, came out looking like a very [surprised|startled] coat hanger. Today at {place}, with {thing} and a whole free afternoon, {they} meant to fix that. {They} needed a model: something alive, and ideally patient.',
        picture: { action: 'building', object: 'the_thing' },
        wantMet: {
          text: 'As the day wound down, {name} turned to a clean page and looked at {comp}. {comp} had no intention of sitting still, so {they} stopped asking and drew the moving instead: quick, loose lines, the shape of {comp_him} mid-fidget. Five drawings later, something happened. One of them breathed. Not really, of course. But it looked as if it might, and it did not look remotely like a coat hanger. {comp} inspected it and gave a small, approving nod.',
          picture: { action: 'building', with: ['comp'], object: 'the_thing' },
        },
      },
      {
        text: 'Somebody had told {name} that artists do not copy what they see. They show what it feels like. {They} had thought about that for a week and still did not know what it meant. So {they} came to {place} with {thing}, sat down opposite {sight}, and tried to draw not what it looked like, but what it felt like. The first attempt looked like a [sneeze|hiccup]. The second was worse. {They} took a breath and started again.',
        picture: { action: 'building', object: 'the_thing' },
        wantMet: {
          text: 'Before packing up, {name} sat down opposite {sight} one last time. {They} did not think about what it looked like. {They} thought about the whole long day, about {comp} beside {them}, about how the light had changed, and let {their} hand go where it wanted. The picture that came out was strange and a bit wonky and full of warm colours. It did not look much like the real thing. It felt exactly like it. So that, {they} decided, was what the artists had meant.',
          picture: { action: 'building', with: ['comp'], object: 'the_thing' },
        },
      },
      {
        text: 'There was a story {name} loved about an old painter who was asked to prove how good he was. He did not paint a palace or a king. He dipped his brush and drew one perfect circle, freehand, in a single sweep, and that was enough. Today, at {place}, with {thing} and a stack of scrap paper, {they} meant to do the same. The first circle came out shaped like an egg. The second looked like a [potato|lemon]. {They} reached for another sheet.',
        picture: { action: 'building', object: 'the_thing' },
        wantMet: {
          text: 'At the end of the day, with {their} arm aching and {comp} close by, {name} took one last sheet of paper and did not try at all. {They} simply breathed out and let {their} hand go round. The line met itself at the top with only the smallest bump. It was not quite perfect. It was round, and it was {theirs}, and for today that was enough. {comp} studied it seriously. "A circle," {comp_he} said, "with a personality." {They} signed it in the corner.',
          picture: { action: 'building', with: ['comp'], object: 'the_thing' },
        },
      },
      {
        text: "Six empty boxes, ruled in pencil, sat on the first page of {name}'s comic. Six boxes meant six pictures: a beginning, a middle and an end, with speech bubbles. {They} had drawn the beginning three times and rubbed it out three times, and the paper was going thin and grey. So {they} brought {thing} to {place}, sat down near {sight} and waited for a story to happen. In a place like this, {they} suspected, one would not take long.",
        picture: { action: 'waiting', object: 'the_thing' },
        wantMet: {
          text: 'Before the light went, {name} opened the comic and found the six boxes still waiting. This time {they} knew exactly what to put in them. {They} drew {place_short}, and {comp} arriving, and the middle part, which took two boxes because so much had happened. The last box was the two of them side by side, looking rather pleased. {comp} read it all over {their} shoulder and said the speech bubbles sounded exactly like {comp_him}.',
          picture: { action: 'reading', with: ['comp'], object: 'book' },
        },
      },
    ],
    meet: [
      {
        text: '"You\'re gripping that as if it owes you [money|pocket money]," said a voice. Close by was {comp_a}, watching {name} with great interest. "Loosen up," said the {comp_kind}. "Let the line wander a bit. Pencils like a bit of freedom. I\'m {comp}." {comp} {comp_habit}. {They} loosened {their} grip. The next line wandered off across the page, and it was the best one {they} had drawn all day.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} turned round to find that {comp_a} had settled right in front of {their} easel, as if {comp_he} had been put there for the purpose. "Don\'t mind me," said the {comp_kind}. "I\'m {comp}. I\'m easily the most [interesting|handsome] thing here, so you may as well draw me." {comp} struck a pose and held it. It was hard to argue. {name} began to draw.',
        picture: { action: 'building', with: ['comp'] },
      },
      {
        text: '{name} had almost finished when {comp_a} came round the corner far too fast, skidded on a dropped brush and sat down hard in a tray of wet blue paint. There was a long pause. "I meant to do that," said the {comp_kind}, getting up with great dignity and a bright blue [bottom|behind]. "I\'m {comp}. Art is all about taking risks." {They} decided, there and then, that they were going to be friends.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: '{comp} said the best light in {place_short} was at the far end, where nobody bothered to go, and light, {comp_he} said, was everything. So off they went with {the_thing}, past {sight} and round a corner, into a spot where the light came in soft and sideways and made everything look as if it had just been [invented|washed]. {name} saw at once what {comp} meant. Even {their} own hand looked worth drawing.',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'The purple had run out, and {comp} knew where more was kept: in the big supply box at the other end of {place_short}. They set off past {sight}, took a wrong turn, took another wrong turn that turned out to be right, and found the box at last, under a tea towel and a [sleeping cat|pile of aprons]. {name} lifted the lid very quietly. Inside were twelve different purples, from plum to violet to the colour of a thundercloud at teatime.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'The best things to draw, {comp} believed, were never where you expected. So they went looking, all the way across {place_short}: past {sight}, past a puddle holding a perfect upside-down sky, past a shadow shaped exactly like a [running dog|teapot]. {name} drew them all, quickly, in a few lines each, until the page was full of small, true things. By the last one, {they} understood what {comp} had meant.',
        picture: { action: 'building', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '{comp} had appointed {comp_him}self art critic. {Comp_he} looked at {name}\'s drawing for a very long time. {Comp_he} looked at it from the left. {Comp_he} looked at it upside down. At last {comp_he} said, "[Bold.|Brave.]" {name} asked what that meant. "It means," said {comp}, "that I don\'t understand it, but I respect it." It was, {they} decided, the best review {they} had ever had.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{comp} wanted to help. {comp} added a small sun to the corner of {name}\'s painting, which was nice, and then a second sun, in case the first one got lonely, and then a third, for balance. By the time {they} looked up, the picture had nine suns and was, according to {comp}, "a very [warm|bright] day". It was also, {they} had to admit, the most cheerful thing {they} had ever painted.',
        picture: { action: 'building', with: ['comp'] },
      },
      {
        text: '{comp} volunteered to sit for a portrait and held the pose beautifully, chin up, for almost a minute. Then {comp_his} nose itched. Then {comp_his} ear itched. Then, just as {name} started on the eyes, {comp} sneezed so hard {comp_he} turned right round. "Keep going," said {comp}, with {comp_his} back to {them}. "Draw this side instead. It\'s my best side anyway." The finished portrait, it has to be said, was mostly the back of a head, and {comp} declared it a masterpiece.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: "{They} needed the dark green of the shadows under a tree, and {their} green was far too bright. {They} remembered a painter's trick: to make a colour deeper, do not add black, which turns it muddy. Add a touch of its opposite on the colour wheel instead. The opposite of green is red. So {they} added the tiniest dot of red, swirled it in, and watched the bright green sink into a deep, shadowy green, like [a wood at dusk|a pond in the shade]. {comp} {comp_habit}. {name} painted the shadows in, and suddenly the tree stood up off the page.",
        picture: { action: 'building', with: ['comp'], object: 'paintbrush' },
      },
      {
        text: 'One line was in the wrong place, and {they} had no rubber. Then {name} remembered a page from a book about old painters: before there were rubbers, artists rubbed out with bread. {They} laughed, then tried it anyway: {they} squashed a piece of soft bread from {their} lunch into a ball and dabbed it on the line. The grey lifted away, crumb by crumb. {comp} {comp_habit}. {name} looked at the rest of {their} sandwich with new respect, and [ate it anyway|ate it, all the same].',
        picture: { action: 'building', with: ['comp'] },
      },
      {
        text: "The sky in {name}'s picture looked flat, like a blue wall. {They} looked at the real sky for a long time and noticed something: it was not one blue. It was deepest straight overhead and paled almost to white near the ground. So {they} started again, with the darkest blue at the top, added a little more water with every stripe, and let the colour fade as it came down the page. {comp} {comp_habit}. When {they} stepped back, the sky had gone deep, and the hills sat a long way off, as if the picture had grown a distance of its own.",
        picture: { action: 'building', with: ['comp'], object: 'paintbrush' },
      },
    ],
  },
} satisfies WorldWriting;
