import type { TwistWriting } from '../format';

export default {
  kindId: 'can-fly',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Boing! {name} jumped, and... {they} did not come down! Up, up, up {they} floated, as light as a feather! Whee! Round and round {place_short}. Everything looked small and sweet from up there. Then, gently, gently, down {they} came. Bump. And {they} had made up {their} mind.',
        picture: { action: 'flying' },
      },
      {
        text: '[Tickle, tickle.|Fizz, fizz.] {Their} toes felt fizzy. Then {their} feet left the ground! Float, float, float, [like a bubble|like a balloon], up over {place_short}! "I can fly!" {they} laughed. Up high, {trouble} looked teeny-tiny. Down {they} came, as soft as a leaf. "Not so big after all," {they} whispered.',
        picture: { action: 'flying' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'All day, {name} had felt strangely light, as if {their} pockets were full of feathers. When {they} jumped, {they} came down just a little too slowly. {comp} {comp_habit}. "You\'re very bouncy today," {comp} {comp_says}. "Bouncier than usual," {they} said.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: 'A tiny, glittery feather floated down from nowhere and landed on {name}\'s shoulder. It tickled. Somehow, after that, {they} felt as light as air, and {their} toes kept wanting to lift off the ground. "What a funny feather," {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp'], object: 'feather' },
      },
    ],
    happens: [
      {
        text: 'And then {name} took a step, and did not come down! {They} floated up, up, up, as light as a bubble, until {they} {was} bobbing in the air high above {place_short}. "I can fly!" {they} shouted. Far below, {comp} {comp_says} in amazement. Everything, and everybody, looked very small from up here.',
        picture: { action: 'flying', with: ['comp'] },
      },
      {
        text: 'Whoosh! Without any warning, {name}\'s feet lifted off the ground. {They} rose gently into the air, turning slowly, like a leaf on the wind. {comp} {comp_says} in surprise, looking up. "Come back!" But {they} could not come back, not yet. {They} could only float, and look down, and see the whole of {place_short} at once.',
        picture: { action: 'flying', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'From up high, {name} could see everything: every corner, every friend, and {trouble}, small and clear. Slowly, gently, {they} floated back down and landed with a soft bump next to {comp}. "What did you see up there?" {comp} {comp_says}. {They} thought. "I saw what to do." {They} brushed down {their} knees, feet firmly on the ground.',
        picture: { action: 'flying', with: ['comp'] },
      },
      {
        text: 'Floating is lovely, but nobody can stay up forever. Down {name} drifted, as soft as a dandelion seed, and landed right beside {comp}. Up there, {trouble} had looked as small as an ant. Down here, {worry} was as big as ever. "You look different," {comp} {comp_says}. "Thoughtful." "I saw everything from the sky," said {name}. "Now I know where to go." And {they} set off, one step at a time.',
        picture: { action: 'flying', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: '{name} had been feeling odd all day: light, somehow, as if gravity had lost interest in {them}. When {they} gave a little hop, {they} drifted down slowly, like a feather, and had to lean on {comp} to steady {themself}. It was most peculiar. "Did you just float?" {comp} {comp_says}. "Don\'t be silly," {they} said, though {they} {was} fairly sure {they} had.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'A single feather drifted down out of a clear sky and landed in {name}\'s hair. It was no ordinary feather: it shimmered like oil on water, and when {they} held it, {they} felt it tug gently upwards, like a balloon on a string. {comp} {comp_habit}. "I wouldn\'t hold on to that too long," {comp} {comp_says}. "It looks as if it has plans."',
        picture: { action: 'looking', with: ['comp'], object: 'feather' },
      },
    ],
    happens: [
      {
        text: 'It happened the way falling asleep happens: gradually, then all at once. {name}\'s heels lifted, then {their} toes, and then {they} {was} simply rising, slowly and steadily, into the air above {place_short}. {They} did not fall. {They} did not flap. {They} just floated, turning slightly, as the ground dropped away. "Well," {comp} {comp_says} from below, sounding muffled. "That\'s one way to get out of things."',
        picture: { action: 'flying', with: ['comp'] },
      },
      {
        text: 'Without warning, the ground let go. {name} rose into the air, first a few centimetres, then a metre, then higher, until {they} hung above {place_short} like a kite with no string, arms out, heart hammering. It was terrifying for about two seconds and wonderful for every second after that. Below, {comp} {comp_says} something {they} could not hear. Whatever had been going on down there looked small and far away, like a game being played on a tabletop.',
        picture: { action: 'flying', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'From up here, {name} could see the whole of {place_short} laid out like a map: every path, every person, every small drama, including {their} own. It looked so different from above. Simpler. There was {trouble}, and there, not far from it at all, was the way out of it. Slowly, {they} drifted down, the way a leaf settles, and landed beside {comp} with barely a bump. {comp} looked at {them} for a long moment. "What did you see?" {comp} {comp_says}. "A short way round," said {name}, and did not wait to explain.',
        picture: { action: 'flying', with: ['comp'] },
      },
      {
        text: 'Flying, it turned out, made you honest. There is nowhere to hide in the open sky. Floating up there, with nothing between {them} and the clouds, {name} could see {worry} for exactly what it was: real, but smaller than it had felt on the ground. {They} drifted down, slowly, and landed beside {comp}. "Well?" {comp} {comp_says}. "How was the view?" "Clear," said {name}, still a little out of breath. "Very clear." {They} squared {their} shoulders.',
        picture: { action: 'flying', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
