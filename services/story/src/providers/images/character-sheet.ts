import type { StoryStyle } from '@bedtime/contracts';
import type { HairStyle, Look, TopStyle } from './art/look';
import { resolveCast } from './art/resolve-look';
import type { SettingId } from './text/vocabulary';
import type { Scene, StoryForArt, TimeOfDay } from './types';

export interface CharacterSheetEntry {
  name: string;
  description: string;
}

const HAIR_WORDS: Record<HairStyle, string> = {
  short: 'short tidy hair',
  spiky: 'spiky hair',
  curly: 'springy curly hair',
  swoop: 'side-swept hair',
  bob: 'a chin-length bob',
  long: 'long flowing hair',
  ponytail: 'a high ponytail tied with a coral band',
  pigtails: 'two pigtails tied with pink bands',
  buns: 'two round buns on top',
  puffs: 'two big curly puffs',
  bun: 'a neat bun at the back',
};
const STYLE_WORDS: Record<StoryStyle, string> = {
  funny: 'playful and bright, with comic, expressive faces',
  adventurous: 'bold, warm and full of movement',
  gentle: 'soft pastel colours and a calm, dreamy, cosy feel',
  magical: 'glowing, sparkling, enchanted colours',
  educational: 'clear, bright and full of interesting details',
};
const SETTING_WORDS: Record<SettingId, string> = {
  meadow: 'a sunny meadow with rolling hills, wildflowers and a red barn',
  space: 'outer space on the surface of a little moon, with planets, stars and a rocket',
  underwater: 'under the sea among coral, seaweed and bubbles',
  beach: 'a sandy beach with gentle waves, a palm tree and a sandcastle',
  prehistoric: 'a prehistoric valley with ferns, palm trees and a smoking volcano',
  castle: 'a fairy-tale kingdom with a castle on a hill',
  stadium: 'a sports field in a stadium full of cheering fans',
  stage: 'a theatre stage with red curtains, spotlights and floating music notes',
  studio: "an artist's studio with an easel, paints and pictures on the walls",
  forest: 'a friendly forest with tall pine trees, a winding path and mushrooms',
  city: 'a colourful city street with tall buildings',
  road: 'the countryside with a road, a little car and a train',
  kitchen: 'a cosy kitchen with a stove, shelves of jars and a window',
  lab: 'a science lab with bubbling flasks and a chalkboard',
  bedroom: "a cosy child's bedroom at night with a bed, a window onto the stars and a soft night light",
  home: 'a cosy living room at home with a sofa, a rug and a window',
};
const TIME_WORDS: Record<TimeOfDay, string> = {
  morning: 'in the fresh light of early morning',
  day: 'on a bright sunny day',
  sunset: 'at golden sunset',
  night: 'at night under the moon and stars',
};

function topWords(style: TopStyle, top: string, bottom: string): string {
  switch (style) {
    case 'dress':
      return `a ${top} dress`;
    case 'hoodie':
      return `a ${top} hoodie and ${bottom} trousers`;
    case 'overalls':
      return `${bottom} dungarees over a ${top} t-shirt`;
    case 'sweater':
      return `a ${top} jumper with a heart on the front and ${bottom} trousers`;
    case 'shirt':
      return `a ${top} collared shirt and ${bottom} trousers`;
    case 'cardigan':
      return `a ${top} cardigan over a white top and ${bottom} trousers`;
    default:
      return `a ${top} t-shirt and ${bottom} trousers`;
  }
}

/** One fixed description per character, the same words in every prompt of a story. */
export function describeLook(look: Look): string {
  if (look.kind === 'human') {
    const kind =
      look.gender === 'female'
        ? look.role === 'grown-up'
          ? 'woman'
          : 'girl'
        : look.gender === 'male'
          ? look.role === 'grown-up'
            ? 'man'
            : 'boy'
          : look.role === 'grown-up'
            ? 'grown-up'
            : 'child';
    const who =
      look.role === 'grown-up'
        ? `a kind ${kind}`
        : look.role === 'baby'
          ? 'a baby'
          : `a ${look.age}-year-old ${kind} (a real human child, never an animal or a toy)`;
    const parts = [
      `${who} with ${look.skin.name} skin and ${look.hair.name} hair in ${HAIR_WORDS[look.hairStyle].replace(/ hair$/, '')}`,
      `wearing ${topWords(look.topStyle, look.top.name, look.bottom.name)}${look.stripes ? ` with ${look.stripes.name} stripes` : ''} and ${look.shoes.name} shoes`,
    ];
    if (look.glasses) parts.push('round glasses');
    if (look.beard) parts.push(`a short ${look.hair.name} beard`);
    if (look.headwear)
      parts.push(
        `a ${look.headwear === 'captain' ? "captain's hat" : look.headwear === 'wizard' ? 'pointed wizard hat' : `${look.headwear === 'chef' ? "chef's hat" : `golden ${look.headwear}`}`}`,
      );
    if (look.cape) parts.push(`a flowing ${look.cape.name} superhero cape`);
    if (look.wings) parts.push('small shimmering fairy wings');
    if (look.mermaid) parts.push('a teal mermaid tail');
    if (look.coat) parts.push("a white doctor's coat");
    const described = `${look.name}: ${parts.join(', ')}`;
    return look.pair ? `${described}; with them ${describeLook(look.pair).replace(/^[^:]+: /, '')}` : described;
  }
  const accessory = look.accessory === 'none' ? '' : `, wearing a ${look.accessoryColor.name} ${look.accessory === 'bowtie' ? 'bow tie' : look.accessory}`;
  const hat = look.headwear ? ` and a ${look.headwear === 'captain' ? "captain's hat" : look.headwear}` : '';
  const traits = SPECIES_TRAITS[look.kit] ? `, ${SPECIES_TRAITS[look.kit]}` : '';
  const extras = look.features
    .map((feature) => FEATURE_WORDS[feature])
    .filter(Boolean)
    .join(', ');
  return `${look.name}: a friendly ${look.body.name} ${look.kit === 'creature' ? look.species : look.kit}${traits}${extras ? `, ${extras}` : ''}, with big shiny eyes${accessory}${hat}`;
}

/** What makes each species itself, so an image model draws a triceratops and not a dragon. */
const SPECIES_TRAITS: Record<string, string> = {
  triceratops: 'a four-legged horned dinosaur with three horns (two long brow horns and one on the nose), a big bony frill behind its head and a beak',
  diplodocus: 'a four-legged long-necked dinosaur with a very long neck and tail and a small head',
  stegosaurus: 'a four-legged dinosaur with two rows of tall plates along its back and four spikes on its tail',
  pterosaur:
    'a flying reptile with leathery wings stretched on long finger bones, a long pointed beak and a crest at the back of its head (not a bird, not a dragon)',
  ankylosaurus: 'a low, wide armoured dinosaur covered in bony plates with side spikes and a bony club at the end of its tail',
  hadrosaur: 'a duck-billed dinosaur that walks on two legs, with a flat bill and a long tube-shaped crest like a trumpet',
  't-rex': 'a two-legged dinosaur with a big head, small arms and a strong tail',
  dinosaur: 'a friendly two-legged dinosaur with a long tail',
  dragon: 'a four-legged dragon with bat-like wings, two horns, spines down its back and a spade-tipped tail',
  hen: 'a farmyard hen with a red comb on top of its head, a red wattle under its short beak, folded wings and tail feathers',
  rooster: 'a rooster with a big red comb and wattle and long arching tail feathers',
  fox: 'a red fox with pointed ears, a pointed snout, a white chest and a bushy white-tipped tail',
  dog: 'a dog on four legs',
  cat: 'a cat on four legs with pointed ears, whiskers and a long tail',
  pony: 'a small, stocky pony on four legs with a shaggy mane and a long tail',
  lamb: 'a woolly lamb on four legs with a fleecy white coat',
  hedgehog: 'a small round hedgehog covered in brown prickles with a pointed snout',
  unicorn: 'a white horse with a single spiral golden horn',
  owl: 'an owl with big round eyes and ear tufts',
  penguin: 'a penguin standing upright, black back and white front',
  seahorse: 'a seahorse with a curled tail, a long snout and a crest',
  octopus: 'an octopus with a round head and eight arms',
  turtle: 'a sea turtle with four flippers and a domed shell',
  crab: 'a crab with two claws and six legs',
  dolphin: 'a dolphin with a beak-like snout and a dorsal fin',
  robot: 'a friendly metal robot with a screen face, arms and legs',
  alien: 'a friendly little alien with antennae',
  mouse: 'a mouse with big round ears and a thin tail',
  hare: 'a hare with very long ears and long back legs',
  bear: 'a bear on four legs',
  frog: 'a frog with big round eyes on top of its head',
  parrot: 'a parrot with a hooked beak and long tail feathers',
};

const FEATURE_WORDS: Record<string, string> = {
  glasses: 'wearing small round spectacles',
  crown: 'wearing a tiny golden crown',
  helmet: 'wearing a round glass space helmet',
  'three-eyes': 'with three eyes',
  'four-arms': 'with four arms',
  antennae: 'with springy antennae',
  'antenna-light': 'with a blinking blue light on its head',
  'clock-face': 'with a stopwatch for a face',
  tall: 'tall',
  huge: 'as big as a bus',
  'white-tip': 'with a white-tipped tail',
  'odd-ears': 'with one ear up and one ear down',
  'black-and-white': 'black and white',
  fringe: 'with a shaggy fringe over its eyes',
  speckled: 'speckled',
  striped: 'striped',
  'black-knees': 'with black knees',
  'big-claw': 'with one claw bigger than the other',
  'lopsided-grin': 'with a lopsided grin',
  patchwork: 'with a patchwork shell',
  'big-ears': 'with ears like satellite dishes',
  smoky: 'puffing little clouds of smoke',
  copper: 'with scales like polished copper pennies',
  'sunrise-mane': 'with a mane the colours of sunrise',
  'long-ears': 'with long droopy ears',
  brass: 'made of brass',
};

export function characterSheet(story: StoryForArt, cast: Look[] = resolveCast(story)): CharacterSheetEntry[] {
  return cast.map((look) => ({ name: look.name, description: describeLook(look) }));
}

const HOUSE_STYLE =
  "A warm, whimsical children's picture-book illustration in soft watercolour and gouache, rounded friendly shapes, gentle outlines, cosy lighting, safe and joyful for young children, no text or lettering";

const CAMERA_WORDS: Record<string, string> = {
  wide: 'a wide view showing the whole place, the characters small in it',
  medium: 'a medium view of the characters and their surroundings',
  close: 'a close-up of the characters from the waist up, the key object large and clear',
  above: 'a view from a little above, looking down on the characters and the ground around them',
};

export function illustrationPrompt(story: StoryForArt, scene: Scene, sheet: CharacterSheetEntry[]): string {
  const setting = SETTING_WORDS[scene.setting as SettingId] ?? scene.setting;
  const place = scene.place && scene.place !== 'home' && scene.place !== 'bedroom' ? `${scene.place}: ` : '';
  const present = scene.characters.length > 0 ? scene.characters : [sheet[0]?.name ?? 'the child'];
  const calm = scene.action === 'sleeping' || scene.beat === 'goodnight';
  return [
    `${HOUSE_STYLE}. The look is ${STYLE_WORDS[story.style]}.`,
    `Picture ${scene.index + 1} of the bedtime story "${story.title}". Show exactly this: ${scene.summary}`,
    scene.excerpt ? `The moment in the story: ${scene.excerpt}` : '',
    `Setting: ${place}${setting}, ${TIME_WORDS[scene.timeOfDay]}.`,
    scene.camera ? `Framing: ${CAMERA_WORDS[scene.camera]}.` : '',
    scene.object ? `The key object, clearly visible: ${scene.object}.` : scene.objects.length > 0 ? `Include: ${scene.objects.join(', ')}.` : '',
    scene.scale
      ? `Scale: ${scene.scale === 'tiny' ? 'the tiny character is drawn very small, the size of a beetle next to everything else' : 'the giant character is drawn huge, towering over everything'}.`
      : '',
    `In this picture, and no other characters: ${present.join(', ')}. Places are never drawn as people.`,
    calm ? 'A calm, sleepy picture: no candles, no flames, no confetti, nothing exciting.' : '',
    `Character sheet (draw each character exactly like this whenever they appear): ${sheet.map((e) => e.description).join('; ')}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

export function stickerPrompt(story: StoryForArt, entry: CharacterSheetEntry): string {
  return [
    `A cute die-cut sticker of one character from the bedtime story "${story.title}", full body, standing and waving happily, centred, on a transparent background, bold clean outlines, bright flat colours, children's picture-book style, no text.`,
    `The character: ${entry.description}.`,
  ].join('\n');
}

export function coloringPagePrompt(story: StoryForArt, scene: Scene, sheet: CharacterSheetEntry[]): string {
  return [
    `A children's colouring-book page: clean black outlines of even thickness on a pure white background, no shading, no grey, no colour, no text, large simple areas to colour in.`,
    `The scene from the bedtime story "${story.title}": ${scene.summary} Setting: ${scene.place && scene.place !== 'home' && scene.place !== 'bedroom' ? `${scene.place}: ` : ''}${SETTING_WORDS[scene.setting as SettingId] ?? scene.setting}.${scene.object ? ` The key object: ${scene.object}.` : ''}`,
    `Characters (same designs as the story's pictures): ${
      sheet
        .filter((e) => scene.characters.includes(e.name))
        .map((e) => e.description)
        .join('; ') ||
      sheet[0]?.description ||
      'a happy child'
    }.`,
  ].join('\n');
}
