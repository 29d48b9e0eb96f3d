import { endianness } from 'node:os';

/** Mono 16-bit PCM, the form every engine's audio is brought to before timing and encoding. */
export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

export function pcmDurationMs(pcm: Pcm): number {
  return (pcm.samples.length / pcm.sampleRate) * 1000;
}

export function silence(sampleRate: number, ms: number): Int16Array {
  return new Int16Array(Math.max(0, Math.round((sampleRate * ms) / 1000)));
}

export function concatSamples(parts: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function pcmToBuffer(samples: Int16Array): Buffer {
  if (endianness() === 'LE') return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const out = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i]!, i * 2);
  return out;
}

/** Reads a RIFF/WAVE file of 16-bit PCM; several channels are mixed down to mono. */
export function parseWav(wav: Buffer): Pcm {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let offset = 12;
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    // Programs streaming WAV to a pipe write a placeholder size; the data then runs to the end.
    let size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = wav.readUInt16LE(body + 2);
      sampleRate = wav.readUInt32LE(body + 4);
      bits = wav.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bits !== 16 || channels < 1) throw new Error(`unsupported WAV format: ${bits}-bit, ${channels} channels`);
      if (size === 0 || body + size > wav.length) size = wav.length - body;
      const frames = Math.floor(size / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += wav.readInt16LE(body + (i * channels + c) * 2);
        samples[i] = Math.round(sum / channels);
      }
      return { sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data');
}
