/**
 * One tokenizer for "words" of a story, used by the narration timeline on the server and by the
 * read-along highlighting in the browser, so a word index means the same word on both sides.
 * A word is a run of letters/digits, with inner apostrophes and hyphens kept ("Pip's", "sleepy-eyed").
 * charStart/charEnd are UTF-16 offsets into the text (charEnd exclusive), as String.slice uses.
 */
export interface WordSpan {
  index: number;
  text: string;
  charStart: number;
  charEnd: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function tokenizeWords(text: string): WordSpan[] {
  const words: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const charStart = match.index;
    words.push({ index: words.length, text: match[0], charStart, charEnd: charStart + match[0].length });
  }
  return words;
}

export function countWords(text: string): number {
  return tokenizeWords(text).length;
}

/** Reading time in minutes: words / 200, rounded up (spec/core.md §9), at least 1. */
export function readingTimeMinutes(text: string, wordsPerMinute = 200): number {
  return Math.max(1, Math.ceil(countWords(text) / wordsPerMinute));
}
