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
        text: 'Then, with a little ripping sound, like a sticker coming unstuck, {name}\'s shadow peeled off the ground and ran away! It skipped across {place_short}, hid behind things and pulled faces. "Come back!" {they} called. Round and round they went, until the shadow stopped beside {sight}, folded its arms and waited. The moment {name} stood still, it tiptoed back and clicked onto {their} feet. But it did not quite settle. It kept leaning to one side, as if it wanted to show {them} something.',
        picture: { action: 'running', with: ['comp'], object: 'shadow' },
      },
      {
        text: 'Just then, {name}\'s shadow gave a wriggle, jumped up and dashed off all by itself! It did a cartwheel [across {place_short}|past {sight}]. It pulled a silly face at {comp}. "Come back here!" {name} shouted, and ran. The shadow ran faster. At last {they} flopped down, out of puff, and the shadow flopped down too, right beside {them}, exactly the same shape. "You only come back when I stop," {they} said. The shadow waggled its fingers, which seemed to mean yes.',
        picture: { action: 'running', with: ['comp'], object: 'shadow' },
      },
    ],
    payoff: [
      {
        text: 'Later, when the hard part came back, {name}\'s shadow slid out from under {their} feet again, and then it did something surprising. Right there on the ground, it acted out a little play: a small shadow, arms crossed, all alone. Then the small shadow turned round. {comp} watched. "Who does that remind you of?" {comp} {comp_says}. {They} felt {their} cheeks go warm. The shadow clicked back onto {their} feet, and together they turned round too.',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
      {
        text: 'Later on, {name} looked down. The shadow was lying at {their} feet as if it had never run anywhere at all. It looked a bit sorry for running off. {They} knew how that felt. {comp} {comp_comfort}. "Everybody comes back sooner or later," {comp} {comp_says}. "Where shall we go now, the three of us?" {They} looked at {their} shadow, and {their} shadow looked back. Neither of them needed to ask.',
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
        text: "And then, with a soft tearing sound, like a plaster coming off, {name}'s shadow peeled itself off the ground and ran. It zigzagged across {place_short}, slipping under things and round things, pausing now and then to wave. {They} stood there with no shadow at all, which felt about as strange as standing in the snow without a coat. {comp} {comp_says} in disbelief. They gave chase, round things and under things, until {name} had a stitch and the shadow was still as fresh as a daisy. In the end {they} simply stopped and stood there with {their} hands on {their} knees. The shadow stopped too, a little way off. Then, warily, it came back, slid under {their} feet and fitted itself into place. It stayed. But from then on it was never quite in time: it was always half a step ahead, as if it already knew where {name} ought to be going.",
        picture: { action: 'running', with: ['comp'], object: 'shadow' },
      },
      {
        text: "The shadow made its move at the worst possible moment. One second it was lying obediently at {name}'s feet. The next it had sprung up, given a cheeky bow, and bolted, skipping across {place_short} like a child let out of school. It hid behind things. It copied people. It pulled a face at {comp}, who {comp_says} indignantly. Whatever had been going on was abandoned. Nobody can concentrate with their own shadow doing handstands nearby. The chase went twice round {place_short} and ended, as chases with shadows always do, when {name} gave up and stood still, and the shadow, having made its point, came and lay down at {their} feet again. Only it had changed. It kept turning its head towards the place where the trouble had started, the way a dog looks at a door.",
        picture: { action: 'running', with: ['comp'], object: 'shadow' },
      },
    ],
    payoff: [
      {
        text: 'The shadow was never caught; it had come back on its own, once {name} stopped chasing it. But when the hard moment came round again, it slid out from under {their} feet once more, stopped a little way off, and there, on the ground, did something strange: it acted out a scene. A small figure taking a breath, squaring its shoulders, and doing the thing it had been putting off. Then it looked up, as much as a shadow can. "I think it\'s showing you something," {comp} {comp_says}. "Does it look like anyone you know?" {They} did not answer. {They} did not need to. The shadow slid back into place and waited for {them} to move first.',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
      {
        text: 'Later, when {trouble} was the only thing left to face, {name} looked down. The shadow was lying at {their} feet, fitting itself into place with what looked like a sigh, the way it had after the chase. {They} looked at it. It looked back up, in its shadowy way, as if to say: well, we both know what comes next. "Ready?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} {was} not, quite. But {they} took a step anyway, and {their} shadow took it too, exactly in time.',
        picture: { action: 'looking', with: ['comp'], object: 'shadow' },
      },
    ],
  },
} satisfies TwistWriting;
