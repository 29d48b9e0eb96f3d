import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeMp3, encodeOggOpus, decodeOggOpus, mp3DurationMs, oggOpusDurationMs } from '../../src/providers/narration/audio-codec';
import { parseWav, type Pcm } from '../../src/providers/narration/pcm';
import { runProcess } from '../../src/providers/narration/run-process';

/** Half a second of silence, then a 440 Hz tone for 300 ms, then silence. */
function toneAfterSilence(sampleRate: number): Pcm {
  const samples = new Int16Array(sampleRate);
  for (let i = sampleRate / 2; i < sampleRate * 0.8; i++) samples[i] = Math.round(12000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  return { sampleRate, samples };
}

function onsetMs(pcm: Pcm): number {
  const first = pcm.samples.findIndex((sample) => Math.abs(sample) > 1500);
  return (first / pcm.sampleRate) * 1000;
}

describe('encoding narration audio', () => {
  it('Opus keeps every sound where the PCM had it, and its duration is read from the stream', async () => {
    const pcm = toneAfterSilence(32000);
    const ogg = await encodeOggOpus(pcm);
    const decoded = await decodeOggOpus(ogg);
    expect(Math.abs(onsetMs(decoded) - 500)).toBeLessThanOrEqual(3);
    expect(oggOpusDurationMs(ogg)).toBeCloseTo(1000, 0);
  });

  it('MP3 reports the encoder delay it adds, so timelines can carry it', async () => {
    for (const sampleRate of [22050, 32000]) {
      const encoded = await encodeMp3(toneAfterSilence(sampleRate));
      expect(encoded.mimeType).toBe('audio/mpeg');
      const dir = await mkdtemp(join(tmpdir(), 'mp3-test-'));
      await writeFile(join(dir, 'tone.mp3'), encoded.audio);
      await runProcess('lame', ['--quiet', '--decode', join(dir, 'tone.mp3'), join(dir, 'tone.wav')]);
      const decoded = parseWav(await readFile(join(dir, 'tone.wav')));
      await rm(dir, { recursive: true });
      expect(Math.abs(onsetMs(decoded) - (500 + encoded.timelineOffsetMs))).toBeLessThanOrEqual(2);
      expect(encoded.durationMs).toBeGreaterThanOrEqual(1000);
      expect(encoded.durationMs).toBe(mp3DurationMs(encoded.audio));
      expect(encoded.durationMs).toBeLessThan(1000 + 3 * (1152 / sampleRate) * 1000);
    }
  });

  it('a failing encoder rejects with its own error output', async () => {
    await expect(runProcess('opusenc', ['--bitrate', 'not-a-number', '-', '-'], { input: Buffer.alloc(10) })).rejects.toThrow(
      /opusenc failed \(exit code \d+\)/,
    );
  });
});
