import type { TwistWriting } from '../format';

export default {
  kindId: 'rainbow-bridge',
  tiny: {
    setup: [],
    happens: [
      {
        text: "Look! A rainbow! Red, orange, yellow, green, blue... It came right down [to the ground, by {name}'s toes|beside {sight}, by {name}'s toes], [right there in {place_short}|as bright as bright]. Step, step! {They} walked up the rainbow, as soft as a cushion. [Up, up, up!|Hum, hum, hum!] From the top, {they} could see everything. Then, whee, down the other side! At the bottom, {they} had a rainbow-bright idea.",
        picture: { action: 'climbing', object: 'rainbow' },
      },
      {
        text: '[Shimmer, shimmer!|Glimmer, glimmer!] A rainbow path appeared [over {place_short}|above {sight}], all sparkly colours. {name} stepped on it. Boing! It was bouncy! Red step. Yellow step. Blue step. Giggle, giggle! The rainbow went round and came down right where {they} had started. Oh! Back at the start. {They} took a big breath. Now {they} could try again.',
        picture: { action: 'playing', object: 'rainbow' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'After a little shower, a rainbow hung over {place_short}, bright and clear. But it was a very low rainbow, lower than any {name} had ever seen, and one end seemed to come down quite close by. {comp} {comp_habit}. "Rainbows don\'t usually come that close," {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp'], object: 'rainbow' },
      },
      {
        text: 'Little bits of colour kept sparkling in the air near {sight}: a flash of red, a blink of green, a dot of violet, like pieces of a rainbow that had come loose. {name} tried to catch one. It melted on {their} fingers like a snowflake, warm instead of cold. "Ooh," {comp} {comp_says}. "Rainbow crumbs."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Then the rainbow came all the way down and landed, as soft as a whisper, right at {name}\'s feet. It shimmered. It hummed. {They} put one foot on it, carefully. It was solid! "A rainbow bridge!" {comp} {comp_says}. Side by side, they went up onto the colours, and {trouble} below was left behind, for now.',
        picture: { action: 'climbing', with: ['comp'], object: 'rainbow' },
      },
      {
        text: 'All at once, the colours gathered together and stretched out into a long, glowing path, curving up into the air like a bridge. It was a rainbow, and it was the kind you could walk on! {name} stepped onto the red stripe. It felt warm and bouncy, like a trampoline made of sunshine. {comp} {comp_says} with delight, close behind.',
        picture: { action: 'climbing', with: ['comp'], object: 'rainbow' },
      },
    ],
    payoff: [
      {
        text: 'At the very top of the rainbow, {name} stopped and looked down. There was the whole of {place_short}, tiny and clear, and {trouble}, looking much smaller than before. {comp} was right beside {them}. "What does it look like from up here?" {comp} {comp_says}, [very quietly|almost in a whisper]. "Smaller," said {name}. "And I can see where to go." And the rainbow gently curved down, down, right back to where it all began.',
        picture: { action: 'looking', with: ['comp'], object: 'rainbow' },
      },
      {
        text: 'The rainbow went up, up and over, and then down, down, down, and set them gently back on the ground, right where they had started. {name} blinked. {Worry} had come along for the walk and was still there. But up on the colours {they} had had time to think. {comp} {comp_says}, "Where are you off to first?" {They} did not need to think about it. {They} pointed, and set off. Behind them, the rainbow faded softly away.',
        picture: { action: 'arriving', with: ['comp'], object: 'rainbow' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'A shower had passed over {place_short} and left a rainbow behind, the way showers do. But this one was wrong in an interesting way. It was too low, for one thing, and too bright, and the near end did not fade into nothing the way rainbow ends are supposed to. It seemed to touch down a short walk away, solidly, as if it had somewhere to be. {comp} {comp_habit} and watched it for a long time. "I\'ve never seen the end of a rainbow before," {comp} {comp_says}. "I always assumed it was a rumour."',
        picture: { action: 'looking', with: ['comp'], object: 'rainbow' },
      },
      {
        text: 'Every so often, a fleck of colour drifted through the air near {sight}: a scrap of red, a thread of blue, like pieces of a rainbow that had come unstitched. When {name} caught one, it sat on {their} palm for a second, warm as a coin from a pocket, then melted away. {comp} had caught one too. "Interesting," {comp} {comp_says}. "Somewhere nearby, a rainbow is coming apart. Or coming together."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: "And then the rainbow came down. It settled over {place_short} with a sound like a long chord played very softly, one end resting right at {name}'s feet, each stripe of colour wide enough to walk on and as solid as a floorboard. It curved up into the air, high and shining, and it was very plainly an invitation. {comp} {comp_says} in a small, awed voice. {They} put one foot on the red, then the other on the orange. It held. Below, {trouble} got smaller with every step.",
        picture: { action: 'climbing', with: ['comp'], object: 'rainbow' },
      },
      {
        text: "All the floating flecks of colour rushed together at once, like iron filings to a magnet, and knitted themselves into a bridge: a broad, glowing arc of light that rose from the ground at {name}'s feet and curved up over {place_short}. It hummed faintly. It was warm. It even had a railing of pale violet light, which seemed thoughtful. {comp} looked at it, then at {them}. There was really only one thing to do with a rainbow like that. They stepped on.",
        picture: { action: 'climbing', with: ['comp'], object: 'rainbow' },
      },
    ],
    payoff: [
      {
        text: 'From the top of the arch, {name} could see all of {place_short} at once: every path and every person, and, small and clear at the centre of it all, {trouble}. From up here it looked less like a wall and more like a puzzle, and a puzzle has a way through. {comp} was beside {them}, bathed in coloured light. "What does it look like from up here?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} looked for a long time before answering. "Like something I can do," {they} said at last. And the rainbow, as if it had heard, began to lower them gently towards exactly the right spot.',
        picture: { action: 'looking', with: ['comp'], object: 'rainbow' },
      },
      {
        text: 'Walking on light does something to a person. By the time the rainbow had carried them over the top and gently down the far side, {name} felt full of colour and wide awake. {Worry} had crossed the bridge too, no lighter than before. But from the top {they} had seen where it sat, and a way round it. {comp} {comp_moves} close as the last stripe faded. "Where does the path go now?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} looked at the ground where the last stripe had been, and then ahead. It went exactly where {they} had known all along it would. {They} stepped onto it anyway.',
        picture: { action: 'arriving', with: ['comp'], object: 'rainbow' },
      },
    ],
  },
} satisfies TwistWriting;
