import type { TwistWriting } from '../format';

export default {
  kindId: 'upside-down-day',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Flip! Flop! Everything turned upside down! Up was down and down was up! {name} stood on {their} head. [Whee!|Wobble!] {The_thing} floated up high! "Olleh!" said everybody, backwards. {They} giggled. Then, flip, flop, right way up again. Now {they} could think straight.',
        picture: { action: 'playing' },
      },
      {
        text: 'Topsy-turvy! Today was Upside-Down Day! Shoes on hands. Hats on feet. {Sight}, upside down! {They} walked backwards, step, step, step. [Silly, silly!|Giggle, giggle!] Then {they} turned right round and looked the other way. Oh! From the other side, {they} could see just what to do.',
        picture: { action: 'playing' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Little things were going topsy-turvy at {place_short}. A puddle was showing the ground instead of the sky. A feather fell upwards. {comp} {comp_habit}, then tried to say hello, and it came out "Olleh." "Oh dear," {comp} {comp_says}. "Something\'s turning round."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{name} noticed that {their} shadow was on the wrong side. Then {they} noticed that a bubble was floating down instead of up. "Is today a funny day?" {they} asked. {comp} {comp_habit}. "I think," {comp} {comp_says}, "today might be a very funny day indeed."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Then, FLIP! Everything went topsy-turvy! Things floated gently up instead of falling down. {The_thing} bobbed about in the air. {comp} was upside down and very surprised about it. {name} did a slow somersault without even trying. Nobody could be cross or busy or anything, not on an upside-down day.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: 'And then, WHOOPS, everything went backwards. People walked backwards. Words came out backwards. "Olleh!" said somebody. "Eybdoog!" said somebody else. Even the wind blew the wrong way [across {place_short}|past {sight}], and {sound} ran backwards too. {name} laughed so much that {they} got the hiccups, and then the hiccups went backwards too. Even {trouble} looked back to front, which made {them} look at it twice.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Hanging upside down, {name} thought about {trouble} from the other side. It looked quite different that way up! {comp} {comp_moves} close, also upside down. "What does it look like from down here?" {comp} {comp_says}. "Like a smile," {they} said, "instead of a frown." FLIP! Everything turned the right way up again, with a bump, and {they} kept the smile.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Slowly, everything turned the right way round again: the words, the wind, the floating things, which came down as soft as feathers. {Worry} was still there, but {name} had seen it from the back now, and knew where to take hold of it. "Which way round are you now?" {comp} {comp_says}, [very quietly|almost in a whisper]. "The right way," {they} said, and went to prove it.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Small things were happening backwards at {place_short}, the way small things do before big ones. A puddle showed the ground instead of the sky. A dropped crumb drifted up from the ground and settled, rather smugly, back where it had come from. When {comp} tried to say hello, it came out back to front, "Olleh," and {comp} stopped, looking alarmed. "Did I just...?" {comp} {comp_says}. "You did," said {name}. "Interesting," said {comp}, very carefully, the right way round.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'It began with {name}\'s shadow, which was on the wrong side, pointing towards the sun instead of away from it. Then {they} noticed a bubble sinking, slowly and deliberately, to the ground, where it sat without bursting. {comp} {comp_habit} and looked uneasy. "I have a feeling," {comp} {comp_says}, "that today is about to get very confusing." {They} had the same feeling, and it was fizzing.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'And then everything flipped. Not dramatically, not dangerously: it was more as if the world had decided, on a whim, to try things the other way round. Up became a suggestion rather than a rule. Things lifted gently off the ground and hung there. {name} found {themself} floating quite comfortably, head down, feet up, looking at {place_short} from an angle nobody had ever intended. {comp} drifted past, upside down and deeply unimpressed. {Trouble} hung there too, upside down like everything else, and {they} could see it from a brand-new side.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: 'At that moment the day turned itself inside out. Words came out backwards. People stepped forward and went back. A drop of water climbed, very slowly, back up to where it had fallen from. Over by {sight}, [everything was going in reverse|the day was rewinding itself]. "Gnineppah si tahw?" said {comp}, and then, with great effort, "What is happening?" Nobody knew. But everybody stopped long enough to stare, because it is very hard to do anything the usual way on a day that refuses to.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Upside down, everything looks unfamiliar, and unfamiliar things get looked at properly. Hanging there, {name} found {themself} thinking about {trouble} from the other side, the side {they} had not bothered with before. It was a very different shape from that direction. {comp} floated alongside. "Anything look different from there?" {comp} {comp_says}. "Everything," {they} said. "Including me." And with a gentle lurch, as if it had been waiting for exactly that, the world turned the right way up again.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'By the time the world had sorted itself out, words the right way round and everything back on the ground where it belonged, {name} had noticed something. Turning things over had turned {their} thinking over too. {Worry} looked different now, seen from the back: smaller, a bit silly, and much less in charge. "Back the right way up?" {comp} {comp_says}, [very quietly|almost in a whisper]. "More than before," {they} said, and set off to turn one more thing round.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
