import { readTwist } from '../../src/understand/index';
const lines: Array<[string, string]> = [
  ['the family dog starts speaking french', 'animal-talks'], ['her wellies can talk', 'object-talks'], ['the teddies have a midnight feast', 'toys-alive'],
  ['it snows marshmallows', 'it-rains-things'], ['snow in july', 'snow-surprise'], ['grandpa turns into a penguin', 'turns-into'],
  ['the school bus takes off', 'vehicle-flies'], ['a tiny door at the bottom of the garden', 'secret-door'], ['a tunnel under the sandpit', 'secret-tunnel'],
  ['she loses her lucky sock', 'lost-thing'], ['they dig up a pirate chest', 'treasure-found'], ['a map falls out of a library book', 'treasure-map'],
  ['he becomes the size of a pea', 'shrinks'], ['the cat grows as big as a bus', 'grows-giant'], ['a unicorn moves in next door', 'friendly-creature'],
  ['a lion who is scared of mice', 'afraid-creature'], ['a huge thunderstorm at the campsite', 'storm'], ['all the lights go off at grandmas', 'power-cut'],
  ['a snail race', 'race'], ['a cake baking competition', 'contest'], ['an egg in the chicken coop cracks open and a dragon comes out', 'egg-hatches'],
  ['a magic paint that turns everything purple', 'potion-colours'], ['the colours go missing from the rainbow', 'colours-vanish'], ['she can turn invisible when she sneezes', 'invisible'],
  ['he wakes up and can fly', 'can-fly'], ['they can breathe underwater', 'underwater'], ['the clock stops and everyone freezes except her', 'time-stops'],
  ['they go back to the time of the dinosaurs', 'time-travel'], ['a shooting star grants three wishes', 'wish-comes-true'], ['everything is upside down for a day', 'upside-down-day'],
  ['a strawberry as big as a house', 'giant-food'], ['a star falls in the garden', 'falling-star'], ['they walk across a rainbow', 'rainbow-bridge'],
  ['a bubble carries him over the town', 'bubble-float'], ['the hamster goes missing', 'friend-missing'], ['planning a surprise party for mum', 'surprise-party'],
  ['she swaps places with her cat', 'swap-places'], ['a chest that will not open', 'box-wont-open'], ['the dragon sneezes bubbles', 'magic-sneeze'],
  ['his shadow runs off', 'runaway-shadow'], ['a bean grows to the clouds overnight', 'plant-grows'], ['a message in a bottle washes up', 'message-bottle'],
  ['giant footprints in the mud', 'mystery-footprints'], ['the monster was dad in a costume', 'in-disguise'], ['there are two of her', 'double-trouble'],
  ['a rocket ride to the moon', 'moon-visit'],
];
let ok = 0;
for (const [t, want] of lines) { const r = readTwist(t); const got = r.ok ? r.twist.kindId : `REFUSED ${r.harm}`; if (got === want) ok++; else console.log(got.padEnd(22), 'want', want.padEnd(20), t); }
console.log(ok, '/', lines.length);
