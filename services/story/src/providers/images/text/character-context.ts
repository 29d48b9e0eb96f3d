import { APPOSITIVE_ONLY, HUMAN_TITLES, NAME_HINTS, SOUND_HINTS, speciesOfWord, type Species } from './species-words';

export interface CharacterTraits {
  species?: Species;
  /** The word the story used for the creature ("triceratops", "hen"), finer than the species. */
  noun?: string;
  gender?: 'female' | 'male';
  title?: string;
  /** A colour the story gives the creature ("a ginger cat", "with silver feathers"). */
  colorWord?: string;
}

export const COLOR_WORDS = [
  'red',
  'orange',
  'ginger',
  'yellow',
  'golden',
  'gold',
  'green',
  'blue',
  'purple',
  'violet',
  'pink',
  'white',
  'snowy',
  'silver',
  'grey',
  'gray',
  'black',
  'brown',
  'cream',
  'tawny',
  'spotted',
  'striped',
  'rainbow',
  'turquoise',
] as const;

const FEMALE_TITLES = new Set([
  'queen',
  'princess',
  'witch',
  'grandma',
  'granny',
  'nana',
  'mum',
  'mom',
  'mommy',
  'mummy',
  'mama',
  'aunt',
  'auntie',
  'lady',
  'mrs',
  'miss',
  'ms',
  'madame',
  'duchess',
  'fairy',
]);
const MALE_TITLES = new Set([
  'king',
  'prince',
  'wizard',
  'grandpa',
  'grandad',
  'granddad',
  'dad',
  'daddy',
  'papa',
  'uncle',
  'sir',
  'mr',
  'mister',
  'baron',
  'duke',
]);
const TITLE_SET = new Set<string>(HUMAN_TITLES);
/** Words that end a description before it says what the character is ("a girl who loved dogs"). */
const DESCRIPTION_STOPS = new Set(['who', 'that', 'which', 'with', 'and', 'named', 'called', 'from', 'whose', 'of', 'in', 'on', 'at', 'to', 'was', 'is']);
const HUMAN_NOUNS = new Set([
  'girl',
  'boy',
  'child',
  'kid',
  'man',
  'woman',
  'lady',
  'gentleman',
  'friend',
  'toddler',
  'grandmother',
  'grandfather',
  'sister',
  'brother',
  'neighbour',
  'neighbor',
  'teacher',
]);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the story says about a character: the creature it is, and how it is addressed. */
export function describeCharacterFromText(content: string, name: string, aliases: string[]): { displayName?: string; traits: CharacterTraits } {
  const traits: CharacterTraits = {};
  const nameWords = name.split(/\s+/);
  const first = (nameWords[0] ?? '').toLowerCase().replace('.', '');
  if (TITLE_SET.has(first) && nameWords.length > 1) traits.title = first;
  if (FEMALE_TITLES.has(first)) traits.gender = 'female';
  if (MALE_TITLES.has(first)) traits.gender = 'male';

  for (const word of nameWords) {
    const species = speciesOfWord(word);
    if (species && !APPOSITIVE_ONLY.has(species)) traits.species = species;
  }

  let displayName: string | undefined;
  const theSpecies = new RegExp(`\\b${escape(name)}\\s+the\\s+([\\p{L}-]+)`, 'u').exec(content);
  const namedSpecies = theSpecies?.[1] ? speciesOfWord(theSpecies[1]) : undefined;
  if (theSpecies?.[1] && namedSpecies && !/\bthe\b/i.test(name)) {
    displayName = `${name} the ${theSpecies[1].toLowerCase()}`;
    traits.species = namedSpecies;
    traits.noun = theSpecies[1].toLowerCase();
  }

  const described = traits.species ? {} : appositive(content, aliases);
  if (described.noun) traits.noun = described.noun;
  if (described.role && !traits.title) {
    traits.title = described.role;
    if (FEMALE_TITLES.has(described.role)) traits.gender = 'female';
    if (MALE_TITLES.has(described.role)) traits.gender = 'male';
  }
  traits.species ??=
    described.species ?? (described.role ? undefined : (precedingSpecies(content, aliases) ?? hintedSpecies(name) ?? soundSpecies(content, aliases)));
  if (traits.species) {
    const colorWord = firstColorWord(content, aliases);
    if (colorWord) traits.colorWord = colorWord;
  }
  if (!traits.species && !traits.gender) {
    const gender = pronounGender(content, aliases);
    if (gender) traits.gender = gender;
  }
  return displayName ? { displayName, traits } : { traits };
}

/** "Pip, a little red fox with a white tail" names a fox; "Grizzlewig, a young wizard" a wizard. */
function appositive(content: string, aliases: string[]): { species?: Species; role?: string; noun?: string } {
  for (const alias of aliases) {
    // "Pip, a little red fox" or "Pip was a fox"; never "showed Amara a sketchbook" (no comma, no "was").
    const pattern = new RegExp(`\\b${escape(alias)}(?:['’]s)?(?:,\\s+(?:was\\s+)?|\\s+was\\s+)(?:the|a|an)\\s+((?:[\\p{L}-]+,?\\s+){0,6}[\\p{L}-]+)`, 'gu');
    for (const match of content.matchAll(pattern)) {
      for (const raw of (match[1] ?? '').split(/,?\s+/)) {
        const word = raw.toLowerCase();
        if (DESCRIPTION_STOPS.has(word) || HUMAN_NOUNS.has(word)) break;
        if (TITLE_SET.has(word)) return { role: word };
        const species = speciesOfWord(word);
        if (species) return { species, noun: word };
      }
    }
  }
  return {};
}

/** "her puppy, Biscuit" and "an owl named Luna" name the creature before the name. */
function precedingSpecies(content: string, aliases: string[]): Species | undefined {
  for (const alias of aliases) {
    const pattern = new RegExp(`\\b([\\p{L}-]+),?\\s+(?:named\\s+|called\\s+)?${escape(alias)}\\b`, 'gu');
    for (const match of content.matchAll(pattern)) {
      const species = match[1] ? speciesOfWord(match[1]) : undefined;
      const introduced = /named|called/.test(match[0]) || /[a-z],\s/.test(match[0]) || /^(?:puppy|kitten|dog|cat|owl|dragon|robot)$/i.test(match[1] ?? '');
      if (species && introduced) return species;
    }
  }
  return undefined;
}

function hintedSpecies(name: string): Species | undefined {
  const lower = name.toLowerCase();
  return NAME_HINTS.find(([hint]) => lower.includes(hint))?.[1];
}

/** '"Hoo," hooted Hoot' or 'Biscuit barked': a creature's own sound next to its name. */
function soundSpecies(content: string, aliases: string[]): Species | undefined {
  const tally = new Map<Species, number>();
  for (const alias of aliases) {
    const pattern = new RegExp(`(?:\\b([a-z]+)\\s+${escape(alias)}\\b)|(?:\\b${escape(alias)}\\s+(?:\\p{Ll}+ly\\s+)?([a-z]+))`, 'gu');
    for (const match of content.matchAll(pattern)) {
      const verb = (match[1] ?? match[2] ?? '').toLowerCase();
      const species = SOUND_HINTS.find(([sound]) => sound === verb)?.[1];
      if (species) tally.set(species, (tally.get(species) ?? 0) + 1);
    }
  }
  return [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Pronouns right after a name, before any other name, say how the story sees the character. */
function pronounGender(content: string, aliases: string[]): 'female' | 'male' | undefined {
  let female = 0;
  let male = 0;
  for (const alias of aliases) {
    const pattern = new RegExp(`\\b${escape(alias)}\\b([^.!?]{0,60})`, 'gu');
    for (const match of content.matchAll(pattern)) {
      const tail = (match[1] ?? '').split(/\b\p{Lu}\p{Ll}+/u)[0] ?? '';
      female += (tail.match(/\b(?:she|her|herself)\b/g) ?? []).length;
      male += (tail.match(/\b(?:he|his|him|himself)\b/g) ?? []).length;
    }
  }
  if (female > male) return 'female';
  if (male > female) return 'male';
  return undefined;
}

/** The first colour word in the sentence that introduces the character, after its name. */
function firstColorWord(content: string, aliases: string[]): string | undefined {
  const colours = new Set<string>(COLOR_WORDS);
  for (const alias of aliases) {
    const match = new RegExp(`\\b${escape(alias)}\\b([^.!?]{0,90})`, 'u').exec(content);
    const words = (match?.[1] ?? '').toLowerCase().match(/[a-z]+/g) ?? [];
    const found = words.find((w) => colours.has(w));
    if (found) return found;
  }
  return undefined;
}
