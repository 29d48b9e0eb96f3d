import type { TwistWriting } from '../format';

export default {
  kindId: 'invisible',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Blink! {tw_who_a}, [right there by {sight}|over in {place_short}], was... gone! Invisible! Only a giggle was left. Giggle, giggle! [Pat, pat|Tip, tap] went some invisible feet. Then, blink! Back again! Everyone laughed and laughed. And now {name} felt ready to try.',
        picture: { action: 'looking', with: ['tw_who'] },
      },
      {
        text: "Fizz! Pop! Now you see {tw_who_a}... now you don't! Where? Here? There? Little footprints went pitter-pat [across {place_short}|past {sight}], all by themselves. Then, whoosh, {tw_who} was back, right there! Peekaboo! [What a game!|What a trick!] {name} clapped and clapped. And the heavy feeling? Still there. But peekaboo, {they} peeped at it, and had a plan!",
        picture: { action: 'playing', with: ['tw_who'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Something strange was happening to {tw_who_a}. Every now and then, {tw_he} went a little bit see-through, like a soap bubble. Then {tw_he} {tw_was} solid again. {comp} {comp_habit}. "Did you see that?" {comp} {comp_says}. "Or did I not see it?"',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Near {sight}, a little bottle lay on its side, and a silvery mist was drifting out of it. {tw_who_a} went right through the mist, and for a moment, {tw_his} edges went wobbly and pale. "Hmm," {comp} {comp_says}. "That mist looks like trouble. The fun kind."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'And then, blink! {Tw_who} vanished! Not gone away, just gone invisible. Footprints appeared on the ground, all by themselves. Something invisible bumped into {comp}, who {comp_says} in surprise. {name} waved a hand through the empty space where {tw_who} had been, and the empty space said, "Ow." {Trouble} was quite forgotten.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'POP! Suddenly {tw_who} was invisible! Nobody could see {tw_him} at all. There was just a little dent in the ground, and a small giggle, or a sniff, coming from thin air. "Where did you go?" {comp} {comp_says}. The empty air did not answer, but it did [sneeze|giggle].',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Bit by bit, {tw_who} came back: first a toe, then an ear, then all the rest, blinking in the light. Everyone cheered. "Welcome back!" {comp} {comp_says}. Then, more quietly, to {name}: "Funny, isn\'t it? Nobody could see, but everything still happened." {They} thought about that for a long moment. Then {they} gave a slow, sure nod.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'With a soft pop, {tw_who} was back in sight, looking very pleased. Being invisible had made everyone look harder at each other. {comp} looked hard at {name}. "You\'ve gone quiet," {comp} {comp_says}. "Quiet thinking, or quiet worrying?" "Thinking," said {name}. And by the end of the thinking, {they} had decided.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'There was something slightly wrong with {tw_who_a}, though it took a while to work out what. Then {comp} spotted it: every so often you could see, very faintly, whatever was behind {tw_who}, like a picture behind frosted glass. It lasted a second. Then {tw_who} was solid again, looking perfectly ordinary. "Either I need a nap," {comp} {comp_says}, "or something very peculiar is going on."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'A faint silvery haze hung in the air near {sight}, like the shimmer above a hot path. When {tw_who_a} passed through it, the strangest thing happened: for a moment, {tw_his} outline flickered, as if someone had tried to rub it out and changed their mind. "Did you see that?" {comp} {comp_says} quietly. "Or, more to the point, did you not see it?"',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'It happened mid-step. One moment {tw_who} was there, and the next there was simply nobody, only a footprint appearing, then another, then a puzzled silence in the air. Invisible. Completely. {comp} {comp_says} in alarm, {comp_moves} forward and bumped into something warm and solid that was definitely still there. A hat hung in the air at exactly the right height, with nobody under it. It is impossible to carry on as normal when part of the company has just become transparent.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'With a sound like a soap bubble popping, {tw_who} vanished. Not gone: the footsteps were still there, and the breathing, and a very small surprised noise. Just unseeable. {comp} turned in a slow circle, trying to follow the sound. "This," {comp} {comp_says}, "is going to make everything very complicated."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'The invisibility wore off gradually, from the outside in: an outline first, then colour, then the whole of {tw_who}, blinking and solid and slightly pleased with {tw_him}self. In those minutes of being unseen, something odd had come clear: how much happens when nobody is watching, and how much of it still counts. {comp} {comp_moves} up next to {name}. "Strange feeling, isn\'t it?" {comp} {comp_says}, [very quietly|almost in a whisper]. "The world keeps going whether anyone sees it or not." {name} thought about {worry}, and about which parts of today {they} would be glad for anyone to see. Not many, yet. {They} meant to change that.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'With a faint shimmer, {tw_who} came back into view, all at once, as if someone had switched on a light. "There you are," said {comp}, with [great|enormous] relief. Then {comp} turned to {name}. "Do you know what I noticed, while nobody could be seen? How loud other things got. [{Sound}, for one.|Even {sound}.] And your face, for another. You\'ve been thinking very loudly." {name} laughed, caught out. But the thinking had got somewhere. It had got all the way to an answer.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
