import { describe, expect, it } from 'vitest';
import { firstVisibleWord, percentCompleted, sameProgress, scrollPercentage, scrollTopFor, shouldSaveProgress } from '../src/features/progress/lib/progress-rules';

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
    expect(percentCompleted(42.6)).toBe(43);
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
