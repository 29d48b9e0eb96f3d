import type { WordSpan } from '@bedtime/contracts';
import type { TimedWord } from './types';

export interface WordTime {
  startMs: number;
  endMs: number;
}

/** Splits [startMs, endMs] across consecutive words in proportion to their length in characters. */
export function spreadByCharacters(words: readonly WordSpan[], startMs: number, endMs: number): WordTime[] {
  const total = words.reduce((sum, word) => sum + (word.charEnd - word.charStart), 0);
  const span = Math.max(0, endMs - startMs);
  let cursor = startMs;
  return words.map((word) => {
    const share = total > 0 ? (span * (word.charEnd - word.charStart)) / total : span / words.length;
    const time = { startMs: cursor, endMs: cursor + share };
    cursor += share;
    return time;
  });
}

/**
 * Turns engine-measured times for some of the words into a full timeline over [rangeStartMs, rangeEndMs]:
 * times that would run backwards are discarded, and words without a time share the gap between their
 * timed neighbours by characters (never a guess over the whole text).
 */
export function completeTimeline(
  words: readonly WordSpan[],
  known: ReadonlyArray<WordTime | undefined>,
  rangeStartMs: number,
  rangeEndMs: number,
): TimedWord[] {
  const times: Array<WordTime | undefined> = [];
  let lastStart = rangeStartMs;
  for (let i = 0; i < words.length; i++) {
    const time = known[i];
    const startMs = time && Math.min(Math.max(time.startMs, rangeStartMs), rangeEndMs);
    if (!time || startMs === undefined || !Number.isFinite(startMs) || !Number.isFinite(time.endMs) || startMs < lastStart) {
      times.push(undefined);
      continue;
    }
    const endMs = Math.min(Math.max(time.endMs, startMs), rangeEndMs);
    times.push({ startMs, endMs });
    lastStart = startMs;
  }

  let i = 0;
  while (i < words.length) {
    if (times[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < words.length && !times[j]) j++;
    const from = i > 0 ? times[i - 1]!.endMs : rangeStartMs;
    const to = j < words.length ? times[j]!.startMs : rangeEndMs;
    const filled = spreadByCharacters(words.slice(i, j), Math.min(from, to), to);
    for (let k = i; k < j; k++) times[k] = filled[k - i];
    i = j;
  }

  return words.map((word, k) => {
    const time = times[k]!;
    const startMs = Math.round(time.startMs);
    return { index: word.index, text: word.text, charStart: word.charStart, charEnd: word.charEnd, startMs, endMs: Math.max(startMs, Math.round(time.endMs)) };
  });
}

export function shiftTimeline(words: readonly TimedWord[], offsetMs: number): TimedWord[] {
  return words.map((word) => ({ ...word, startMs: word.startMs + offsetMs, endMs: word.endMs + offsetMs }));
}

/**
 * The highlight the product first described (an even spread): the word highlighted at playback time t is
 * floor(t / duration × wordCount × 0.85). Kept only to measure how far it drifts from the real timeline.
 */
export function estimateSpecTimeline(words: readonly WordSpan[], durationMs: number): TimedWord[] {
  const perWordMs = words.length > 0 ? durationMs / (words.length * 0.85) : 0;
  return words.map((word, i) => ({
    index: word.index,
    text: word.text,
    charStart: word.charStart,
    charEnd: word.charEnd,
    startMs: Math.round(Math.min(durationMs, i * perWordMs)),
    endMs: Math.round(Math.min(durationMs, (i + 1) * perWordMs)),
  }));
}
