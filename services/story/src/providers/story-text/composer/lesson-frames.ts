import type { Lines } from './template';

/**
 * Shared scene frames for any lesson, filled with the theme's {urge}, {choice} and {payoff}. They
 * sit alongside each theme's own scene so a lesson can arise in more than one way.
 */
export const CONFLICT_FRAMES: readonly Lines[] = [
  [
    'L> At {place}, {name} wanted to {urge}.',
    'L> [Hmm.|Oh dear.] {Comp} [waited|watched].',
    'M> [Just then|Right then|At that moment], {name} felt a strong wish to {urge}.',
    'M> [It would have been easy|It seemed so much simpler|Part of {them} whispered that it would be fine], and for a moment {they} almost did.',
    'M> {Comp} [said nothing|looked at {name}|waited quietly], and [the moment stretched out|everything seemed to hold its breath].',
    'B?> [{Name} could feel two choices tugging at {them}, like two kites pulling in different directions|It is funny how the easy way and the right way so often point in opposite directions].',
  ],
  [
    'L> But [at {place}|that day], {name} chose to {urge}.',
    'L> [Uh-oh.|Oh dear.] [That did not go well.|That was not a good idea.|Things went wrong.]',
    'M> [Soon|Before long] came a moment that tested {name}, right there at {place}.',
    'M> {Name} decided to {urge}, and [almost at once|straight away] things began to go wrong.',
    'M> {Comp} looked [worried|puzzled], and {name} felt [a wobble|a little knot] in {their} tummy.',
    'B?> [Deep down, {name} knew that something was not right, even if {they} could not yet say what|It was the sort of feeling you get when you put your shoes on the wrong feet].',
  ],
];

export const TURN_FRAMES: readonly Lines[] = [
  [
    'L> Then, [right there at {place}|with {comp} watching], {name} chose to {choice}.',
    'L> [It felt good!|It worked!] {Comp} [smiled|clapped|cheered]. {Name} saw {sight}.',
    'M> [Then|But then|In the end], {name} took a [deep|slow] breath and chose to {choice}.',
    'M> {Payoff}',
    'M> [{Comp} beamed|{Comp} gave a happy little cheer|Everything felt lighter], and they carried on together.',
    'B?> [It was not the easy choice, {name} thought, but it was the one that made {them} feel tall inside|Some choices are small on the outside and very big on the inside].',
  ],
  [
    'L> {Name} stopped. {Name} looked at {comp} and thought.',
    'L> Then {name} decided to {choice}. [Hooray!|Yes!] Even {sight} seemed to smile.',
    'M> {Name} stopped and [thought it over|thought about it carefully|had a good long think]. [What would a good friend do?|What was the right thing here?] [What would {they} be proud of later?|Which choice would feel best tomorrow?]',
    'M> So {name} decided to {choice}, and [straight away|almost at once] things began to change.',
    'M> {Payoff}',
    'B?> [{Comp} squeezed {name}\'s hand, or paw, or whatever was nearest, and said, "I knew you would."|Later, {name} would remember this as the moment the whole day turned around.]',
  ],
];
