import type { TwistWriting } from '../format';

export default {
  kindId: 'bubble-float',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Blow, blow! A bubble grew bigger and BIGGER, big enough to sit in! {name} climbed inside. Up, up it floated, soft and wobbly. [Wobble, wobble.|Bob, bob.] Everything looked so small, even {sight}! Then, [pop|plip], {they} floated gently down, like a feather. Bump! Giggle! Floating had made {their} head feel clear.',
        picture: { action: 'flying', object: 'bubble' },
      },
      {
        text: 'A big shiny bubble came bobbing along. Boop! It scooped {name} right up! Float, float, float, over {place_short}, slow and gentle. Up there, {trouble} looked tiny, like a crumb. Then down came the bubble, as soft as soft. Pop! A crumb-sized trouble! {They} could fix a crumb. [Off {they} went.|{They} hopped right up.]',
        picture: { action: 'flying', object: 'bubble' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'There were bubbles drifting about {place_short}: little ones, then bigger ones, then one as big as a football, wobbling past with rainbows sliding round it. {comp} {comp_habit}. "Where are they coming from?" {comp} {comp_says}. Nobody knew. And the bubbles kept getting bigger.',
        picture: { action: 'looking', with: ['comp'], object: 'bubble' },
      },
      {
        text: '{name} found a bubble wand lying near {sight}, with a tiny label: FOR VERY BIG BUBBLES ONLY. {comp} {comp_habit}. "How big is very big?" {comp} {comp_says}. {They} gave the wand a little wave, and a bubble as big as a melon wobbled away. "Oh," said {comp}. "That big."',
        picture: { action: 'finding', with: ['comp'], object: 'bubble' },
      },
    ],
    happens: [
      {
        text: 'Then along came the biggest bubble of all, as big as a tent, shimmering with rainbow swirls. It wobbled right up to {name}, went bloop, and scooped {them} inside! Up it floated, gently, gently, with {comp} watching wide-eyed from below. {They} bobbed over {place_short}, laughing. {Trouble} down below could wait.',
        picture: { action: 'flying', with: ['comp'], object: 'bubble' },
      },
      {
        text: 'Whoosh! A giant bubble came drifting by, and before anyone could say "Oh!", {name} was inside it, floating softly up into the air. It was like sitting in a shiny, quiet room made of soap. Down below, {comp} {comp_says} in surprise. Everything down there looked small, even {trouble}.',
        picture: { action: 'flying', with: ['comp'], object: 'bubble' },
      },
    ],
    payoff: [
      {
        text: 'Slowly, the bubble drifted down and landed with the softest pop, setting {name} gently beside {comp}. "What did it look like from up there?" {comp} {comp_says}. {name} thought. "Small," {they} said. "Everything looked small. Even {trouble}." {They} brushed the soap off {their} nose. Small troubles can be mended, and {they} knew where to start.',
        picture: { action: 'arriving', with: ['comp'], object: 'bubble' },
      },
      {
        text: 'Pop! The bubble burst into a shower of tiny sparkles, and {name} floated down the last little bit, as soft as a dandelion seed, right next to {comp}. {Worry} was still there, but up in the bubble {they} had had a good long think. "Welcome back," {comp} {comp_says}. "You were up there ages. What were you thinking about?" {They} smiled a small, sure smile. "Something I\'m going to do," {they} said.',
        picture: { action: 'arriving', with: ['comp'], object: 'bubble' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Bubbles were drifting through {place_short}, which would not have been strange if anyone had been blowing them. Nobody was. They simply came, from somewhere out of sight: small ones first, then bigger, then one the size of a beach ball that wobbled past at head height, rainbows sliding across its skin. {comp} {comp_habit} and watched it go. "They\'re getting bigger," {comp} {comp_says}. "I feel I ought to point that out."',
        picture: { action: 'looking', with: ['comp'], object: 'bubble' },
      },
      {
        text: 'Near {sight}, {name} found a bubble wand the length of {their} arm, with a ring at the end big enough to put {their} head through. Tied to the handle was a luggage label that said, in looping writing: CAUTION. MAY LIFT. {They} looked at {comp}. {comp} looked at the label. "May lift what?" {comp} {comp_says}. Neither of them wanted to find out. Both of them, secretly, did.',
        picture: { action: 'finding', with: ['comp'], object: 'bubble' },
      },
    ],
    happens: [
      {
        text: 'The biggest bubble of all arrived without a sound: a great shimmering sphere, taller than a person, drifting low over {place_short} with the sky swimming in its skin. It touched {name}, very lightly, and instead of popping, it folded round {them} like a curtain closing, and lifted. Gently. Steadily. Up into the air, until {they} {was} floating above everything, sitting inside a ball of rainbow-coloured quiet. Below, {comp} {comp_says} in alarm and then, more slowly, in wonder.',
        picture: { action: 'flying', with: ['comp'], object: 'bubble' },
      },
      {
        text: 'There was a soft sound like a breath being drawn in, and a bubble bloomed out of nowhere, growing and growing until it was big enough to sit in. Then, without asking, it scooped {name} up and floated off. Not fast, not high, just up, in a slow, bobbing drift over {place_short}, everything outside rippling and rainbowed as if seen through water. {comp} {comp_moves} along below, looking up. {Trouble} looked a long way down.',
        picture: { action: 'flying', with: ['comp'], object: 'bubble' },
      },
    ],
    payoff: [
      {
        text: 'Inside the bubble it was perfectly quiet, the kind of quiet you almost never get. No one needed anything. Nothing was about to happen. And in that quiet, {name} could hear {their} own thoughts clearly for the first time all day. They were saying something sensible. The bubble began, very gently, to sink, and set {them} down beside {comp} with a pop no louder than a kiss. "Well?" {comp} {comp_says}. "What was it like?" "Quiet," said {name}. "Quiet enough to hear myself think." The sensible thought was still there, and {they} meant to keep hold of it.',
        picture: { action: 'arriving', with: ['comp'], object: 'bubble' },
      },
      {
        text: 'From up there, floating in a shimmering ball of quiet, {place_short} looked small and tidy and kind, like a toy version of itself. {Worry} looked small too. Not gone, but small enough to pick up and deal with. When the bubble finally sank and set {name} down with a soft pop, {comp} was waiting. "You\'ve got a look," {comp} {comp_says}. "The look of someone with a plan." {They} brushed a last sparkle off {their} sleeve and turned round.',
        picture: { action: 'arriving', with: ['comp'], object: 'bubble' },
      },
    ],
  },
} satisfies TwistWriting;
