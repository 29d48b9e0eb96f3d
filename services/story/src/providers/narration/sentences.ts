import { tokenizeWords, type WordSpan } from '@bedtime/contracts';

/** A stretch of the text narrated as one utterance, with the kind of pause that follows it. */
export interface Sentence {
  charStart: number;
  charEnd: number;
  /** Index range of the text's words (tokenizeWords) inside this sentence: [firstWord, endWord). */
  firstWord: number;
  endWord: number;
  pauseAfter: 'clause' | 'sentence' | 'paragraph';
}

// A period after these is not the end of a sentence ("Mr. Fox", "Dr. Owl").
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'jr', 'sr', 'prof', 'mt', 'vs', 'etc', 'no', 'capt', 'lt', 'sgt', 'gen', 'col', 'rev', 'fr']);
const CLOSERS = `"'”’)]»`;
const OPENERS = `"'“‘([«`;
// Long sentences are cut so one utterance never delays the first audio for long.
const MAX_WORDS_PER_SENTENCE = 40;
/**
 * The listener waits for the first utterance alone (synthesis time grows with its length), so a long opening
 * sentence is cut at its first clause within this many words; a few words more are allowed to reach a comma.
 */
export const FIRST_UTTERANCE_MAX_WORDS = 12;

export interface SplitOptions {
  /** Cut the first sentence to about this many words (at a comma when one is near), to start speaking sooner. */
  firstMaxWords?: number;
}

/** Splits narration text into sentences, keeping char offsets into the original text. */
export function splitSentences(text: string, words: WordSpan[] = tokenizeWords(text), options: SplitOptions = {}): Sentence[] {
  const boundaries = findBoundaries(text, words);
  const sentences: Sentence[] = [];
  let start = 0;
  let wordCursor = 0;
  for (const boundary of boundaries) {
    const firstWord = wordCursor;
    while (wordCursor < words.length && words[wordCursor]!.charStart < boundary.at) wordCursor++;
    if (wordCursor > firstWord) {
      sentences.push(...limitLength(text, words, { charStart: start, charEnd: boundary.at, firstWord, endWord: wordCursor, pauseAfter: boundary.pause }));
    } else if (boundary.pause === 'paragraph' && sentences.length > 0) {
      sentences[sentences.length - 1]!.pauseAfter = 'paragraph';
    }
    start = boundary.at;
  }
  const [first, ...rest] = sentences;
  const opening = first && options.firstMaxWords ? cutOpening(text, words, first, options.firstMaxWords) : first ? [first] : [];
  return [...opening, ...rest].map((sentence) => trimRange(text, sentence));
}

/** The first sentence as one or two utterances: cut after the last comma-like gap in its first words, else at the limit. */
function cutOpening(text: string, words: WordSpan[], sentence: Sentence, maxWords: number): Sentence[] {
  const count = sentence.endWord - sentence.firstWord;
  if (count <= maxWords + 3) return [sentence];
  const first = sentence.firstWord;
  const clauseEndsBefore = (i: number) => /[,;:—–]/.test(text.slice(words[i - 1]!.charEnd, words[i]!.charStart));
  let cut = -1;
  // The latest clause end within the limit, else the first one just past it, else the limit itself.
  for (let i = first + 4; i <= first + maxWords; i++) if (clauseEndsBefore(i)) cut = i;
  for (let i = first + maxWords + 1; cut < 0 && i <= Math.min(sentence.endWord - 3, first + maxWords + 3); i++) if (clauseEndsBefore(i)) cut = i;
  if (cut < 0) cut = first + maxWords;
  const cutAt = words[cut]!.charStart;
  return [
    { charStart: sentence.charStart, charEnd: cutAt, firstWord: sentence.firstWord, endWord: cut, pauseAfter: 'clause' },
    { charStart: cutAt, charEnd: sentence.charEnd, firstWord: cut, endWord: sentence.endWord, pauseAfter: sentence.pauseAfter },
  ];
}

function findBoundaries(text: string, words: WordSpan[]): Array<{ at: number; pause: Sentence['pauseAfter'] }> {
  const boundaries: Array<{ at: number; pause: Sentence['pauseAfter'] }> = [];
  const terminal = /[.!?…]+/g;
  for (const match of text.matchAll(terminal)) {
    let end = match.index + match[0].length;
    while (end < text.length && CLOSERS.includes(text[end]!)) end++;
    const rest = text.slice(end);
    const space = /^\s+/.exec(rest);
    if (!space && end < text.length) continue;
    const nextChar = text[end + (space?.[0].length ?? 0)] ?? '';
    if (nextChar && !/[\p{Lu}\p{N}]/u.test(nextChar) && !OPENERS.includes(nextChar)) continue;
    if (match[0] === '.' && isAbbreviation(text, match.index, words)) continue;
    boundaries.push({ at: end, pause: space && /\n\s*\n/.test(space[0]) ? 'paragraph' : 'sentence' });
  }
  // A line break also ends a sentence (titles, verses) even without punctuation.
  for (const match of text.matchAll(/\n\s*/g)) {
    boundaries.push({ at: match.index, pause: /\n\s*\n/.test(match[0]) ? 'paragraph' : 'sentence' });
  }
  boundaries.push({ at: text.length, pause: 'sentence' });
  boundaries.sort((a, b) => a.at - b.at || rank(b.pause) - rank(a.pause));
  return boundaries.filter((boundary, i) => i === 0 || boundary.at !== boundaries[i - 1]!.at);
}

function rank(pause: Sentence['pauseAfter']): number {
  return pause === 'paragraph' ? 2 : pause === 'sentence' ? 1 : 0;
}

function isAbbreviation(text: string, periodAt: number, words: WordSpan[]): boolean {
  const word = words.find((w) => w.charEnd === periodAt);
  if (!word) return false;
  const lower = word.text.toLowerCase();
  // Single capital letters are initials ("J. R. Tolkien").
  return ABBREVIATIONS.has(lower) || /^\p{Lu}$/u.test(word.text);
}

function limitLength(text: string, words: WordSpan[], sentence: Sentence): Sentence[] {
  const count = sentence.endWord - sentence.firstWord;
  if (count <= MAX_WORDS_PER_SENTENCE) return [sentence];
  // Prefer cutting at a comma or semicolon near the middle, else at the middle word.
  const middle = sentence.firstWord + Math.floor(count / 2);
  let cut = middle;
  let best = Infinity;
  for (let i = sentence.firstWord + 3; i < sentence.endWord - 3; i++) {
    const gap = text.slice(words[i - 1]!.charEnd, words[i]!.charStart);
    if (/[,;:—–]/.test(gap) && Math.abs(i - middle) < best) {
      best = Math.abs(i - middle);
      cut = i;
    }
  }
  const cutAt = words[cut]!.charStart;
  return [
    ...limitLength(text, words, { charStart: sentence.charStart, charEnd: cutAt, firstWord: sentence.firstWord, endWord: cut, pauseAfter: 'clause' }),
    ...limitLength(text, words, { charStart: cutAt, charEnd: sentence.charEnd, firstWord: cut, endWord: sentence.endWord, pauseAfter: sentence.pauseAfter }),
  ];
}

function trimRange(text: string, sentence: Sentence): Sentence {
  let { charStart, charEnd } = sentence;
  while (charStart < charEnd && /\s/.test(text[charStart]!)) charStart++;
  while (charEnd > charStart && /\s/.test(text[charEnd - 1]!)) charEnd--;
  return { ...sentence, charStart, charEnd };
}
