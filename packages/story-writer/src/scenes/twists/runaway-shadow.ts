import type { TwistWriting } from '../format';

export default {
  kindId: 'runaway-shadow',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Hop! {name}\'s shadow hopped, all by itself! Then it ran away, [right across {place_short}|past {sight}]! Run, run, run! "Come back, shadow!" {They} chased it round and round. [Giggle!|Whee!] Then {they} stood very still. Shh. And the shadow came tiptoeing back, right to {their} feet. Snug! Together again. Stamp, stamp! Off {they} went, side by side.',
        picture: { action: 'running', object: 'shadow' },
      },
      {
        text: "Wiggle, wiggle! Look at {name}'s shadow! It was dancing on its own! Twirl, twirl, jump! Then it waved and skipped away. Off it went, [over by {sight}|all across {place_short}]! Then back it came, and cuddled up to {their} feet. Silly shadow! {They} [laughed and laughed|giggled and giggled], then stood up tall, just like {their} shadow.",
        picture: { action: 'playing', object: 'shadow' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Something was odd about {name}\'s shadow. When {they} waved, it waved a little bit late. When {they} stopped, it took one more step. {comp} {comp_habit}. "Your shadow is not paying attention," {comp} {comp_says}. {They} giggled. Shadows always paid attention. Didn\'t they?',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
      {
        text: '{name} noticed {their} shadow fidgeting on the ground, tapping its foot, as if it was bored of following {them} about. Once, it even seemed to yawn. "Is my shadow all right?" {they} asked. {comp} {comp_habit}. "It looks as if it wants an adventure," {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
    ],
    happens: [
      {
        text: 'Then, with a little ripping sound, like a sticker coming unstuck, {name}\'s shadow peeled right off the ground and ran away! It skipped across {place_short}, it hid behind things, it pulled faces. "Come back!" {they} called. {comp} {comp_moves} after it. Everyone stopped what they were doing to watch the chase.',
        picture: { action: 'running', with: ['comp'], object: 'shadow' },
      },
      {
        text: 'Just then, {name}\'s shadow gave a wriggle, jumped up, and dashed off all by itself! It did a cartwheel [across {place_short}|past {sight}]. It pretended to be [a bunny|a teapot]. It crept right up to {comp} and pulled a silly face. "Oi!" {they} shouted. "Come back here!" {Trouble} was still there, but right now there was a shadow to catch!',
        picture: { action: 'running', with: ['comp'], object: 'shadow' },
      },
    ],
    payoff: [
      {
        text: '{name} stopped running and stood very still. Slowly, the shadow crept back, and then it did something surprising. Right there on the ground, it acted out a little play: a small shadow, arms crossed, all alone. Then the small shadow turned round. {comp} watched. "Who does that remind you of?" {comp} {comp_says}. {They} felt {their} cheeks go warm. The shadow clicked back onto {their} feet, and together they turned round too.',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
      {
        text: 'At last, the shadow got tired and came back, and settled at {name}\'s feet as if nothing had happened. It looked a bit sorry for running off. {They} knew how that felt. {comp} {comp_comfort}. "Everybody comes back sooner or later," {comp} {comp_says}. "Where shall we go now, the three of us?" {They} looked at {their} shadow, and {their} shadow looked back. Neither of them needed to ask.',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: '{name}\'s shadow was behaving strangely. It was a fraction behind, all day: when {they} turned, it turned half a second later, like an actor who has not quite got the moves yet. Once, when {they} stopped, it took one extra step, then shuffled back into place, looking, if a shadow can look anything, embarrassed. {comp} {comp_habit}. "I think your shadow is getting ideas," {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
      {
        text: 'Shadows are supposed to be boring. That is their job. But {name}\'s had started doing small, unauthorised things: drumming its fingers on the ground, looking away when {they} looked at it, once raising a hand when {they} had not. {comp} noticed. "Watch it closely," {comp} {comp_says}. "A shadow with opinions is a shadow with plans." {They} laughed, but walked a little more carefully after that.',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
    ],
    happens: [
      {
        text: "And then, with a soft tearing sound, like a plaster coming off, {name}'s shadow peeled itself off the ground and ran. It was fast. It zigzagged across {place_short}, slipping under things and round things, pausing now and then to wave. {They} stood there with no shadow at all, which felt about as strange as standing in the snow without a coat. {comp} {comp_says} in disbelief. There was nothing for it. They gave chase.",
        picture: { action: 'running', with: ['comp'], object: 'shadow' },
      },
      {
        text: "The shadow made its move at the worst possible moment. One second it was lying obediently at {name}'s feet. The next it had sprung up, given a cheeky bow, and bolted, skipping across {place_short} like a child let out of school. It hid behind things. It copied people. It pulled a face at {comp}, who {comp_says} indignantly. Whatever had been going on was abandoned. Nobody can concentrate with their own shadow doing handstands nearby.",
        picture: { action: 'running', with: ['comp'], object: 'shadow' },
      },
    ],
    payoff: [
      {
        text: 'The shadow was never caught. It came back on its own, once {name} stopped chasing it and simply stood still. It crept up slowly, then stopped a little way off, and there, on the ground, it did something strange: it acted out a scene. A small figure taking a breath, squaring its shoulders, and doing the thing it had been putting off. Then it looked up, as much as a shadow can. "I think it\'s showing you something," {comp} {comp_says}. "Does it look like anyone you know?" {They} did not answer. {They} did not need to. The shadow slid back into place and waited for {them} to move first.',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
      {
        text: 'The chase ended the way chases often do, with both sides out of breath and nobody quite sure what it had been about. The shadow drifted back and lay down at {name}\'s feet, fitting itself into place with what looked like a sigh. {They} looked down at it. It looked back up, in its shadowy way, as if to say: well, we both know what comes next. {comp} {comp_moves} close. "Ready?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} {was} not, quite. But {they} took a step anyway, and {their} shadow took it too, exactly in time.',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
    ],
  },
} satisfies TwistWriting;
