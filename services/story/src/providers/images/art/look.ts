import type { Species } from '../text/species-words';

/** Named colours, so a look can be both painted and described in a prompt with the same words. */
export interface Swatch { name: string; hex: string }

export const SKIN: Swatch[] = [
  { name: 'fair', hex: '#f9dcc8' }, { name: 'peachy', hex: '#f4c7a1' }, { name: 'light olive', hex: '#e6b689' },
  { name: 'golden tan', hex: '#d39a6a' }, { name: 'warm brown', hex: '#b27650' }, { name: 'deep brown', hex: '#8a5535' },
  { name: 'rich dark brown', hex: '#6a3f28' },
];
export const HAIR: Swatch[] = [
  { name: 'black', hex: '#2e2326' }, { name: 'dark brown', hex: '#4d3024' }, { name: 'chestnut brown', hex: '#7d4a2c' },
  { name: 'auburn', hex: '#a4462b' }, { name: 'ginger', hex: '#d9793b' }, { name: 'golden blonde', hex: '#e4b75a' },
  { name: 'pale blonde', hex: '#f1d88c' },
];
export const GREY_HAIR: Swatch = { name: 'silver-grey', hex: '#cfcbd0' };
export const CLOTHES: Swatch[] = [
  { name: 'sunflower-yellow', hex: '#f7c843' }, { name: 'coral', hex: '#ff7d6b' }, { name: 'sky-blue', hex: '#5aaae6' },
  { name: 'teal', hex: '#27a99b' }, { name: 'grass-green', hex: '#79c466' }, { name: 'lavender', hex: '#a98ee0' },
  { name: 'tomato-red', hex: '#e6514a' }, { name: 'tangerine', hex: '#ff9a3c' }, { name: 'rose-pink', hex: '#f28ab3' },
  { name: 'cornflower-blue', hex: '#6c86e0' }, { name: 'plum', hex: '#96508f' }, { name: 'mint', hex: '#86dcbd' },
];
export const BOTTOMS: Swatch[] = [
  { name: 'denim-blue', hex: '#4b6fa6' }, { name: 'navy', hex: '#2f3f6b' }, { name: 'cocoa-brown', hex: '#7b5a43' },
  { name: 'charcoal', hex: '#55585f' }, { name: 'olive', hex: '#6f7d45' }, { name: 'berry', hex: '#7a3f73' },
];
export const SHOES: Swatch[] = [
  { name: 'red', hex: '#d8433f' }, { name: 'navy', hex: '#34395a' }, { name: 'orange', hex: '#f0993a' },
  { name: 'blue', hex: '#4f86e0' }, { name: 'green', hex: '#4aa05a' }, { name: 'purple', hex: '#8a5ad0' },
];

export type HairStyle = 'short' | 'spiky' | 'curly' | 'swoop' | 'bob' | 'long' | 'ponytail' | 'pigtails' | 'buns' | 'puffs';
export type TopStyle = 'tee' | 'dress' | 'hoodie' | 'overalls' | 'sweater';
export type Headwear = 'crown' | 'captain' | 'wizard' | 'chef' | 'tiara';

export interface HumanLook {
  kind: 'human';
  name: string;
  role: 'hero' | 'friend' | 'grown-up';
  age: number;
  skin: Swatch;
  hair: Swatch;
  hairStyle: HairStyle;
  top: Swatch;
  topStyle: TopStyle;
  stripes?: Swatch;
  bottom: Swatch;
  shoes: Swatch;
  glasses: boolean;
  headwear?: Headwear;
  cape?: Swatch;
  wings?: boolean;
  mermaid?: boolean;
}

export type Accessory = 'scarf' | 'bow' | 'bowtie' | 'collar' | 'none';

export interface CreatureLook {
  kind: 'creature';
  name: string;
  species: Species;
  body: Swatch;
  belly: Swatch;
  accent: Swatch;
  accessory: Accessory;
  accessoryColor: Swatch;
  headwear?: Headwear;
  big: boolean;
}

export type Look = HumanLook | CreatureLook;

/** Each species' natural colours, the first few being the usual ones. */
export const SPECIES_COLORS: Record<Species, Swatch[]> = {
  cat: [{ name: 'ginger', hex: '#f0a052' }, { name: 'soft grey', hex: '#a3abb5' }, { name: 'black', hex: '#4d4656' }, { name: 'cream', hex: '#f2e2c4' }],
  dog: [{ name: 'golden', hex: '#e2b372' }, { name: 'chocolate-brown', hex: '#a0704a' }, { name: 'white', hex: '#f5f0e6' }, { name: 'sandy', hex: '#d9b892' }],
  fox: [{ name: 'russet-orange', hex: '#ef7f3e' }, { name: 'flame-orange', hex: '#e96a2f' }],
  bear: [{ name: 'honey-brown', hex: '#c48a52' }, { name: 'chocolate-brown', hex: '#976743' }, { name: 'caramel', hex: '#d39b62' }],
  bunny: [{ name: 'snow-white', hex: '#f7f3ef' }, { name: 'dove-grey', hex: '#bcb7b4' }, { name: 'caramel', hex: '#c79a74' }, { name: 'cream', hex: '#f0ddc3' }],
  mouse: [{ name: 'soft grey', hex: '#bab5bc' }, { name: 'nut-brown', hex: '#ad8f77' }, { name: 'silver', hex: '#d3d6de' }],
  lion: [{ name: 'golden', hex: '#e9b24e' }],
  tiger: [{ name: 'bright orange', hex: '#f28b2e' }],
  panda: [{ name: 'black-and-white', hex: '#f7f5f2' }],
  pig: [{ name: 'pink', hex: '#f6b6c4' }],
  monkey: [{ name: 'cocoa-brown', hex: '#97653f' }, { name: 'golden-brown', hex: '#b7834c' }],
  hedgehog: [{ name: 'chestnut', hex: '#8e6b51' }],
  squirrel: [{ name: 'russet', hex: '#c5743c' }, { name: 'grey', hex: '#9d9a98' }],
  raccoon: [{ name: 'smoky grey', hex: '#8d8c97' }],
  unicorn: [{ name: 'pearly white', hex: '#fbf7ff' }],
  horse: [{ name: 'chestnut', hex: '#aa724b' }, { name: 'dapple grey', hex: '#c3c2c6' }, { name: 'palomino', hex: '#e4c27f' }],
  sheep: [{ name: 'fluffy white', hex: '#fbf8f1' }],
  elephant: [{ name: 'blue-grey', hex: '#aab5c9' }],
  owl: [{ name: 'tawny-brown', hex: '#b0845a' }, { name: 'snowy-white', hex: '#efe9df' }, { name: 'silver-grey', hex: '#aaa4a2' }],
  bird: [{ name: 'bluebird-blue', hex: '#5b90e0' }, { name: 'parrot-green', hex: '#52bf5c' }, { name: 'sunny yellow', hex: '#f7d34a' }, { name: 'robin-red', hex: '#e0653f' }],
  penguin: [{ name: 'inky-navy', hex: '#383e52' }],
  duck: [{ name: 'buttercup-yellow', hex: '#f8d34c' }, { name: 'white', hex: '#f6f3ea' }],
  dinosaur: [{ name: 'leaf-green', hex: '#7cc46a' }, { name: 'teal', hex: '#4fb5a5' }, { name: 'orange', hex: '#f39b4c' }, { name: 'purple', hex: '#a17cd9' }, { name: 'sky-blue', hex: '#6fa8e8' }],
  dragon: [{ name: 'emerald-green', hex: '#5cba62' }, { name: 'ruby-red', hex: '#e0614c' }, { name: 'violet', hex: '#9b6dd9' }, { name: 'sapphire-blue', hex: '#4d8be0' }],
  turtle: [{ name: 'moss-green', hex: '#9cc47a' }],
  frog: [{ name: 'lime-green', hex: '#80c95c' }],
  fish: [{ name: 'goldfish-orange', hex: '#f59b3c' }, { name: 'ocean-blue', hex: '#4d9be8' }, { name: 'lemon-yellow', hex: '#f5cf3c' }, { name: 'coral-pink', hex: '#f490b2' }],
  dolphin: [{ name: 'silvery blue-grey', hex: '#8fb2d3' }],
  whale: [{ name: 'deep blue', hex: '#5a80ba' }],
  octopus: [{ name: 'purple', hex: '#b07cd8' }, { name: 'coral-pink', hex: '#f290b0' }],
  seahorse: [{ name: 'golden-yellow', hex: '#f5b94c' }],
  crab: [{ name: 'red', hex: '#e8644c' }],
  robot: [{ name: 'silver', hex: '#c6cdd8' }, { name: 'sky-blue metal', hex: '#9cc3e8' }],
  alien: [{ name: 'lime-green', hex: '#8edf6c' }, { name: 'lilac', hex: '#c4a2ee' }],
  bee: [{ name: 'honey-yellow', hex: '#f7c843' }],
  butterfly: [{ name: 'sky-blue', hex: '#6fb3f0' }, { name: 'lilac', hex: '#c4a2ee' }, { name: 'sunset-orange', hex: '#ffa35c' }],
  car: [{ name: 'cherry-red', hex: '#e5484d' }, { name: 'sunny yellow', hex: '#f7c843' }, { name: 'teal', hex: '#3fb5a5' }, { name: 'bright blue', hex: '#4f86e0' }],
  train: [{ name: 'bright green', hex: '#55b35a' }, { name: 'royal blue', hex: '#4f6fd0' }, { name: 'red', hex: '#e5484d' }],
  boat: [{ name: 'red', hex: '#e5484d' }, { name: 'navy', hex: '#34508f' }],
  plane: [{ name: 'red', hex: '#e5484d' }, { name: 'sky-blue', hex: '#5aaae6' }, { name: 'yellow', hex: '#f7c843' }],
  star: [{ name: 'golden-yellow', hex: '#ffd84a' }],
  rocket: [{ name: 'red-and-white', hex: '#f4f1ec' }],
  piano: [{ name: 'glossy black', hex: '#3d3a46' }, { name: 'polished walnut', hex: '#8a5a3c' }],
  paintbrush: [{ name: 'sunny yellow', hex: '#f2c84b' }, { name: 'cherry-red', hex: '#e5484d' }],
  crayon: [{ name: 'bright blue', hex: '#4f86e0' }, { name: 'tomato-red', hex: '#e6514a' }, { name: 'grass-green', hex: '#79c466' }],
  trumpet: [{ name: 'shiny brass', hex: '#e9b94e' }],
  drum: [{ name: 'cherry-red', hex: '#e5484d' }, { name: 'royal blue', hex: '#4f6fd0' }],
  beaker: [{ name: 'clear glass', hex: '#cfe9f2' }],
  ball: [{ name: 'white', hex: '#f5f2ea' }, { name: 'orange', hex: '#f0993a' }],
  biscuit: [{ name: 'golden gingerbread', hex: '#c98a4b' }],
  teapot: [{ name: 'rose-pink', hex: '#f28ab3' }, { name: 'mint', hex: '#86dcbd' }],
  book: [{ name: 'plum', hex: '#96508f' }, { name: 'teal', hex: '#27a99b' }],
  drawing: [{ name: 'paper white', hex: '#fbf8f0' }],
};

/** Story colour words mapped onto paint. */
export const COLOR_WORD_SWATCH: Record<string, Swatch> = {
  red: { name: 'red', hex: '#e0574a' }, orange: { name: 'orange', hex: '#f29040' }, ginger: { name: 'ginger', hex: '#f0a052' },
  yellow: { name: 'yellow', hex: '#f7d04a' }, golden: { name: 'golden', hex: '#e9b94e' }, gold: { name: 'golden', hex: '#e9b94e' },
  green: { name: 'green', hex: '#72c262' }, blue: { name: 'blue', hex: '#5b90e0' }, purple: { name: 'purple', hex: '#a57bd8' },
  violet: { name: 'violet', hex: '#9a72dc' }, pink: { name: 'pink', hex: '#f49ab8' }, white: { name: 'white', hex: '#f7f4ee' },
  snowy: { name: 'snowy-white', hex: '#f4f1ea' }, silver: { name: 'silver', hex: '#c8ccd6' }, grey: { name: 'grey', hex: '#a5a7ad' },
  gray: { name: 'grey', hex: '#a5a7ad' }, black: { name: 'black', hex: '#4a4452' }, brown: { name: 'brown', hex: '#9c6c46' },
  cream: { name: 'cream', hex: '#f2e3c6' }, tawny: { name: 'tawny', hex: '#c48c55' }, turquoise: { name: 'turquoise', hex: '#3cc0b4' },
};
