import { progressPercent, type ReadingProgress } from '@bedtime/contracts';

export const SCROLL_SAVE_DEBOUNCE_MS = 2_000;
export const RESTORE_SCROLL_DELAY_MS = 500;

/** Progress is worth saving only past the first word or the first 5 % of the page (docs/product-rules.md, Narration). */
export function shouldSaveProgress(progress: Pick<ReadingProgress, 'wordIndex' | 'scrollPercentage'>): boolean {
  return progress.wordIndex > 0 || progress.scrollPercentage > 5;
}

/** How far down the page is scrolled, 0-100; a page that does not scroll counts as read to the top. */
export function scrollPercentage(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const range = scrollHeight - viewportHeight;
  if (range <= 0) return 0;
  return Math.min(100, Math.max(0, (scrollTop / range) * 100));
}

/** The scroll offset for a saved percentage on a page of this size. */
export function scrollTopFor(percent: number, scrollHeight: number, viewportHeight: number): number {
  const range = Math.max(0, scrollHeight - viewportHeight);
  return Math.round((Math.min(100, Math.max(0, percent)) / 100) * range);
}

/** The Continue Reading percentage: how far the reader got by scrolling or by listening (progressPercent). */
export function percentCompleted(progress: Pick<ReadingProgress, 'wordIndex' | 'scrollPercentage'>, wordCount: number): number {
  return progressPercent(progress, wordCount);
}

/** Two saves that would store the same thing: skip the second. */
export function sameProgress(a: ReadingProgress | null, b: ReadingProgress): boolean {
  return !!a && a.wordIndex === b.wordIndex && Math.round(a.scrollPercentage) === Math.round(b.scrollPercentage);
}

/**
 * The first word whose box starts at or below `viewportTop`, where `topOf(i)` is word i's top edge in page
 * order. A binary search: only about ten layout reads for a story of hundreds of words.
 */
export function firstVisibleWord(count: number, topOf: (index: number) => number, viewportTop: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (topOf(mid) < viewportTop) low = mid + 1;
    else high = mid;
  }
  return Math.min(low, Math.max(0, count - 1));
}
