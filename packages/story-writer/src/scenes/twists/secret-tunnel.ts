import type { TwistWriting } from '../format';

export default {
  kindId: 'secret-tunnel',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Bonk! {They} tapped the ground [by {sight}|in {place_short}]. It sounded hollow! Up popped a little trapdoor. Underneath was a tunnel, with tiny lights like stars. Down went {name}. [Pitter, patter.|Tip, tap.] "Hello!" {they} called. "Hello, hello," said the echo. Then up, up, up! Down in the tunnel, {they} had had a good think. Now {they} knew just where to go.',
        picture: { action: 'finding', object: 'tunnel' },
      },
      {
        text: 'Look! A little round hatch in the ground, [right by {sight}|in a corner of {place_short}]. [Creak!|Creeeak!] Down some tiny steps was a secret tunnel, all lit up gold. {They} tiptoed along. Tip, tap, tip, tap. Far ahead was a little circle of light. Up {they} popped! And from there, {they} could see just what to do.',
        picture: { action: 'finding', object: 'tunnel' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'As {name} walked across {place_short}, one spot made a funny sound underfoot: bonk, bonk, as hollow as a drum. {They} stopped and tapped it again. Bonk. {comp} {comp_habit}. "Sounds like there\'s nothing under there," {comp} {comp_says}. "Or something," {they} said.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'In the ground near {sight}, there was a crack, and from the crack came a little breath of cool air and a faint golden glow. {name} bent down to look, but the glow blinked out. {comp} {comp_moves} over and listened. "I can hear [dripping|echoes]," {comp} {comp_says}. "Down there."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Then, with a creak, a little trapdoor popped open at {name}\'s feet! Under it, steps led down into a tunnel lit by soft, glowing lights, like fireflies in jars. "A secret tunnel!" {comp} {comp_says}. Down they went, step by careful step, and {trouble} up above was left behind, at least for now.',
        picture: { action: 'finding', with: ['comp'], object: 'tunnel' },
      },
      {
        text: '[Crick, crack!|Clunk, click!] The ground [by {sight}|in the middle of {place_short}] gave a wobble, and a round hatch slid open all by itself. Below was a secret tunnel, twisty and glowing, just wide enough for two. {name} peeped in. {comp} peeped in. "Hello?" {they} called. "Hello... hello... hello," said the tunnel. Everybody giggled, even in the middle of {trouble}.',
        picture: { action: 'finding', with: ['comp'], object: 'tunnel' },
      },
    ],
    payoff: [
      {
        text: 'The tunnel went round a bend, and round another, and then up some steps into the light. They popped out in a different corner of {place_short}, and from there {name} could see the whole trouble from the other side. It looked different from here. "What do you see from over here?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} looked for a long time. Then {they} nodded slowly and started back, the long way round.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'Deep in the tunnel, [far below {place_short}|where even {sound} could not reach], it was quiet and cosy, and the little lights glowed like [stars|fireflies]. "I don\'t know what to do," {name} said, very softly. "...what to do... know... know," whispered the tunnel. "Did you hear that?" {comp} {comp_says}. {They} had. {They} listened to the echo fade, and somewhere in the quiet, {they} found that {they} did know.',
        picture: { action: 'listening', with: ['comp'], object: 'tunnel' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Halfway across {place_short}, {name}\'s footsteps changed. One moment they sounded ordinary, and the next they rang out hollow, as if {they} {was} walking across the lid of something. {They} stopped and tapped a foot. Bonk. {comp} {comp_habit} and peered at the ground with great interest. "That," {comp} {comp_says}, "is not what solid ground is supposed to sound like." "Maybe it\'s nothing." "Maybe," said {comp}. Neither of them believed it.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Near {sight}, a thread of cool air was rising out of the ground, so faint that {name} only noticed it because it kept lifting {their} hair. {They} crouched and held out a hand. The air smelled cool and old, and somewhere far below, very faintly, something was dripping. Drip. Drip. Like a slow clock. {comp} listened too. "There\'s room down there," {comp} {comp_says}. "[Lots of it.|Plenty of it.]"',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'It happened so quietly that afterwards nobody could agree on who had found it. A patch of ground simply tilted, with a sigh of old hinges, and there was a trapdoor, and under the trapdoor, steps. They led down into a tunnel lit by small round lamps the colour of honey, curving away out of sight. {comp} {comp_says} something nobody caught. {name} hesitated for exactly one second and then went down, because {trouble} up here was not going anywhere, and the tunnel very much was.',
        picture: { action: 'finding', with: ['comp'], object: 'tunnel' },
      },
      {
        text: 'With a grinding sound like a giant clearing its throat, a slab of ground slid aside, and there it was: a tunnel, narrow and dry and lit from somewhere within by a soft, steady glow. "Well," said {name}, after a long moment. "That\'s new." {comp} {comp_habit}, which was as close as {comp_he} ever came to saying "Let\'s go." They went, side by side, the noise of {place_short} fading above them until all {they} could hear was footsteps and quiet.',
        picture: { action: 'finding', with: ['comp'], object: 'tunnel' },
      },
    ],
    payoff: [
      {
        text: 'The tunnel ended in a short flight of steps and a round hatch, and when {name} pushed it open, {they} found {themself} on the far side of {place_short}, looking back at everything from a completely new angle. From here, {they} could see it all properly: {trouble}, the people in it, and even {themself} a few minutes ago, as if from the outside. It looked very different. "Well?" {comp} {comp_says}. "Well," {they} said, and for the first time in a while, {they} smiled. {They} climbed out of the hatch and set off, back the way {they} had come, above ground this time.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'Deep in the tunnel, where it was quiet enough to hear a thought land, {name} stopped walking. "I don\'t know what to do," {they} said, and the tunnel said it back, softly, all the way down its length: do... do... do. {comp} waited until the echo had faded. "It always keeps the last word," {comp} {comp_says}, [very quietly|almost in a whisper]. "Do." {They} stood in the honey-coloured light and thought about that for a while. Then {they} turned and started back towards the light.',
        picture: { action: 'listening', with: ['comp'], object: 'tunnel' },
      },
    ],
  },
} satisfies TwistWriting;
