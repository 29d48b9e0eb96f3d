/**
 * Reads a parent's plot twist into one twist kind and its arguments (lexicon nouns of the kinds the
 * twist takes). A twist that matches no kind with confidence is told as the nearest kind, never refused;
 * only a harmful twist is refused.
 */
import type { LexKind } from '../catalogue/lexicon-kinds';
import { TWISTS_BY_ID, type TwistArg, type TwistKind } from '../catalogue/twist-kinds';
import type { UnderstoodTwist } from '../plan/types';
import { TWIST_CUES_INTL } from './cues-intl';
import { findHarm, refusalMessage, type Harm } from './harm';
import { readText, type Reading, type Token } from './nlp';
import { predictTwist } from './model';
import { compileTable, score, type CueTable } from './score';
import { isSubjectNoun, type Subject } from './subject';
import { TWIST_CUES } from './twist-cues';

export type TwistReading = { ok: true; twist: UnderstoodTwist; confident: boolean } | { ok: false; harm: Harm; message: string };

const EN = compileTable(TWIST_CUES);
const INTL = new Map<string, CueTable>(Object.entries(TWIST_CUES_INTL).map(([lang, table]) => [lang, compileTable(table)]));
const CONFIDENT = 4;

/** With no cue, the nouns still point somewhere: a creature appears, an animal talks, a thing comes alive. */
function nearestByNouns(reading: Reading): string {
  for (const t of reading.tokens) {
    const kind = t.noun2?.entry.kind;
    if (kind === 'creature') return 'friendly-creature';
    if (kind === 'animal') return 'animal-talks';
    if (kind === 'vehicle') return 'vehicle-flies';
    if (kind === 'food') return 'giant-food';
    if (kind === 'weather') return 'storm';
  }
  return 'wish-comes-true';
}

const MODEL_SURE = 0.7;

/** As guessTheme in read-lesson.ts: confident cues decide, then a sure model, then the cues' best, then the model's best. */
export function guessTwist(reading: Reading): { kindId: string; score: number; confident: boolean } {
  const scored = score(reading, EN, reading.lang === 'en' ? undefined : INTL.get(reading.lang));
  const best = scored[0];
  const second = scored[1];
  if (best && best.score >= CONFIDENT && (!second || best.score > second.score)) return { kindId: best.id, score: best.score, confident: true };
  const model = predictTwist(reading);
  const top = model[0];
  if (top && top.p >= MODEL_SURE && (!best || scored.some((s) => s.id === top.id) || best.score < CONFIDENT))
    return { kindId: top.id, score: best?.score ?? 0, confident: top.p >= 0.9 && !!best && best.id === top.id };
  if (best) return { kindId: best.id, score: best.score, confident: false };
  if (top && top.p > 0) return { kindId: top.id, score: 0, confident: false };
  return { kindId: nearestByNouns(reading), score: 0, confident: false };
}

/** Words that put the hero (or the child the parent writes about) in the subject's place. */
const HERO_WORDS = new Set(['he', 'she', 'they', 'i', 'we', 'you', 'son', 'daughter', 'child', 'kid', 'boy', 'girl', 'il', 'elle', 'er', 'sie', 'el', 'ella']);

const WORN = new Set(['costume', 'suit', 'mask', 'outfit', 'disguise', 'onesie', 'hat', 'head']);

const toSubject = (t: Token): Subject => ({ lemma: t.noun2!.entry.lemma, kind: t.noun2!.entry.kind });

/** Arguments: nouns of the slot's kinds; "into" takes the noun after into/as, "fear" the noun after of/by. */
function argsFor(kind: TwistKind, reading: Reading): UnderstoodTwist['args'] {
  const nouns = reading.tokens.filter(isSubjectNoun);
  const used = new Set<number>();
  const args: UnderstoodTwist['args'] = {};
  // "a monster costume" is what someone wears, not who wears it
  const worn = (t: Token): boolean => WORN.has(reading.tokens[t.i + t.noun2!.span]?.lemma ?? '');
  const fits = (t: Token, arg: TwistArg): boolean => !used.has(t.i) && !worn(t) && (arg.kinds as readonly LexKind[]).includes(t.noun2!.entry.kind);
  const after = (words: readonly string[]): number => {
    const at = reading.tokens.findIndex((t) => words.includes(t.norm));
    return at < 0 ? Number.POSITIVE_INFINITY : at;
  };
  // the slots read from a marker word first, so "the teacher turns into a frog" gives who=teacher, into=frog
  const order = [...kind.args].sort((a, b) => (a.slot === 'into' || a.slot === 'fear' ? -1 : 0) - (b.slot === 'into' || b.slot === 'fear' ? -1 : 0));
  // who does it is the noun before the first verb ("the teacher turns into a frog"); a twist that opens
  // with a pronoun ("he shrinks to the size of an ant") is about the hero, not the ant
  const firstVerb = reading.tokens.findIndex((t) => t.verb && !t.noun2);
  const pronounFirst = firstVerb > 0 && reading.tokens.slice(0, firstVerb).some((t) => HERO_WORDS.has(t.norm)) && !nouns.some((t) => t.i < firstVerb);
  for (const arg of order) {
    let pick: Token | undefined;
    if (arg.slot === 'who' && pronounFirst) continue;
    if (arg.slot === 'who' && firstVerb > 0) pick = nouns.find((t) => t.i < firstVerb && fits(t, arg));
    if (arg.slot === 'into') {
      const from = after(['into', 'as', 'become', 'becomes', 'became', 'en', 'in', 'zu', 'zum', 'zur']);
      pick = nouns.find((t) => t.i > from && fits(t, arg));
    } else if (arg.slot === 'fear') {
      const from = after(['of', 'by', 'de', 'vor']);
      pick = nouns.find((t) => t.i > from && fits(t, arg));
    }
    pick ??= nouns.find((t) => fits(t, arg));
    if (pick) {
      used.add(pick.i);
      args[arg.slot] = toSubject(pick);
    }
  }
  return args;
}

export function readTwist(text: string, index?: number): TwistReading {
  const reading = readText(text);
  const harm = findHarm(reading, 'twist', text);
  if (harm) return { ok: false, harm: harm.harm, message: refusalMessage(harm.harm, 'twist', index) };
  const guess = guessTwist(reading);
  const kind = TWISTS_BY_ID.get(guess.kindId)!;
  const confident = guess.confident;
  return { ok: true, twist: { kindId: kind.id, label: kind.label, args: argsFor(kind, reading) }, confident };
}
