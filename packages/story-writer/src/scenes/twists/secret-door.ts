import type { TwistWriting } from '../format';

export default {
  kindId: 'secret-door',
  tiny: {
    setup: [],
    happens: [
      {
        text: "Knock, knock! Who's there? A little door, hidden [behind {sight}|in a corner of {place_short}], that nobody had ever seen! Creeeak! It opened. Inside was a tiny room, all warm and glowy. {They} peeped in. [Ooh!|Wow!] It was quiet and cosy in there, quiet enough to think. Hmm... hmm... Ding! An idea popped up, bright as a lamp.",
        picture: { action: 'finding', object: 'door' },
      },
      {
        text: 'Tap, tap. What was that? {They} found a little round door [tucked in a corner|low down where nobody looked] near {sight}, with a tiny gold knob. Turn it. Click! Inside, there was a soft little light and a mirror. In the mirror, {name} saw a brave face. Was that really {them}? Yes! {They} nodded, and the mirror nodded too.',
        picture: { action: 'finding', object: 'door' },
      },
      {
        text: 'Knock, knock, knock! The sound came from a little door [near {sight}|low down in {place_short}]. {name} opened it. Creak! Out rolled a ball, red and round. Bounce, bounce! "Throw it back, please!" said a tiny voice inside. {They} threw it. Back came the ball. Back went the ball. {name} laughed and laughed. Then {they} waved bye-bye to the little door and ran off, [bouncy|happy] and brave, to put things right.',
        picture: { action: 'playing' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'In a quiet corner of {place_short}, {name} noticed a thin line of golden light, low down, where no light should be. It looked almost like the light under a door. {comp} {comp_habit}. "Was that always there?" {they} asked. "Never noticed it before," {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{name} kept feeling a little draught, soft and warm, coming from [nowhere in particular|somewhere near {sight}]. Once, under {sound}, {they} heard a faint click, like a latch. {comp} heard it too and [turned to look|{comp_habit}]. There was nothing there. Only, perhaps, the outline of something, if you squinted.',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Just then, with a creak, a little door swung open right where nobody had ever looked! It had been hidden all along. Behind it was a small, round room, glowing warm and soft. "Shall we?" {comp} {comp_says}. {name} stepped inside, and the noise and {trouble} outside went quiet, as if someone had turned the sound down.',
        picture: { action: 'finding', with: ['comp'], object: 'door' },
      },
      {
        text: 'Click! A secret door swung open beside them, so well hidden that nobody had ever seen it. Out came a warm, glowing light and a smell like [fresh bread|clean sheets]. {comp} {comp_says} in surprise. {name} peeped round the door. It was a tiny, cosy room, with one little window and one small bench, just the right size for thinking.',
        picture: { action: 'finding', with: ['comp'], object: 'door' },
      },
      {
        text: '{comp} leaned on a bit of wall, and it swung in with a squeak! It was a secret door! Behind it was a tiny room, no bigger than a cupboard, that smelled of [apples|rain]. In the far wall was a little round window. "Look!" whispered {name}. Through the window {they} could see the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near]. But now it was the other side of it.',
        picture: { action: 'climbing', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Inside the secret room hung a little round mirror. {name} looked into it. {Their} face looked back, a bit cross and a bit worried. Then the face in the mirror gave a small smile, as if it knew something. "What\'s it smiling about?" {comp} {comp_says} softly. {They} thought about it. Then {they} smiled back at the mirror, because {they} knew too.',
        picture: { action: 'looking', with: ['comp'], object: 'mirror' },
      },
      {
        text: 'In the quiet of the secret room, {name} sat on the bench and took a big breath. Out there, {worry} had felt enormous. In here, it felt like something {they} could hold. {comp} {comp_comfort}. "Stay as long as you like," {comp} {comp_says}. So {they} did, until {their} breathing was slow and {their} hands were still. Then {they} stood up and opened the little door.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'From the other side, everything looked different. {name} could see the bit {they} had been looking at all along. Now {they} could see the other bit too, the bit that had been behind {them}. {comp} {comp_comfort}. "Funny," {comp} {comp_says}. "Same place. Different door." {name} looked for a long time. Then {they} stepped out of the secret door and walked straight into the middle of things.',
        picture: { action: 'looking', with: ['comp'] },
        needs: 'round window',
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'There was a corner of {place_short} that most people passed without a second look, and today {name} looked twice. A thin line of light, low down, golden and steady, exactly where light had no business being. It looked like the light that leaks under a door when someone inside is still awake. {comp} {comp_habit} and stopped, one foot in the air. "Was that there before?" {they} asked. "No," said {comp}. "I\'d remember."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Every so often, a draught brushed past {name}\'s face: warm, slightly sweet, like air from a kitchen where something good is baking. It came from nowhere in particular. Once {they} heard a click, like a latch settling, and once {they} could have sworn {they} saw a keyhole, small and dark, where there was nothing to unlock. When {they} looked again, it was gone. {comp} had noticed {them} looking. "What?" {comp} {comp_says}. "Nothing," {they} said. Probably.',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'And then, with the softest click, a door opened where no door had been: a small, rounded door, so well fitted that its edges had been invisible until this moment. Warm light spilled out. Beyond it was a room not much bigger than a wardrobe, with [a pile of cushions|a worn old rug], a round window and a silence so thick you could almost lean on it. {comp} {comp_says} under {comp_his} breath. {name} stepped inside, and the world outside, with all its noise and trouble, seemed to step back politely.',
        picture: { action: 'finding', with: ['comp'], object: 'door' },
      },
      {
        text: "The door appeared the way things sometimes do when you stop looking for them: a small wooden door, half hidden [behind {sight}|in a forgotten corner of {place_short}], with a brass handle polished by nobody knew whose hands. It opened onto a tiny room full of gold light and quiet. {name} looked at {comp}. {comp} looked back. It would have been rude not to go in. Inside, {trouble} seemed very far off, like [rain on somebody else's roof|a storm in another town].",
        picture: { action: 'finding', with: ['comp'], object: 'door' },
      },
      {
        text: 'It was {comp} who found it, by leaning on it. A piece of {place_short} that should have been solid swung inward: a low door with no handle on the outside, as if it had been built for leaving rather than arriving. Beyond it was a room the size of a wardrobe, with one small, dusty window. And the window looked out on somewhere {they} knew: the very [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near], seen from the wrong side.',
        picture: { action: 'climbing', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'On the far wall of the secret room hung an old, round mirror, its glass silvery with age. {name} looked into it and saw {themself}, looking tired and a little cornered. Then the reflection did something reflections are not supposed to do: it straightened up first, before {they} did. It looked, for a moment, like someone who had already decided. "Is it me, or does it look as if it knows something?" {comp} {comp_says} from behind {them}. It did. {They} straightened up too, slowly, until {they} and the reflection matched again.',
        picture: { action: 'looking', with: ['comp'], object: 'mirror' },
      },
      {
        text: 'Nobody could say how long they stayed in the little room. Long enough for {name}\'s breathing to slow. Long enough to look at {worry} properly, turning it over like a pebble, until {they} could see which side to pick it up by. When {they} finally stood up, {comp} was waiting by the door. "Back out there?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} nodded. {They} knew which way {they} {was} going now, and reached for the handle.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'The secret window did not look out on anywhere new. It looked out on somewhere old, from a new side, which turned out to be more useful. From here {name} could see what {they} had missed before: the whole of it, and the parts that had been hidden by standing too close. Standing on the far side of your own trouble, it turns out, is like looking at the back of a tapestry. It is all knots, but you can see how it was made, and which thread to pull first. When they left, the door clicked shut behind them and did not open again, which seemed fair. It had done its job.',
        picture: { action: 'looking', with: ['comp'] },
        needs: 'dusty window',
      },
    ],
  },
} satisfies TwistWriting;
