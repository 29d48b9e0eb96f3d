import { afterAll, beforeAll, expect, it } from 'vitest';
import { oggOpusDurationMs } from '../../src/providers/narration/audio-codec';
import { OpenAINarrationEngine } from '../../src/providers/narration/openai-engine';
import type { NarrationSegment, TimedWord } from '../../src/providers/narration/types';
import { audioKey, startFakeOpenAI, type FakeOpenAI, type WhisperWord } from './fake-openai-server';
import { expectOggOpus, expectTimelineFitsText, highlightErrorAgainstAudio } from './narration-checks';
import { BEDTIME_STORY } from './story-fixture';
import { describeWithFestival } from './festival-required';

const seconds = (ms: number) => ms / 1000;

/** Transcribes the way Whisper differs from a text: digits spelled out, hyphens split, a word missed, a filler added, a name misheard, punctuation attached. */
function whisperLike(timeline: TimedWord[]): WhisperWord[] {
  const words: WhisperWord[] = [];
  for (const [i, word] of timeline.entries()) {
    const previous = timeline[i - 1];
    if (word.text === 'the' && previous?.text === 'Luna') continue;
    if (word.text === '3') {
      words.push({ word: 'three', start: seconds(word.startMs), end: seconds(word.endMs) });
    } else if (word.text === 'sleepy-eyed') {
      const cut = word.startMs + ((word.endMs - word.startMs) * 6) / 11;
      words.push({ word: 'sleepy', start: seconds(word.startMs), end: seconds(cut) }, { word: 'eyed', start: seconds(cut), end: seconds(word.endMs) });
    } else if (word.text === 'Luna' && previous?.text === 'asked') {
      words.push({ word: 'Lunar', start: seconds(word.startMs), end: seconds(word.endMs) });
    } else {
      words.push({ word: word.text === 'owl' ? 'owl.' : word.text, start: seconds(word.startMs), end: seconds(word.endMs) });
    }
    if (word.text === 'owl') words.push({ word: 'Oh', start: seconds(word.endMs + 40), end: seconds(word.endMs + 90) });
  }
  return words;
}

describeWithFestival('OpenAI narration against a local OpenAI-compatible server', () => {
  let fake: FakeOpenAI;

  beforeAll(async () => {
    fake = await startFakeOpenAI(whisperLike);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('aligns the transcript onto the text: matched words take their spoken times, a missed word sits between its neighbours', async () => {
    const engine = new OpenAINarrationEngine({ baseURL: fake.baseURL, apiKey: 'test-key' });
    fake.requests.length = 0;
    const narration = await engine.synthesize({ text: BEDTIME_STORY, voice: 'nova', speed: 0.9 });

    expect(narration.mimeType).toBe('audio/ogg');
    expectOggOpus(narration.audio);
    expect(narration.durationMs).toBe(Math.round(oggOpusDurationMs(narration.audio)));
    expectTimelineFitsText(BEDTIME_STORY, narration);
    const spoken = fake.timelines.get(audioKey(narration.audio))!;
    expect(spoken).toBeDefined();

    const missed = narration.words.findIndex((word, i) => word.text === 'the' && narration.words[i - 1]?.text === 'Luna');
    for (const word of narration.words) {
      if (word.index === missed) continue;
      expect(Math.abs(word.startMs - spoken[word.index]!.startMs), `${word.text} (${word.index})`).toBeLessThanOrEqual(1);
      expect(Math.abs(word.endMs - spoken[word.index]!.endMs), `${word.text} (${word.index})`).toBeLessThanOrEqual(1);
    }
    const [before, gap, after] = [narration.words[missed - 1]!, narration.words[missed]!, narration.words[missed + 1]!];
    expect(gap.startMs).toBeGreaterThanOrEqual(before.endMs);
    expect(gap.endMs).toBeLessThanOrEqual(after.startMs);

    const [speech, transcription] = fake.requests;
    expect(speech?.json).toMatchObject({ model: 'tts-1', voice: 'nova', speed: 0.9, response_format: 'opus', input: BEDTIME_STORY });
    expect(transcription?.form?.model).toEqual(['whisper-1']);
    expect(transcription?.form?.response_format).toEqual(['verbose_json']);
    expect(transcription?.form?.['timestamp_granularities[]'] ?? transcription?.form?.timestamp_granularities).toEqual(['word']);
  });

  it('splits a story longer than the speech input limit into requests and joins them into one Ogg Opus stream', async () => {
    const engine = new OpenAINarrationEngine({ baseURL: fake.baseURL, apiKey: 'test-key', maxInputChars: 200 });
    fake.requests.length = 0;
    const segments: NarrationSegment[] = [];
    const narration = await engine.synthesize({ text: BEDTIME_STORY, voice: 'nova', speed: 1 }, { onSegment: (segment) => void segments.push(segment) });

    const speechRequests = fake.requests.filter((request) => request.path.endsWith('/speech'));
    expect(speechRequests.length).toBeGreaterThan(2);
    expect(speechRequests.every((request) => String(request.json?.input).length <= 200)).toBe(true);
    expect(segments).toHaveLength(speechRequests.length);
    expectOggOpus(narration.audio);
    expect(narration.audio.toString('latin1').split('OpusHead')).toHaveLength(2);
    const spokenMs = segments.reduce((sum, segment) => sum + oggOpusDurationMs(segment.audio), 0);
    expect(Math.abs(narration.durationMs - spokenMs)).toBeLessThanOrEqual(30);
    expectTimelineFitsText(BEDTIME_STORY, narration);
    const error = await highlightErrorAgainstAudio(narration);
    expect(error.onsets).toBeGreaterThanOrEqual(8);
    expect(error.medianMs).toBeLessThanOrEqual(100);
  });

  it('rejects with the provider message when the speech request fails', async () => {
    const engine = new OpenAINarrationEngine({ baseURL: fake.baseURL, apiKey: 'test-key', maxRetries: 0 });
    fake.failSpeechWith(400, 'Invalid voice: bogus');
    await expect(engine.synthesize({ text: 'The moon is up.', voice: 'bogus', speed: 1 })).rejects.toThrow(
      /OpenAI speech request failed \(400\).*Invalid voice/,
    );
  });

  it('stops waiting for the provider when aborted', async () => {
    const hanging = await startFakeOpenAI(whisperLike);
    hanging.hangSpeech();
    try {
      const engine = new OpenAINarrationEngine({ baseURL: hanging.baseURL, apiKey: 'test-key', maxRetries: 0 });
      const controller = new AbortController();
      const result = engine.synthesize({ text: 'The moon is up.', voice: 'nova', speed: 1 }, { signal: controller.signal });
      while (hanging.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
      controller.abort();
      await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      await hanging.close();
    }
  });
});
