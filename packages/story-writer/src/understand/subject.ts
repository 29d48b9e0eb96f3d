/**
 * Picks the noun a lesson or twist is about from the lexicon nouns of a reading. Only lexicon lemmas
 * with their kinds come out; the child (named, or called "my son", "she") is never the subject.
 */
import type { LexKind } from '../catalogue/lexicon-kinds';
import type { Reading, Token } from './nlp';

export interface Subject {
  lemma: string;
  kind: LexKind;
}

/** Words a parent uses for the child the story is for, or for nobody in particular. */
const NOT_A_SUBJECT = new Set([
  'son',
  'daughter',
  'child',
  'kid',
  'kiddie',
  'boy',
  'girl',
  'toddler',
  'youngster',
  'juvenile',
  'minor',
  'infant',
  'lad',
  'lass',
  'lassie',
  'missy',
  'sonny',
  'adult',
  'grownup',
  'man',
  'woman',
  'lady',
  'gentleman',
  'person',
  'friend',
  'parent',
  'hero',
  'thing',
  'way',
  'place',
  'area',
  'time',
  'day',
  'side',
  'end',
  'front',
  'top',
  'part',
  'lot',
  'point',
  'space',
  'spot',
  'here',
  'there',
  'somewhere',
  'inside',
  'outside',
  'middle',
  'left',
  'right',
  'open',
  'clear',
  'extreme',
  'position',
  'direction',
  'edge',
  'work',
  'job',
  'system',
  'product',
  'material',
  'article',
  'equipment',
  'device',
  'original',
  'copy',
  'mind',
  'feeling',
  'animal',
  'food',
  'vehicle',
  'object',
  'structure',
  'location',
  'body',
  'foot',
  'hand',
  'head',
  'face',
  'eye',
  'ear',
  'arm',
  'leg',
  'mouth',
  'finger',
  'toe',
  'knee',
  'shoulder',
  'elbow',
  'cheek',
  'chin',
  'belly',
  'tummy',
  'hair',
  'wild',
  'rough',
  'deep',
  'short',
  'main',
  'central',
  'basic',
  'simple',
  'primary',
  'secondary',
  'permanent',
  'personal',
  'positive',
  'negative',
  'empty',
  'formal',
  'classic',
  'monthly',
  'weekly',
  'daily',
  'annual',
  'upper',
  'lower',
  'portable',
  'separate',
  'spare',
  'standby',
  'still',
  'western',
  'imperial',
  'royal',
  'grand',
  'glad',
  'pale',
  'blue',
  'gray',
  'pink',
  'sharp',
  'tidy',
  'wash',
  'cut',
  'dance',
  'call',
  'read',
  'work',
  'release',
  'grab',
  'gather',
  'settle',
  'shake',
  'shook',
  'tore',
  'sang',
]);

export const isSubjectNoun = (t: Token): boolean => !!t.noun2 && !t.name && !NOT_A_SUBJECT.has(t.noun2.entry.lemma);

/**
 * The first fitting noun: one of `accepts` kinds, nearest the cue span when there is one (the noun the
 * lesson's own words are about: "share her toys with her little sister" -> sister for sharing).
 */
export function pickSubject(
  reading: Reading,
  accepts: readonly LexKind[],
  near?: { start: number; end: number },
  prefer?: (t: Token) => boolean,
): Subject | undefined {
  const fits = (t: Token | undefined): boolean => !!t && isSubjectNoun(t) && accepts.includes(t.noun2!.entry.kind);
  // in a compound the last noun is the head: "her baby cousin" is a cousin, "the birthday candles" candles
  const isModifier = (t: Token): boolean => !t.clauseEnd && fits(reading.tokens[t.i + t.noun2!.span]);
  const candidates = reading.tokens.filter((t) => fits(t) && !isModifier(t));
  if (candidates.length === 0) return undefined;
  const distance = (t: Token): number => (near ? (t.i < near.start ? near.start - t.i : t.i > near.end ? t.i - near.end : 0) : t.i);
  const ranked = [...candidates].sort((a, b) => {
    const pa = prefer?.(a) ? 0 : 1;
    const pb = prefer?.(b) ? 0 : 1;
    if (pa !== pb) return pa - pb;
    const ka = accepts.indexOf(a.noun2!.entry.kind);
    const kb = accepts.indexOf(b.noun2!.entry.kind);
    if (ka !== kb) return ka - kb;
    return distance(a) - distance(b);
  });
  const best = ranked[0]!.noun2!.entry;
  return { lemma: best.lemma, kind: best.kind };
}
