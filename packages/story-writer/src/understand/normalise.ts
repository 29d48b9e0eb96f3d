/**
 * Puts a parent's typing into plain words before it is read: letters spelled out ("k i c k",
 * "f-u-c-k") are joined, look-alike digits and symbols inside words ("sw33ts", "c1g@rettes") become
 * letters, texting shorthand ("u", "ur", "dont", "bff") becomes words, and a misspelt word that is not
 * an English word ("dentsit", "recyclng") is corrected to the nearest word the reader knows, so typos
 * read like what was meant. The reader's own vocabulary (cue words, lexicon nouns) is the target of
 * corrections; a word common in English (words.json) is never "corrected".
 */
import nlp from 'compromise/two';
import { LEXICON } from './lexicon';
import { THEME_CUES } from './theme-cues';
import { TWIST_CUES } from './twist-cues';
import { LISTS } from './harm-words';
import wordsData from './words.json';

/** Common English word forms and their frequency rank (0 = most frequent). */
export const COMMON_RANK: ReadonlyMap<string, number> = new Map(wordsData.words.split(' ').map((w, i) => [w, i]));

const SHORTHAND: Record<string, string> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  n: 'and',
  b4: 'before',
  bc: 'because',
  cos: 'because',
  coz: 'because',
  cuz: 'because',
  bcos: 'because',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thank you',
  bff: 'best friend',
  bestie: 'best friend',
  besties: 'best friends',
  lil: 'little',
  bro: 'brother',
  sis: 'sister',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  dunno: "don't know",
  wont: "won't",
  cant: "can't",
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  werent: "weren't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  couldnt: "couldn't",
  hasnt: "hasn't",
  havent: "haven't",
  hadnt: "hadn't",
  mustnt: "mustn't",
  hes: "he's",
  shes: "she's",
  im: "I'm",
  ive: "I've",
  thats: "that's",
  whats: "what's",
  theyre: "they're",
  youre: "you're",
  yr: 'year',
  yrs: 'years',
  yo: 'year old',
  atm: 'at the moment',
  '2day': 'today',
  nite: 'night',
  gr8: 'great',
  h8: 'hate',
  every1: 'everyone',
  some1: 'someone',
  any1: 'anyone',
  no1: 'no one',
  ppl: 'people',
  pic: 'picture',
  pics: 'pictures',
  mam: 'mum',
  mammy: 'mummy',
  kiddo: 'child',
  kiddos: 'children',
  mins: 'minutes',
  'w/': 'with',
  '&': 'and',
  omg: '',
  smh: '',
  tbh: '',
  ngl: '',
  ugh: '',
  xx: '',
  xxx: '',
  fml: '',
  lmao: 'lol',
  idk: "I don't know",
  pe: 'PE',
  wat: 'what',
  wot: 'what',
  evryone: 'everyone',
  evry: 'every',
  ipad: 'tablet',
  ipads: 'tablets',
  kindle: 'tablet',
};

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i', '|': 'l' };
/** A number with a unit or ordinal is a number, not a disguised word: 3b, 10m, 6yo, 2nd, 24/7. */
const NUMBERISH = /^\d+([a-z]{1,3})?$/i;

function unleet(word: string): string {
  if (!/[a-z]/i.test(word) || !/[0-9@$!|]/.test(word) || (NUMBERISH.test(word) && !word.startsWith('0'))) return word;
  if ((word.match(/[a-z]/gi) ?? []).length < 2) return word;
  const shorthand = SHORTHAND[word.toLowerCase()];
  if (shorthand !== undefined) return shorthand;
  return word.replace(/[0-9@$!|]/g, (c, i: number) => (c === '!' && i === word.length - 1 ? c : (LEET[c] ?? c)));
}

// ----------------------------------------------------------------------------------------- spelling
interface Vocabulary {
  words: Set<string>;
  /** a word with one or two letters deleted -> the words it comes from */ deletes: Map<string, string[]>;
}
let vocabulary: Vocabulary | undefined;

function deletions(word: string, depth: number, out: Set<string>): Set<string> {
  for (let i = 0; i < word.length; i++) {
    const d = word.slice(0, i) + word.slice(i + 1);
    if (out.has(d)) continue;
    out.add(d);
    if (depth > 1) deletions(d, depth - 1, out);
  }
  return out;
}

/**
 * The words the reader acts on (every literal word of the cue tables, the harm lists and the lexicon),
 * indexed by their deletions so a typo finds its word without comparing against every word.
 */
function targets(): Vocabulary {
  if (vocabulary) return vocabulary;
  const words = new Set<string>();
  const add = (w: string): void => {
    if (/^[a-z]{4,}$/.test(w)) words.add(w);
  };
  for (const table of [THEME_CUES, TWIST_CUES])
    for (const cues of Object.values(table))
      for (const cue of cues) for (const w of cue.replace(/=[\d.]+$/, '').split(/[\s|()+]+/)) add(w.replace(/['’]s$/, '').replace(/[^a-z'-]/g, ''));
  for (const list of Object.values(LISTS)) for (const w of list) add(w);
  for (const [lemma, entry] of LEXICON) {
    add(lemma);
    add(entry.plural);
  }
  const deletes = new Map<string, string[]>();
  const index = (key: string, word: string): void => {
    const list = deletes.get(key);
    if (list) list.push(word);
    else deletes.set(key, [word]);
  };
  for (const w of words) {
    index(w, w);
    for (const d of deletions(w, w.length >= 7 ? 2 : 1, new Set())) index(d, w);
  }
  vocabulary = { words, deletes };
  return vocabulary;
}

/** Damerau-Levenshtein distance (with adjacent swaps), stopping early above `max`. */
function distance(a: string, b: string, max: number): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

function isInflection(lower: string): boolean {
  const doc = nlp(lower);
  doc.compute('root');
  const root = (doc.json() as Array<{ terms: Array<{ root?: string }> }>)[0]?.terms[0]?.root;
  return !!root && root !== lower && root.length >= 3 && COMMON_RANK.has(root);
}

const corrections = new Map<string, string>();
function correct(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 4 || !/^[a-z]+$/.test(lower) || COMMON_RANK.has(lower)) return word;
  const cached = corrections.get(lower);
  if (cached !== undefined) return cached;
  const vocab = targets();
  if (vocab.words.has(lower)) {
    corrections.set(lower, word);
    return word;
  }
  // two common words joined are a word of their own, not a slip ("campsite" is not "campfire", "lunchbox" not a typo)
  for (let i = 4; i <= lower.length - 4; i++)
    if (COMMON_RANK.has(lower.slice(0, i)) && COMMON_RANK.has(lower.slice(i))) {
      corrections.set(lower, word);
      return word;
    }
  // a doubled or undoubled letter is the commonest slip ("loosing", "tonsills", "dumy"): try it first
  for (let i = 0; i < lower.length; i++) {
    const fewer = lower[i] === lower[i + 1] ? lower.slice(0, i) + lower.slice(i + 1) : undefined;
    const more = lower.slice(0, i + 1) + lower[i] + lower.slice(i + 1);
    for (const option of [fewer, more]) {
      if (option && vocab.words.has(option)) {
        corrections.set(lower, option);
        return option;
      }
    }
  }
  const max = lower.length >= 7 ? 2 : 1;
  const candidates = new Set<string>(vocab.deletes.get(lower) ?? []);
  for (const d of deletions(lower, max, new Set())) for (const w of vocab.deletes.get(d) ?? []) candidates.add(w);
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const d = distance(lower, candidate, max);
    // two slips in one word keep its first letter ("dissapointment"), or it is another word ("motorway" is not "doorway")
    if (d > max || (d === 2 && candidate[0] !== lower[0])) continue;
    // nearer first, then the word more often said
    const score = d * 100000 + (COMMON_RANK.get(candidate) ?? 50000);
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  // an inflection of a common word is a word, not a slip: "peels" (peel), "strangles" (strangle); the root is
  // compromise's, asked only when a correction would otherwise be made
  const out = best && !isInflection(lower) ? best : word;
  corrections.set(lower, out);
  return out;
}

/** Plain words from what a parent typed. `spell` is for English only. */
export function normalise(text: string, spell: boolean): string {
  let s = text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
  // letters spelled out with spaces, hyphens or dots: "k i c k", "f-u-c-k", "l.o.s.e.r.s" (not "a.m." or "e.g.")
  // a word's start typed whole before its spelled-out rest joins it ("fl u s h e d"), unless it is a word itself and
  // the two do not make one ("to k i l l"; "dr o w n e d" is one word)
  s = s.replace(/\b(?:([a-z]{2,3}) )?((?:[a-z][ -]){2,}[a-z])\b/gi, (m, head: string | undefined, rest: string) => {
    const letters = rest.replace(/[ -]/g, '');
    const joined = `${head ?? ''}${letters}`.toLowerCase();
    return head && (!COMMON_RANK.has(head.toLowerCase()) || COMMON_RANK.has(joined)) ? head + letters : `${head ? `${head} ` : ''}${letters}`;
  });
  s = s.replace(/\b(?:[a-z0-9]\.){3,}[a-z0-9]\b\.?/gi, (m) => m.replace(/\./g, ''));
  return s
    .replace(/[\p{L}\p{N}@$!|'/&]+/gu, (raw, offset: number, whole: string) => {
      const trail = /!+$/.exec(raw)?.[0] ?? '';
      let word = trail ? raw.slice(0, -trail.length) : raw;
      if (!word) return raw;
      word = unleet(word);
      const short = SHORTHAND[word.toLowerCase()];
      if (short !== undefined) return short + trail;
      // A capitalised word inside a sentence is a name the parent typed ("Right now Theo eats"), not a slip.
      const named = /^\p{Lu}\p{Ll}+$/u.test(word) && !/(?:^|[.!?]\s*)$/.test(whole.slice(0, offset).trimEnd());
      return (spell && !named ? correct(word) : word) + trail;
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}
