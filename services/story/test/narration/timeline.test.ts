import { tokenizeWords } from '@bedtime/contracts';
import { describe, expect, it } from 'vitest';
import { completeTimeline, estimateSpecTimeline, spreadByCharacters } from '../../src/providers/narration/timeline';

describe('building a timeline', () => {
  const words = tokenizeWords('one three fives');

  it('splits a span across words by their length in characters', () => {
    expect(spreadByCharacters(words, 0, 1300)).toEqual([
      { startMs: 0, endMs: 300 },
      { startMs: 300, endMs: 800 },
      { startMs: 800, endMs: 1300 },
    ]);
  });

  it('discards a time that would make the timeline run backwards and fills it from its neighbours', () => {
    const timeline = completeTimeline(
      words,
      [
        { startMs: 500, endMs: 700 },
        { startMs: 100, endMs: 200 },
        { startMs: 900, endMs: 1000 },
      ],
      0,
      1000,
    );
    expect(timeline.map((word) => [word.startMs, word.endMs])).toEqual([
      [500, 700],
      [700, 900],
      [900, 1000],
    ]);
  });

  it('clamps every time into the audio', () => {
    const timeline = completeTimeline(words, [{ startMs: -20, endMs: 100 }, undefined, { startMs: 900, endMs: 1400 }], 0, 1000);
    expect(timeline[0]).toMatchObject({ startMs: 0, endMs: 100 });
    expect(timeline[2]).toMatchObject({ startMs: 900, endMs: 1000 });
  });
});

describe('the even-spread highlight estimate', () => {
  it('moves at word count × 0.85 over the duration, so it reaches the last word early and stays there', () => {
    const ten = tokenizeWords('a b c d e f g h i j');
    const estimate = estimateSpecTimeline(ten, 8500);
    expect(estimate[1]!.startMs).toBe(1000);
    expect(estimate[8]!.startMs).toBe(8000);
    expect(estimate[9]!.startMs).toBe(8500);
  });
});
