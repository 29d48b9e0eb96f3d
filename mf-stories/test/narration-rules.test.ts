import { describe, expect, it } from 'vitest';
import { ApiError, TimeoutError } from '@bedtime/web-kit';
import { startSecondsOf, wordAtTime } from '../src/features/narration/lib/timeline';
import { leftComfortBand } from '../src/features/narration/lib/follow-scroll';
import {
  AUDIO_DEFAULT_MESSAGE,
  AUDIO_SERVICE_MESSAGE,
  AUDIO_TIMEOUT_MESSAGE,
  audioFailure,
  audioFailureToast,
} from '../src/features/narration/lib/narration-errors';
import { createSpokenWordStore } from '../src/features/narration/lib/spoken-word-store';

// Three words with a pause between the second and third, as a sentence break gives.
const words = [
  { startMs: 100, endMs: 400 },
  { startMs: 400, endMs: 900 },
  { startMs: 1500, endMs: 2000 },
];

describe('the word timeline', () => {
  it('finds no word before the first one starts', () => {
    expect(wordAtTime(words, 0)).toBeNull();
    expect(wordAtTime(words, 99.9)).toBeNull();
    expect(wordAtTime([], 500)).toBeNull();
  });

  it('lights a word from its start, and the next one exactly when it starts', () => {
    expect(wordAtTime(words, 100)).toBe(0);
    expect(wordAtTime(words, 399)).toBe(0);
    expect(wordAtTime(words, 400)).toBe(1);
  });

  it('keeps the previous word through a pause, and the last word after it ends', () => {
    expect(wordAtTime(words, 1200)).toBe(1);
    expect(wordAtTime(words, 1500)).toBe(2);
    expect(wordAtTime(words, 60_000)).toBe(2);
  });

  it('agrees with a linear scan over a long timeline', () => {
    const long = Array.from({ length: 997 }, (_, i) => ({ startMs: i * 310 + (i % 7) * 13 }));
    const linear = (ms: number) => {
      let found: number | null = null;
      long.forEach((word, i) => {
        if (word.startMs <= ms) found = i;
      });
      return found;
    };
    for (let ms = -50; ms < 997 * 310 + 500; ms += 97) expect(wordAtTime(long, ms)).toBe(linear(ms));
  });

  it('starts playback at a saved word, clamped into the story', () => {
    expect(startSecondsOf(words, 2)).toBe(1.5);
    expect(startSecondsOf(words, 99)).toBe(1.5);
    expect(startSecondsOf(words, -3)).toBe(0.1);
    expect(startSecondsOf([], 4)).toBe(0);
  });
});

describe('following the spoken word', () => {
  it('moves the page only when the word leaves the comfortable band', () => {
    expect(leftComfortBand(300, 330, 800)).toBe(false);
    expect(leftComfortBand(100, 130, 800)).toBe(true);
    expect(leftComfortBand(610, 640, 800)).toBe(true);
    expect(leftComfortBand(-40, -10, 800)).toBe(true);
  });
});

describe('audio failures', () => {
  it('a timeout asks for a shorter story', () => {
    expect(audioFailure(new TimeoutError())).toEqual({ kind: 'timeout', message: AUDIO_TIMEOUT_MESSAGE, needsSubscription: false });
  });

  it('a 5xx from the audio service says so', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(audioFailure(new ApiError(status, '{"message":"engine down"}')).message).toBe(AUDIO_SERVICE_MESSAGE);
    }
  });

  it('anything else gets the apology, and an ended trial points to the subscription', () => {
    expect(audioFailure(new TypeError('Failed to fetch')).message).toBe(AUDIO_DEFAULT_MESSAGE);
    expect(audioFailure(new ApiError(404, 'Story not found'))).toMatchObject({ message: AUDIO_DEFAULT_MESSAGE, needsSubscription: false });
    expect(audioFailure(new ApiError(402, '{"message":"Your trial has ended"}'))).toMatchObject({ kind: 'other', needsSubscription: true });
  });

  it('toasts as each screen words it; My Stories adds the service message for API issues', () => {
    const service = audioFailure(new ApiError(502, 'x'));
    const other = audioFailure(new Error('x'));
    expect(audioFailureToast(service, 'page')).toEqual({ title: 'Audio generation failed', description: 'Please try again later.' });
    expect(audioFailureToast(other, 'result')).toEqual({ title: 'Audio generation failed', description: 'Please try again later.' });
    expect(audioFailureToast(service, 'reader')).toEqual({ title: 'Audio Generation Failed', description: AUDIO_SERVICE_MESSAGE });
    expect(audioFailureToast(other, 'reader')).toEqual({ title: 'Audio Generation Failed', description: 'Please try again later.' });
  });
});

describe('the spoken-word store', () => {
  it('tells subscribers only about real changes', () => {
    const store = createSpokenWordStore();
    const seen: (number | null)[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set(3);
    store.set(3);
    store.set(4);
    store.set(null);
    stop();
    store.set(9);
    expect(seen).toEqual([3, 4, null]);
    expect(store.get()).toBe(9);
  });
});
