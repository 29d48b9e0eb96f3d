/** Creatures the painter can draw, and the words a story uses for them. */
export const SPECIES_WORDS = {
  cat: ['cat', 'kitten', 'kitty'],
  dog: ['dog', 'puppy', 'pup', 'doggy', 'hound'],
  fox: ['fox', 'fox cub'],
  bear: ['bear', 'cub', 'koala', 'teddy bear'],
  bunny: ['bunny', 'rabbit', 'hare', 'kangaroo'],
  mouse: ['mouse', 'hamster', 'rat', 'moon-mouse'],
  lion: ['lion', 'lioness'],
  tiger: ['tiger'],
  panda: ['panda'],
  pig: ['pig', 'piglet'],
  monkey: ['monkey', 'chimp', 'chimpanzee'],
  hedgehog: ['hedgehog'],
  squirrel: ['squirrel', 'chipmunk'],
  raccoon: ['raccoon'],
  unicorn: ['unicorn'],
  horse: ['horse', 'pony', 'foal', 'deer', 'fawn', 'reindeer', 'donkey'],
  sheep: ['sheep', 'lamb'],
  elephant: ['elephant'],
  owl: ['owl', 'owlet', 'barn owl'],
  bird: ['bird', 'robin', 'parrot', 'sparrow', 'bluebird', 'eagle', 'hen', 'chick', 'chicken', 'birdie'],
  penguin: ['penguin'],
  duck: ['duck', 'duckling', 'goose'],
  dinosaur: ['dinosaur', 'dino', 't-rex', 'trex', 'triceratops', 'stegosaurus', 'brontosaurus', 'diplodocus', 'chameleon', 'lizard', 'gecko', 'iguana'],
  dragon: ['dragon', 'dragonling', 'pterosaur', 'pterodactyl'],
  turtle: ['turtle', 'tortoise', 'sea turtle'],
  frog: ['frog', 'toad'],
  fish: ['fish', 'goldfish', 'shark', 'clownfish'],
  dolphin: ['dolphin'],
  whale: ['whale'],
  octopus: ['octopus'],
  seahorse: ['seahorse'],
  crab: ['crab'],
  robot: ['robot', 'android'],
  alien: ['alien'],
  bee: ['bee', 'bumblebee', 'ladybird', 'ladybug', 'ant', 'beetle'],
  butterfly: ['butterfly', 'moth'],
  car: ['car', 'truck', 'digger', 'bus', 'tractor', 'van', 'taxi', 'lorry', 'bulldozer'],
  train: ['train', 'locomotive', 'tram'],
  boat: ['boat', 'tugboat', 'ship', 'ferry', 'sailboat'],
  plane: ['plane', 'aeroplane', 'airplane', 'jet', 'helicopter'],
  star: ['star'],
  rocket: ['rocket'],
  // Objects that come to life: drawn as the object with a friendly face, never as a child.
  piano: ['piano', 'keyboard'],
  paintbrush: ['paintbrush', 'paint brush'],
  crayon: ['crayon', 'pencil'],
  trumpet: ['trumpet', 'horn', 'tuba', 'flute'],
  drum: ['drum', 'tambourine'],
  beaker: ['beaker', 'jar', 'bottle', 'potion'],
  ball: ['football', 'ball', 'basketball'],
  biscuit: ['biscuit', 'gingerbread', 'cookie'],
  teapot: ['teapot', 'kettle', 'cup'],
  book: ['book', 'notebook', 'sketchbook'],
  drawing: ['drawing', 'painting', 'picture'],
} as const satisfies Record<string, readonly string[]>;
export type Species = keyof typeof SPECIES_WORDS;

/** Characters that are things: the object figure kit draws them as themselves with a face. */
export const OBJECT_SPECIES = [
  'piano',
  'paintbrush',
  'crayon',
  'trumpet',
  'drum',
  'beaker',
  'ball',
  'biscuit',
  'teapot',
  'book',
  'drawing',
] as const satisfies readonly Species[];

/** Words that only mean a creature when the story says so ("Nova, a friendly star"), not in a name. */
export const APPOSITIVE_ONLY: ReadonlySet<Species> = new Set<Species>(['star', 'rocket', 'car', 'train', 'boat', 'plane', 'butterfly', ...OBJECT_SPECIES]);

/** Parts of a name that give the creature away ("Captain Whiskers" is a cat). */
export const NAME_HINTS: ReadonlyArray<[string, Species]> = [
  ['whisker', 'cat'],
  ['purr', 'cat'],
  ['hoot', 'owl'],
  ['quack', 'duck'],
  ['squeak', 'mouse'],
  ['bark', 'dog'],
  ['woof', 'dog'],
  ['paws', 'dog'],
  ['scale', 'dragon'],
  ['stripe', 'tiger'],
  ['bubble', 'fish'],
  ['flipper', 'dolphin'],
  ['beep', 'robot'],
  ['bolt', 'robot'],
  ['gizmo', 'robot'],
];

/** Sounds and habits that give a creature away ("Luna hooted softly"). */
export const SOUND_HINTS: ReadonlyArray<[string, Species]> = [
  ['hooted', 'owl'],
  ['barked', 'dog'],
  ['woofed', 'dog'],
  ['wagged', 'dog'],
  ['meowed', 'cat'],
  ['purred', 'cat'],
  ['squeaked', 'mouse'],
  ['neighed', 'horse'],
  ['whinnied', 'horse'],
  ['quacked', 'duck'],
  ['chirped', 'bird'],
  ['tweeted', 'bird'],
  ['oinked', 'pig'],
  ['beeped', 'robot'],
  ['baaed', 'sheep'],
  ['bleated', 'sheep'],
  ['trumpeted', 'elephant'],
  ['croaked', 'frog'],
  ['ribbited', 'frog'],
  ['yipped', 'fox'],
  ['snuffled', 'hedgehog'],
  ['clicked', 'dolphin'],
  ['twinkled', 'star'],
  ['rumbled', 'rocket'],
  ['burbled', 'octopus'],
];

export const HUMAN_TITLES = [
  'king',
  'queen',
  'prince',
  'princess',
  'captain',
  'wizard',
  'witch',
  'professor',
  'doctor',
  'dr',
  'chef',
  'coach',
  'grandma',
  'granny',
  'nana',
  'grandpa',
  'grandad',
  'granddad',
  'mum',
  'mom',
  'mommy',
  'mummy',
  'dad',
  'daddy',
  'papa',
  'mama',
  'uncle',
  'aunt',
  'auntie',
  'sir',
  'lady',
  'mr',
  'mrs',
  'miss',
  'ms',
  'fairy',
  'pirate',
  'knight',
  'officer',
  'farmer',
  'mister',
  'madame',
  'baron',
  'duke',
  'duchess',
] as const;

const wordToSpecies = new Map<string, Species>();
for (const [species, words] of Object.entries(SPECIES_WORDS) as [Species, readonly string[]][]) {
  for (const word of words) wordToSpecies.set(word, species);
}

/** The creature named by a (lower-case) word or phrase, plurals included. */
export function speciesOfWord(word: string): Species | undefined {
  const lower = word.toLowerCase();
  return wordToSpecies.get(lower) ?? wordToSpecies.get(lower.replace(/(?:es|s)$/, '')) ?? lastPartSpecies(lower);
}

/** Creatures that end a closed compound: a songbird is a bird, a greyhound a dog. */
const SUFFIXES: [string, Species][] = [
  ['bird', 'bird'],
  ['fish', 'fish'],
  ['hound', 'dog'],
  ['mouse', 'mouse'],
  ['cat', 'cat'],
  ['bear', 'bear'],
  ['bee', 'bee'],
  ['fly', 'butterfly'],
];

function lastPartSpecies(lower: string): Species | undefined {
  const parts = lower.split(/[-\s]/);
  if (parts.length > 1) return wordToSpecies.get(parts[parts.length - 1] ?? '');
  return lower.length > 5 ? SUFFIXES.find(([suffix]) => lower.endsWith(suffix))?.[1] : undefined;
}
