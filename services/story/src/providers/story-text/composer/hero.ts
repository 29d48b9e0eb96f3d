import { isParentName, type Gender } from '@bedtime/contracts';
import type { Rng } from './random';
import { sanitizeParentText } from './text-cleanup';
import { capitalise } from './template';

export const HERO_NAMES: Record<Gender, readonly string[]> = {
  girl: ['Maya', 'Lily', 'Rosie', 'Ava', 'Isla', 'Nora', 'Zara', 'Elsie', 'Ruby', 'Mila', 'Hazel', 'Freya', 'Amara', 'Poppy', 'Leah', 'Ivy', 'Sofia', 'Clara', 'Aisha', 'Mei'],
  boy: ['Leo', 'Sam', 'Finn', 'Oscar', 'Theo', 'Arlo', 'Max', 'Jonah', 'Felix', 'Kai', 'Milo', 'Ezra', 'Noah', 'Omar', 'Rafi', 'Ben', 'Hugo', 'Luca', 'Toby', 'Ravi'],
  other: ['Sky', 'Robin', 'Sasha', 'Rowan', 'River', 'Charlie', 'Jules', 'Remy', 'Ash', 'Quinn', 'Sage', 'Ari', 'Noa', 'Kit', 'Wren', 'Frankie', 'Alex', 'Jo', 'Morgan', 'Eden'],
};

/** A name is one to three words of letters (with hyphens or apostrophes): anything else is not copied into a story. */
const NAME_SHAPE = /^\p{L}[\p{L}'-]*(?: \p{L}[\p{L}'-]*){0,2}$/u;

export function chooseHeroName(gender: Gender, rng: Rng, heroName?: string): string {
  const given = heroName ? sanitizeParentText(heroName).replace(/[.!?,;:"]+/g, '').slice(0, 40).trim() : '';
  // A parent's name ("Mama Bear") is never the child's: the hero gets a fitting name instead.
  if (given && NAME_SHAPE.test(given) && !isParentName(given)) return capitalise(given);
  return rng.pick(HERO_NAMES[gender]);
}

/** Slots for the hero's pronouns, with verb agreement for singular "they". */
export function pronounSlots(gender: Gender): Record<string, string> {
  if (gender === 'girl') {
    return { they: 'she', them: 'her', their: 'her', theirs: 'hers', themselves: 'herself', they_were: 'she was', they_are: 'she is', they_have: 'she has', "they're": "she's", "they'd": "she'd" };
  }
  if (gender === 'boy') {
    return { they: 'he', them: 'him', their: 'his', theirs: 'his', themselves: 'himself', they_were: 'he was', they_are: 'he is', they_have: 'he has', "they're": "he's", "they'd": "he'd" };
  }
  return { they: 'they', them: 'them', their: 'their', theirs: 'theirs', themselves: 'themselves', they_were: 'they were', they_are: 'they are', they_have: 'they have', "they're": "they're", "they'd": "they'd" };
}
