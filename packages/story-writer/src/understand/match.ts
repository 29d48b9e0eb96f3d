/**
 * Cue patterns over a reading's tokens. A pattern is a few elements in order, each one of:
 *   word        the token's lemma or lower-case form is `word` ("share" matches "sharing", "shared")
 *   word*       the lemma or form starts with `word` (used for the other languages' cue lists)
 *   a|b|c       any of the alternatives
 *   @kind       a lexicon noun of that kind (@animal, @person, @food…)
 *   %list       a word from a named list (%cruel, %group…), alternatives may mix all of these
 *   _           room for a word or two ("brush _ teeth" reads "brush teeth" and "brush his teeth")
 *   (a b|c|d e) a choice that may hold several adjacent words ("(take off|fly)")
 * Elements match in order with at most two tokens between them; `..` before an element widens the gap
 * to six tokens, `+` before an element requires it right after the previous one. A leading `!` on the
 * whole pattern refuses a match whose first element is negated; a leading `~` requires it to be.
 */
import type { Reading, Token } from './nlp';

export interface Match {
  start: number;
  end: number;
  negated: boolean;
}

interface Element {
  /** The literal words the element can start with, when it has only literal alternatives. */
  literals?: string[];
  /** Where the element ends when it starts at token i, or -1. */
  at: (tokens: readonly Token[], i: number) => number;
  gap: number;
}
export interface Pattern {
  source: string;
  elements: Element[];
  neg?: 'not' | 'only';
  alts?: Pattern[];
  /** Words one of which must be in the reading for the pattern to match (unset when the first element is not literal). */
  anchors?: string[];
}

export type WordLists = Readonly<Record<string, ReadonlySet<string>>>;

let currentLists: WordLists = {};
const literalsOf = (alt: string): string[] => (alt.startsWith('%') ? [...(currentLists[alt.slice(1)] ?? [])] : [alt.replace(/['’]s$/, '')]);

function alternative(alt: string, lists: WordLists): (t: Token) => boolean {
  if (alt === '_') return () => true;
  if (alt.startsWith('@')) {
    const kind = alt.slice(1);
    return (t) => t.noun2?.entry.kind === kind;
  }
  if (alt.startsWith('%')) {
    const list = lists[alt.slice(1)];
    if (!list) throw new Error(`Unknown word list ${alt}`);
    return (t) => list.has(t.lemma) || list.has(t.norm);
  }
  alt = alt.replace(/['’]s$/, '');
  if (alt.endsWith('*')) {
    const stem = alt.slice(0, -1);
    return (t) => t.norm.startsWith(stem) || t.lemma.startsWith(stem);
  }
  return (t) => t.lemma === alt || t.norm === alt;
}

/**
 * Compiles a pattern. "good touch|bad touch|fell" (an alternative holding a space, and no gap marks or
 * parentheses) is a choice between whole phrases; otherwise `|` chooses between single words.
 */
export function compile(source: string, lists: WordLists = {}): Pattern {
  currentLists = lists;
  let body = source.trim();
  let neg: Pattern['neg'];
  if (body.startsWith('!')) {
    neg = 'not';
    body = body.slice(1).trim();
  } else if (body.startsWith('~')) {
    neg = 'only';
    body = body.slice(1).trim();
  }
  const pieces = body.split('|');
  if (pieces.length > 1 && pieces.some((p) => /\s/.test(p.trim())) && !/(^|\s)\+?(_|\.\.)(\s|$)|[(+]/.test(body)) {
    const alts = pieces.map((p) => compile(`${neg === 'not' ? '!' : neg === 'only' ? '~' : ''}${p}`, lists));
    const anchors = alts.every((a) => a.anchors) ? alts.flatMap((a) => a.anchors!) : undefined;
    return { source, elements: alts[0]!.elements, alts, ...(neg ? { neg } : {}), ...(anchors ? { anchors } : {}) };
  }
  const elements: Element[] = [];
  let gap = 2;
  // chunks: words, or a parenthesised choice between word sequences
  const chunks = body.match(/\+?\([^)]*\)|\S+/g) ?? [];
  for (const raw of chunks) {
    if (raw === '..') {
      gap = 6;
      continue;
    }
    if (raw === '_') {
      gap = Math.max(gap, 3);
      continue;
    }
    let word = raw;
    let thisGap = gap;
    if (word.startsWith('+')) {
      thisGap = 0;
      word = word.slice(1);
    }
    if (word.startsWith('(')) {
      const words = word
        .slice(1, -1)
        .split('|')
        .map((alt) =>
          alt
            .trim()
            .split(/\s+/)
            .map((w) => w.replace(/[,.!?;:]/g, ''))
            .filter(Boolean),
        );
      const seqs = words.map((seq) => seq.map((w) => alternative(w, lists)));
      const firsts = words.map((seq) => seq[0] ?? '');
      elements.push({
        ...(firsts.every(isLiteral) ? { literals: firsts.flatMap(literalsOf) } : {}),
        gap: thisGap,
        at: (tokens, i) => {
          for (const seq of seqs) {
            let j = i;
            let ok = true;
            for (const [k, test] of seq.entries()) {
              // read across a word compromise supplied from a contraction: "doesn't love" is doesn't, (not), love
              while (k > 0 && tokens[j]?.implicit && !test(tokens[j]!)) j++;
              const t = tokens[j];
              if (!t || !test(t)) {
                ok = false;
                break;
              }
              j++;
            }
            if (ok) return j - 1;
          }
          return -1;
        },
      });
    } else {
      word = word.replace(/[,.!?;:]/g, '');
      if (!word) continue;
      const alts = word.split('|').filter(Boolean);
      const tests = alts.map((alt) => alternative(alt, lists));
      const test = tests.length === 1 ? tests[0]! : (t: Token) => tests.some((f) => f(t));
      elements.push({ ...(alts.every(isLiteral) ? { literals: alts.flatMap(literalsOf) } : {}), gap: thisGap, at: (tokens, i) => (test(tokens[i]!) ? i : -1) });
    }
    gap = 2;
  }
  if (elements.length === 0) throw new Error(`Empty pattern ${source}`);
  const anchors = elements[0]!.literals;
  return { source, elements, ...(neg ? { neg } : {}), ...(anchors ? { anchors } : {}) };
}

/** An alternative that names its words: a word, a word list, or a lexicon kind (as "@kind", which readings list too). */
const isLiteral = (alt: string): boolean => alt !== '_' && !alt.endsWith('*');

function matchFrom(tokens: readonly Token[], elements: readonly Element[], k: number, from: number): number {
  if (k === elements.length) return from - 1;
  const el = elements[k]!;
  const limit = Math.min(tokens.length - 1, from + el.gap);
  for (let i = from; i <= limit; i++) {
    const end = el.at(tokens, i);
    if (end < 0) continue;
    const last = matchFrom(tokens, elements, k + 1, end + 1);
    if (last >= 0) return last;
  }
  return -1;
}

/** The first match of a pattern in a reading, if any. */
export function find(reading: Reading, pattern: Pattern): Match | undefined {
  // most patterns cannot match: none of the words they start with is in the text
  if (pattern.anchors && !pattern.anchors.some((a) => reading.has.has(a))) return undefined;
  if (pattern.alts) {
    for (const alt of pattern.alts) {
      const m = find(reading, alt);
      if (m) return m;
    }
    return undefined;
  }
  const tokens = reading.tokens;
  const first = pattern.elements[0]!;
  for (let start = 0; start < tokens.length; start++) {
    const firstEnd = first.at(tokens, start);
    if (firstEnd < 0) continue;
    const end = pattern.elements.length > 1 ? matchFrom(tokens, pattern.elements, 1, firstEnd + 1) : firstEnd;
    if (end < 0) continue;
    const negated = tokens[start]!.negated;
    if (pattern.neg === 'not' && negated) continue;
    if (pattern.neg === 'only' && !negated) continue;
    return { start, end, negated };
  }
  return undefined;
}

/** Every match of a pattern, one per starting word (for rules that judge each occurrence of an act). */
export function findAll(reading: Reading, pattern: Pattern): Match[] {
  if (pattern.anchors && !pattern.anchors.some((a) => reading.has.has(a))) return [];
  if (pattern.alts) return pattern.alts.flatMap((alt) => findAll(reading, alt));
  const tokens = reading.tokens;
  const first = pattern.elements[0]!;
  const out: Match[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const firstEnd = first.at(tokens, start);
    if (firstEnd < 0) continue;
    const end = pattern.elements.length > 1 ? matchFrom(tokens, pattern.elements, 1, firstEnd + 1) : firstEnd;
    if (end < 0) continue;
    const negated = tokens[start]!.negated;
    if (pattern.neg === 'not' && negated) continue;
    if (pattern.neg === 'only' && !negated) continue;
    out.push({ start, end, negated });
  }
  return out;
}
