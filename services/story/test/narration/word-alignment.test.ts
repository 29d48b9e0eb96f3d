import { tokenizeWords } from '@bedtime/contracts';
import { describe, expect, it } from 'vitest';
import { completeTimeline } from '../../src/providers/narration/timeline';
import { alignRecognizedWords, normalizeWord, numberToWords, type RecognizedWord } from '../../src/providers/narration/word-alignment';

const heard = (...entries: Array<[string, number, number]>): RecognizedWord[] => entries.map(([text, startMs, endMs]) => ({ text, startMs, endMs }));

describe('aligning a transcript onto the story text', () => {
  it('matches words despite punctuation, case and digits spoken as words', () => {
    const words = tokenizeWords('"Wake up," said Pip. 3 stars!');
    const times = alignRecognizedWords(
      words,
      heard(['wake', 0, 200], ['up,', 200, 400], ['Said', 500, 700], ['Pip.', 700, 900], ['three', 1200, 1400], ['stars!', 1400, 1800]),
    );
    expect(times.map((time) => time?.startMs)).toEqual([0, 200, 500, 700, 1200, 1400]);
  });

  it('gives a hyphenated word the time of both halves when the recognizer splits it', () => {
    const words = tokenizeWords('A sleepy-eyed owl');
    const times = alignRecognizedWords(words, heard(['a', 0, 100], ['sleepy', 100, 400], ['eyed', 400, 600], ['owl', 600, 900]));
    expect(times[1]).toEqual({ startMs: 100, endMs: 600 });
    expect(times[2]).toEqual({ startMs: 600, endMs: 900 });
  });

  it('leaves a missed word untimed and ignores an extra word, so the gap is filled between neighbours', () => {
    const words = tokenizeWords('The moon sang a very soft song');
    const recognized = heard(
      ['the', 0, 100],
      ['moon', 100, 400],
      ['uh', 420, 480],
      ['sang', 500, 800],
      ['a', 800, 850],
      ['soft', 1000, 1300],
      ['song', 1300, 1600],
    );
    const times = alignRecognizedWords(words, recognized);
    expect(times[4]).toBeUndefined();
    expect(times[3]).toEqual({ startMs: 800, endMs: 850 });
    expect(times[5]).toEqual({ startMs: 1000, endMs: 1300 });
    const timeline = completeTimeline(words, times, 0, 1600);
    expect(timeline[4]).toMatchObject({ text: 'very', startMs: 850, endMs: 1000 });
  });

  it('stays on track over a long text with many differences', () => {
    const sentence = 'Little Pip hopped over the hill and found 12 shiny pebbles by the river. ';
    const text = sentence.repeat(40);
    const words = tokenizeWords(text);
    const recognized: RecognizedWord[] = [];
    words.forEach((word, i) => {
      if (i % 17 === 5) return;
      recognized.push({ text: word.text === '12' ? 'twelve' : word.text, startMs: i * 300, endMs: i * 300 + 250 });
      if (i % 23 === 0) recognized.push({ text: 'um', startMs: i * 300 + 260, endMs: i * 300 + 290 });
    });
    const times = alignRecognizedWords(words, recognized);
    words.forEach((word, i) => {
      if (i % 17 === 5) expect(times[i]).toBeUndefined();
      else expect(times[i]?.startMs).toBe(i * 300);
    });
  });

  it('normalizes numbers to their spoken form', () => {
    expect(numberToWords(3)).toBe('three');
    expect(numberToWords(1042)).toBe('one thousand forty two');
    expect(normalizeWord('21')).toBe('twentyone');
    expect(normalizeWord('Pip’s')).toBe('pips');
  });
});
