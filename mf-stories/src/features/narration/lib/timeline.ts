import type { NarrationResponse } from '@bedtime/contracts';

export type TimedWord = NarrationResponse['words'][number];

/**
 * The word being spoken at `ms` into the narration: the last word whose start is at or before `ms`, so a
 * pause between words keeps the previous word lit. null before the first word starts (and for an empty
 * timeline). Words are in reading order, one per tokenizeWords word, so the result is also the word index.
 */
export function wordAtTime(words: readonly Pick<TimedWord, 'startMs'>[], ms: number): number | null {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (words[mid]!.startMs <= ms) low = mid + 1;
    else high = mid;
  }
  return low === 0 ? null : low - 1;
}

/** Where playback should start to read from `wordIndex` (clamped into the timeline), in seconds. */
export function startSecondsOf(words: readonly Pick<TimedWord, 'startMs'>[], wordIndex: number): number {
  if (words.length === 0) return 0;
  const word = words[Math.min(Math.max(0, Math.floor(wordIndex)), words.length - 1)]!;
  return Math.max(0, word.startMs) / 1000;
}
