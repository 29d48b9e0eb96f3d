/**
 * A companion's pronoun, chosen so the reader never has two "she"s or two "he"s walking side by side:
 * beside a girl the companion is "he", beside a boy "she" (a child called "they" keeps the authored one).
 * A companion whose name or kind says who it is (Henrietta the hen, Captain Whiskers) keeps its own.
 * Its first mention, habits and comforts are authored with its own pronoun and turned with it here.
 */
import type { WorldCompanion } from '../worlds/format';
import type { Pronoun } from './slots';

/** Kinds that are one sex, and names that say one. */
const FIXED_KINDS = new Set(['hen', 'cockerel', 'rooster', 'cow', 'bull', 'ewe', 'ram', 'mare', 'stallion', 'mermaid', 'king', 'queen']);
const FIXED_NAMES = /^(?:Henrietta|Hattie|Lily|Melody|Ada|Mabel|Luna|Dotty|Duke|Barnaby|Bertie|Captain .+|Professor .+|Sir .+|Lady .+|Coach .+)$/;

/** Words after which "her" is the object ("tickled her gently"), not the owner ("her tail"). */
const AFTER_OBJECT =
  /^(?:[.,!?;:)"'’]|\s+(?:to|with|at|for|from|up|down|in|on|off|out|away|back|and|or|but|a|an|the|again|too|very|so|gently|round|around|over|close|about|into|like|as)\b|$)/;

function turnText(text: string, to: 'he' | 'she'): string {
  if (to === 'he') {
    return text
      .replace(/\b([Hh])erself\b/g, (_, h: string) => `${h}imself`)
      .replace(/\b([Hh])er\b/g, (_, h: string, offset: number, whole: string) => `${h}${AFTER_OBJECT.test(whole.slice(offset + 3)) ? 'im' : 'is'}`)
      .replace(/\b([Ss])he\b/g, (_, s: string) => (s === 'S' ? 'He' : 'he'));
  }
  return text
    .replace(/\b([Hh])imself\b/g, (_, h: string) => `${h}erself`)
    .replace(/\b([Hh])(?:is|im)\b/g, (_, h: string) => `${h}er`)
    .replace(/\b([Hh])e\b/g, (_, h: string) => (h === 'H' ? 'She' : 'she'));
}

export function companionBeside(companion: WorldCompanion, hero: Pronoun): WorldCompanion {
  if (hero === 'they' || FIXED_KINDS.has(companion.kind) || FIXED_NAMES.test(companion.name)) return companion;
  const to = hero === 'she' ? 'he' : 'she';
  if (companion.he === to) return companion;
  return {
    ...companion,
    he: to,
    a: turnText(companion.a, to),
    habits: companion.habits.map((habit) => turnText(habit, to)),
    comforts: companion.comforts.map((comfort) => turnText(comfort, to)),
  };
}
