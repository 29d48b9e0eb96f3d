import { SPECIES } from './species';

/** Named colours, so a look can be both painted and described in a prompt with the same words. */
export interface Swatch {
  name: string;
  hex: string;
}

export const SKIN: Swatch[] = [
  { name: 'fair', hex: '#f9dcc8' },
  { name: 'peachy', hex: '#f4c7a1' },
  { name: 'light olive', hex: '#e6b689' },
  { name: 'golden tan', hex: '#d39a6a' },
  { name: 'warm brown', hex: '#b27650' },
  { name: 'deep brown', hex: '#8a5535' },
  { name: 'rich dark brown', hex: '#6a3f28' },
];
export const HAIR: Swatch[] = [
  { name: 'black', hex: '#2e2326' },
  { name: 'dark brown', hex: '#4d3024' },
  { name: 'chestnut brown', hex: '#7d4a2c' },
  { name: 'auburn', hex: '#a4462b' },
  { name: 'ginger', hex: '#d9793b' },
  { name: 'golden blonde', hex: '#e4b75a' },
  { name: 'pale blonde', hex: '#f1d88c' },
];
export const GREY_HAIR: Swatch = { name: 'silver-grey', hex: '#cfcbd0' };
export const CLOTHES: Swatch[] = [
  { name: 'sunflower-yellow', hex: '#f7c843' },
  { name: 'coral', hex: '#ff7d6b' },
  { name: 'sky-blue', hex: '#5aaae6' },
  { name: 'teal', hex: '#27a99b' },
  { name: 'grass-green', hex: '#79c466' },
  { name: 'lavender', hex: '#a98ee0' },
  { name: 'tomato-red', hex: '#e6514a' },
  { name: 'tangerine', hex: '#ff9a3c' },
  { name: 'rose-pink', hex: '#f28ab3' },
  { name: 'cornflower-blue', hex: '#6c86e0' },
  { name: 'plum', hex: '#96508f' },
  { name: 'mint', hex: '#86dcbd' },
];
export const BOTTOMS: Swatch[] = [
  { name: 'denim-blue', hex: '#4b6fa6' },
  { name: 'navy', hex: '#2f3f6b' },
  { name: 'cocoa-brown', hex: '#7b5a43' },
  { name: 'charcoal', hex: '#55585f' },
  { name: 'olive', hex: '#6f7d45' },
  { name: 'berry', hex: '#7a3f73' },
];
export const SHOES: Swatch[] = [
  { name: 'red', hex: '#d8433f' },
  { name: 'navy', hex: '#34395a' },
  { name: 'orange', hex: '#f0993a' },
  { name: 'blue', hex: '#4f86e0' },
  { name: 'green', hex: '#4aa05a' },
  { name: 'purple', hex: '#8a5ad0' },
];

export type HairStyle = 'short' | 'spiky' | 'curly' | 'swoop' | 'bob' | 'long' | 'ponytail' | 'pigtails' | 'buns' | 'puffs' | 'bun';
/** `shirt` and `cardigan` are grown-ups' clothes; `dress`, `overalls` and `hoodie` are children's. */
export type TopStyle = 'tee' | 'dress' | 'hoodie' | 'overalls' | 'sweater' | 'shirt' | 'cardigan';
export type Headwear = 'crown' | 'captain' | 'wizard' | 'chef' | 'tiara';

export interface HumanLook {
  /** A grown-up woman's skirt (a grandma in trousers with short grey hair reads as a grandad). */
  skirt?: boolean;
  kind: 'human';
  name: string;
  role: 'hero' | 'friend' | 'grown-up' | 'baby';
  age: number;
  gender?: 'female' | 'male';
  skin: Swatch;
  hair: Swatch;
  hairStyle: HairStyle;
  top: Swatch;
  topStyle: TopStyle;
  stripes?: Swatch;
  bottom: Swatch;
  shoes: Swatch;
  glasses: boolean;
  /** A grown man's beard (a dad, a grandpa). */
  beard?: boolean;
  headwear?: Headwear;
  cape?: Swatch;
  wings?: boolean;
  mermaid?: boolean;
  /** A white coat (dentist, doctor, vet, nurse). */
  coat?: boolean;
  /** What says their job at a glance: a dentist's tooth badge, a doctor's stethoscope, a teacher's apple badge. */
  jobSign?: 'tooth' | 'stethoscope' | 'apple';
  /** Two of them side by side ("Mum and Dad", "the other children"). */
  pair?: HumanLook;
  /** Outside where there is no air (the moon): a bubble helmet and an air pack. */
  spaceSuit?: boolean;
}

export type Accessory = 'scarf' | 'bow' | 'bowtie' | 'collar' | 'none';

export interface CreatureLook {
  kind: 'creature';
  name: string;
  /** The species as the story names it ("triceratops", "hen"). */
  species: string;
  /** The figure kit that draws it (see species.ts); `creature` when the species is unknown. */
  kit: string;
  /** What its description adds: "glasses", "crown", "white-tip", "three-eyes"… */
  features: string[];
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
export const SPECIES_COLORS: Record<string, Swatch[]> = Object.fromEntries(Object.entries(SPECIES).map(([species, spec]) => [species, spec.colors]));
