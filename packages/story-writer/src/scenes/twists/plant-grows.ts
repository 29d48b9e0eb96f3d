import type { TwistWriting } from '../format';

export default {
  kindId: 'plant-grows',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Plant a seed [by {sight}|in a corner of {place_short}]. Pat, pat. Sprinkle some water. Drip, drop. Then... wiggle! Up came a shoot! Grow, grow, GROW! Up and up, right up to the clouds! [Wow!|Ooh!] At the top, a big flower opened, pop! It smelled so sweet. Sniff, sniff. Ahh! {name} sniffed it again, just to be sure.',
        picture: { action: 'looking', object: 'flower' },
      },
      {
        text: 'Look! A tiny green sprout, [right by {sight}|in the middle of {place_short}]. [Tickle, tickle|Flutter, flutter] went its leaves. Then, whoosh! It grew and grew, as tall as a tree! Leaves everywhere! A big, shady, leafy tent, just for sitting in. {name} sat in the cool, green shade. Ahh. So calm. [Rustle, rustle|Swish, swish] went the leaves.',
        picture: { action: 'waiting', object: 'plant' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: '{name} found a seed near {sight}. It was as big as a button, and it was warm, and when {they} held it to {their} ear, {they} could hear a tiny hum. {comp} {comp_habit}. "That\'s a very busy seed," {comp} {comp_says}. So {they} pressed it gently into the ground, just to see.',
        picture: { action: 'holding', with: ['comp'], object: 'seed' },
      },
      {
        text: 'In a little pot near {sight}, there was a tiny green sprout with two round leaves. Every time {name} walked past, the sprout turned to follow {them}, like a sunflower following the sun. {comp} {comp_habit}. "I think it likes you," {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp'], object: 'plant' },
      },
    ],
    happens: [
      {
        text: "Then, with a creak and a whoosh, a little green shoot burst up and began to grow. It grew past {name}'s knees, past {their} head, past everything, up and up, twisting and curling, until it was as tall as a tower! Leaves as big as umbrellas spread out overhead. {comp} {comp_says} in amazement. A snail on the bottom leaf was suddenly higher up than any snail had ever been.",
        picture: { action: 'looking', with: ['comp'], object: 'plant' },
      },
      {
        text: 'Creak, crack, WHOOSH! The little plant shot upwards, faster than anything had ever grown before. Stalks twisted. Leaves unrolled. Flowers popped open like fireworks. In no time at all, a great green giant of a plant was towering over {place_short}, rustling softly. Nobody had ever seen anything like it.',
        picture: { action: 'looking', with: ['comp'], object: 'plant' },
      },
    ],
    payoff: [
      {
        text: 'High up at the top of the plant, one huge bud stayed shut tight, as if it were waiting for something. {comp} {comp_habit}. "What would make it open, do you think?" {comp} {comp_says}. {name} looked up at the bud and thought about {trouble}. The bud gave a tiny wiggle. {They} gave a tiny nod. Then {they} turned round.',
        picture: { action: 'looking', with: ['comp'], object: 'flower' },
      },
      {
        text: 'Underneath the great plant, the shade was cool and green and quiet, and the leaves whispered, shh, shh. Sitting there, {name} could hear {themself} think. {Worry} had not gone anywhere, but here there was room to look at it. "What would make this better, do you think?" {comp} {comp_says}. {name} listened to the leaves for a while. Then {they} stood up, brushed off {their} knees and made up {their} mind.',
        picture: { action: 'waiting', with: ['comp'], object: 'plant' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Near {sight}, {name} found a seed. It was the size of a large button, striped like a marble, and faintly warm, as if it had been sitting in someone\'s pocket. When {they} held it, it seemed to pulse, very slightly, like a small heart. {comp} {comp_habit}. "Don\'t drop that," {comp} {comp_says}. "I have a feeling that if it touches the ground, something will happen." {They} held it carefully. Then, without quite meaning to, {they} let it slip.',
        picture: { action: 'holding', with: ['comp'], object: 'seed' },
      },
      {
        text: 'There was a small green shoot growing near {sight}, the sort you would never look at twice, except that this one seemed to be watching. When {name} moved, it leaned. When {they} stopped, it stopped. Once, when {they} laughed, it unfurled a new leaf so quickly that {they} heard it pop. {comp} {comp_habit}. "It\'s growing," {comp} {comp_says}. "While we watch. I don\'t think plants are supposed to do that."',
        picture: { action: 'looking', with: ['comp'], object: 'plant' },
      },
    ],
    happens: [
      {
        text: 'And then the plant grew. There was no other word for it, though "exploded" came close. With a long, creaking sound, like an old ship\'s timbers, it surged upwards, thickening as it went, throwing out leaves the size of doors and tendrils that curled and caught, until it towered over {place_short}, swaying gently, its top lost somewhere among the clouds. Everyone stood frozen with their heads tipped back. {comp} {comp_says} something that sounded like "Beans." {Trouble}, for the moment, was entirely overshadowed.',
        picture: { action: 'looking', with: ['comp'], object: 'plant' },
      },
      {
        text: 'It happened in the time it takes to blink twice. A green rush and a sound like a thousand pages turning at once, and where a small shoot had been there was now a plant as tall as a house, then taller, leaves unrolling like flags, flowers bursting open in colours that did not have names. It smelled of [rain and honey|cut grass and oranges]. People came running from all over {place_short}, and {sight} vanished behind a wall of leaves. {name} stood in its shadow with {their} mouth open.',
        picture: { action: 'looking', with: ['comp'], object: 'plant' },
      },
    ],
    payoff: [
      {
        text: 'At the very top of the great plant, one bud had stayed closed, fat and golden, as if waiting for something. {name} watched it. When {they} thought about {worry}, it stayed tight shut. When {they} thought about what {they} could do instead, it loosened, just a little, its petals beginning to part. {comp} had noticed too. "It seems to be waiting for you," {comp} {comp_says}. "What do you think it\'s waiting for?" {They} did not answer straight away. {They} looked at the bud, thought about {trouble}, and looked at the bud again, and then {they} let out a long breath and said out loud what {they} would do. High above, the first petal opened.',
        picture: { action: 'looking', with: ['comp'], object: 'flower' },
      },
      {
        text: 'Sitting in the green shade of that impossible plant, with leaves as big as sails moving softly overhead, {name} sat very still with {worry}, which had not shrunk one bit. Everything around {them} was reaching: upwards, outwards, towards the light. {comp} {comp_comfort}. "This morning it was smaller than your hand," {comp} {comp_says}, [very quietly|almost in a whisper]. "Funny, what one small thing can turn into." {They} thought about that, and about one small thing {they} could do. {They} got to {their} feet. High above, as if it had been waiting for exactly that, a flower the size of an umbrella opened with a soft pop.',
        picture: { action: 'waiting', with: ['comp'], object: 'plant' },
      },
    ],
  },
} satisfies TwistWriting;
