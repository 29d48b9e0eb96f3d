import type { TwistWriting } from '../format';

export default {
  kindId: 'swap-places',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Along came {tw_who_a}, [across {place_short}|past {sight}]. Zap! Swap! {They} {was} {tw_who}, and {tw_who} was {name}! [Oh my!|Goodness!] Everything looked so different! Then, zap, swap back again! {They} giggled. Now {they} knew how it felt to be somebody else. Hmm! That gave {them} an idea.',
        picture: { action: 'looking', with: ['tw_who'] },
      },
      {
        text: "Blink! {name} and {tw_who_a} blinked at the very same time, [right there by {sight}|in the middle of {place_short}], and... swap! Now {they} could see through {tw_who}'s eyes! [Peep, peep!|Look, look!] So that was how it felt! Then, blink, swap back. What a magic game! Now {they} knew how it felt from the other side.",
        picture: { action: 'looking', with: ['tw_who'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Nearby was {tw_who_a}. Every time {name} looked over, {tw_who} was looking back, head on one side, as if wondering what it would be like to be {them}. And {they} wondered the very same thing about {tw_who}. {comp} {comp_habit}. "You two look as if you\'re thinking the same thought," {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '{name} and {tw_who_a} yawned at exactly the same moment, and then blinked at exactly the same moment. A tiny sparkle fizzed in the air between them. {comp} {comp_habit}. "That was odd," {comp} {comp_says}. "It\'s as if you two are joined by an invisible string."',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'Then, ZAP! There was a flash and a fizz, and all of a sudden {name} had swapped places with {tw_who}! Now {they} {was} seeing the world through {tw_who}\'s eyes, and it looked very different from in there. {comp} {comp_says} in surprise. "Is that you?" Nobody was quite sure who was who.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Fizz, pop, SWAP! Suddenly {name} was inside {tw_who}\'s world, feeling what {tw_who} felt and seeing what {tw_who} saw. Everything was different: bigger here, smaller there, and very, very strange. {comp} stared from one to the other. "This," {comp} {comp_says}, "is going to be confusing."',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: 'Being {tw_who} for a little while had been strange and funny, and it showed {name} how things felt from the other side. ZAP! They swapped back, just like that. "Well?" {comp} {comp_says}. "What was it like in there?" "Different," {they} said slowly. {They} thought about {trouble} again, with {tw_who}\'s eyes still in {their} head, and this time {they} could see a way through.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'With a last little fizz, everything swapped back the right way round. {name} wiggled {their} own fingers, happy to be {themself} again. But {they} remembered how it had felt, being {tw_who}, and {worry} looked different now. {comp} {comp_comfort}. For a while {they} said nothing at all. Then {they} gave {their} own fingers one more wiggle and stood up straight. {They} had seen enough from the other side.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'There was {tw_who_a} at {place_short}, and from the moment they arrived, {name} kept catching {tw_his} eye. Not in a strange way. More the way you catch your own eye in a shop window: a moment of recognition that does not quite make sense. {comp} {comp_habit} and looked from one to the other. "Have you two met?" {comp} {comp_says}. "No," {they} said. But it felt, oddly, as if they had.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Twice that day, {name} and {tw_who_a} did exactly the same thing at exactly the same moment: yawned, then turned to look at the same sound. The second time, the air between them fizzed, just for a second, like a sherbet sweet. {comp} noticed. {comp} noticed most things. "I don\'t want to worry you," {comp} {comp_says}, "but I think something wants you two to trade places."',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'It happened in a blink. One moment {they} {was} {themself}, and the next {they} {was} looking out at the world from somewhere else entirely: from inside {tw_who}, with {tw_who}\'s view, {tw_who}\'s feelings, {tw_who}\'s whole way of seeing things. Everything was the wrong size and the wrong shape and, in some ways, much clearer. Somewhere nearby, {tw_who} was presumably having an equally strange time being {name}. {comp} stared. "Please tell me," {comp} {comp_says} carefully, "which one of you is which."',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: "There was a fizz like sherbet, a flash like a camera, and then {name} and {tw_who} had swapped. Not clothes. Not places. Everything. {They} looked out through {tw_who}'s eyes and felt what {tw_who} was feeling, which turned out to be a surprising amount. The world looked different from in there: {place_short} was the same, but tilted, rearranged, seen from the other side. {comp} {comp_says} in alarm. {Trouble} was still there. But suddenly {they} {was} looking at it from somewhere new.",
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: 'The swap wore off as suddenly as it had begun, with a fizz and a jolt, and {name} was back in {their} own skin, blinking. But something had come back too: the memory of what it was like to be {tw_who}, from the inside. It made everything look different, including {worry}. {comp} was watching closely. "What did it look like from over there?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} took a long time to answer. "Different," {they} said at last. "Like it was somebody else\'s trouble too." Then {they} turned towards it.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Seeing through someone else\'s eyes is a strange gift. For those few minutes as {tw_who}, {name} had felt things {they} had never thought about, and noticed things {they} had always walked past. When the fizz came and everything swapped back, {they} stood very still for a moment, letting it settle. {comp} waited. "Well?" {comp} {comp_says}. "Would you swap again?" "Maybe," {they} said. "But I don\'t think I need to." From this new angle, what came next seemed perfectly obvious, and {they} set about it at once.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
  },
} satisfies TwistWriting;
