import type { WorldWriting } from './format';

export default {
  interest: 'Cooking & Food',
  magical: false,
  settings: [
    {
      name: 'the Sugarplum Bakery',
      short: 'the bakery',
      sights: [
        'loaves rising like sleepy clouds',
        'a tray of golden buns cooling by the window',
        'flour dusting everything like snow',
        'jars of jam glowing like little lanterns',
        'a wedding cake with seven wobbly tiers',
      ],
      sounds: ['the ding of the oven timer', 'the hum of the big mixer', 'the sound of the baker whistling as she kneaded the dough'],
      backdrop: 'kitchen',
    },
    {
      name: 'the Orchard Kitchen',
      short: 'the kitchen',
      sights: [
        'baskets of red apples by the door',
        'strings of onions hanging from the beams',
        'a pot of soup burbling on the stove',
        'a long wooden table scrubbed pale',
        'an apple tree tapping at the window',
      ],
      sounds: ['the bubble and plop of the soup', 'the sound of the old clock ticking above the stove', 'the sound of a spoon clinking against a bowl'],
      backdrop: 'kitchen',
    },
    {
      name: 'the Pancake Café on Syrup Street',
      short: 'the café',
      sights: [
        'a tower of pancakes dripping with honey',
        'a chalkboard menu with strawberries drawn on it',
        'a pancake flipping high in the air',
        'little jugs of syrup on every table',
        'a cat asleep in the sunny window',
      ],
      sounds: ['the sizzle of batter in the pan', 'the sound of cups clinking on saucers', 'the bell over the door jingling'],
      backdrop: 'kitchen',
    },
    {
      name: 'the Saturday market',
      short: 'the market',
      sights: [
        'stalls piled high with shiny red apples',
        'a pyramid of oranges',
        'a cheese as big as a cartwheel',
        'bunches of herbs hanging like green bouquets',
        'a bread stall with rolls shaped like hedgehogs',
      ],
      sounds: ['the sound of stallholders calling out their prices', 'the sound of paper bags rustling', 'the sound of a busker playing the accordion'],
      backdrop: 'city',
    },
    {
      name: 'the Cookery School on Pudding Lane',
      short: 'the cookery school',
      sights: [
        'rows of little aprons on pegs',
        'twelve mixing bowls in a row',
        "a big chalkboard with today's recipe on it",
        'a rainbow of vegetables on the counter',
        "a chef's hat as tall as a rabbit",
      ],
      sounds: ['the sound of whisks tapping against bowls', "the teacher's cheerful voice", 'the ping of the timer'],
      backdrop: 'kitchen',
    },
  ],
  companions: [
    {
      name: 'Hattie',
      a: 'a bustling brown hen who ran the tidiest kitchen in town',
      kind: 'hen',
      he: 'she',
      says: 'clucked',
      moves: 'bustled',
      habits: [
        'fluffed up her feathers and clucked approvingly',
        'pecked up a stray crumb from the floor',
        'tilted her head to inspect everything with one beady eye',
      ],
      comforts: ['settled beside {name} like a warm, feathery tea cosy', "tucked her soft wing against {name}'s arm"],
      ages: [2, 8],
    },
    {
      name: 'Crumble',
      a: "a round little mouse in a chef's hat",
      kind: 'mouse',
      he: 'he',
      says: 'squeaked',
      moves: 'scurried',
      habits: ['twitched his whiskers at every smell', 'nibbled a crumb, very politely', "straightened his tiny chef's hat"],
      comforts: ["curled up in {name}'s hand, as warm as a bread roll", "sat on {name}'s shoulder and squeaked something kind"],
      ages: [2, 8],
    },
    {
      name: 'Nutmeg',
      a: 'a kindly old bear who made the best porridge for miles around',
      kind: 'bear',
      he: 'he',
      says: 'rumbled',
      moves: 'lumbered',
      habits: ['sniffed the air with his big brown nose', 'licked a drip of honey off his paw', 'stirred an imaginary pot, just out of habit'],
      comforts: ['wrapped {name} in a big, soft, floury hug', "sat down beside {name}, as warm as an oven on a winter's day"],
      ages: [3, 8],
    },
    {
      name: 'Truffle',
      a: 'a tidy pink pig with a nose for the ripest strawberry in any field',
      kind: 'pig',
      he: 'she',
      says: 'snuffled',
      moves: 'trotted',
      habits: ['snuffled the air and sighed happily', 'wiggled her curly tail', 'sniffed a basket very thoroughly'],
      comforts: ['leaned her warm pink side against {name}', "rested her snout on {name}'s knee"],
      ages: [2, 6],
    },
    {
      name: 'Saffron',
      a: 'a ginger cat who was strictly not allowed on the counters',
      kind: 'cat',
      he: 'she',
      says: 'purred',
      moves: 'padded',
      habits: ['looked at the counter, then looked away, very innocently', 'washed one paw with great dignity', 'sat exactly where everybody needed to walk'],
      comforts: ["wound herself round {name}'s ankles, purring", 'curled up against {name} like a warm ginger cushion'],
      ages: [6, 12],
    },
    {
      name: 'Ladle',
      a: 'a kitchen robot who followed every recipe exactly, even the mistakes',
      kind: 'robot',
      he: 'he',
      says: 'beeped',
      moves: 'rolled',
      habits: ['read the recipe again, very slowly, from the top', 'measured a pinch of salt to three decimal places', 'made a soft, worried whirr'],
      comforts: ['glowed a warm, toasty orange beside {name}', "patted {name}'s shoulder with one clean metal hand"],
      ages: [6, 12],
    },
  ],
  things: [
    { a: 'a heart-handled wooden spoon', the: 'the wooden spoon', kind: 'spoon' },
    { a: 'a floury, well-loved recipe book', the: 'the recipe book', kind: 'book' },
    { a: 'a big blue mixing bowl', the: 'the mixing bowl', kind: 'bowl' },
    { a: 'an apron covered in lemons', the: 'the apron', kind: 'apron' },
    { a: 'a red-handled rolling pin', the: 'the rolling pin', kind: 'rolling pin' },
    { a: 'a little silver whisk', the: 'the whisk', kind: 'whisk' },
  ],
  homes: [
    'the house that always smelled of toast',
    'the flat above the corner shop',
    'the cottage with herb pots on the windowsill',
    'the yellow house with the big kitchen table',
    'the terraced house with the apple tree',
    'the flat above the noodle bar',
    'the cottage by the allotments',
    'the red house with the vegetable boxes by the door',
  ],
  titles: [
    '{name} and {comp}',
    "{name}'s Big Bake",
    'The Day {name} Met {comp}',
    'Stir It Up, {name}!',
    '{name} and the Secret Ingredient',
    'A Pinch of This, a Spoon of {name}',
  ],
  tiny: {
    refrains: [
      'Stir, stir, mix, mix, what a yummy fix!',
      'Crack an egg and stir it round, what a yummy, bubbly sound!',
      'Sniff, sniff, yum, yum, cooking time has come!',
    ],
    opening: [
      {
        text: '{name} went to {place} with {thing}. {They} wanted to cook something yummy today. {refrain} [Sniff, sniff!|Sizzle, sizzle!|Clink, clink!] Who was that? It was {comp_a}. "Hello! I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'arriving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Clink, clank, sizzle!|Stir, stir, bubble!] {Place} smelled of [warm bread|warm buns|hot toast]. {name} had {thing}, and {they} wanted to make something for everyone. {refrain} Along came {comp_a}. "Can I help?" asked {comp}.',
        picture: { action: 'building', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Stir, stir!|Mix, mix!] {name} was at {place}, with {thing} and a big, [hungry|rumbly] tummy. {They} wanted to bake a cake. {refrain} Who was that, peeping over the bowl? It was {comp_a}! "I\'m {comp}," {comp_he} {comp_says}.',
        picture: { action: 'building', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Bubble, bubble!|Blip, blop!|Plip, plop!] {name} had {thing} and a big, empty pot at {place}. {They} wanted to make soup. In went a carrot. In went a pea. {refrain} [Sniff, sniff!|Snuffle, snuffle!] Somebody came to smell the pot. It was {comp_a}. "Soup!" {comp_says} {comp}. "Is it ready yet?"',
        picture: { action: 'building', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    opening: [
      {
        text: '{name} had a plan: to make jam tarts for [tea|supper], as a surprise, with {their} very own hands. So off {they} went to {place}, with {thing} and a big smile. The air smelled of warm bread and [cinnamon|honey]. {They} sniffed it all up and said, "Let\'s cook!"',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'At last the jam tarts came out of the oven, golden round the edges and shiny in the middle. The cook set them on a rack to cool. {name} counted them: one for {carer}, one for {themself} and one, of course, for {comp}. {They} wrapped the rest in a paper bag for home. "Surprise!" {they} practised, very quietly.',
          picture: { action: 'holding', with: ['comp'] },
        },
      },
      {
        text: 'Everything at {place} was busy and smelled delicious. {name} held {thing} tight. Today {they} wanted to learn to make pancakes, proper ones, the kind that [flip|flip right over]! {They} watched {sight} and waited for someone to show {them} how.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'There was still time for one more pancake. The cook held the pan steady with {name}, and together they gave it a little shake. "One, two, THREE!" Up went the pancake, right over, and down it came, [flop!|plop!], back in the pan. {comp} {comp_habit}. {They} had done it! A proper pancake, the flipping kind, with lemon and sugar on top.',
          picture: { action: 'celebrating', with: ['comp'] },
        },
      },
      {
        text: '"What shall we cook today?" That was the best question in the world, and {name} asked it the minute {they} got to {place}. {They} had {thing}, {their} sleeves rolled up and a tummy that was already [rumbling|grumbling]. {They} wanted to make something nobody had ever tasted before.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: "Before home time, {they} had one more go at {their} new recipe. A spoon of honey. A slice of banana. A sprinkle of [cinnamon|tiny rainbow sprinkles]. {They} took a bite. {comp} had a taste too. It was sweet and sticky and a little bit zingy, and nobody had ever tasted it before. {They} called it {name}'s Surprise.",
          picture: { action: 'eating', with: ['comp'] },
        },
      },
      {
        text: 'Tap, tap, CRACK! {name} had watched grown-ups crack eggs a hundred times. Today, at {place}, {they} wanted to crack one all by {themself}, with not one tiny bit of shell in the bowl. {They} had {thing} and a whole box of eggs to practise on. The first one went [SPLAT|SQUISH], all over {their} fingers. Oops.',
        picture: { action: 'holding', object: 'egg' },
        wantMet: {
          text: 'Before home time, there was one egg left in the box. {They} held it [gently|carefully], tapped it once on the edge of the bowl and pulled the two halves apart with {their} thumbs. Out slid the egg, yellow and round and whole. {comp} peered into the bowl. Not one bit of shell. Not one! {name} did a small, quiet cheer.',
          picture: { action: 'celebrating', with: ['comp'], object: 'egg' },
        },
      },
      {
        text: 'There was a tray of plain round biscuits at {place}, and a bowl of icing, and a jar of [jelly sweets|chocolate buttons] for eyes. {name} wanted to ice a biscuit that looked just like somebody. {They} did not know who yet. {They} put {thing} down, licked a blob of icing off {their} thumb and looked around for a good face.',
        picture: { action: 'looking', object: 'the_thing' },
        wantMet: {
          text: 'At the end of the day, {name} knew exactly whose face to make. {They} iced a biscuit with two sweet eyes and a wiggly smile, and held it up next to {comp}. {comp} stared at it, head on one side. "Is that me?" {comp_he} {comp_says}. It was the best likeness in {place_short}, and nobody had the heart to eat it.',
          picture: { action: 'holding', with: ['comp'], object: 'biscuit' },
        },
      },
    ],
    meet: [
      {
        text: '"A bit more [cinnamon|sugar], I think," said a little voice. {name} looked round. There was {comp_a}, looking at {the_thing} with great interest. "I\'m {comp}," said the {comp_kind}. "I love cooking. Shall we cook together?" {comp} {comp_habit}. "Yes, please!" {they} said.',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'Somebody was very interested in the crumbs on {their} jumper. It was {comp_a}. "Sorry," {comp_says} the {comp_kind}. "I can never resist a [crumb|crumb, not ever]. I\'m {comp}." {name} laughed and brushed off a crumb, just for {comp}.',
        picture: { action: 'giving', with: ['comp'] },
      },
      {
        text: 'Out from behind a big sack of flour {comp_moves} {comp_a}, dusted white from top to toe. "[ATCHOO!|AH-CHOO!]" {comp_says} the {comp_kind}. "Excuse me. I\'m {comp}. I was counting the flour." {name} helped brush the flour off, and they were friends at once.',
        picture: { action: 'arriving', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: 'Then {comp} opened the flour bag a bit too fast. [WHOOMPF!|POOF!] A big white cloud puffed up, and when it cleared, {comp} was white from head to toe, and so was {name}. "Now we look like ghosts," said {comp}. "Friendly ghosts," came the giggly answer.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: 'The cook tossed a pancake, and {name} and {comp} watched it go up, up, up... and not come down. It had caught on a hook, high above! Everyone waited. Then, slowly, it peeled off and landed, [flop|flump], right on {comp}\'s head, like a floppy hat. "Do I look smart?" asked {comp}.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{comp} licked the spoon. Then {comp_he} licked the bowl. Then {comp_he} tried to lick the recipe book, because it had a picture of a cake on it. "It doesn\'t taste of cake," {comp_he} said sadly. "It tastes of page." {name} laughed so much that {their} tummy hurt.',
        picture: { action: 'eating', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: '{They} left the bread dough in a warm place and waited. After a while, it had grown twice as big! "That\'s the yeast," {comp_says} {comp}. "Yeast is tiny and alive, and it makes little bubbles that puff the dough up." {name} poked the dough. It [sighed|wobbled], and slowly puffed back.',
        picture: { action: 'building', with: ['comp'] },
      },
      {
        text: 'The apple slices on the plate were going brown. "Squeeze some lemon on them," {comp_says} {comp}. "Lemon juice stops them going brown so fast." {name} squeezed and squeezed. Later, the lemony slices were still pale and fresh, and the others were as brown as a [paper bag|teddy bear].',
        picture: { action: 'eating', with: ['comp'] },
      },
      {
        text: '{They} put an egg into a bowl of water. It sank and lay flat. "That one\'s fresh," {comp_says} {comp}. "An old egg has more air inside, so it stands up on its end." {name} tried another egg. It stood up on the bottom, wobbling, like a little soldier. "Not that one for the cake, then," said {name}.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
  older: {
    opening: [
      {
        text: 'The Great Little Bake-Off was on Saturday, and {name} had entered on impulse, which had felt brave at the time and now felt like a mistake. {They} had until then to invent something. Not copy. Invent. {They} came to {place} with {thing} and a head full of ideas, half of which involved [custard|jelly], and wandered past {sight}, waiting for inspiration to sniff its way in.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'With the day winding down, {name} finally had it: an invention, not a copy. Lemon shortbread, shaped like little [stars|moons], with a dab of custard set in the middle like a pond. {They} baked a test batch, and {comp} helped with the tasting, which turned out to need a great deal of tasting. {They} wrote the recipe on a card in {their} best handwriting and underlined the title twice. Saturday could come whenever it liked.',
          picture: { action: 'eating', with: ['comp'] },
        },
      },
      {
        text: '{name} could make toast, cereal and, on a good day, a very [respectable|decent] sandwich. Today {they} wanted more than that: to make real bread, the kind with a crust that crackles when you squeeze it. {They} had come to {place} with {thing} and {their} sleeves already rolled up, and the smell of warm loaves drifted over to meet {them}, like a promise.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: "The last loaf of the day was {name}'s own. {They} had kneaded it until {their} arms ached, left it to rise under a tea towel and peeped at it every five minutes. Now a grown-up lifted it out of the oven in thick gloves and set it on the rack: golden, and hollow when tapped. When it was cool enough to hold, {they} gave it a gentle squeeze. The crust crackled, exactly as {they} had hoped. {comp} leaned in to listen. It was the best sound in {place_short}.",
          picture: { action: 'holding', with: ['comp'] },
        },
      },
      {
        text: '{name} had been told that good cooks taste everything, and had decided to take this very seriously. Today at {place}, {they} wanted to try one new flavour every hour: something sour, something [spicy|fizzy], something {they} could not even pronounce. {They} had {thing} and a brave tongue. First on the list was whatever smelled so good near {sight}. {They} followed {their} nose, and {their} nose, as usual, knew exactly where it was going.',
        picture: { action: 'eating', object: 'the_thing' },
        wantMet: {
          text: '{name}\'s list of new flavours was nearly full: something sour, something [spicy|fizzy], something that tasted faintly of pine trees, and one that nobody could pronounce, which turned out to be delicious. There was one space left. {comp} suggested a warm buttered crumpet, which was not new at all. {They} tried it anyway and wrote it at the bottom of the list: "Crumpet. Still excellent." Every good list, {they} decided, needed a good ending.',
          picture: { action: 'eating', with: ['comp'] },
        },
      },
      {
        text: 'The [apple crumble|tomato soup|chocolate cake] at {place} was famous, and nobody could copy it. People tried. They went home, followed the recipe to the letter and ended up with something perfectly nice and completely ordinary. {name} had tasted it once and never forgotten it. Today {they} had a mission: to taste it again, slowly, like a detective, and work out what was hiding in it. {They} brought {thing}, a notebook and the most serious face {they} owned, and set off past {sight}.',
        picture: { action: 'arriving', object: 'the_thing' },
        wantMet: {
          text: 'At the end of the day, {name} was handed a small bowl, still warm, and tasted it with {their} eyes shut. Sweet. Warm. And underneath, something that made all the rest taste more like itself. "Salt," {they} said. "Just a pinch." The cook laughed and nodded, and {comp} looked as pleased as if {comp_he} had guessed it. {They} wrote it in the notebook in capital letters: A PINCH OF SALT. Obvious, once you knew.',
          picture: { action: 'eating', with: ['comp'] },
        },
      },
      {
        text: 'Twelve pleats. That was how many a proper dumpling had, according to the cook at {place}, who could fold one in the time it took {name} to find a spoon. {They} had tried once before and made something that looked like a [crumpled hat|squashed cushion]. Today {they} meant to get it right. {They} had {thing}, a tray of round wrappers dusted with flour, and a bowl of filling that smelled of ginger and spring onions. {They} rolled up {their} sleeves.',
        picture: { action: 'building', object: 'the_thing' },
        wantMet: {
          text: "Late in the day, {name} picked up one last wrapper, put a spoonful of filling in the middle and began to fold. Pleat, pinch. Pleat, pinch. {comp} watched so closely that {they} could feel {comp_him} counting. Eleven. Twelve. {They} set the dumpling down on the tray. It sat there, plump and frilled like a little purse, and did not fall open. It was not quite as neat as the cook's. It was, however, unmistakably a dumpling.",
          picture: { action: 'building', with: ['comp'] },
        },
      },
    ],
    meet: [
      {
        text: '"You\'re going to over-stir that," said a voice. "Everyone over-stirs." It was {comp_a}, watching {them} with professional concern. "Gently," said the {comp_kind}. "Like folding a [blanket|cloud]. Stir it like that and it stays light. I\'m {comp}." {comp} {comp_habit}. {name} tried it gently. The mixture went light and airy, which was slightly annoying, because {they} had been stirring it the other way for years.',
        picture: { action: 'talking', with: ['comp'], object: 'bowl' },
      },
      {
        text: 'There was a crash from behind a stack of crates, followed by a long [silence|and thoughtful silence], followed by {comp_a}, coming out with great dignity and a saucepan on {comp_his} head. "I was checking the saucepans," said the {comp_kind}. "They\'re all there. I\'m {comp}." {name} lifted the saucepan off, very carefully, and tried not to laugh. {They} did not quite manage it, and {comp}, to {their} relief, laughed too.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} {was} trying to choose between two kinds of apple when {comp_a} leaned in and sniffed them both. "That one\'s for eating," said the {comp_kind}. "That one\'s for cooking. The cooking one goes soft and fluffy in the oven. The other one just [sulks|sits there sulking]. I\'m {comp}." {comp} {comp_habit}. {name} chose the cooking apple and felt, for the first time, like someone who knew what {they} {was} doing.',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    journey: [
      {
        text: 'The recipe needed one thing they did not have: fresh mint. {comp} knew where some grew, in a big pot right at the other end of {place_short}. So they went, past {sight}, dodging a trolley piled with [trays|tins], and found the pot at last behind a row of sacks. {name} pinched off a few leaves and sniffed them. The smell was so green and cold and sharp that it made {their} eyes water, and {they} understood at once why the recipe could not do without it.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: '{comp} insisted on a tasting tour of {place_short}: one small taste from every corner, to train the tongue. They went past {sight}, collecting as they went: a crumb of cheese that tasted of [hay|meadows], a sliver of pickle that made {name} squint, a dab of honey so dark it was nearly black. By the time they reached the far end, {their} tongue felt wide awake, and {they} could have named every flavour with {their} eyes shut.',
        picture: { action: 'eating', with: ['comp'] },
      },
      {
        text: 'A smell came drifting across {place_short}: warm and sweet, with something spicy underneath that {name} could not name. "Cinnamon," said {comp}, then frowned. "And something else." They followed it past {sight}, losing it, finding it again, and tracked it at last to a cook taking a tray of buns out of the oven. "Cardamom," said the cook, and let them taste one each. It was the [best|tastiest] mystery {they} had ever solved.',
        picture: { action: 'eating', with: ['comp'] },
      },
    ],
    funny: [
      {
        text: '"Beat the eggs," {they} read from the recipe. {comp} looked at the eggs, then at {them}, appalled. "What have they done?" {name} explained that it only meant whisking, very fast. {comp} watched the whisking with [deep|great] suspicion and said "Gently!" every few seconds, and when the eggs turned light and fluffy, {comp} announced, with great relief, that the eggs had clearly forgiven everybody.',
        picture: { action: 'building', with: ['comp'], object: 'whisk' },
      },
      {
        text: '{comp} had been told very firmly to stay away from the jam tarts. {comp} stayed away from the jam tarts so obviously, so loudly and with such an innocent face that everybody kept checking on them. The jam tarts were fine. Nobody ever found out what happened to the last custard slice, although {comp} had crumbs all down {comp_him} and a [faraway|dreamy] look in {comp_his} eyes.',
        picture: { action: 'eating', with: ['comp'] },
      },
      {
        text: 'The recipe said "a pinch of salt". {comp} asked, quite reasonably, whose pinch, since {comp_his} pinch and {name}\'s pinch were very different sizes, and a giant\'s pinch would be a bucketful. They argued about it for some time and in the end, to be fair, put in a pinch each. Then they tasted it and added a pinch of sugar to make up for it, then more flour to make up for the sugar. The cake came out twice the size it was meant to be, and nobody could say what flavour it was.',
        picture: { action: 'eating', with: ['comp'] },
      },
    ],
    fact: [
      {
        text: 'The apple slices for the tart had to wait while the pastry chilled, and they were already turning brown. {name} knew why: when a cut apple meets the air, the air starts changing it, and it browns. Lemon juice slows that down. So {they} squeezed half a lemon over one plate and left the other plate as it was, to see. Twenty minutes later, {they} had the answer, pale on one side and [brown|browning] on the other. {comp} {comp_habit}. The pale slices went into the tart.',
        picture: { action: 'building', with: ['comp'] },
      },
      {
        text: 'The dough had sat in its bowl for an hour and done nothing at all. {name} frowned at it. Then {they} remembered that yeast is alive, and like most living things it works faster when it is warm, though too much heat would kill it. The bowl had been sitting in a draught. So {they} covered it with a tea towel and moved it somewhere snug and warm. Within the hour, the dough had risen so high it was lifting the tea towel like a [tent|little tent]. {comp} looked at it with enormous respect.',
        picture: { action: 'building', with: ['comp'], object: 'bowl' },
      },
      {
        text: 'The chocolate for the topping had gone thick and grainy in its bowl, and {name} knew at once why: a drop of water had dripped in off a wet spoon. A tiny bit of water makes melted chocolate seize into a stiff paste, but a little more liquid smooths it out again. It sounded backwards, so {they} tested it: one spoonful of warm milk, stirred in slowly. The paste loosened, shone, and turned back into something you could pour. {comp} {comp_habit}. {name} poured it over the cake in one long, glossy ribbon, and decided to remember the trick for ever.',
        picture: { action: 'building', with: ['comp'], object: 'bowl' },
      },
    ],
  },
} satisfies WorldWriting;
