import type { TwistWriting } from '../format';

export default {
  kindId: 'vehicle-flies',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Look! There was {tw_thing_a}. It began to shake. [Rumble, rumble!|Wobble, wobble!] {carer} lifted {them} in, and they sat down tight. Whoosh! Up it went! Up, up, up over {place_short}! From up high, everything looked small. Even {trouble} looked small. Down it came, gently. Bump! Now {they} could see the way.',
        picture: { action: 'flying', object: 'tw_thing' },
      },
      {
        text: 'Whoosh! Out of nowhere flew {tw_thing_a}, as light as a bird! It landed, bump, right next to {name}. {carer} took {their} hand, and in they hopped. Up, up, up! Round and round {place_short}, slow and gentle. "Wheee!" From up high, {trouble} looked as tiny as an ant! Then down again. Bump! Tiny trouble. {They} could do this!',
        picture: { action: 'flying', object: 'tw_thing' },
      },
      {
        text: 'Beep, beep! {Tw_thing} gave a hop. Then another hop. Then, whoosh, it was flying, low and slow, [over {place_short}|past {sight}], with {name} waving from the window! Round it went, once. Round it went, twice. Then down it came, right by the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near]. Bump! The door opened. {They} hopped out, right where {they} needed to be.',
        picture: { action: 'flying', object: 'tw_thing' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Parked near {sight} was {tw_thing_a}. It looked perfectly ordinary, except for two funny bumps on its sides, as if something were folded up inside. {comp} {comp_habit}. "What are those bumps for?" asked {name}. "[Decoration, probably|Just for show]," {comp} {comp_says}. But one of the bumps gave a little flutter.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{name} spotted {tw_thing_a} [near {sight}|at the edge of {place_short}]. It was standing very still, but every few moments it gave a small hop, as if it was practising something. For a second it even seemed to hover, as if it weighed nothing at all. "Did you see that?" {they} whispered to {comp}, who {comp_habit}.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: 'Just then, {tw_thing} gave a great shudder. Out popped two [wings|shiny wings] from its sides, flap, flap! "Hop in!" {comp} {comp_says}. {name} hopped in and held on tight, {comp} came too, and up they rose, slowly and gently, over {place_short}. Everything below looked tiny. Even {trouble} looked tiny from up here.',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{They} had only just climbed in for a look when... rumble, rumble, WHOOSH! Up went {tw_thing}, up, up, up, with {name} and {comp} safe inside. Down below was {place_short}, as small as a picture in a book, and {sight}, as tiny as a toy. {comp} {comp_says} with delight.',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '"Parp!" said {tw_thing}, all by itself. Its wheels began to spin. Then, with a hop and a wobble, it rose off the ground with nobody in it at all! "Come back!" shouted {name}. {Tw_thing} did a loop over {place_short}, and opened its door right in front of {them}, as if to say, "Well? Are you coming?" {comp} {comp_says}. They looked at each other. Then they jumped in.',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [
      {
        text: 'Down, down, down came {tw_thing}, as gently as a falling leaf, and landed with a soft bump. {name} climbed out. Up there, {they} had seen how small everything was, and how it all fitted together. {comp} {comp_moves} up beside {them}. "Where shall we land next time?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} pointed at the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near], small and clear from the sky. "There," {they} said. "But I\'ll walk."',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'As {tw_thing} floated down to land, {name} looked over the side one last time. From up here, {worry} seemed as small as a pebble. "Ready?" {comp} {comp_says}. Bump! They were down. {They} hopped out, with that pebble-sized feeling still in {their} mind, and went straight back to {trouble}.',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{Tw_thing} flew round in a slow, wide circle. Down below, everything was as small as toys on a rug. {They} could see the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near], and the short way back to it. From up here it was like looking at a map. "Which way now?" {comp} {comp_says}. {name} pointed. {Tw_thing} dipped one wing, and down they went, straight to the right place.',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Parked near {sight}, as if it had every right to be there, was {tw_thing_a}. It looked ordinary enough, apart from two long seams along its sides that nobody could explain, and the way it seemed to sit a little too lightly on the ground, like a bird that might take off at any moment. {comp} {comp_habit} and eyed it with suspicion. "I don\'t trust anything that sits that lightly," {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{name} could have sworn {tw_thing_a} had not been there a minute ago. Now it was, standing near {sight} and humming faintly to itself. Every so often it gave a small, impatient jiggle, the way a dog does when it knows it is going for a walk. "Is it just me," {they} said, "or does that look as if it wants to go somewhere?" "Somewhere up," {comp} {comp_says}, and then looked surprised at {comp_him}self.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: '{name} and {comp} had only gone closer for a look when {tw_thing} decided it had waited long enough. With a shudder and a sound like a huge breath let out, two wide wings unfolded from its sides, and it rose, not quickly but steadily, into the air, with the pair of them aboard. {They} grabbed hold of the nearest solid thing. Below, {place_short} dropped away, and with it, for the moment, every argument and worry. It is hard to think about much when the ground is a long way down and still going.',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Nobody could say afterwards whose idea it was to climb aboard {tw_thing} and get away from it all. But the moment {name} sat down, it lurched, rattled, and rose gently into the air. "It flies!" {they} said, rather unnecessarily. {comp} {comp_says} something that was lost in the wind. Below them, {place_short} grew small and tidy, like a map of itself, and {trouble} down there looked different: not smaller, exactly, but [clearer|easier to see whole].',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{Tw_thing} rose with a cough and a jolt, climbed, tilted, and then, halfway over {place_short}, simply stopped. It did not fall. It hung there in the air like a held note, its engine ticking, going nowhere. {comp} {comp_says} something about this being exactly why people walk. "I think," {name} said slowly, "it\'s waiting for us to tell it where to go." There was no wheel, no map and no button marked HOME. There was only the whole of {place_short} spread out underneath, every path of it, including the one they had come from.',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [
      {
        text: 'Slowly, {tw_thing} began to circle down, wings spread, [taking its time|in no hurry at all]. From up here, {name} could see all of {place_short} at once, every path and corner of it, and where {they} fitted in. By the time they touched down, with the gentlest of bumps, {they} had nearly made up {their} mind. "Well?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} climbed out and thought about {trouble}, the same size as ever from down here. But {they} had seen it whole, from above, and that made all the difference. The "nearly" was gone.',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'The flight ended as gently as it had begun: a long, slow glide, and a bump so soft it was barely a bump at all. {name} climbed down on wobbly legs. {They} looked back up at the sky, then around at {place_short}, which looked exactly the same as before and somehow completely different. Even {worry} looked different from up there: smaller, and more like something {they} could handle. {comp} {comp_comfort}. {They} stood a moment longer, letting {their} legs remember the ground. Then {they} went back to {trouble}, steady and unhurried, the way {tw_thing} had flown.',
        picture: { action: 'arriving', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'It took {name} a while to see it. From the air, {place_short} made a sense it never made from the ground. The paths that seemed to go everywhere all ended up in the same few places, and the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near] was not nearly as far from everything else as it had felt. It was just there, a short walk from anywhere. {Tw_thing} hung patiently, waiting for a direction. {name} leaned forward and pointed, and felt it answer at once, swinging round in a long, smooth curve, as if it had only been waiting to be asked.',
        picture: { action: 'flying', with: ['comp'], object: 'tw_thing' },
        needs: 'held note',
      },
    ],
  },
} satisfies TwistWriting;
