import type { WordSpan } from '@bedtime/contracts';
import type { WordTime } from './timeline';

/** A word as a recognizer (or synthesizer) reported it, with its time in the audio. */
export interface RecognizedWord {
  text: string;
  startMs: number;
  endMs: number;
}

const GAP = -0.4;
// Below this similarity a pairing is only a placeholder in the alignment, and its time is not trusted.
const TRUSTED_SIMILARITY = 0.5;
const MERGE_SIMILARITY = 0.75;

/**
 * Aligns recognized words onto the text's words (Needleman-Wunsch over word similarity), tolerating
 * punctuation, digits spoken as words, split or joined words, and missing or extra words. Returns a
 * time for each text word that was matched; the rest stay undefined for completeTimeline to fill.
 */
export function alignRecognizedWords(words: readonly WordSpan[], recognized: readonly RecognizedWord[]): Array<WordTime | undefined> {
  const ref = words.map((word) => normalizeWord(word.text));
  const hyp = recognized.map((word) => normalizeWord(word.text));
  const n = ref.length;
  const m = hyp.length;
  const result: Array<WordTime | undefined> = new Array(n).fill(undefined);
  if (n === 0 || m === 0) return result;

  // Only cells near the diagonal are scored, which keeps long stories fast; the band is wide enough
  // for dozens of missing or extra words.
  const band = Math.max(40, Math.ceil(Math.abs(n - m) + 0.1 * Math.max(n, m)));
  const width = m + 1;
  const score = new Float64Array((n + 1) * width).fill(-Infinity);
  const move = new Uint8Array((n + 1) * width);
  score[0] = 0;
  const inBand = (i: number, j: number) => Math.abs(j - (i * m) / n) <= band;

  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if ((i === 0 && j === 0) || !inBand(i, j)) continue;
      let best = -Infinity;
      let bestMove = 0;
      const consider = (value: number, kind: number) => {
        if (value > best) {
          best = value;
          bestMove = kind;
        }
      };
      if (i > 0) consider(score[(i - 1) * width + j]! + GAP, 1);
      if (j > 0) consider(score[i * width + j - 1]! + GAP, 2);
      if (i > 0 && j > 0) consider(score[(i - 1) * width + j - 1]! + pairScore(ref[i - 1]!, hyp[j - 1]!), 3);
      if (i > 0 && j > 1) consider(score[(i - 1) * width + j - 2]! + mergedScore(ref[i - 1]!, hyp[j - 2]! + hyp[j - 1]!), 4);
      if (i > 1 && j > 0) consider(score[(i - 2) * width + j - 1]! + mergedScore(ref[i - 2]! + ref[i - 1]!, hyp[j - 1]!), 5);
      score[i * width + j] = best;
      move[i * width + j] = bestMove;
    }
  }

  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const kind = move[i * width + j];
    if (kind === 1) i--;
    else if (kind === 2) j--;
    else if (kind === 3) {
      if (similarity(ref[i - 1]!, hyp[j - 1]!) >= TRUSTED_SIMILARITY) result[i - 1] = timeOf(recognized, j - 1, j - 1);
      i--;
      j--;
    } else if (kind === 4) {
      result[i - 1] = timeOf(recognized, j - 2, j - 1);
      i--;
      j -= 2;
    } else if (kind === 5) {
      // Two text words recognized as one ("1,000"): they share its time by characters.
      const time = timeOf(recognized, j - 1, j - 1);
      const chars = ref[i - 2]!.length + ref[i - 1]!.length || 1;
      const cut = time.startMs + ((time.endMs - time.startMs) * ref[i - 2]!.length) / chars;
      result[i - 2] = { startMs: time.startMs, endMs: cut };
      result[i - 1] = { startMs: cut, endMs: time.endMs };
      i -= 2;
      j--;
    } else {
      break;
    }
  }
  return result;
}

function timeOf(recognized: readonly RecognizedWord[], first: number, last: number): WordTime {
  return { startMs: recognized[first]!.startMs, endMs: Math.max(recognized[first]!.startMs, recognized[last]!.endMs) };
}

function pairScore(a: string, b: string): number {
  return 2 * similarity(a, b) - 1;
}

/** Joining two words into one is only believed when the joined spelling nearly matches. */
function mergedScore(a: string, b: string): number {
  if (Math.min(a.length, b.length) < MERGE_SIMILARITY * Math.max(a.length, b.length)) return -Infinity;
  const value = similarity(a, b);
  return value >= MERGE_SIMILARITY ? 2 * value - 1 : -Infinity;
}

export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - levenshtein(a, b) / longest;
}

const row = new Uint16Array(256);

function levenshtein(a: string, b: string): number {
  if (b.length >= row.length) return Math.max(a.length, b.length);
  for (let y = 0; y <= b.length; y++) row[y] = y;
  for (let x = 1; x <= a.length; x++) {
    let diagonal = row[0]!;
    row[0] = x;
    for (let y = 1; y <= b.length; y++) {
      const above = row[y]!;
      row[y] = Math.min(above + 1, row[y - 1]! + 1, diagonal + (a[x - 1] === b[y - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Lower-case letters and digits only; whole numbers become their spoken words ("3" → "three"). */
export function normalizeWord(word: string): string {
  const plain = word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (/^\d{1,9}$/.test(plain)) return numberToWords(Number(plain)).replace(/[^a-z]/g, '');
  return plain;
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export function numberToWords(value: number): string {
  if (value < 20) return ONES[value]!;
  if (value < 100) return TENS[Math.floor(value / 10)]! + (value % 10 ? ` ${ONES[value % 10]}` : '');
  if (value < 1000) return `${ONES[Math.floor(value / 100)]} hundred${value % 100 ? ` ${numberToWords(value % 100)}` : ''}`;
  for (const [size, name] of [
    [1e6, 'million'],
    [1e3, 'thousand'],
  ] as const) {
    if (value >= size) return `${numberToWords(Math.floor(value / size))} ${name}${value % size ? ` ${numberToWords(value % size)}` : ''}`;
  }
  return String(value);
}
