import type { TwistWriting } from '../format';

export default {
  kindId: 'shrinks',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Then, fizz! Whizz! Down went {tw_who_a}, shrinking smaller and smaller, until {tw_he} {tw_was} as small as a [button|bean]! Everything looked so big! {Sight} looked like a mountain! Then, pop! Back to the right size. [Phew!|Hooray!] Everyone laughed. Then {name} had a big idea.',
        picture: { action: 'looking', scale: 'tiny' },
      },
      {
        text: "Tickle, tickle. Wiggle, wiggle. Uh-oh! Small, small, small went {tw_who_a}, [as tiny as a mouse|as tiny as a thimble]! Everything was enormous, [even {sight}|all of {place_short}]! Then POP! {Tw_who} was big again. What a surprise! It was so surprising that {trouble} went right out of everyone's head. Then, calm and ready, {name} had a good idea.",
        picture: { action: 'looking', scale: 'tiny' },
      },
      {
        text: 'Zip! Down, down, down went {tw_who}, as small as a [pea|ladybird]! Wheee! A leaf was a boat. A puddle was a sea. A crumb was a feast! Then, whoosh, {tw_who} was back, the right size again. {name} blinked. Small things looked big. Big things looked small. {name} laughed a big laugh. Then {they} stood up tall, as tall as tall, ready to go.',
        picture: { action: 'playing', with: ['tw_who'], scale: 'tiny' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'That day, {tw_who_a} kept feeling a fizzy tickle, right down to {tw_his} toes. Every now and then, just for a blink, everything around seemed a tiny bit bigger than before. {comp} {comp_habit}. "Funny," {comp} {comp_says}. "Was {the_thing} always that big?"',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Near {sight}, a little cloud of glittery dust hung in the air, and {tw_who_a} went close to look. Achoo! Up went a puff of sparkles. "Bless you," {comp} {comp_says}. Nobody noticed that, for just a second, {tw_who} looked a little bit smaller.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'And then, with a tiny pop, {tw_who} began to shrink! Smaller and smaller, until {tw_he} {tw_was} no bigger than a button. {comp} {comp_moves} over very carefully, and the tiny traveller climbed aboard for a ride. From down there, everything looked enormous, and {trouble} looked very different.',
        picture: { action: 'riding', with: ['comp'], scale: 'tiny' },
      },
      {
        text: 'Fizz, whizz, POP! Suddenly {tw_who} was as small as a thimble! There was a very small squeak of surprise. {comp} {comp_says} and came very close, so that nobody would get stepped on. A passing ant looked {tw_him} up and down, not very impressed. Shrinking is very hard to ignore.',
        picture: { action: 'looking', with: ['comp'], scale: 'tiny' },
      },
      {
        text: 'Ping! {Tw_who} shrank, all in one go, as small as a peanut, right at the edge of a puddle. To somebody that small, it was a lake! "Help!" came a voice like a whistle. {comp} {comp_moves} over at once and lay down flat across the water, like a bridge. {Tw_who} scrambled over. Safe! {Tw_who} sat there, still as small as a peanut, and only a little bit wet.',
        picture: { action: 'climbing', with: ['comp', 'tw_who'], scale: 'tiny' },
      },
    ],
    payoff: [
      {
        text: 'Down there, so small, {tw_who} could see the little things that are easy to step over and easy to miss. Then, with a soft pop, {tw_who} grew back to the right size, safe and sound. {comp} {comp_moves} round to {name}. "What did it look like from down there?" {comp} {comp_says}. "Big," came the answer. "Everything was so big." {They} thought about how big things look to someone small, and about {trouble}. Then {they} knew what to do.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'POP! {Tw_who} was back to the right size, blinking and laughing, not one bit hurt. Being that small had made everybody stop and look again. {comp} {comp_comfort}. "Now," {comp} {comp_says}, "what about {worry}? Does it look any different, after all that?" {name} thought about it the way you do when you have just seen the world from very low down. It was still there. But it looked like something {they} could manage.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'With a soft pop, {tw_who} grew back to the right size. Nobody forgot what {comp} had done. When you are as small as a peanut, a little help is a very big thing. {name} thought about that. {They} thought about {worry}, and the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near], and what a bridge might look like over there. Then {they} stopped thinking and went to find out.',
        picture: { action: 'running', with: ['comp'] },
        needs: 'like a bridge',
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'All day, {tw_who_a} had been having a strange sort of feeling, a fizzing all over and a lightness in the head, as if the world were very slightly leaning in. Twice, {tw_he} had reached for something and found it a fraction further away than expected. {comp} had noticed. {comp} noticed most things. "Is it me," {comp} {comp_says}, "or is everything getting [bigger|taller]?"',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Near {sight}, a small cloud of glittering dust hung in the air, turning slowly, though there was no wind to turn it. When {tw_who_a} went close to look, the dust went up in a puff, and there was a sneeze so enormous that {comp} {comp_says} in alarm. "Bless you," somebody said. But for a moment, just a moment, {tw_who} had looked distinctly smaller, like something seen from further away.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'It started as a tingle and finished as a whoosh, and when it was over, {tw_who} was roughly the size of a teaspoon. Everything was suddenly enormous: {the_thing} towered like a building, and a single step across {place_short} had become an expedition. {comp} {comp_moves} over with enormous care, and the tiny traveller climbed aboard for a ride, because at that size walking anywhere would take about a week. {Trouble} looked very different from down there.',
        picture: { action: 'riding', with: ['comp'], scale: 'tiny' },
      },
      {
        text: 'There was a soft pop, like a cork, and {tw_who} was suddenly, unmistakably, tiny. Not hurt, not frightened, just small: small enough to sit in a cupped hand, small enough that an ordinary pebble looked like a boulder. {comp} {comp_says} in astonishment and came very close, so that nobody would step on anybody.',
        picture: { action: 'looking', with: ['comp'], scale: 'tiny' },
      },
      {
        text: 'The shrinking took about as long as a sneeze. Afterwards {tw_who} stood, no taller than a thumb, in a world gone suddenly enormous, where every blade of grass was a tree and every pebble a hill. And right in front of {tw_him}, two ants were dragging the same crumb in opposite directions, each perfectly sure the other was wrong, and getting nowhere at all. They stopped, crumb between them, to stare at the newcomer who was, for once, no bigger than they were. {comp} {comp_says} from far above and came down, very carefully, to watch.',
        picture: { action: 'looking', with: ['comp', 'tw_who'], scale: 'tiny' },
      },
    ],
    payoff: [
      {
        text: 'Being small, it turned out, meant seeing what the big world walks past: the tiny things, the easily stepped-on things, the ones nobody notices. And then, with a sound like a soft breath, {tw_who} grew back all at once, safe and whole and blinking at how far away the ground was. {comp} {comp_moves} closer to {name}, still amazed. "What was it like, being that small?" {comp} {comp_says}. "Everything was huge," came the answer, "and nobody could see me." {They} went quiet. {They} thought about {trouble}, and how it might look to someone small, and one by one the pieces settled into place.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'The shrinking wore off the way hiccups do, just when nobody was paying attention. One moment {tw_who} was thimble-sized, and the next {tw_he} {tw_was} back to normal, a little dizzy and grinning. "That," {comp} {comp_says}, "was the strangest few minutes of my life." Then, more quietly, to {name}: "It makes you think, though. About how big things are, and how big they only look." {They} thought about {worry} and tried seeing it the way a thimble-sized person would, from the bottom all the way up. It was big. But it had edges. {They} took a breath and found one.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'The ants went on pulling. The crumb went nowhere. Then one of them, for reasons of its own, let go, walked round to the other side and pushed, and the crumb shot off across the ground as if it had remembered an appointment. With a pop and a stagger, {tw_who} grew back to the right size. Nobody said anything about ants. Nobody needed to. {name} looked at the [place {they} had been avoiding|place {they} had been keeping away from|place {they} had not wanted to go near] for a long moment, the way you look at a crumb you have been pulling the wrong way.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
        needs: 'two ants',
      },
    ],
  },
} satisfies TwistWriting;
