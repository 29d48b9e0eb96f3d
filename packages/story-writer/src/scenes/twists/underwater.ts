import type { TwistWriting } from '../format';

export default {
  kindId: 'underwater',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Splish! Splash! Whoosh! Magic water came rolling in, soft and blue, all over {place_short}! But look! {name} could breathe! Bubble, bubble! Little fish swam by. [Wiggle, wiggle!|Swish, swish!] Then, whoosh, the water went away, and everything was dry. What a magic day! {They} felt as calm as the sea.',
        picture: { action: 'swimming' },
      },
      {
        text: 'Bloop! A big blue wave of magic rolled softly over {place_short}, and everything was under the sea! Fish swam past. Bubbles went up. Blub, blub! {name} could breathe, just like a fish! So quiet. So calm. Then the magic sea slid away. Drip, drop. {They} gave a little shake, like a fish, and had a think. [Ready!|Right!]',
        picture: { action: 'swimming' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'There was a smell of the sea at {place_short}, salty and fresh, though nobody could see where it came from. {comp} {comp_habit}. "Can you hear waves?" {comp} {comp_says}. {name} listened. Far away, or maybe very close, something went shhh, shhh.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: 'A tiny silver fish was swimming in the air near {sight}, swishing its tail as if the air were water. {name} rubbed {their} eyes. When {they} looked again, it had gone. "Did you see that fish?" {they} asked. "Fish don\'t swim in the air," {comp} {comp_says}. But {comp_he} did not sound sure.',
        picture: { action: 'looking', with: ['comp'], object: 'fish' },
      },
    ],
    happens: [
      {
        text: 'Then, with a soft whoosh, a great wave of shimmering blue water rolled gently over {place_short}, and everything was under the sea! {name} held {their} breath... then let it out. {They} could breathe! Fish swam past {their} nose. {comp} was right beside {them}, surrounded by bubbles. A crab sidled past, looked at {name}, and sidled away a bit faster.',
        picture: { action: 'swimming', with: ['comp'] },
      },
      {
        text: 'Shhh, shhh went the waves, and suddenly the sea was everywhere: cool, blue and full of light. {place_short} had become an underwater world! {name} found that {they} could breathe as easily as a fish. [Seaweed waved.|Shells glittered.] Bubbles rose. {comp} {comp_says}, and the words came out as bubbles. Nobody could think about anything but the sea.',
        picture: { action: 'swimming', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Under the water, everything was slow and quiet. Even {worry} floated gently, like a bubble. {name} watched a line of little fish swim by. "What would a fish do?" {comp} {comp_says}, and the words floated up in shiny bubbles. {They} watched. None of the fish swam the whole sea at once. Each one gave one small flick, then another. Then the sea slid away, and {they} gave one small flick of {their} own.',
        picture: { action: 'swimming', with: ['comp'] },
      },
      {
        text: 'Slowly, the magic sea drained away, leaving {place_short} dry and sparkling, with one little starfish waving goodbye before it vanished too. {name} took a big breath of air. Under the sea, it had been so calm that {they} could think clearly. "What did you think about, down there?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} smiled. {They} had thought about {trouble}, which had not floated off at all, and a plan had floated up beside it.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'There was a smell of salt in the air at {place_short}, sharp and fresh, though nobody could say where it came from. Every so often there was a sound too, a long, slow hush, like a wave drawing back over pebbles. {comp} {comp_habit} and frowned. "If I didn\'t know better," {comp} {comp_says}, "I\'d say the sea was coming to visit." "The sea doesn\'t visit," said {name}. "Not usually," said {comp}.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: 'Near {sight}, a small silver fish was swimming through the air, perfectly calmly, as if nobody had ever told it that air was not water. {name} watched it make a slow circle, flick its tail and vanish. {They} turned to {comp}. {comp} was already staring at the same spot. "Tell me you saw that," {comp} {comp_says}. "I saw it," {they} said. "I just don\'t believe it."',
        picture: { action: 'looking', with: ['comp'], object: 'fish' },
      },
    ],
    happens: [
      {
        text: 'The water arrived without a splash. One moment {place_short} was ordinary, and the next it was filled, gently and completely, with clear blue-green sea, light rippling across everything like sunshine through a window. {name} held {their} breath out of habit, then let it go, and found that here, in this magic sea, {they} could breathe as easily as on dry land. Fish drifted past. Bubbles rose from {comp}, who looked delighted. {Trouble} seemed to belong to another world, a drier one.',
        picture: { action: 'swimming', with: ['comp'] },
      },
      {
        text: 'And then, with a long, soft roar like a seashell held to your ear, the sea came in. It rose around them without any splashing, warm and clear and full of wavering light, until everything was underwater. {name} found that {they} could breathe, could talk, could even laugh, though the laugh came out as a stream of silver bubbles. {comp} {comp_says}, delighted, and a little shoal of fish scattered. Above, the surface shimmered like a ceiling of glass.',
        picture: { action: 'swimming', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Underwater, everything moved slowly, and slowness turned out to be [useful|a help]. There was time, drifting there, to look at {worry} properly, the way you look at a shell: turning it over, seeing all its sides. It was smaller than it had seemed in the [dry, loud world above|noisy, hurrying world up top]. {comp} came close, trailing bubbles. "Which side does it look best from?" {comp} {comp_says}, and the words rose in a shiny string towards the light. {They} turned the thought over once more and found the side {they} had been avoiding. It was not so bad. Then, [gently|little by little], the sea began to drain away.',
        picture: { action: 'swimming', with: ['comp'] },
      },
      {
        text: 'The sea left the way it had come, without fuss, sliding away until {place_short} was dry again and sparkling as if freshly washed. A single [shell|spiral shell, striped like a humbug,] lay at {name}\'s feet. {They} picked it up and held it to {their} ear, and heard, very faintly, the hush of the water. "What\'s it saying?" {comp} {comp_says}, right beside {them}. "Shh," {they} said, and then laughed, because that was exactly what it said: shh, slow down, one wave at a time. {They} put the shell in {their} pocket and [stood up|got to {their} feet].',
        picture: { action: 'listening', with: ['comp'], object: 'shell' },
      },
    ],
  },
} satisfies TwistWriting;
