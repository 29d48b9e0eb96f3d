import type { TwistWriting } from '../format';

export default {
  kindId: 'potion-colours',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Oops! A little bottle tipped over. Splish! Out came a sparkly potion. And... whoosh! Everything changed colour! A pink sky! A blue {thing_kind}! [Spotty, dotty ground!|Stripy, swirly ground!] {name} had purple toes! {They} giggled and giggled. Such a silly, happy mess! The grumpy feeling was still in there, though. {They} wiggled {their} purple toes. Right! {They} had an idea.',
        picture: { action: 'playing', object: 'potion' },
      },
      {
        text: 'Drip, drop. A drop of magic paint! Plip! Everything it touched turned a new colour. [Green! Orange! Gold!|Pink! Purple! Blue!] Even {sight}! Then {name} looked down. {Their} hands were a grumpy grey. Oh! {They} took a big breath and thought about making it right. Swish! Sunny yellow! Off {they} went.',
        picture: { action: 'looking', object: 'paint' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Sitting near {sight} was a little glass bottle, full of something that swirled and shimmered with every colour at once. A label on it said, in curly writing, DO NOT SHAKE. {comp} {comp_habit}. "What do you think it does?" asked {name}. "Something colourful," {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp'], object: 'potion' },
      },
      {
        text: 'There were strange splashes of colour around {place_short}: a bright blue patch here, a pink smudge there, as if someone with a paintbrush had wandered past in a hurry. One splash was still wet and glittering. {comp} {comp_habit}. "Careful," {comp} {comp_says}. "I don\'t think that\'s ordinary paint."',
        picture: { action: 'looking', with: ['comp'], object: 'paint' },
      },
    ],
    happens: [
      {
        text: 'Then, oops! Somebody bumped a little bottle, and whoosh, up went a great glittery cloud. When it cleared, everything had changed colour! The sky was green. The ground was purple. {Sight} had turned [bright orange|sky blue]. {comp} had gone [spotty|stripy]! And {name} was [striped|spotted] from top to toe. Nobody could remember what colour they were supposed to be.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Splash! Shimmery colour went everywhere, and everything it touched changed, right before their eyes. Pink! Orange! Bright sky blue! {comp} {comp_says} in surprise, because {comp_he} was now bright green. {name} laughed so much that {they} had to hold {their} tummy. {Trouble} was still there, though, waiting under all the colours.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Then {name} noticed something funny. The colours kept changing, and they changed with feelings! When {they} felt grumpy, {their} hands went grey and cloudy. "What colour would you be if everything was all right again?" {comp} {comp_says}. {name} thought about it so hard that {their} fingers began to turn a warm, sunny gold. {They} looked at them. Then {they} knew where to start.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Slowly, the colours began to fade back, all except one: a grey, gloomy cloud of colour that hung over {name}, the exact colour of {worry}. {They} frowned at it. It seemed to frown back. "It\'s following you about," {comp} {comp_says}. "What would make it go away, do you think?" {name} looked at the cloud for a long time. Then {they} squared {their} shoulders, and the grey went a little lighter, as if it already knew.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Sitting near {sight}, as if someone had put it down for a moment and forgotten it, was a small stoppered bottle. The liquid inside would not keep still: it swirled from red to violet to a green so bright it almost hummed, and every so often a bubble rose through it and popped with a tiny, musical sound. The faded label said only: FOR EMERGENCIES OF A COLOURFUL NATURE. {comp} {comp_habit}. "I\'m not going near that," {comp} {comp_says}. "And neither should anyone sensible."',
        picture: { action: 'looking', with: ['comp'], object: 'potion' },
      },
      {
        text: 'Odd things had been happening to the colours at {place_short}. A patch of ground that should have been brown had a faint purple tinge. A shadow, for a moment, looked distinctly orange. {name} blinked and it was ordinary again. {comp} had noticed too. "Either something is very wrong with my eyes," {comp} {comp_says}, "or something very interesting is leaking from somewhere."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'That was when a little bottle fell. Nobody pushed it, exactly. It simply seemed to decide, and it hit the ground with a bright pop, and a cloud of colour rolled out across {place_short} like a wave. Where it touched, colours changed: the sky went lemon, the shadows went pink, {the_thing} turned a startling tartan, and {comp} became a rather handsome shade of turquoise. {comp} did not look pleased about it. Everyone stopped, mid-sentence, mid-step, mid-everything, to stare.',
        picture: { action: 'looking', with: ['comp'], object: 'potion' },
      },
      {
        text: 'Without any warning, the colours went wild. It started with a fizz and spread like spilled paint: the ground turned gold, the sky turned an unlikely shade of pink, and every shadow at {place_short} went a deep, velvety blue. {name} looked down and found {their} own hands were striped. {comp} had gone polka-dot. There was a long, astonished silence, and then somebody started laughing, and then everybody was.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'It took {name} a while to notice the pattern: the colours were not random. They followed feelings. When someone laughed, the air round them went gold. When someone sulked, they turned the grey of a wet pavement. {They} looked at {their} own hands. Grey, with a bit of storm in it. Not exactly flattering. "Interesting shade," {comp} {comp_says}, watching. "What colour do you think you\'d go if you fixed it?" {They} looked at the grey for a long moment and thought about gold. Then {they} turned back to {trouble}, and a thin line of warm yellow crept along {their} fingertips.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'As the colours faded back to normal, one stubborn patch refused to go. It hung around {name} like a small private cloud, a dull, muddy grey, and anyone could see it, which was annoying. "It\'s the colour of {worry}," {comp} {comp_says}, not unkindly. A pause. "I wonder what colour it would go if you did something about it." {They} glared at the cloud. The cloud, if anything, looked hopeful. {They} took a breath and turned round, and the grey at its edges began, very faintly, to turn pink.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
