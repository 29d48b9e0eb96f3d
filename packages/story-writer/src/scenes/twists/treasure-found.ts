import type { TwistWriting } from '../format';

export default {
  kindId: 'treasure-found',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Glint, glint! Something was hiding [by {sight}|in {place_short}]! {They} pulled and pulled. Out came {tw_thing_a}, all shiny and gold! [Ooh!|Wow!] {They} held it up. Sparkle, sparkle! A real treasure! {They} gave it a pat. Then {they} thought about {trouble}. Treasure could not fix that. {They} stood up tall. {They} could!',
        picture: { action: 'finding', object: 'tw_thing' },
      },
      {
        text: 'Look! Something shiny, [over by {sight}|in a corner of {place_short}]! {They} peeped closer. It was {tw_thing_a}, a real treasure, just sitting there! {They} gave it a rub. [Shine, shine!|Sparkle, sparkle!] It was so bright that {they} could see {their} own smile in it. A treasure! And now {they} knew just the thing to do next.',
        picture: { action: 'finding', object: 'tw_thing' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'On the way, {name} spotted a mark [scratched into the ground|painted on a stone]: a big X, very faded. {comp} {comp_habit}. "X marks the spot," {comp} {comp_says}. "Everybody knows that." "The spot for what?" {they} asked. Nobody knew. Not yet.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Now and then, something glinted near {sight}, as bright as a wink, then was gone again. {name} could not work out what it was. {comp} had seen it too. "Something shiny is hiding round here," {comp} {comp_says}. "And shiny things usually want to be found."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: "Just then, {name}'s foot hit something hard. Clonk! {They} looked down. Poking out of the ground was the corner of something old and golden. {They} tugged and tugged while {comp} {comp_habit}, and out it came: {tw_thing_a}, a real treasure! Everyone crowded round, though {trouble} was still there behind them all.",
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Then something glinted, brighter than ever. {name} followed it, and there, hidden right where nobody had looked, was {tw_thing_a}! It gleamed. It glittered. {comp} {comp_says} in amazement. "Treasure!" {they} whispered.',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [
      {
        text: '{name} held {tw_thing} up to the light, and it shone so brightly that {they} could see {their} own face in it. The face looked worried. "Fancy looking worried while you\'re holding treasure," {comp} {comp_says}. "What would make that face smile?" {They} looked at the face for a long time. Then {they} knew, and the face in the treasure seemed to know too.',
        picture: { action: 'holding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'The treasure was wonderful. But as {name} looked at it, {they} did not feel as happy as {they} had expected. Something was still in the way: {worry}. "Treasure can wait," {comp} {comp_says}. "Can the other thing?" {They} thought about it. Then {they} set {tw_thing} down, very carefully, and went to see about the other thing first.',
        picture: { action: 'holding', with: ['comp'], object: 'tw_thing' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'There was an old story about {place_short}, the kind nobody quite believes: that long ago someone had hidden something precious here and never come back for it. {comp} told it on the way in, and {name} laughed. But afterwards {they} kept noticing things: a faded mark [on a stone|on the ground], shaped like an X, and a patch of ground that looked as if it had been dug up long ago and had quietly healed over.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Twice, something caught the light near {sight}: a quick, bright wink, like a coin turning over. Each time {name} looked, it was gone. "Did you see that?" {they} asked. {comp} {comp_habit}. "I saw it," {comp} {comp_says}. "I\'ve been seeing it all day. I assumed it was none of my business." "And now?" "Now," said {comp}, "I\'m curious."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'That was when {name} tripped over it. Not a dramatic trip, just a stubbed toe and an undignified hop, and a hard corner sticking up out of the ground where no corner had any right to be. {They} knelt and brushed at it, and the more {they} brushed, the more there was, until it lay there in plain sight: {tw_thing_a}, old and heavy and gleaming, exactly like something out of a storybook. {comp} {comp_says} in a very small voice.',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Something winked in the light, and this time {name} did not look away. {They} followed it, step by step, to a spot where something lay half hidden: {tw_thing_a}, unmistakable, gleaming dully through years of dust. {They} lifted it out with both hands. It was heavier than it looked, and older, and more beautiful. {comp} {comp_habit}, eyes wide. For a long moment neither of them said anything at all. Treasure does that.',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [
      {
        text: '{name} turned {tw_thing} over in {their} hands. It was the most valuable thing {they} had ever held, and yet, strangely, it did not make {worry} go away. Treasure does not do that. It just sits there being treasure. {comp} seemed to understand. "It\'s lovely," {comp} {comp_says}. "But it can\'t do this part for you." {They} knew that. {They} set the treasure down, carefully, and straightened up. The treasure would keep. The other thing would not.',
        picture: { action: 'holding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'In the gleam of {tw_thing}, {name} caught sight of {their} own reflection, bent and golden, and for a second did not recognise it. The face in the treasure looked tired and a little lost, nothing like the face of someone who had just found treasure. {They} blinked. {comp} was watching quietly. "Gold\'s all very well," {comp} {comp_says}. "Who would you like to see looking back at you?" {They} looked at the reflection once more, and then [looked up|put the treasure down]. {They} had an answer, and it was not in the gold.',
        picture: { action: 'holding', with: ['comp'], object: 'tw_thing' },
      },
    ],
  },
} satisfies TwistWriting;
