import type { TwistWriting } from '../format';

export default {
  kindId: 'wish-comes-true',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Twinkle, twinkle! A star fell down, down, down and landed, plink, right by {name}, [near {sight}|in {place_short}]! "Make a wish!" it sparkled. {They} shut {their} eyes tight. Wish, wish, wish! Pop! [Bubbles|Sparkles] everywhere! The wish came true! {They} laughed and laughed, happy as happy. Twinkle! Now {they} felt ready.',
        picture: { action: 'holding', object: 'star' },
      },
      {
        text: 'Look! A tiny glowing star, shaped like a wish, [by {sight}|in a corner of {place_short}]. {name} held it close. "I wish... I wish..." Whoosh! Up came a rainbow, all by itself! [Ooh!|Wow!] A wish come true! Then {they} tucked the star away. Some things you can do without a wish. And {they} knew one!',
        picture: { action: 'holding', object: 'star' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Just as {name} arrived, a star went whizzing across the sky, trailing sparkles, even though it was daytime. {comp} {comp_habit}. "A wishing star!" {comp} {comp_says}. "In the daytime! That\'s extra lucky." But {they} did not make a wish. Not yet. {They} saved it for later.',
        picture: { action: 'looking', with: ['comp'], object: 'star' },
      },
      {
        text: 'Near {sight}, {name} found a little stone shaped like a star. It glowed softly, and on it, in tiny letters, were two words: ONE WISH. {comp} {comp_habit}. "Keep that safe," {comp} {comp_says}. "One wish is not very many."',
        picture: { action: 'finding', with: ['comp'], object: 'star' },
      },
    ],
    happens: [
      {
        text: 'Right then, {name} remembered the wish. "I wish {trouble} would just go away," {they} whispered. Whoosh! Gold sparkles came swirling down all around. When they cleared, {trouble} was... still there. But in {their} hand was a tiny glowing star, as warm as toast. "Hmm," {comp} {comp_says}. "I think the wish is waiting."',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
      {
        text: 'Then a tiny star dropped out of the sky and landed at {name}\'s feet, glowing. "One wish," it said, in a voice like a bell. "Make it a good one." {comp} {comp_says} in surprise. {They} thought and thought. It was hard to choose, with everything so muddled. So {they} held the star tight, and waited.',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
    ],
    payoff: [
      {
        text: 'The little star glowed warmer and warmer in {name}\'s hand. "What will you wish for?" {comp} {comp_says}. {They} thought about {worry}, and smiled. Some things do not need a wish. "I know what I can do," {they} said. The star twinkled, as if it had known all along.',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
      {
        text: '"Still got your wish?" {comp} {comp_says}. {name} looked at the glowing star. {They} could wish for anything. But the thing that mattered most was something no star could do for {them}. {They} tucked the star away, to save for another day, and went to do that thing {themself}.',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Just as they arrived, a star crossed the sky in broad daylight, a bright silver streak that left a faint shimmer behind it, like a finger drawn across a steamy window. {comp} stopped mid-step. "Did you see that?" {comp} {comp_says}. "A daytime wishing star. They\'re very rare. You\'re supposed to make a wish." {name} opened {their} mouth, then closed it. Nothing came. Not yet. "Later," {they} said.',
        picture: { action: 'looking', with: ['comp'], object: 'star' },
      },
      {
        text: 'Near {sight}, {name} found a small stone that glowed faintly, like an ember, though it was cool to the touch. It was shaped like a star, and someone had scratched two words on it in tiny, careful letters: ONE WISH. {They} turned it over. Nothing on the back. {comp} {comp_habit}. "Keep that safe," {comp} {comp_says}. "And don\'t waste it. One-wish things never give you a second go."',
        picture: { action: 'finding', with: ['comp'], object: 'star' },
      },
    ],
    happens: [
      {
        text: 'It was then, with {trouble} at its worst, that {name} remembered the wish. {They} closed {their} eyes and made it before {they} could think better of it: that all of this would simply go away. There was a rush of warm air, a scatter of gold light, a sound like [a thousand tiny bells|a sky full of wind chimes]. Then silence, [so deep that even {sound} had stopped|all across {place_short}]. {They} opened {their} eyes. Everything was exactly as before, except that in {their} palm lay a small, warm, glowing star. "Interesting," said {comp}. "I don\'t think it does what you ask. I think it waits."',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
      {
        text: 'A star fell. Not in the sky, but right there in {place_short}, drifting down as gently as a snowflake and landing at {name}\'s feet, where it lay glowing and humming softly to itself. "One wish," it said, in a voice like a tapped glass. "Choose carefully." {comp} {comp_says} in astonishment. {They} crouched down and stared. One wish, now, in the middle of all this. It was almost too much. {They} picked the star up, very carefully, and held it while {they} thought.',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
    ],
    payoff: [
      {
        text: "The star was still glowing in {name}'s hand, patient and warm, [brighter than anything in {place_short}|outshining even {sight}]. {They} could wish for anything. {They} thought of wishing {worry} away, or wishing the whole day undone. But a wish like that would fix the outside and leave the inside exactly as it was. {They} looked at {comp}. {comp} {comp_habit} and said nothing, which was how {comp} said the most. {They} already knew what {they} would do instead. No wish required.",
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
      {
        text: '"Have you decided?" {comp} {comp_says}, eyeing the star. {name} turned it over. It was tempting. One whisper, and everything could be different. But {they} had been thinking, and the thinking had arrived somewhere unexpected: the best magic on offer was not in the star at all. "I\'m saving it," {they} said. "I don\'t need it for this." {They} put the star carefully away and went to do this one by hand.',
        picture: { action: 'holding', with: ['comp'], object: 'star' },
      },
    ],
  },
} satisfies TwistWriting;
