import { tokenizeWords } from '@bedtime/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeOggOpus } from '../../src/providers/narration/audio-codec';
import { EspeakNarrationEngine, timesFromEvents } from '../../src/providers/narration/espeak-engine';
import type { Narration } from '../../src/providers/narration/types';
import { expectOggOpus, expectTimelineFitsText, highlightErrorAgainstAudio } from './narration-checks';
import { BEDTIME_STORY } from './story-fixture';

describe('espeak narration', () => {
  const engine = new EspeakNarrationEngine();
  let normal: Narration;

  beforeAll(async () => {
    normal = await engine.synthesize({ text: BEDTIME_STORY, voice: 'nova', speed: 1 });
  });

  it('gives one timed entry per tokenizer word, in order, inside the audio, mapping back onto the text', () => {
    expectTimelineFitsText(BEDTIME_STORY, normal);
  });

  it('starts the first word after each pause where speech resumes in the decoded audio (median error <= 100 ms)', async () => {
    const error = await highlightErrorAgainstAudio(normal);
    expect(error.onsets).toBeGreaterThanOrEqual(8);
    expect(error.medianMs).toBeLessThanOrEqual(100);
  });

  it('produces Ogg Opus whose decoded length matches the reported duration within 50 ms', async () => {
    expectOggOpus(normal.audio);
    const pcm = await decodeOggOpus(normal.audio);
    expect(Math.abs((pcm.samples.length / pcm.sampleRate) * 1000 - normal.durationMs)).toBeLessThanOrEqual(50);
  });

  it('at speed 0.9 the audio is longer and the timeline still matches the sound', async () => {
    const slower = await engine.synthesize({ text: BEDTIME_STORY, voice: 'nova', speed: 0.9 });
    expect(slower.durationMs).toBeGreaterThan(normal.durationMs * 1.05);
    expectTimelineFitsText(BEDTIME_STORY, slower);
    const error = await highlightErrorAgainstAudio(slower);
    expect(error.medianMs).toBeLessThanOrEqual(100);
  });

  it('falls back to MP3 with the encoder delay carried by the timeline', async () => {
    const mp3 = await new EspeakNarrationEngine({ encoder: 'mp3' }).synthesize({ text: BEDTIME_STORY, voice: 'nova', speed: 1 });
    expect(mp3.mimeType).toBe('audio/mpeg');
    expectTimelineFitsText(BEDTIME_STORY, mp3);
    // The same sound as the Opus narration, heard 26 ms later (576 samples at 22.05 kHz).
    expect(Math.abs(mp3.words[10]!.startMs - normal.words[10]!.startMs - 26)).toBeLessThanOrEqual(1);
    const error = await highlightErrorAgainstAudio(mp3);
    expect(error.onsets).toBeGreaterThanOrEqual(8);
    expect(error.medianMs).toBeLessThanOrEqual(100);
  });

  it('stops between sentences when aborted', async () => {
    const controller = new AbortController();
    const result = engine.synthesize({ text: BEDTIME_STORY, voice: 'nova', speed: 1 }, { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('espeak word events onto the text', () => {
  // Events as espeak-ng reports them for this sentence (positions are 1-based).
  const text = 'It was a lot of the fun, “said” Pip.';
  const words = tokenizeWords(text);
  const word = (ms: number, at: number, length: number) => ({ type: 'word', audio_position: ms, text_position: at + 1, word_length: length });

  it('splits an event that covers several unstressed words across them by characters', () => {
    const events = [
      word(0, 0, 2),
      word(200, 3, 3),
      word(400, 7, 1),
      word(500, 9, 3),
      word(800, 13, 2),
      word(1000, 20, 3),
      { type: 'end', audio_position: 1300, text_position: 24, word_length: 0 },
      word(1400, 26, 4),
      word(1900, 33, 3),
    ];
    const times = timesFromEvents(events, words, 0);
    // "of the" came as one event at 800 ms lasting to "fun" at 1000 ms: 2 + 3 characters.
    expect(times[4]).toEqual({ startMs: 800, endMs: 880 });
    expect(times[5]).toEqual({ startMs: 880, endMs: 1000 });
    // "fun" ends where espeak ended the clause, not at the next word.
    expect(times[6]).toEqual({ startMs: 1000, endMs: 1300 });
  });

  it('ignores events that point at quotes rather than into a word', () => {
    const quoteAt = text.indexOf('“');
    const events = [word(0, 0, 2), word(1400, quoteAt, 0), word(1500, quoteAt + 1, 0), word(1900, text.indexOf('Pip'), 3)];
    const times = timesFromEvents(events, words, 0);
    expect(times[7]).toEqual({ startMs: 1500, endMs: 1900 });
    expect(times[8]?.startMs).toBe(1900);
  });
});
