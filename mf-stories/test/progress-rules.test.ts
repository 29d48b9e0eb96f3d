import { describe, expect, it } from 'vitest';
import {
  firstVisibleWord,
  percentCompleted,
  sameProgress,
  scrollPercentage,
  scrollTopFor,
  shouldSaveProgress,
} from '../src/features/progress/lib/progress-rules';

describe('reading progress', () => {
  it('is saved only past the first word or 5 % of the page', () => {
    expect(shouldSaveProgress({ wordIndex: 0, scrollPercentage: 5 })).toBe(false);
    expect(shouldSaveProgress({ wordIndex: 1, scrollPercentage: 0 })).toBe(true);
    expect(shouldSaveProgress({ wordIndex: 0, scrollPercentage: 5.1 })).toBe(true);
  });

  it('turns a scroll offset into a percentage and back', () => {
    expect(scrollPercentage(500, 3000, 1000)).toBe(25);
    expect(scrollPercentage(0, 800, 1000)).toBe(0);
    expect(scrollPercentage(5000, 3000, 1000)).toBe(100);
    expect(scrollTopFor(25, 3000, 1000)).toBe(500);
    expect(scrollTopFor(140, 3000, 1000)).toBe(2000);
    expect(percentCompleted({ wordIndex: 0, scrollPercentage: 42.6 }, 300)).toBe(43);
    // Half a story listened to, with the page never scrolled (the voice, not the page, moved on).
    expect(percentCompleted({ wordIndex: 149, scrollPercentage: 0 }, 300)).toBe(50);
    expect(percentCompleted({ wordIndex: 299, scrollPercentage: 10 }, 300)).toBe(100);
    // The further of the two counts; a word past the end (an edited story) stops at 100.
    expect(percentCompleted({ wordIndex: 30, scrollPercentage: 60 }, 300)).toBe(60);
    expect(percentCompleted({ wordIndex: 5_000, scrollPercentage: 0 }, 300)).toBe(100);
    expect(percentCompleted({ wordIndex: 0, scrollPercentage: 0 }, 0)).toBe(0);
  });

  it('finds the first word at or below the reading line', () => {
    const tops = [-300, -120, -10, 40, 90, 400];
    expect(firstVisibleWord(tops.length, (i) => tops[i]!, 0)).toBe(3);
    expect(firstVisibleWord(tops.length, (i) => tops[i]!, -1000)).toBe(0);
    expect(firstVisibleWord(tops.length, (i) => tops[i]!, 1000)).toBe(5);
  });

  it('treats the same word and rounded percentage as the same progress', () => {
    const saved = { wordIndex: 10, characterPosition: 50, scrollPercentage: 30.2 };
    expect(sameProgress(saved, { ...saved, scrollPercentage: 29.9 })).toBe(true);
    expect(sameProgress(saved, { ...saved, wordIndex: 11 })).toBe(false);
    expect(sameProgress(null, saved)).toBe(false);
  });
});
