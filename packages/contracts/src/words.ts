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

/** Reading time in minutes: words / 200, rounded up (docs/product-rules.md, Story limits and reading time), at least 1. */
export function readingTimeMinutes(text: string, wordsPerMinute = 200): number {
  return Math.max(1, Math.ceil(countWords(text) / wordsPerMinute));
}

export const PREVIEW_LENGTH = 150;

/** The first 150 characters of a story (whitespace folded), with '...' when there is more. */
export function storyPreview(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}...` : text;
}

/**
 * How much of a story the reader has got through, 0-100: the further of the scrolled page and the word reached
 * (listening moves the word without the page having to scroll, and the word is where the voice is).
 */
export function progressPercent(progress: { wordIndex: number; scrollPercentage: number }, wordCount: number): number {
  const byWord = wordCount > 0 && progress.wordIndex > 0 ? ((Math.min(progress.wordIndex, wordCount - 1) + 1) / wordCount) * 100 : 0;
  return Math.round(Math.min(100, Math.max(0, progress.scrollPercentage, byWord)));
}
