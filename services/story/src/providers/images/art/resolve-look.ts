import type { PlannedCharacter } from '@bedtime/story-writer';
import type { StoryForArt } from '../types';
import { analyseCharacters, type CharacterInfo } from '../text/extract-characters';
import { describeCharacterFromText } from '../text/character-context';
import { hashString, seededRng } from './random';
import {
  BOTTOMS,
  CLOTHES,
  GREY_HAIR,
  HAIR,
  SHOES,
  SKIN,
  type Accessory,
  type CreatureLook,
  type HairStyle,
  type Headwear,
  type HumanLook,
  type Look,
  type Swatch,
  type TopStyle,
} from './look';
import { shade, mix } from './color';
import { COLOUR_SWATCH, describeFromWords, resolveSpecies, speciesWords } from './species';

const GIRL_HAIR: HairStyle[] = ['bob', 'long', 'ponytail', 'pigtails', 'buns', 'puffs', 'long', 'pigtails'];
const BOY_HAIR: HairStyle[] = ['short', 'spiky', 'curly', 'swoop'];
const ANY_HAIR: HairStyle[] = ['bob', 'curly', 'swoop', 'puffs', 'short', 'ponytail'];
const GIRL_TOPS: TopStyle[] = ['dress', 'dress', 'dress', 'overalls', 'sweater', 'tee'];
const BOY_TOPS: TopStyle[] = ['tee', 'hoodie', 'overalls', 'sweater'];
// Grown-ups never wear a child's hair-do (pigtails, puffs, two buns) or a child's clothes (a party dress with ankle socks, dungarees).
const WOMAN_HAIR: HairStyle[] = ['bob', 'long', 'ponytail', 'bun', 'curly'];
const MAN_HAIR: HairStyle[] = ['short', 'swoop', 'curly', 'short'];
// A grandmother's hair is never cropped short: with glasses and grey hair that reads as a grandfather.
const ELDER_HAIR: HairStyle[] = ['bun', 'bob', 'bun'];
const GROWN_UP_TOPS: TopStyle[] = ['shirt', 'cardigan', 'sweater', 'shirt', 'tee'];
const TITLE_HEADWEAR: Record<string, Headwear> = {
  king: 'crown',
  queen: 'crown',
  prince: 'crown',
  princess: 'tiara',
  captain: 'captain',
  pirate: 'captain',
  wizard: 'wizard',
  witch: 'wizard',
  chef: 'chef',
  cook: 'chef',
};
const GROWN_UP_TITLES = new Set([
  'king',
  'queen',
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
  'nan',
  'gran',
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
  'officer',
  'farmer',
  'mister',
  'madame',
  'baron',
  'duke',
  'duchess',
  'captain',
  'pirate',
  'knight',
  'teacher',
  'dentist',
  'nurse',
  'vet',
  'librarian',
  'postman',
  'firefighter',
  'pilot',
  'astronaut',
  'scientist',
]);
const ELDER_TITLES = new Set(['grandma', 'granny', 'nana', 'nan', 'gran', 'grandpa', 'grandad', 'granddad', 'professor', 'wizard']);
const FEMALE_TITLES = new Set([
  'mum',
  'mom',
  'mommy',
  'mummy',
  'mama',
  'grandma',
  'granny',
  'nana',
  'nan',
  'gran',
  'aunt',
  'auntie',
  'queen',
  'princess',
  'witch',
  'lady',
  'mrs',
  'miss',
  'ms',
]);
const MALE_TITLES = new Set(['dad', 'daddy', 'papa', 'grandpa', 'grandad', 'granddad', 'uncle', 'king', 'prince', 'wizard', 'sir', 'mr', 'mister']);
/** A white coat alone does not say dentist: each such job wears its sign. */
const JOB_SIGNS: Record<string, NonNullable<HumanLook['jobSign']>> = {
  dentist: 'tooth',
  doctor: 'stethoscope',
  dr: 'stethoscope',
  nurse: 'stethoscope',
  vet: 'stethoscope',
  surgeon: 'stethoscope',
  physician: 'stethoscope',
  teacher: 'apple',
};
const COAT_TITLES = new Set(['dentist', 'doctor', 'dr', 'nurse', 'vet', 'scientist', 'surgeon', 'physician', 'professor']);

const toGender = (gender: string | undefined): 'female' | 'male' | undefined =>
  gender === 'girl' || gender === 'female' ? 'female' : gender === 'boy' || gender === 'male' ? 'male' : undefined;

// ---------------------------------------------------------------------------------------------
// The cast: from the story's plan when it has one, else read from the text.

/** Everyone drawn in the story's pictures, the hero first; the same story always gives the same cast. */
export function resolveCast(story: StoryForArt): Look[] {
  if (story.plan) return drawnPlanCast(story).map((member) => lookOfPlanned(story, member));
  return textCast(story).map(({ info, hero }) => (hero || !info ? heroLook(story, info) : companionLook(story, info)));
}

/** The look of one character by the name a scene or a sticker request uses. */
export function lookFor(story: StoryForArt, name: string): Look {
  const wanted = name.trim().toLowerCase();
  if (story.plan) {
    const member = drawnPlanCast(story).find((m) => m.name.toLowerCase() === wanted || `${m.name} the ${m.species}`.toLowerCase() === wanted);
    if (member) return lookOfPlanned(story, member);
  }
  const cast = textCast(story);
  const found = cast.find(({ info }) => info && (info.name.toLowerCase() === wanted || info.aliases.some((a) => a.toLowerCase() === wanted)));
  if (found?.info) return found.hero ? heroLook(story, found.info) : companionLook(story, found.info);
  const context = describeCharacterFromText(story.content, name.trim(), [name.trim()]);
  return companionLook(story, { name: context.displayName ?? name.trim(), aliases: [name.trim()], count: 0, firstAt: 0, ...context.traits });
}

const LIVING = new Set(['person', 'animal', 'creature']);

/** The plan's cast members that are drawn as characters: people and creatures, never places, weather or things. */
export function drawnPlanCast(story: StoryForArt): PlannedCharacter[] {
  const plan = story.plan!;
  const seen = new Set<string>();
  const out: PlannedCharacter[] = [];
  for (const member of [plan.hero, ...plan.cast]) {
    if (!member || seen.has(member.name)) continue;
    if (member.role !== 'hero' && !LIVING.has(member.kind)) continue;
    seen.add(member.name);
    out.push(member);
  }
  return out;
}

/** Family titles: a parent, a grandparent, an aunt or uncle looks related to the child. */
const FAMILY = new Set([
  'mum',
  'mummy',
  'mom',
  'mommy',
  'mother',
  'mama',
  'dad',
  'daddy',
  'father',
  'papa',
  'grandma',
  'granny',
  'nana',
  'nan',
  'gran',
  'grandpa',
  'grandad',
  'granddad',
  'auntie',
  'aunt',
  'uncle',
]);

/** Whether the story calls this child the hero's sister, brother or baby ("her little sister, Rosie"). */
function isSibling(content: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `\\b(?:sister|brother|sibling|twin|baby)\\b[^.!?]{0,12}\\b${escaped}\\b|\\b${escaped},? (?:the |her |his |their )?(?:little |big |baby )?(?:sister|brother)\\b`,
    'i',
  ).test(content);
}

/** A relative shares the hero's skin tone, and a brother or sister the hero's hair colour too. */
function related(look: HumanLook, hero: HumanLook, sibling: boolean): HumanLook {
  return { ...look, skin: hero.skin, ...(sibling ? { hair: hero.hair } : {}) };
}

export function lookOfPlanned(story: StoryForArt, member: PlannedCharacter): Look {
  const plan = story.plan!;
  if (member.role !== 'hero' && member.kind === 'person') {
    const own = lookOfPerson(story, member);
    const heroLook = lookOfPlanned(story, plan.hero);
    if (heroLook.kind !== 'human' || own.kind !== 'human') return own;
    const title = member.name.toLowerCase().split(/ and /)[0]!.replace(/^the /, '');
    const sibling = member.species === 'baby' || (member.species === 'child' && isSibling(story.content, member.name));
    if (!FAMILY.has(title) && !sibling) return own;
    const look = related(own, heroLook, sibling);
    return look.pair ? { ...look, pair: related(look.pair, heroLook, false) } : look;
  }
  return lookOfPerson(story, member);
}

function lookOfPerson(story: StoryForArt, member: PlannedCharacter): Look {
  const plan = story.plan!;
  if (member.role === 'hero') {
    const look = humanLook(
      `${member.name}|${member.gender ?? story.gender}`,
      member.name,
      toGender(member.gender ?? story.gender),
      'hero',
      member.age ?? story.age,
    );
    if (plan.world === 'Superheroes') look.cape = namedCape(story.content) ?? pick(CLOTHES, hashString(`${member.name}|cape`));
    return look;
  }
  if (member.kind === 'person') {
    const gender = genderOf(member);
    const title = member.name.toLowerCase().replace(/^the /, '').split(' ')[0] ?? '';
    if (member.species === 'baby') return humanLook(member.name, member.name, gender, 'baby', 1);
    if (member.species === 'grown-up') {
      const pair = / and /.test(member.name);
      const look = humanLook(
        member.name,
        member.name,
        gender ?? (FEMALE_TITLES.has(title) ? 'female' : MALE_TITLES.has(title) ? 'male' : undefined),
        'grown-up',
        38,
        title,
      );
      if (pair) {
        const [a, b] = member.name.split(/ and /);
        const first = humanLook(a!, a!, FEMALE_TITLES.has(a!.toLowerCase()) ? 'female' : 'male', 'grown-up', 38, a!.toLowerCase());
        first.name = member.name;
        first.pair = humanLook(b!, b!, FEMALE_TITLES.has(b!.toLowerCase()) ? 'female' : 'male', 'grown-up', 38, b!.toLowerCase());
        return first;
      }
      return look;
    }
    const age = friendAge(story, member);
    const look = humanLook(member.name, member.name, gender, 'friend', age);
    if (member.pronoun === 'they' && /children|friends/.test(member.name)) look.pair = humanLook(`${member.name}|2`, member.name, undefined, 'friend', age);
    return look;
  }
  const personLike = PERSON_LIKE[member.species];
  if (personLike) {
    // a fairy, a mermaid or a witch is drawn as a person with her marks (wings, a tail, a pointed hat), never as an animal
    const grownUp = personLike.grownUp === true;
    const look = humanLook(
      member.name,
      member.name,
      genderOf(member),
      grownUp ? 'grown-up' : 'friend',
      grownUp ? 38 : friendAge(story, member),
      personLike.title,
    );
    if (personLike.wings) look.wings = true;
    if (personLike.mermaid) look.mermaid = true;
    if (personLike.hat) look.headwear = personLike.hat;
    if (personLike.cape) look.cape = pick(CLOTHES, hashString(`${member.name}|cape`));
    return look;
  }
  return creatureLook(member.name, member.species, describedIn(story.content, member.name, member.species));
}

const genderOf = (member: PlannedCharacter): 'female' | 'male' | undefined =>
  member.pronoun === 'she' ? 'female' : member.pronoun === 'he' ? 'male' : undefined;
/** A friend of the hero is about the hero's age: a year either side. */
const friendAge = (story: StoryForArt, member: PlannedCharacter): number => Math.max(3, Math.min(12, story.age + (hashString(member.name) % 3) - 1));

/** Creatures of stories that are people with a mark of their own: drawn as people, with it. */
const PERSON_LIKE: Readonly<Record<string, { wings?: boolean; mermaid?: boolean; hat?: Headwear; cape?: boolean; grownUp?: boolean; title?: string }>> = {
  fairy: { wings: true },
  pixie: { wings: true },
  angel: { wings: true },
  mermaid: { mermaid: true },
  witch: { hat: 'wizard', grownUp: true, title: 'witch' },
  elf: { hat: 'wizard' },
  gnome: { hat: 'wizard', grownUp: true },
  superhero: { cape: true },
  giant: { grownUp: true },
};

/** The words that introduce a creature: "Pip, a young red fox with a white-tipped tail". */
export function describedIn(content: string, name: string, species: string): string {
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = new RegExp(`\\b${escape(name)},\\s+((?:a|an)\\s+[^.!?;"”]{3,120})`, 'u').exec(content);
  if (named?.[1]) return named[1];
  const words = speciesWords(species).map(escape).join('|');
  const introduced = new RegExp(`\\b((?:a|an)\\s+(?:[\\w'-]+[ ,]+){0,6}(?:${words})\\b[^.!?;"”]{0,90})`, 'iu').exec(content);
  return introduced?.[1] ?? '';
}

// ---------------------------------------------------------------------------------------------
// The text fallback (stories written before plans).

interface TextMember {
  info: CharacterInfo | undefined;
  hero: boolean;
}

/**
 * The hero is always the child: the most-mentioned name the story does not call a creature or a
 * grown-up's title. Creatures the story names come after, in order of appearance.
 */
function textCast(story: StoryForArt): TextMember[] {
  const cast = analyseCharacters(story);
  const heroIndex = cast.findIndex((info) => !info.species && !(info.title && GROWN_UP_TITLES.has(info.title)));
  const hero = heroIndex >= 0 ? cast[heroIndex] : undefined;
  const others = cast.filter((_, i) => i !== heroIndex);
  return [{ info: hero, hero: true }, ...others.map((info) => ({ info, hero: false }))];
}

function heroLook(story: StoryForArt, info: CharacterInfo | undefined): HumanLook {
  const name = info?.name ?? 'the child';
  const look = humanLook(`${name}|${story.gender}`, name, toGender(story.gender), 'hero', story.age, info?.title);
  if (story.interests.includes('Superheroes')) look.cape = namedCape(story.content) ?? pick(CLOTHES, hashString(`${name}|cape`));
  return look;
}

/** The hero's cape as the story first names it ("a bright red cape"): its colour on every page. */
function namedCape(content: string): Swatch | undefined {
  const words = /\b((?:[a-z-]+ ){1,3})capes?\b/i.exec(content)?.[1]?.toLowerCase().split(' ') ?? [];
  const colour = words.find((word) => COLOUR_SWATCH[word]);
  return colour ? COLOUR_SWATCH[colour] : undefined;
}

function companionLook(story: StoryForArt, info: CharacterInfo): Look {
  if (info.species) {
    const look = creatureLook(
      info.name,
      info.noun ?? info.species,
      describedIn(story.content, info.aliases[info.aliases.length - 1] ?? info.name, info.noun ?? info.species),
      info.colorWord,
    );
    const headwear = info.title ? TITLE_HEADWEAR[info.title] : undefined;
    if (headwear) look.headwear = headwear;
    return look;
  }
  const grownUp = info.title !== undefined && GROWN_UP_TITLES.has(info.title);
  return humanLook(info.name, info.name, info.gender, grownUp ? 'grown-up' : 'friend', grownUp ? 40 : 7, info.title);
}

// ---------------------------------------------------------------------------------------------
// Looks.

function pick<T>(items: readonly T[], hash: number): T {
  return items[hash % items.length] as T;
}

export function humanLook(seed: string, name: string, gender: 'female' | 'male' | undefined, role: HumanLook['role'], age: number, title?: string): HumanLook {
  const rng = seededRng(`look|${seed}`);
  const elder = title !== undefined && ELDER_TITLES.has(title);
  const grownUp = role === 'grown-up';
  const childHair = rng.pick(gender === 'female' ? GIRL_HAIR : gender === 'male' ? BOY_HAIR : ANY_HAIR);
  const childTop = rng.pick(gender === 'female' ? GIRL_TOPS : gender === 'male' ? BOY_TOPS : (['tee', 'hoodie', 'overalls', 'sweater', 'dress'] as TopStyle[]));
  const hairStyle = !grownUp
    ? childHair
    : elder
      ? gender === 'male'
        ? 'short'
        : ELDER_HAIR[hashString(seed) % ELDER_HAIR.length]!
      : (gender === 'male' ? MAN_HAIR : gender === 'female' ? WOMAN_HAIR : (['bob', 'short', 'curly'] as HairStyle[]))[
          hashString(`${seed}|hair`) % (gender === 'male' ? MAN_HAIR.length : gender === 'female' ? WOMAN_HAIR.length : 3)
        ]!;
  const topStyle = grownUp ? GROWN_UP_TOPS[hashString(`${seed}|top`) % GROWN_UP_TOPS.length]! : childTop;
  const top = rng.pick(CLOTHES);
  const others = CLOTHES.filter((c) => c !== top);
  const look: HumanLook = {
    kind: 'human',
    name,
    role,
    age,
    ...(gender ? { gender } : {}),
    skin: rng.pick(SKIN),
    hair: elder ? GREY_HAIR : rng.pick(HAIR),
    hairStyle,
    top,
    topStyle,
    bottom: rng.pick(BOTTOMS),
    shoes: rng.pick(SHOES),
    glasses: elder || title === 'professor' || title === 'doctor' || title === 'dr' || (role !== 'hero' && rng.chance(0.12)),
  };
  if (rng.chance(0.35) && !grownUp) look.stripes = rng.pick(others);
  if (grownUp && gender === 'male' && hashString(`${seed}|beard`) % 5 < 2) look.beard = true;
  // A grandmother always wears a skirt, other women often: the cue a child reads first, with the hair.
  if (grownUp && gender === 'female' && (elder || hashString(`${seed}|skirt`) % 2 === 0)) look.skirt = true;
  const headwear = title ? TITLE_HEADWEAR[title] : undefined;
  if (headwear) look.headwear = headwear;
  if (title && COAT_TITLES.has(title)) look.coat = true;
  const sign = title ? JOB_SIGNS[title] : undefined;
  if (sign) look.jobSign = sign;
  if (title === 'fairy') look.wings = true;
  if (/\bmermaid\b/i.test(name)) look.mermaid = true;
  return look;
}

const ACCESSORIES: Accessory[] = ['scarf', 'bow', 'bowtie', 'collar', 'none', 'scarf'];

/** A creature of a species, coloured and dressed from its description, the same in every picture. */
export function creatureLook(name: string, speciesWord: string, description = '', colorWord?: string): CreatureLook {
  const described = describeFromWords(`${description} ${speciesWord}`);
  const resolved = resolveSpecies(described.species ?? speciesWord);
  const { species, spec } = resolved;
  const rng = seededRng(`creature|${name}`);
  const natural = spec.colors;
  const words = [...(colorWord ? [colorWord] : []), ...described.colorWords];
  let body: Swatch = natural[hashString(name) % natural.length]!;
  for (const word of words) {
    const own = natural.find((swatch) => swatch.name.split(/[\s-]/).includes(word));
    if (own) {
      body = own;
      break;
    }
    const paint = COLOUR_SWATCH[word];
    if (paint && !(spec.family === 'quadruped' && ['green', 'blue', 'purple', 'pink', 'violet'].includes(word))) {
      body = paint;
      break;
    }
  }
  if (described.features.includes('copper')) body = COLOUR_SWATCH.copper!;
  if (described.features.includes('smoky') && spec.family === 'dragon') body = { name: 'charcoal grey', hex: '#7a7480' };
  const belly: Swatch = { name: 'pale', hex: mix(body.hex, '#fffaf0', 0.62) };
  const accent: Swatch = { name: 'accent', hex: shade(body.hex, -0.16) };
  const features = [...described.features];
  // Companions get one small thing of their own to wear, unless their description dresses them already.
  const dressed = features.some((feature) => ['glasses', 'crown', 'helmet', 'scarf', 'bowtie'].includes(feature));
  const wearsThings =
    spec.family === 'quadruped' || spec.family === 'small-mammal' || spec.family === 'bird' || spec.family === 'dinosaur' || spec.family === 'dragon';
  const accessory: Accessory = features.includes('scarf')
    ? 'scarf'
    : features.includes('bowtie')
      ? 'bowtie'
      : dressed || !wearsThings
        ? 'none'
        : rng.pick(ACCESSORIES);
  const accessoryColor = rng.pick(CLOTHES.filter((c) => Math.abs(Number.parseInt(c.hex.slice(1), 16) - Number.parseInt(body.hex.slice(1), 16)) > 0x202020));
  return {
    kind: 'creature',
    name,
    species,
    kit: spec.kit,
    features,
    body,
    belly,
    accent,
    accessory,
    accessoryColor,
    big: spec.size >= 1 || features.includes('huge'),
  };
}

/** Each drawn character's part in the story: hero, companion, subject, twist or friend. */
export function castRoles(story: StoryForArt): Map<string, 'hero' | 'companion' | 'subject' | 'twist' | 'friend'> {
  if (story.plan) return new Map(drawnPlanCast(story).map((member) => [member.name, member.role]));
  const roles = new Map<string, 'hero' | 'companion' | 'subject' | 'twist' | 'friend'>();
  for (const { info, hero } of textCast(story)) if (info) roles.set(info.name, hero ? 'hero' : info.species ? 'companion' : 'friend');
  return roles;
}
