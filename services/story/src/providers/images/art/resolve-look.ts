import type { StoryForArt } from '../types';
import { analyseCharacters, type CharacterInfo } from '../text/extract-characters';
import { describeCharacterFromText } from '../text/character-context';
import { hashString, seededRng } from './random';
import {
  BOTTOMS, CLOTHES, COLOR_WORD_SWATCH, GREY_HAIR, HAIR, SHOES, SKIN, SPECIES_COLORS,
  type Accessory, type CreatureLook, type HairStyle, type Headwear, type HumanLook, type Look, type Swatch, type TopStyle,
} from './look';
import { shade, mix } from './color';

const GIRL_HAIR: HairStyle[] = ['bob', 'long', 'ponytail', 'pigtails', 'buns', 'puffs', 'curly'];
const BOY_HAIR: HairStyle[] = ['short', 'spiky', 'curly', 'swoop'];
const ANY_HAIR: HairStyle[] = ['bob', 'curly', 'swoop', 'puffs', 'short', 'ponytail'];
const GIRL_TOPS: TopStyle[] = ['dress', 'dress', 'tee', 'overalls', 'hoodie', 'sweater'];
const BOY_TOPS: TopStyle[] = ['tee', 'hoodie', 'overalls', 'sweater'];
const TITLE_HEADWEAR: Record<string, Headwear> = {
  king: 'crown', queen: 'crown', prince: 'crown', princess: 'tiara', captain: 'captain', pirate: 'captain',
  wizard: 'wizard', witch: 'wizard', chef: 'chef',
};
const GROWN_UP_TITLES = new Set(['king', 'queen', 'wizard', 'witch', 'professor', 'doctor', 'dr', 'chef', 'coach', 'grandma', 'granny', 'nana', 'grandpa', 'grandad', 'granddad', 'mum', 'mom', 'mommy', 'mummy', 'dad', 'daddy', 'papa', 'mama', 'uncle', 'aunt', 'auntie', 'sir', 'lady', 'mr', 'mrs', 'miss', 'ms', 'officer', 'farmer', 'mister', 'madame', 'baron', 'duke', 'duchess', 'captain', 'pirate', 'knight']);
const ELDER_TITLES = new Set(['grandma', 'granny', 'nana', 'grandpa', 'grandad', 'granddad', 'professor', 'wizard']);
const BIG_SPECIES = new Set(['bear', 'lion', 'tiger', 'unicorn', 'horse', 'elephant', 'dinosaur', 'dragon', 'whale', 'panda', 'robot', 'car', 'train', 'boat', 'plane']);

/** Everyone in the story with their look, the hero first; the same story always gives the same cast. */
export function resolveCast(story: StoryForArt): Look[] {
  const cast = analyseCharacters(story);
  if (cast.length === 0) return [heroLook(story, undefined)];
  return cast.map((info, i) => (i === 0 ? heroLook(story, info) : companionLook(info)));
}

/** The look of one character by the name a scene or a sticker request uses. */
export function lookFor(story: StoryForArt, name: string): Look {
  const cast = analyseCharacters(story);
  const wanted = name.trim().toLowerCase();
  const index = cast.findIndex((c) => c.name.toLowerCase() === wanted || c.aliases.some((a) => a.toLowerCase() === wanted));
  if (index === 0) return heroLook(story, cast[0]);
  if (index > 0) return companionLook(cast[index]!);
  const context = describeCharacterFromText(story.content, name.trim(), [name.trim()]);
  return companionLook({ name: context.displayName ?? name.trim(), aliases: [name.trim()], count: 0, firstAt: 0, ...context.traits });
}

function heroLook(story: StoryForArt, info: CharacterInfo | undefined): Look {
  if (info?.species) return creatureLook(info);
  const name = info?.name ?? 'the child';
  const gender = story.gender === 'girl' ? 'female' : story.gender === 'boy' ? 'male' : undefined;
  const look = humanLook(`${name}|${story.gender}`, name, gender, 'hero', story.age, info?.title);
  if (story.interests.includes('Superheroes')) look.cape = pick(CLOTHES, hashString(`${name}|cape`));
  return look;
}

function companionLook(info: CharacterInfo): Look {
  if (info.species) return creatureLook(info);
  const grownUp = info.title !== undefined && GROWN_UP_TITLES.has(info.title);
  return humanLook(info.name, info.name, info.gender, grownUp ? 'grown-up' : 'friend', grownUp ? 40 : 7, info.title);
}

function pick<T>(items: readonly T[], hash: number): T {
  return items[hash % items.length] as T;
}

function humanLook(seed: string, name: string, gender: 'female' | 'male' | undefined, role: HumanLook['role'], age: number, title?: string): HumanLook {
  const rng = seededRng(`look|${seed}`);
  const elder = title !== undefined && ELDER_TITLES.has(title);
  const hairStyle = rng.pick(gender === 'female' ? GIRL_HAIR : gender === 'male' ? BOY_HAIR : ANY_HAIR);
  const topStyle = rng.pick(gender === 'female' ? GIRL_TOPS : gender === 'male' ? BOY_TOPS : (['tee', 'hoodie', 'overalls', 'sweater', 'dress'] as TopStyle[]));
  const top = rng.pick(CLOTHES);
  const others = CLOTHES.filter((c) => c !== top);
  const look: HumanLook = {
    kind: 'human', name, role, age,
    skin: rng.pick(SKIN),
    hair: elder ? GREY_HAIR : rng.pick(HAIR),
    hairStyle: elder && (hairStyle === 'pigtails' || hairStyle === 'puffs') ? 'buns' : hairStyle,
    top, topStyle,
    bottom: rng.pick(BOTTOMS),
    shoes: rng.pick(SHOES),
    glasses: elder || title === 'professor' || title === 'doctor' || title === 'dr' || rng.chance(0.12),
  };
  if (rng.chance(0.35)) look.stripes = rng.pick(others);
  const headwear = title ? TITLE_HEADWEAR[title] : undefined;
  if (headwear) look.headwear = headwear;
  if (title === 'fairy') look.wings = true;
  if (/\bmermaid\b/i.test(name)) look.mermaid = true;
  return look;
}

function creatureLook(info: CharacterInfo): CreatureLook {
  const species = info.species!;
  const rng = seededRng(`creature|${info.name}`);
  const natural = SPECIES_COLORS[species];
  const fromStory = info.colorWord ? COLOR_WORD_SWATCH[info.colorWord] : undefined;
  const body: Swatch = fromStory ?? natural[hashString(info.name) % natural.length]!;
  const belly: Swatch = { name: 'pale', hex: mix(body.hex, '#fffaf0', 0.62) };
  const accent: Swatch = { name: 'accent', hex: shade(body.hex, -0.16) };
  const accessory: Accessory = rng.pick(['scarf', 'bow', 'bowtie', 'collar', 'none', 'scarf']);
  const look: CreatureLook = {
    kind: 'creature', name: info.name, species, body, belly, accent, accessory,
    accessoryColor: rng.pick(CLOTHES.filter((c) => Math.abs(Number.parseInt(c.hex.slice(1), 16) - Number.parseInt(body.hex.slice(1), 16)) > 0x202020)),
    big: BIG_SPECIES.has(species),
  };
  const headwear = info.title ? TITLE_HEADWEAR[info.title] : undefined;
  if (headwear) look.headwear = headwear;
  return look;
}
