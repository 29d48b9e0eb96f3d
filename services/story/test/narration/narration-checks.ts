import { tokenizeWords } from '@bedtime/contracts';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { decodeOggOpus } from '../../src/providers/narration/audio-codec';
import { parseWav, type Pcm } from '../../src/providers/narration/pcm';
import { runProcess } from '../../src/providers/narration/run-process';
import { detectSpeechOnsets, measureHighlightError, type HighlightError } from '../../src/providers/narration/timeline-accuracy';
import type { Narration, TimedWord } from '../../src/providers/narration/types';

/** The timeline contract every engine must meet for the browser's highlighting. */
export function expectTimelineFitsText(text: string, narration: Narration): void {
  const tokens = tokenizeWords(text);
  expect(narration.words).toHaveLength(tokens.length);
  let previousStart = 0;
  for (const [i, word] of narration.words.entries()) {
    const token = tokens[i]!;
    expect({ index: word.index, text: word.text, charStart: word.charStart, charEnd: word.charEnd }).toEqual(token);
    expect(text.slice(word.charStart, word.charEnd)).toBe(word.text);
    expect(word.startMs).toBeGreaterThanOrEqual(previousStart);
    expect(word.endMs).toBeGreaterThanOrEqual(word.startMs);
    expect(word.startMs).toBeGreaterThanOrEqual(0);
    expect(word.endMs).toBeLessThanOrEqual(narration.durationMs);
    previousStart = word.startMs;
  }
}

export function expectOggOpus(audio: Buffer): void {
  expect(audio.subarray(0, 4).toString('ascii')).toBe('OggS');
  expect(audio.includes(Buffer.from('OpusHead'))).toBe(true);
}

async function decodeMp3(mp3: Buffer): Promise<Pcm> {
  const dir = await mkdtemp(join(tmpdir(), 'narration-mp3-'));
  try {
    await writeFile(join(dir, 'in.mp3'), mp3);
    await runProcess('lame', ['--quiet', '--decode', join(dir, 'in.mp3'), join(dir, 'out.wav')]);
    return parseWav(await readFile(join(dir, 'out.wav')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function decodeNarration(narration: Narration): Promise<Pcm> {
  return narration.mimeType === 'audio/mpeg' ? decodeMp3(narration.audio) : decodeOggOpus(narration.audio);
}

/** Compares the timeline with where speech really resumes after pauses in the decoded audio. */
export async function highlightErrorAgainstAudio(
  narration: Narration,
  timeline: readonly TimedWord[] = narration.words,
): Promise<HighlightError & { onsets: number }> {
  const pcm = await decodeNarration(narration);
  const onsets = detectSpeechOnsets(pcm);
  return { ...measureHighlightError(timeline, onsets, narration.words), onsets: onsets.length };
}
