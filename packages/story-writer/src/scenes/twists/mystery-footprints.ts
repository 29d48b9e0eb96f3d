import type { TwistWriting } from '../format';

export default {
  kindId: 'mystery-footprints',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Look! Footprints! Tiny ones, with three round toes. Pat, pat, pat, all round {place_short}. {name} followed them, tiptoe, tiptoe... and there was a small, fluffy creature, peeping out! [Hello!|Peekaboo!] Pat, pat, it came right up close. Brave little thing! If something so tiny could be brave, so could {name}!',
        picture: { action: 'finding' },
      },
      {
        text: 'Sparkle, sparkle! Glittery footprints! Splodge, splodge, splodge, all the way across {place_short}. Who made them? {They} followed. Step, step, step. And at the very end sat a small, round creature with happy feet, dancing in a circle. [Tap, tap, tap!|Pitter-pat!] {name} laughed and danced too. Then {they} knew just what to do.',
        picture: { action: 'finding' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Across {place_short} ran a line of tiny footprints: three round toes, then a little curly swish, like a tail. They went right over {the_thing}, round in a circle, and away. {comp} {comp_habit}. "Those aren\'t mine," {comp} {comp_says}. "And they aren\'t yours." So whose were they?',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Here and there around {place_short}, {name} kept spotting footprints. They were little. They were round. They had three toes and a swishy mark behind, like a tail. And every time {they} looked up, there seemed to be one more. "Somebody small has been busy," {comp} {comp_says}, and {comp_habit}.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Just then, a brand-new trail of footprints went pitter-pat across the ground, right under {name}\'s nose, with nobody making them! Three toes, and a swish. Then another, [a little further on|a little faster]. "After them!" {comp} {comp_says}. Off they went on tiptoe, following the trail round and round {place_short}, and {trouble} was left behind.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'Then {name} looked down. The little footprints were right there, all around {their} feet, as if someone small had been standing beside {them} the whole time, watching. Pat. A new one appeared. Pat. And another, heading away, as if to say: follow me! {comp} {comp_says} in surprise. So they followed, one quiet step at a time.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: "At the end of the trail, something [peeped out|poked its nose out]: a round, fluffy creature with three-toed feet and a curly tail, no bigger than a teacup, [hiding behind {sight}|tucked into a corner of {place_short}]. It was shy. It was [trembling|shaking like a jelly]. But it took one wobbly step out, and then another, and sat right by {name}'s foot. {They} thought about {worry}. Then {they} took a wobbly step of {their} own. [Wobble, wobble.|One step.]",
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'The footprints stopped, and there was the mystery: a small, round creature with three-toed feet and a swishy tail, stamping happy circles [for fun|just for the fun of it]. It looked up at {name}, as if to say: which way will you go now? {comp} {comp_comfort}. {They} looked at {their} own [feet|two feet]. Then {they} turned them round and pointed them the right way. [Off they went.|Tramp, tramp.]',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'There were footprints in {place_short} that nobody could account for. Small ones, no longer than a thumb: three round toes and, behind them, a little curling swish, as if whatever made them had a tail it was rather proud of. They crossed right over {the_thing}, looped twice around nothing in particular and stopped dead, as though their owner had simply lifted off. {comp} {comp_habit} and studied them. "Not mine," {comp} {comp_says}. "Not anybody\'s I know. Which makes them the most interesting thing here."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{name} first noticed the footprints by accident, and after that could not stop noticing them: three-toed, round, with a little swishing mark behind each one, like the flick of a tail. They were everywhere, in small tidy trails that started nowhere and ended nowhere. The odd thing was that whenever {they} looked away and back again, there seemed to be one more. {comp} had noticed too. "Someone small," {comp} {comp_says}, "and very busy, and very shy."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'And then, right in the middle of it all, a line of brand-new footprints came pattering across the ground, one after another, with nothing at all making them. Three toes, a swish, [and on to the next|and another]. They reached {name}, paused, and turned away, as plainly as if someone had said, "This way." {comp} {comp_says} softly. Nobody decided to follow. Everyone simply found that they were following, on tiptoe, round {place_short}. {Trouble} was left behind, like a coat on a chair.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Right then, {name} glanced down and caught {their} breath. The little three-toed prints were all around {their} own feet, fresh and clear, as if something small had been standing beside {them} the whole time, watching everything. As {they} stared, a new print appeared a step away. Then another. Then another, heading off across {place_short}, unhurried and patient, plainly waiting to be followed. {comp} {comp_habit}. "I think," {comp} {comp_says}, "we\'ve been invited." Whatever had been about to happen would have to keep.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'The trail ended in a quiet corner of {place_short}, [just past {sight}|out of the way of everything], and there, at last, was the mystery: a round, fluffy creature no bigger than a teacup, with three-toed feet, bright eyes and a curly tail it was clearly very proud of. It had been following {name} all day, too shy to come closer. Now it took one wobbly step into the open, then another, and sat down beside {their} foot, trembling a little and staying anyway. {They} watched it for a long moment. Then {they} thought about {worry}, and about how far a few small steps could go, and took the first one.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'At the end of the trail sat the footprint-maker, busily stamping a neat circle of prints for no reason except that it liked to: a small, round, fluffy creature with three toes on each foot and a tail that wrote little swishes behind it. It looked up at {them} with enormous interest, exactly as if it had been waiting all day to see which way {they} would go next. "Well?" {comp} {comp_says}. It was a fair question. {name} glanced down at {their} own feet, then back towards {worry}. {They} set off, leaving a trail of {their} own.',
        picture: { action: 'finding', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
