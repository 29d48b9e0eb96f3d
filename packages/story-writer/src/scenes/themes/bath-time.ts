import type { ThemeWriting } from '../format';

export default {
  themeId: 'bath-time',
  better: [
    'hop into {subj} and scrub away the day',
    'splash into {subj} and wash off all the mud',
    'climb into {subj} and wash every last bit of {place_short} away',
  ],
  worry: ['the no-bath grumbles', 'the wriggly dislike of soapy water in the eyes', 'the stamp and the shout of "No bath!"'],
  trouble: ['the muddy knees and the grubby ears', 'the bath-time stand-off', 'the bath going cold upstairs'],
  tiny: {
    problem: [
      {
        text: 'Home from {place_short}! Muddy knees! Muddy toes! Muddy nose! "Bath time!" said {carer}. There was {subj_intro}, warm and bubbly. {name} shouted, "No!" and ran. Pat, pat, pat went muddy footprints, [all over the floor|right across the rug].',
        picture: { action: 'running', at: 'home' },
      },
      {
        text: 'Home from {place_short}, muddy, muddy, muddy! "Bath time!" called {carer}. There was {subj_intro}, full of bubbles. "No!" {They} hid under the table. [Peekaboo!|Shh!] Mud on the table. Mud on the chair. Mud on the rug, squish, squish!',
        picture: { action: 'hiding', at: 'home' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Splash! Into {subj}. Bubbles! Pop, pop, pop. Scrub-a-dub knees. Scrub-a-dub toes. Scrub-a-dub nose! Bye-bye, bits of {place_short}! [Clean and pink.|Pink and clean.] Then out, and a big warm towel. [Rub, rub.|Pat, pat.] Snug as snug.',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
      {
        text: 'In {they} climbed. Splish! Bubbles everywhere! Rub-a-dub, and all the mud from {place_short} floated off. Then {they} tipped {their} head back, looked up, and whoosh went the water, with no drips in {their} eyes. [Clean!|Squeaky clean!] "[Again!|More bubbles!]" {they} laughed.',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'By the time {they} got home from {place}, {name} had bits of {place_short} everywhere: in {their} hair, behind {their} ears, between {their} toes. {carer} had run {subj_intro}, full to the top with [bubbles|warm, soapy water].',
        picture: { action: 'looking', object: 'subj', at: 'home' },
      },
      {
        text: '{name} came home from {place} with mud on {their} knees, bits of {place_short} in {their} hair and a [smudge|stripe] of something on {their} nose. Upstairs, {subj_intro} was filling up, with bubbles piling high. "Bath!" came a call [up the stairs|from the landing]. {They} pretended not to hear.',
        picture: { action: 'hiding', object: 'subj', at: 'home' },
      },
    ],
    choice: [
      {
        text: '"I\'m too tired," said {name}, which was true. "I\'ll have one tomorrow." [It was very late.|Everybody was very tired.] So {they} climbed into bed [exactly as {they} {was}|just as {they} {was}], bits of {place_short} and all.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'In the end, {they} got in. But {they} only played. {They} made a bubble beard and a bubble hat and a bubble [moustache|crown]. The bubbles heard all about {place_short}[ and {comp}|, twice]. "All done!" {they} said at last. {They} had not washed a single [bit|toe].',
        picture: { action: 'playing', object: 'subj', at: 'home' },
      },
    ],
    consequence: [
      {
        text: 'The sheets were not happy. Something [gritty|sandy] got into the pillow. Something crumbly got into the blanket. Something itched behind {their} knee, and when {they} scratched it, it itched somewhere else. [Before long|Very soon], the bed felt like {place_short}, and {name} could not sleep at all.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '{They} snuggled into bed and turned over, and there on the white pillow was a brown smudge, [shaped like a nose|nose-shaped]. Next to it was a brown ear. Then a brown cheek. It looked as if a muddy ghost had [come home from {place_short}|come to sleep over], and the ghost was {name}.',
        picture: { action: 'looking', at: 'bedroom' },
      },
    ],
    better: [
      {
        text: '{They} got up and padded to the bathroom. The water in {subj} was still warm. Splash, in {they} went[.|, with a happy sigh.] Rub-a-dub, scrub-a-dub, and all the bits of {place_short} floated away. Fresh sheets went on the bed. {name} slid in, smelling of bubbles, [smooth and warm|clean from top to toe], and was asleep before the light went out.',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
      {
        text: 'Out of bed {they} climbed, and back to {subj}. Soap first this time, then boats. Knees, elbows, behind the ears, and, holding {their} breath, the nose. [Down the plughole went the last of {place_short}.|Goodbye, {place_short}!] Then a rinse, and ten whole minutes of boats. The pillow got turned over to its clean side, and {name} slid back in, [smelling of bubbles|pink and clean].',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had developed, over several months, a method for appearing to have had a bath. Run {subj_intro}. Splash the water about. Wet {their} hair at the tap. Leave the towel looking used. It was, {they} felt, an elegant system, [and it had never once failed|with a perfect record], and the best part was that it took four minutes instead of twenty. Nobody had ever asked a single question. After two long, dusty days at {place}, with most of {place_short} still somewhere about {their} person and {the_thing} [drying|waiting] on the windowsill, {they} put it into action.',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
      {
        text: '{name} had recently been promoted to washing {their} own hair, and was enormously proud of it. After a day at {place}, {they} ran {subj_intro}, shut the door and got in. "Rinse properly!" called {carer} from downstairs. "I know," {they} called back, in the voice of a person who [already knew everything|had nothing left to learn]. There was a bottle of shampoo, a jug for rinsing and a whole bath of warm water, and nobody to tell {them} what to do with any of it. It felt, {they} thought, like being made captain of a very small, very soapy ship.',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
    ],
    choice: [
      {
        text: '{They} ran the water, swished it about, wet {their} fringe at the tap and crumpled the towel. Then {they} sat on the edge and read a comic for ten minutes while {subj} went slowly cold, [wondering idly what {comp} would make of the whole operation|thinking about {comp}, who would have had a great deal to say about it]. Steam, sounds, evidence. It was a [flawless|very tidy] operation. {They} pulled out the plug, listened to the gurgle, and went to bed, with a fair amount of {place_short} still about {them}, feeling like a master criminal, which, for a person who had broken no law, was quite a strong feeling.',
        picture: { action: 'reading', at: 'home' },
      },
      {
        text: 'Shampoo went on, generously. {They} worked it into a magnificent foam. Then, since rinsing was the boring part, {they} lay back, did one single, heroic dunk, and got out. The whole thing took under four minutes. [It was a personal best.|Nobody had ever washed their hair faster.] The jug sat on the side of the bath, dry and unused. Somewhere under all that foam, the dust of {place_short} was still [clinging on|hanging on], but nobody could see it, and what nobody could see, {they} reasoned, did not count. {They} went to bed with {their} head wrapped in a towel like a person in an advert.',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
    ],
    consequence: [
      {
        text: "At breakfast, {carer} reached across the table, removed something from {name}'s hair and held it up to the light. It was a small piece of {place_short}. Another reach. Another piece. By the third, the whole table was watching, and by the fifth, somebody had started [keeping score|counting out loud]. Not a word was said about baths. A neat little pile simply grew on the tablecloth beside the toast, [one piece at a time|bit by gritty bit], until there was very nearly enough to build a small model of {place_short} out of it.",
        picture: { action: 'looking', at: 'home' },
      },
      {
        text: 'By morning, {their} hair, with a good deal of {place_short} still in it, had dried into a shape. Not a style. A shape. It stood up at the back like a [crest|cockatoo] and felt, to the touch, faintly crunchy. {They} tried water. {They} tried a comb. The comb got stuck[ and refused to come out|, and stayed stuck]. At {place}, {comp} looked at the shape for a long time and then very politely looked at something else, which was worse than anything {comp} could have said. Even {sight} seemed to be trying not to stare.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'That evening, {they} ran {subj} and actually got in it. {They} washed {their} hair twice and found a piece of {place_short} behind an ear that had escaped everybody. Then {they} lay back and stared at the ceiling, and discovered a thing nobody had mentioned: a bath is an excellent place for thinking. {They} planned the whole of the next day at {place} in there, including exactly what to say to {comp}, [and half of the next week|and part of a novel], and came out wrinkled as a walnut and entirely clean. [Even {their} ears squeaked.|For the first time in two days, {they} smelled of nothing at all.]',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
      {
        text: 'That evening {they} did it properly. Wet. Shampoo. Rub. Then rinse with the jug, and rinse again, and once more for luck, until {their} hair squeaked between {their} fingers like [a clean plate|a polished window]. The water went grey, then brownish, and {they} watched the last of {place_short} swirl [down the plughole|away] with a certain respect: it had been a very determined bit of dirt. In the morning {their} hair lay down flat, the way hair is supposed to, and nobody at breakfast found anything in it at all, which felt [like winning something|oddly like winning a prize].',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
    ],
    inner: [
      {
        text: 'There was a flaw in the system, {name} realised, and it was a scientific one. {They} had produced all the evidence of a bath except the only evidence that mattered, which was a clean person. {They} had done the parts that showed and skipped the part that worked. It was like [painting a cake on a plate|drawing a door on a wall] and then being surprised when nobody could eat it. And meanwhile, {place_short} was still quietly living in {their} hair, [making itself at home|settling in for the winter]. Much longer, {they} thought gloomily, and it would start [putting up pictures|asking for its post to be forwarded].',
        picture: { action: 'waiting', at: 'home' },
      },
      {
        text: 'Being in charge of your own bath, {name} thought, had sounded like freedom. Nobody in the doorway. Nobody saying "Properly, please." What nobody had mentioned was that it also meant being in charge of the dull bits, the rinsing and the scrubbing behind the ears, which had always been somebody else\'s worry. {They} thought of {comp}, back at {place_short}, who, as far as {they} knew, had never been asked to rinse anything in {comp_his} life, and felt briefly [hard done by|envious]. It was like being handed the keys to the house and discovering that they [came with the bins|also opened the cupboard with the mop in it].',
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
