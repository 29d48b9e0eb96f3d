import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { until } from '@bedtime/service-kit/testing';
import { decodeOggOpus, oggOpusDurationMs } from '../../src/providers/narration/audio-codec';
import { FestivalNarrationEngine } from '../../src/providers/narration/festival-engine';
import { shiftTimeline } from '../../src/providers/narration/timeline';
import { NarrationEngineError, type Narration, type NarrationSegment } from '../../src/providers/narration/types';
import { expectOggOpus, expectTimelineFitsText, highlightErrorAgainstAudio } from './narration-checks';
import { BEDTIME_STORY } from './story-fixture';
import { describeWithFestival } from './festival-required';

function festivalChildren(): string[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), 'festival'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

describeWithFestival('Festival narration', () => {
  const engine = new FestivalNarrationEngine();
  let normal: Narration;
  let slower: Narration;
  const segments: NarrationSegment[] = [];

  beforeAll(async () => {
    normal = await engine.synthesize({ text: BEDTIME_STORY, voice: 'nova', speed: 1 }, { onSegment: (segment) => void segments.push(segment) });
    slower = await engine.synthesize({ text: BEDTIME_STORY, voice: 'nova', speed: 0.9 });
  });
  afterAll(() => engine.close());

  it('gives one timed entry per tokenizer word, in order, inside the audio, mapping back onto the text', () => {
    expect(normal.words.length).toBeGreaterThanOrEqual(75);
    expectTimelineFitsText(BEDTIME_STORY, normal);
    const byText = (text: string) => normal.words.find((word) => word.text === text)!;
    // Festival says "Pip's" as two items and "3" as "three"; each is still one timed word.
    expect(byText("Pip's").endMs).toBeGreaterThan(byText("Pip's").startMs);
    expect(byText('3').endMs - byText('3').startMs).toBeGreaterThan(150);
    expect(byText('sleepy-eyed').endMs - byText('sleepy-eyed').startMs).toBeGreaterThan(300);
  });

  it('starts the first word after each pause where speech resumes in the decoded audio (median error <= 100 ms)', async () => {
    const error = await highlightErrorAgainstAudio(normal);
    expect(error.onsets).toBeGreaterThanOrEqual(8);
    expect(error.medianMs).toBeLessThanOrEqual(100);
  });

  it('the accuracy check rejects a timeline that is 300 ms late', async () => {
    const error = await highlightErrorAgainstAudio(normal, shiftTimeline(normal.words, 300));
    expect(error.medianMs).toBeGreaterThan(100);
  });

  it('produces Ogg Opus whose decoded length matches the reported duration within 50 ms', async () => {
    expect(normal.mimeType).toBe('audio/ogg');
    expectOggOpus(normal.audio);
    const pcm = await decodeOggOpus(normal.audio);
    const decodedMs = (pcm.samples.length / pcm.sampleRate) * 1000;
    expect(Math.abs(decodedMs - normal.durationMs)).toBeLessThanOrEqual(50);
    // 24 kb/s: well under 4 KB per second of story.
    expect(normal.audio.length / (normal.durationMs / 1000)).toBeLessThan(4000);
  });

  it('at speed 0.9 the audio is longer and the timeline still matches the sound', async () => {
    expect(slower.durationMs).toBeGreaterThan(normal.durationMs * 1.05);
    expectTimelineFitsText(BEDTIME_STORY, slower);
    const error = await highlightErrorAgainstAudio(slower);
    expect(error.onsets).toBeGreaterThanOrEqual(8);
    expect(error.medianMs).toBeLessThanOrEqual(100);
  });

  it('hands out sentence segments in order that add up to the final narration', () => {
    expect(segments.length).toBeGreaterThan(5);
    expect(segments.map((segment) => segment.index)).toEqual(segments.map((_, i) => i));
    let expectedStart = 0;
    for (const segment of segments) {
      expectOggOpus(segment.audio);
      expect(Math.abs(segment.startMs - expectedStart)).toBeLessThanOrEqual(2);
      expect(Math.abs(oggOpusDurationMs(segment.audio) - segment.durationMs)).toBeLessThanOrEqual(1);
      expectedStart += segment.durationMs;
      for (const word of segment.words) {
        expect(word).toEqual(normal.words[word.index]);
        expect(word.charStart).toBeGreaterThanOrEqual(segment.charStart);
        expect(word.charEnd).toBeLessThanOrEqual(segment.charEnd);
      }
    }
    expect(Math.abs(expectedStart - normal.durationMs)).toBeLessThanOrEqual(5);
    expect(segments.flatMap((segment) => segment.words)).toHaveLength(normal.words.length);
  });

  it('rejects with a clear error when the festival program fails', async () => {
    const broken = new FestivalNarrationEngine({ command: 'false' });
    await expect(broken.synthesize({ text: 'The moon is up.', voice: 'nova', speed: 1 })).rejects.toThrow(/festival stopped \(exit code 1\)/);
    const missing = new FestivalNarrationEngine({ command: 'festival-that-is-not-installed' });
    const error = await missing.synthesize({ text: 'The moon is up.', voice: 'nova', speed: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NarrationEngineError);
    expect((error as Error).message).toMatch(/is not installed/);
  });

  it('stops synthesis and its festival processes when aborted', async () => {
    const before = festivalChildren();
    const engine = new FestivalNarrationEngine();
    const controller = new AbortController();
    const longStory = Array.from({ length: 12 }, () => BEDTIME_STORY).join('\n\n');
    let abortedAt = 0;
    const result = engine.synthesize(
      { text: longStory, voice: 'nova', speed: 1 },
      {
        signal: controller.signal,
        onSegment: () => {
          abortedAt = Date.now();
          controller.abort();
        },
      },
    );
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    // Well before the remaining ~90 sentences could have been synthesized.
    expect(Date.now() - abortedAt).toBeLessThan(1500);
    await until(() => festivalChildren().join() === before.join(), {
      timeoutMs: 3_000,
      intervalMs: 10,
      message: () => `the Festival processes to end (running: ${festivalChildren().join(', ')}; before: ${before.join(', ')})`,
    });
  });

  it('keeps warm Festival processes between stories and ends them on close', async () => {
    const warm = new FestivalNarrationEngine();
    const before = festivalChildren();
    await warm.warmUp();
    const parked = festivalChildren().filter((pid) => !before.includes(pid));
    expect(parked).toHaveLength(2);
    await warm.synthesize({ text: 'The moon is up. The owl is awake.', voice: 'nova', speed: 1 });
    expect(festivalChildren().filter((pid) => !before.includes(pid))).toEqual(parked);
    warm.close();
    await until(() => festivalChildren().join() === before.join(), {
      timeoutMs: 3_000,
      intervalMs: 10,
      message: () => `the Festival processes to end (running: ${festivalChildren().join(', ')}; before: ${before.join(', ')})`,
    });
  });

  it('refuses text without words', async () => {
    await expect(engine.synthesize({ text: ' … — ', voice: 'nova', speed: 1 })).rejects.toThrow(NarrationEngineError);
  });
});
