import type { TwistWriting } from '../format';

export default {
  kindId: 'moon-visit',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Look! A little silver rocket, [right by {sight}|in the middle of {place_short}], just the right size! In hopped {name}. Three, two, one... WHOOSH! Up, up, up to the moon! Boing, boing, boing went {their} feet in the soft moon dust. So quiet. So still. [Hello, moon!|Hello, stars!] Then whoosh, back down again. Moon-quiet inside, {they} felt calm and ready.',
        picture: { action: 'riding', object: 'rocket' },
      },
      {
        text: 'Down came a moonbeam, soft and silver, and up went {name}, floaty as a feather, all the way to the moon! Bounce! Bounce! Everything down below looked tiny, [even {sight}|even {place_short}]. [Twinkle, twinkle,|Wink, wink,] went the stars. Then the moonbeam set {them} down, gently, gently. Back again, with a head full of moonlight and a good idea.',
        picture: { action: 'flying' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Right in the middle of {place_short} stood something new: a little silver rocket, round as a teapot, with a window like a porthole. On its door, in wobbly letters, it said: TO THE MOON AND BACK. HOME BY BEDTIME. {comp} {comp_habit}. "I wonder whose that is," {comp} {comp_says}. {name} wondered too.',
        picture: { action: 'looking', with: ['comp'], object: 'rocket' },
      },
      {
        text: 'Beep... beep... beep. A little sound was coming from the far edge of {place_short}. {name} and {comp} went to look, and there, humming to itself, stood a small silver rocket with a round window and one word on its door: MOON. "Somebody has parked a rocket here," {comp} {comp_says}. "How very odd."',
        picture: { action: 'finding', with: ['comp'], object: 'rocket' },
      },
    ],
    happens: [
      {
        text: 'Just then, the little rocket rumbled, and its door popped open. "All aboard for the moon!" it called, in a voice like a kettle. WHOOSH! Up went {name} and {comp}, up and up, and bump, they landed on the moon. Boing! Boing! Everything was grey and soft and [quiet|still], with not a single sound at all. Then, whoosh, back down they came [to {place_short}|beside {sight}], with a moon pebble in {their} pocket.',
        picture: { action: 'riding', with: ['comp'], object: 'rocket' },
      },
      {
        text: 'Then the little rocket beeped, very loudly, and its door swung open. "Moon trip! Leaving now!" it called. {comp} {comp_says} in surprise, and in a blink they were both inside. Whoosh! Up they zoomed, and bump, down on the moon. They bounced in the soft grey dust and looked down at {place_short}, as small as a button. Then whoosh, back they came, with a moon pebble stuck to {their} shoe.',
        picture: { action: 'riding', with: ['comp'], object: 'rocket' },
      },
    ],
    payoff: [
      {
        text: "In {name}'s pocket, the moon pebble was cool and smooth. {They} held it tight and remembered bouncing on the moon, where everything was lighter. {Worry} had not got any lighter. But now {they} knew how it felt to take one slow step at a time. {comp} {comp_comfort}. {They} took one big breath and squeezed the pebble. Then {they} walked, with no bouncing at all, straight back to {trouble}.",
        picture: { action: 'holding', with: ['comp'], object: 'pebble' },
      },
      {
        text: '"Do you remember how quiet it was on the moon?" {comp} {comp_says} softly. {name} remembered. From up there, {place_short} had looked so small and bright, with everybody in it close together. {They} looked around at it all now, up close. The next step seemed very short indeed.',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'There was something new in {place_short} that day, and nobody seemed to know where it had come from: a small silver rocket, about the size of a garden shed, standing on three neat legs. It had one round window and a hand-painted sign on the door: MOON AND BACK. RETURNS BEFORE BEDTIME. PLEASE WIPE YOUR FEET. {comp} {comp_habit} and studied it. "That," {comp} {comp_says}, "is either a very good joke or a very small spaceship." {name} read the sign twice. {They} rather hoped it was the second one.',
        picture: { action: 'looking', with: ['comp'], object: 'rocket' },
      },
      {
        text: 'Every so often, from somewhere nobody could pin down, came a small, calm voice: "T-minus... not yet." {comp} {comp_habit} and tracked it to the far edge of {place_short}, where a silver rocket no bigger than a garden shed stood on three thin legs, ticking quietly as if it had just cooled down. Its feet were grey with fine dust. "Moon dust," {comp} {comp_says}. "It\'s been to the moon." {name} looked at the open sky, then back at the rocket. "And by the look of it," {they} said, "it\'s planning to go again."',
        picture: { action: 'finding', with: ['comp'], object: 'rocket' },
      },
    ],
    happens: [
      {
        text: 'That was when the rocket\'s door slid open with a polite little hiss, and a voice as calm as a station announcer said: "Now boarding for the moon." It seemed, somehow, exactly the right moment to leave. The engines hummed, {place_short} dropped away beneath them, and in less time than it takes to brush your teeth, {name} and {comp} were standing in moon dust as soft as flour, under more stars than anyone could count. For one whole minute, nobody said a word. Then: "Return journey now boarding." {They} came back down [a little quieter|a little slower] than {they} had gone, with a grey moon pebble in {their} pocket.',
        picture: { action: 'riding', with: ['comp'], object: 'rocket' },
      },
      {
        text: 'Then, right in the middle of everything, a calm voice said: "T-minus ten." The rocket\'s door slid open. Nobody exactly decided to go. It simply seemed like the moment. {name} and {comp} were aboard before the count reached one, the rocket rose as smoothly as a lift, and {place_short} shrank to a speck of light far below. They landed in a wide grey crater on the moon, so silent that {name} could hear {their} own heartbeat. {They} picked up one small grey pebble. Then they came back down, exactly where they had been. Everything was the same. It just looked different.',
        picture: { action: 'riding', with: ['comp'], object: 'rocket' },
      },
    ],
    payoff: [
      {
        text: "The moon pebble was still in {name}'s pocket, small and cool and grey. {They} turned it over between {their} fingers. On the moon, every step had been a slow, floating bounce, as if the moon itself were saying: there is no hurry. {Worry} had come back down with {them}, no lighter than before. But the moon's slow bounce had stayed in {their} legs. {comp} {comp_moves} close and said nothing, [because nothing needed saying|and the quiet did the rest|and that helped more than words]. {They} closed {their} hand around the pebble. There was no hurry, the moon had said. But there was no reason to wait, either.",
        picture: { action: 'holding', with: ['comp'], object: 'pebble' },
      },
      {
        text: 'From the moon, {place_short} had been a single speck of light, and {name} kept thinking about that. Not because anything down here had stopped mattering. Because, from up there, {they} had seen how close together it all was: every person, every [muddle|worry], all in one small bright dot you could hide behind a thumb. {comp} {comp_says}, "Well, moon traveller? What now?" {name} looked round at the small bright dot {they} {was} standing in, and at the one part of it {they} could change. "Now," {they} said, "I sort something out."',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
