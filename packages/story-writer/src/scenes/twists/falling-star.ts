import type { TwistWriting } from '../format';

export default {
  kindId: 'falling-star',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Whoosh! Something dropped out of the sky. Plink! It was a little star, glowing gold, right by {name}, [near {sight}|in the middle of {place_short}]! "Hello, little star," {they} whispered. The star was warm, like a cuddle. [Twinkle, twinkle!|Glimmer, glimmer!] Then up, up, up it floated, home to the sky. {They} felt all glowy inside, with a bright new idea.',
        picture: { action: 'holding', object: 'star' },
      },
      {
        text: 'Zoom! A star fell down, plop, and landed softly [by {sight}|in {place_short}]. It was tiny and shiny and [sleepy|blinky]. {name} held it gently. [Glow, glow!|Shine, shine!] The star got brighter and brighter when {they} smiled. Then, whoosh, back up it went. Bye-bye, star! {They} kept the smile. {They} had a job for it.',
        picture: { action: 'holding', object: 'star' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'As {name} arrived, a star went streaking across the sky, trailing silver, and disappeared somewhere over the far side of {place_short}. {comp} {comp_habit}. "That star was very low," {comp} {comp_says}. "Almost as if it was coming to visit."',
        picture: { action: 'looking', with: ['comp'], object: 'star' },
      },
      {
        text: 'There was a soft silver glow, low down near {sight}, as if somebody had left a night-light on in the daytime. {name} kept glancing at it. {comp} {comp_habit}. "Something\'s shining over there," {comp} {comp_says}. "Something that\'s not supposed to be on the ground."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Then, whoosh! PLINK! Right in the middle of everything, a little star came tumbling out of the sky and landed at {name}\'s feet, glowing and humming. It was about the size of an apple, and it was warm. Everyone gathered round. {comp} {comp_says} in wonder. "It\'s a real star!" {they} whispered. "And I think it\'s lost."',
        picture: { action: 'finding', with: ['comp'], object: 'star' },
      },
      {
        text: 'Just then, the silver glow grew brighter and brighter, and with a soft bump, a real star rolled out into the open, blinking. It had fallen out of the sky! {comp} {comp_says} in surprise. The star wobbled. It looked a bit lost, and a bit lonely, and everyone forgot what they had been doing to crowd round and look.',
        picture: { action: 'finding', with: ['comp'], object: 'star' },
      },
    ],
    payoff: [
      {
        text: 'The little star glowed softly in {name}\'s hands. Then it did something surprising: when {they} thought about {worry}, it went dim, and when {they} thought about putting things right, it shone as bright as day. {comp} saw it too. "Do that again," {comp} {comp_says}. {They} did. The star shone so brightly that everyone had to squint. Now {they} knew which way to go.',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
      {
        text: '"How do we get the star home?" asked {name}. {comp} thought. "Stars float home when they feel happy," {comp} {comp_says}. "What would make today feel happy again?" {They} looked at the little star, twinkling hopefully in {their} hands. Then {they} thought about {trouble}. {They} had a very good idea.',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'As they arrived, a star fell. Not far off, not in the distance where stars usually fall, but close: a bright silver streak that dropped below the edge of {place_short} and vanished without a sound. {comp} {comp_habit} and stared after it. "That," {comp} {comp_says}, "was much too low." "Stars fall all the time," said {name}. "Not," said {comp}, "into places I can walk to."',
        picture: { action: 'looking', with: ['comp'], object: 'star' },
      },
      {
        text: 'Near {sight}, low to the ground, there was a glow that did not belong to the day: cool and silver, pulsing gently, like something breathing in its sleep. It was easy to miss in the daylight. {name} did not miss it. Neither did {comp}, who {comp_habit} and then went very quiet. "That," {comp} {comp_says}, "is not a torch."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'It came down slowly in the last moment, the way a [feather|leaf] does, and settled right in front of them with a faint chime: a star, small enough to hold, bright enough to make everyone squint. It was warm, like a [mug of cocoa|hot-water bottle], and it hummed, and it was quite clearly lost. {comp} {comp_says} in amazement. {name} knelt beside it. Whatever had been happening before had stopped mattering, at least for the moment. There was a star on the ground, and it needed [someone|somebody|a friend].',
        picture: { action: 'finding', with: ['comp'], object: 'star' },
      },
      {
        text: 'The silver glow brightened, flickered, and rolled out into the open: a star, a real one, no bigger than a [grapefruit|football], fallen clean out of the sky. It lay there blinking, looking more embarrassed than anything, the way a person looks after [tripping in public|falling off a chair at a party]. {comp} {comp_says} very softly.',
        picture: { action: 'finding', with: ['comp'], object: 'star' },
      },
    ],
    payoff: [
      {
        text: 'It turned out that the star\'s light followed feelings. When {name} held it and thought about {worry}, the glow dimmed to a sulky grey. When {they} thought about what {they} could do about it, the light swelled, warm and gold, lighting up {their} whole face. {comp} had noticed. "Either that star is broken," {comp} {comp_says}, "or it\'s the best compass anyone ever had." {name} held it up and, very deliberately, thought the golden thought again. The star blazed. {They} could see exactly which way it was pointing.',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
      {
        text: '"It wants to go home," {comp} {comp_says}, watching the star flicker. "Stars climb back up on a good feeling. A warm one." {name} looked at the little light in {their} hands, thought of {trouble}, and understood: the warmest feeling {they} could think of was on the far side of putting things right. {They} held the star a little higher and took a breath.',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
    ],
  },
} satisfies TwistWriting;
