import type { TwistWriting } from '../format';

export default {
  kindId: 'grows-giant',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Then, boing! Up grew {tw_who_a}! Bigger and bigger and BIGGER, as big as a house! [Oh my!|Wow!] Everyone [in {place_short}|over by {sight}] looked up, up, up. Then, whoosh, down to the right size again. Everyone laughed. What a surprise! And after all that laughing, {name} felt ready for anything.',
        picture: { action: 'looking', scale: 'giant' },
      },
      {
        text: 'Stretch, stretch, stretch! Up grew {tw_who_a}: tall, taller, TALLEST, right up to the clouds, [high over {place_short}|far above {sight}]! Big and gentle and [wobbly|swaying]. Then, pop! Small again. Everyone clapped. It was so silly that {name} laughed out loud. The grumbly feeling was still there, [deep inside|way down inside]. {They} wiggled {their} fingers and had a think. Hmm! An idea!',
        picture: { action: 'looking', scale: 'giant' },
      },
      {
        text: 'Grow, grow, GROW! Up went {tw_who}, as tall as a tree! Big feet. Big hands. A big, big smile. Then, oops! A sneeze! ACHOO! Leaves flew everywhere, [over {place_short}|all over {sight}]. {Tw_who} went pink. "Sorry!" Down, down, down {tw_he} shrank. Everyone laughed. A giant oops, and it was fine! {name} felt brave and light, and knew just what to do next.',
        picture: { action: 'looking', with: ['tw_who'], scale: 'giant' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Something odd was going on with {tw_who_a}. Every time {comp} looked, {tw_who} seemed a tiny bit bigger than before. {comp} {comp_habit}. "Hmm," {comp} {comp_says}. "Growing is normal. But not that fast." Everyone else was far too busy to notice.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Near {sight}, there was a sprinkle of shimmery dust on the ground, and somehow {tw_who_a} ended up right in the middle of it. Sparkle! Fizz! For a moment, {tw_who} looked just a little too big for the shadow underneath. "Did you see that?" {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'And then it happened. {Tw_who} began to grow! Bigger and bigger, taller and taller, until the top was [as high as a tree|taller than anything in {place_short}] and the middle twice as wide as {sight}. Nothing broke. Nobody was squashed. But everyone had to tip their heads right back to look, and for a while nobody looked at {trouble}, though it [was still there|had not gone anywhere].',
        picture: { action: 'looking', with: ['comp'], scale: 'giant' },
      },
      {
        text: "Boing! Boing! BOING! With three enormous stretches, {tw_who} grew as big as a house! A great shadow fell across {place_short}. {comp} {comp_says} in astonishment. A bird landed on {tw_who}'s shoulder, as if {tw_he} {tw_was} a tree. Nobody could think about anything except how very, very big {tw_who} had become.",
        picture: { action: 'looking', with: ['comp'], scale: 'giant' },
      },
      {
        text: 'Up, up, up grew {tw_who}, until {tw_his} head was higher than the tallest thing in {place_short}! "What can you see?" called {name}. {Tw_who} shaded {tw_his} eyes. "I can see everything!" {tw_he} boomed. "I can see a lost hat, and a kite in a tree." Then {tw_he} stopped. "And I can see the spot you have been keeping away from. It looks different from up here."',
        picture: { action: 'looking', with: ['comp', 'tw_who'], scale: 'giant' },
      },
    ],
    payoff: [
      {
        text: 'The giant shadow stretched across everything like a big, cool blanket, and {place_short} looked small and quiet beneath it. Then, gently, gently, {tw_who} shrank back to the right size. {comp} {comp_moves} over to {name}. "Everything looks smaller after that," {comp} {comp_says}. "Even {worry}, I bet." {They} thought about it. It looked just the right size for {them} to deal with.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Whoosh! Down {tw_who} shrank again, right back to the proper size. Everyone cheered. Next to something as huge as that, {trouble} had looked very small indeed. {comp} {comp_comfort}. "What a day," {comp} {comp_says}. {name} laughed. Then {they} stopped laughing, because {they} had just thought of the next thing to do, and it did not seem so hard now.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{Tw_who} bent down, very slowly, and held out one enormous hand. "Climb on," {tw_he} said. {name} climbed on. Up {they} went, higher than birds. From up there, {name} could see the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near], and just how small the walk back to it was. Only a few steps, really. {Tw_who} set {them} down gently, right at the start of those few steps, and shrank back to the proper size.',
        picture: { action: 'climbing', with: ['tw_who'], scale: 'giant' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Something odd was going on with {tw_who_a}. It was hard to put a finger on, but every time {comp} glanced over, {tw_who} seemed very slightly larger than the time before, the way a balloon looks bigger every time you stop blowing to check. {comp} {comp_habit} and said nothing for a while. Then, quietly, {comp} {comp_says}, "Is it me, or is everything round here getting smaller?"',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Near {sight}, a patch of ground shimmered, as if someone had spilled sunshine there and not cleaned it up. By the time anyone noticed, {tw_who_a} was right in the middle of it, glittering faintly round the edges. "That\'s probably fine," {comp} {comp_says}, in the voice people use when it probably isn\'t. For a second, {tw_who} seemed to cast a much bigger shadow than anything that size should.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'It happened all at once, with a sound like a very large balloon being blown up very fast. {Tw_who} grew. And grew. And went on growing, past the height of a door, past the height of a house, until birds could have nested on top. Nothing broke and nobody was hurt, which was remarkable. But {place_short} had gone very quiet, everyone was staring upwards with their mouths open, and {trouble} had been, quite literally, overshadowed.',
        picture: { action: 'looking', with: ['comp'], scale: 'giant' },
      },
      {
        text: 'Then {tw_who} began to grow, and did not stop. Up and up, like bread rising in a hurry, until the whole enormous shape towered over {place_short} like a friendly hill. Shadows swung. Everyone stepped back to make room, then stopped, then stared. {comp} {comp_says} something that sounded like "Oh my." It is very hard to keep your mind on an argument when something the size of a building is right next to you.',
        picture: { action: 'looking', with: ['comp'], scale: 'giant' },
      },
      {
        text: '{Tw_who} grew the way a sneeze arrives, with a warning that comes too late to be any use. One moment {tw_he} {tw_was} the usual size. The next, {tw_he} had to duck to avoid the clouds, and every step {tw_he} took made the ground wobble like a jelly. Being enormous, it turned out, was mostly a matter of not treading on things. {Tw_who} stood very still, arms tucked in, looking down at {place_short} the way you look into a rock pool, afraid to move in case {tw_he} spoiled something small.',
        picture: { action: 'looking', with: ['tw_who'], scale: 'giant' },
      },
    ],
    payoff: [
      {
        text: 'In the cool of that enormous shadow, everything looked different: smaller, calmer, more manageable. Even {worry}, which had felt huge a moment ago, now seemed about the size of a pebble. Then, with a long, slow sigh, {tw_who} began to shrink back, gently, to the right size. {comp} {comp_moves} back to {name}\'s side. "How big is it now?" {comp} {comp_says}, [very quietly|almost in a whisper]. {name} did not need to ask what "it" was. "About the size of a pebble," {they} said. "A pebble I can pick up."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'The growing wore off as suddenly as it had started. {Tw_who} shrank back down with a soft whoosh, safe and ordinary-sized again, leaving only a few flattened patches of ground to prove it had happened at all. Everybody breathed out. {comp} turned to {name}. "After all that," {comp} {comp_says}, "some things don\'t seem quite so big, do they?" It was hard to argue with, after the day they had had. {name} thought about {worry}, down to an ordinary size now, and decided not to wait for it to grow again.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '"It\'s strange," {tw_who} called down, in a voice that rattled the leaves. "From up here I can\'t see anybody\'s face. I can only see where everybody is, and who is standing on their own." {Tw_he} crouched, carefully, and began to shrink, the way a balloon goes down. When {tw_he} {tw_was} the right size again, {tw_he} did not say any more about it. {name} looked towards the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near] and, for the first time, thought about it from the outside, as a giant might: just a small place, a few steps across, with a way in on every side.',
        picture: { action: 'looking', with: ['tw_who'] },
      },
    ],
  },
} satisfies TwistWriting;
