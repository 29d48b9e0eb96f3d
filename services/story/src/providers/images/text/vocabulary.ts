import type { Interest } from '@bedtime/contracts';
import type { TimeOfDay } from '../types';

/** The places the embedded painter knows how to draw, one per interest plus a few story staples. */
export const SETTINGS = [
  'meadow', 'space', 'underwater', 'beach', 'prehistoric', 'castle', 'stadium', 'stage', 'studio',
  'forest', 'city', 'road', 'kitchen', 'lab', 'bedroom', 'home',
] as const;
export type SettingId = (typeof SETTINGS)[number];

export const INTEREST_SETTING: Record<Interest, SettingId> = {
  Animals: 'meadow',
  'Space & Stars': 'space',
  'Ocean & Sea Life': 'underwater',
  Dinosaurs: 'prehistoric',
  'Magic & Fantasy': 'castle',
  Sports: 'stadium',
  Music: 'stage',
  'Art & Drawing': 'studio',
  'Nature & Forest': 'forest',
  Superheroes: 'city',
  'Vehicles & Transportation': 'road',
  'Cooking & Food': 'kitchen',
  'Science & Experiments': 'lab',
};

export const SETTING_WORDS: Record<SettingId, readonly string[]> = {
  meadow: ['meadow', 'farm', 'barn', 'garden', 'hill', 'hills', 'grass', 'pond', 'field of flowers', 'wildflowers', 'orchard', 'paddock', 'daisies'],
  space: ['space', 'outer space', 'planet', 'planets', 'rocket', 'spaceship', 'galaxy', 'astronaut', 'orbit', 'comet', 'asteroid', 'nebula', 'zero gravity', 'crater', 'craters', 'moon dust', 'saturn', 'jupiter', 'mars', 'launch pad', 'observatory'],
  underwater: ['underwater', 'coral', 'reef', 'seabed', 'sea floor', 'ocean floor', 'seaweed', 'kelp', 'submarine', 'mermaid', 'swam', 'dived', 'dove down', 'beneath the waves', 'under the sea', 'shipwreck', 'bubbles'],
  beach: ['beach', 'shore', 'seashore', 'sand', 'sandcastle', 'seashell', 'seashells', 'lighthouse', 'sailboat', 'boat', 'sailed', 'sailing', 'sail', 'harbour', 'harbor', 'island', 'tide', 'rock pool', 'waves'],
  prehistoric: ['dinosaur', 'dinosaurs', 'volcano', 't-rex', 'triceratops', 'stegosaurus', 'brontosaurus', 'diplodocus', 'jurassic', 'prehistoric', 'fossil', 'fossils', 'ferns', 'dino'],
  castle: ['castle', 'kingdom', 'tower', 'wizard', 'wand', 'spell', 'enchanted', 'fairy', 'fairies', 'princess', 'prince', 'king', 'queen', 'magic', 'magical', 'unicorn', 'dragon', 'potion', 'throne', 'knight'],
  stadium: ['stadium', 'goal', 'match', 'team', 'soccer', 'football', 'basketball', 'court', 'race', 'score', 'scored', 'pitch', 'referee', 'coach', 'tournament', 'cheered', 'trophy', 'kicked'],
  stage: ['stage', 'concert', 'song', 'sang', 'sing', 'singing', 'band', 'music', 'drum', 'drums', 'guitar', 'piano', 'melody', 'orchestra', 'dance', 'danced', 'violin', 'trumpet', 'audience', 'tune'],
  studio: ['paint', 'painted', 'painting', 'easel', 'canvas', 'crayon', 'crayons', 'drawing', 'drew', 'sketch', 'paintbrush', 'brush', 'studio', 'gallery', 'colours', 'colors', 'artist', 'masterpiece'],
  forest: ['forest', 'woods', 'woodland', 'tree', 'trees', 'trail', 'mushroom', 'mushrooms', 'clearing', 'grove', 'pine', 'oak', 'branches', 'log', 'acorn', 'acorns', 'leaves', 'moss'],
  city: ['city', 'rooftop', 'rooftops', 'skyscraper', 'skyscrapers', 'street', 'streets', 'building', 'buildings', 'superhero', 'superheroes', 'cape', 'villain', 'sidekick', 'town square', 'skyline'],
  road: ['car', 'cars', 'truck', 'train', 'bus', 'road', 'highway', 'tracks', 'station', 'tractor', 'bridge', 'engine', 'wheels', 'fire engine', 'railway', 'drove', 'traffic', 'garage'],
  kitchen: ['kitchen', 'bake', 'baked', 'baking', 'cake', 'cook', 'cooked', 'cooking', 'oven', 'cookies', 'recipe', 'pancakes', 'soup', 'flour', 'bread', 'chef', 'pie', 'mixing bowl', 'stirred'],
  lab: ['lab', 'laboratory', 'experiment', 'experiments', 'science', 'scientist', 'microscope', 'test tube', 'test tubes', 'invention', 'inventor', 'beaker', 'fizzed', 'fizzing', 'bubbling', 'magnifying glass', 'hypothesis'],
  home: ['living room', 'sitting room', 'sofa', 'settee', 'fireside', 'front room'],
  bedroom: ['bed', 'bedroom', 'pillow', 'blanket', 'tucked', 'pyjamas', 'pajamas', 'yawned', 'yawn', 'asleep', 'snuggled', 'goodnight', 'good night', 'drifted off', 'fell asleep', 'sleepy', 'cosy bed', 'cozy bed', 'bedtime'],
};

export const TIME_WORDS: Record<TimeOfDay, readonly string[]> = {
  morning: ['morning', 'sunrise', 'dawn', 'breakfast', 'woke up', 'early'],
  day: ['afternoon', 'noon', 'sunny', 'sunshine', 'lunch', 'midday', 'bright day', 'daytime'],
  sunset: ['sunset', 'evening', 'dusk', 'twilight', 'golden light', 'sun sank', 'sun went down', 'sun set', 'teatime', 'supper'],
  night: ['night', 'midnight', 'moonlight', 'moonlit', 'moon', 'stars', 'starlight', 'dark', 'bedtime', 'asleep', 'dreams', 'dream', 'goodnight', 'good night', 'nightlight', 'tonight'],
};

/** Props the painter can draw; the words are how stories name them. */
export const PROP_WORDS = {
  ball: ['ball', 'football', 'soccer ball', 'basketball', 'beach ball'],
  balloon: ['balloon', 'balloons'],
  kite: ['kite'],
  book: ['book', 'storybook', 'books', 'diary', 'notebook'],
  lantern: ['lantern', 'lamp', 'nightlight'],
  flashlight: ['flashlight', 'torch'],
  map: ['map', 'star map', 'treasure map'],
  chest: ['treasure chest', 'treasure'],
  key: ['key', 'golden key'],
  crown: ['crown', 'tiara'],
  wand: ['wand', 'magic wand'],
  cake: ['cake', 'cupcake', 'cupcakes', 'birthday cake', 'pie', 'cookies', 'cookie'],
  flower: ['flower', 'flowers', 'rose', 'daisy', 'sunflower', 'tulip', 'bouquet'],
  butterfly: ['butterfly', 'butterflies'],
  umbrella: ['umbrella'],
  teddy: ['teddy', 'teddy bear', 'cuddly toy'],
  telescope: ['telescope'],
  guitar: ['guitar', 'ukulele'],
  drum: ['drum', 'drums'],
  paintbrush: ['paintbrush', 'paint brush', 'brush', 'paints'],
  shell: ['shell', 'seashell', 'seashells'],
  gift: ['gift', 'present', 'parcel'],
  star: ['wishing star', 'shooting star', 'golden star', 'falling star'],
  rainbow: ['rainbow'],
  egg: ['egg', 'eggs'],
  potion: ['potion', 'jar of stardust', 'jar', 'bottle', 'beaker', 'flask'],
  trophy: ['trophy', 'medal'],
  magnifier: ['magnifying glass', 'magnifier'],
} as const satisfies Record<string, readonly string[]>;
export type PropKind = keyof typeof PROP_WORDS;

export const INTEREST_PROP: Record<Interest, PropKind> = {
  Animals: 'flower',
  'Space & Stars': 'telescope',
  'Ocean & Sea Life': 'shell',
  Dinosaurs: 'egg',
  'Magic & Fantasy': 'wand',
  Sports: 'ball',
  Music: 'guitar',
  'Art & Drawing': 'paintbrush',
  'Nature & Forest': 'lantern',
  Superheroes: 'star',
  'Vehicles & Transportation': 'map',
  'Cooking & Food': 'cake',
  'Science & Experiments': 'magnifier',
};

/** Words of rising tension and release: where a picture book would turn the page to a new picture. */
export const TURNING_WORDS = [
  'suddenly', 'but then', 'all of a sudden', 'to their surprise', 'unexpectedly', 'oh no', 'just then',
  'at that moment', 'uh-oh', 'whoosh', 'crash', 'boom', 'gasped', 'surprise', 'mishap', 'hiccuped',
  'tumbled', 'wobbled', 'stuck', 'lost', 'twist',
];
export const CLIMAX_WORDS = [
  'finally', 'at last', 'together', 'brave', 'bravely', 'rescued', 'saved', 'cheered', 'hooray', 'hurray',
  'triumph', 'roared', 'soared', 'shouted', 'laughed', 'hugged', 'made it', 'did it', 'won', 'glowed',
];
export const SLEEPY_WORDS = [
  'sleep', 'asleep', 'sleepy', 'yawn', 'yawned', 'dream', 'dreams', 'goodnight', 'good night', 'bed',
  'snuggled', 'tucked', 'pillow', 'blanket', 'eyes closed', 'drifted',
];
