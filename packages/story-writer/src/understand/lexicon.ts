/**
 * The nouns a story may name, compiled from WordNet by scripts/build-lexicon.mjs into lexicon.json
 * (checked in: nothing reads WordNet at run time). A parent's noun reaches a story only through here.
 */
import type { LexKind, LexNoun } from '../catalogue/lexicon-kinds';
import data from './lexicon.json';

export type LexEntry = LexNoun;

type Row = [LexKind, string?, string?, string?];

function load(): ReadonlyMap<string, LexEntry> {
  const map = new Map<string, LexEntry>();
  for (const [lemma, row] of Object.entries(data.nouns as unknown as Record<string, Row>)) {
    const [kind, plural, gender, role] = row;
    const entry: LexEntry = { lemma, plural: plural || `${lemma}s`, kind };
    if (gender === 'female' || gender === 'male') entry.gender = gender;
    if (role === 'family' || role === 'role' || role === 'species') entry.role = role;
    map.set(lemma, entry);
  }
  return map;
}

export const LEXICON: ReadonlyMap<string, LexEntry> = load();

export function lexNoun(lemma: string): LexEntry | undefined {
  return LEXICON.get(lemma);
}
