import { describe, expect, it } from 'vitest';
import { choiceValue, nextFavourite, sleepChoices } from '../src/features/bedtime/lib/sleep-timer-store';
import { END_FADE_MS, endFadeGain, SLEEP_FADE_MS, sleepFadeGain } from '../src/features/narration/lib/gentle-end';

describe('the narration’s gentle end', () => {
  it('keeps full voice until its last seconds, then falls smoothly to silence at the end', () => {
    const duration = 120_000;
    expect(endFadeGain(0, duration)).toBe(1);
    expect(endFadeGain(duration - END_FADE_MS - 1, duration)).toBe(1);
    const fall = Array.from({ length: 41 }, (_, i) => endFadeGain(duration - END_FADE_MS + (i * END_FADE_MS) / 40, duration));
    for (let i = 1; i < fall.length; i++) expect(fall[i]!).toBeLessThan(fall[i - 1]!);
    expect(fall[0]).toBeCloseTo(1, 5);
    expect(fall.at(-1)).toBe(0);
    // No step the ear would notice: at most a few percent between 200 ms apart.
    for (let i = 1; i < fall.length; i++) expect(fall[i - 1]! - fall[i]!).toBeLessThan(0.05);
  });

  it('does not fade while the length is unknown, and fades a very short narration over its second half only', () => {
    expect(endFadeGain(5_000, null)).toBe(1);
    expect(endFadeGain(1_000, 6_000)).toBe(1);
    expect(endFadeGain(4_500, 6_000)).toBeLessThan(1);
  });

  it('fades the sleep timer’s end from full to silent', () => {
    expect(sleepFadeGain(0)).toBe(1);
    expect(sleepFadeGain(SLEEP_FADE_MS / 2)).toBeCloseTo(0.5, 5);
    expect(sleepFadeGain(SLEEP_FADE_MS)).toBe(0);
  });
});

describe('the sleep timer', () => {
  it('offers off, the end of this story and 10, 20, 30 minutes; a seconds choice only for tests', () => {
    expect(sleepChoices('').map((choice) => choice.label)).toEqual(['Off', 'End of this story', '10 minutes', '20 minutes', '30 minutes']);
    expect(sleepChoices('?sleepTimerSeconds=5').at(-1)).toMatchObject({ value: '5s', choice: { kind: 'timed', ms: 5000 } });
    expect(sleepChoices('?sleepTimerSeconds=nope')).toHaveLength(5);
    expect(sleepChoices('?sleepTimerSeconds=99999')).toHaveLength(5);
    expect(choiceValue(sleepChoices('')[3]!.choice)).toBe('20m');
    expect(choiceValue(sleepChoices('?sleepTimerSeconds=600').at(-1)!.choice)).toBe('600s');
  });

  it('follows a story with the next favourite, round to the first, never the same story', () => {
    expect(nextFavourite(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextFavourite(['a', 'b', 'c'], 'c')).toBe('a');
    expect(nextFavourite(['a', 'b'], 'x')).toBe('a');
    expect(nextFavourite(['a'], 'a')).toBeNull();
    expect(nextFavourite([], 'a')).toBeNull();
  });
});
