import { parseWav, pcmToBuffer, type Pcm } from './pcm';
import { isInstalled, runProcess, startProcess } from './run-process';
import { NarrationEngineError, type NarrationMimeType } from './types';

export interface EncodedAudio {
  audio: Buffer;
  mimeType: NarrationMimeType;
  durationMs: number;
  /** How much later than in the PCM each sound is heard in the encoded audio. */
  timelineOffsetMs: number;
}

/** Opus at 24 kb/s is the smallest clear speech here; MP3 only where opus-tools is missing. */
export function availableEncoder(): AudioEncoder | undefined {
  if (isInstalled('opusenc')) return 'opus';
  if (isInstalled('lame')) return 'mp3';
  return undefined;
}

export type AudioEncoder = 'opus' | 'mp3';

/** An encoder fed sentence by sentence while later sentences are still being synthesized. */
export interface StreamingEncoder {
  write(samples: Int16Array): Promise<void>;
  finish(): Promise<EncodedAudio>;
  /** Lets the encoder exit without waiting for its output (the narration failed). */
  abandon(): void;
}

// LAME's encoder delay at every sample rate (the decoder's own delay is removed by decoders).
const MP3_ENCODER_DELAY_SAMPLES = 576;

export function startEncoder(sampleRate: number, signal?: AbortSignal, encoder: AudioEncoder | undefined = availableEncoder()): StreamingEncoder {
  if (encoder === 'opus') {
    // opusenc records its own look-ahead as pre-skip, so decoders play each sound exactly where the PCM had it.
    const args = [
      '--quiet',
      '--bitrate',
      '24',
      '--raw',
      '--raw-bits',
      '16',
      '--raw-chan',
      '1',
      '--raw-rate',
      String(sampleRate),
      '--raw-endianness',
      '0',
      '-',
      '-',
    ];
    const running = startProcess('opusenc', args, signal);
    return {
      write: (samples) => running.write(pcmToBuffer(samples)),
      finish: async () => {
        const { stdout } = await running.end();
        return { audio: stdout, mimeType: 'audio/ogg', durationMs: oggOpusDurationMs(stdout), timelineOffsetMs: 0 };
      },
      abandon: () => void running.end().catch(() => undefined),
    };
  }
  if (encoder === 'mp3') {
    // No LAME info tag: decoders that read it would trim the encoder delay and others would not, so
    // without it every player hears the same fixed delay, which the timeline then carries.
    const kHz = String(sampleRate / 1000);
    const args = ['--quiet', '-t', '-r', '-s', kHz, '--resample', kHz, '--bitwidth', '16', '--signed', '--little-endian', '-m', 'm', '-b', '48', '-', '-'];
    const running = startProcess('lame', args, signal);
    return {
      write: (samples) => running.write(pcmToBuffer(samples)),
      finish: async () => {
        const { stdout } = await running.end();
        return { audio: stdout, mimeType: 'audio/mpeg', durationMs: mp3DurationMs(stdout), timelineOffsetMs: (MP3_ENCODER_DELAY_SAMPLES / sampleRate) * 1000 };
      },
      abandon: () => void running.end().catch(() => undefined),
    };
  }
  throw new NarrationEngineError('No audio encoder is installed: narration needs opusenc (opus-tools) or lame');
}

export async function encodeNarrationAudio(pcm: Pcm, signal?: AbortSignal, encoder: AudioEncoder | undefined = availableEncoder()): Promise<EncodedAudio> {
  const stream = startEncoder(pcm.sampleRate, signal, encoder);
  await stream.write(pcm.samples);
  return stream.finish();
}

export async function encodeOggOpus(pcm: Pcm, signal?: AbortSignal): Promise<Buffer> {
  return (await encodeNarrationAudio(pcm, signal, 'opus')).audio;
}

export function encodeMp3(pcm: Pcm, signal?: AbortSignal): Promise<EncodedAudio> {
  return encodeNarrationAudio(pcm, signal, 'mp3');
}

export async function decodeOggOpus(ogg: Buffer, signal?: AbortSignal, sampleRate = 48_000): Promise<Pcm> {
  const { stdout } = await runProcess('opusdec', ['--quiet', '--rate', String(sampleRate), '--no-dither', '--force-wav', '-', '-'], { input: ogg, signal });
  return parseWav(stdout);
}

/** Duration of an Ogg Opus stream: last granule position minus the pre-skip, at 48 kHz. */
export function oggOpusDurationMs(ogg: Buffer): number {
  let offset = 0;
  let preSkip: number | undefined;
  let lastGranule = -1n;
  while (offset + 27 <= ogg.length) {
    if (ogg.toString('ascii', offset, offset + 4) !== 'OggS') throw new Error('not an Ogg stream');
    const segments = ogg[offset + 26]!;
    let bodyLength = 0;
    for (let i = 0; i < segments; i++) bodyLength += ogg[offset + 27 + i]!;
    const body = offset + 27 + segments;
    if (preSkip === undefined && ogg.toString('ascii', body, body + 8) === 'OpusHead') preSkip = ogg.readUInt16LE(body + 10);
    const granule = ogg.readBigInt64LE(offset + 6);
    if (granule >= 0n) lastGranule = granule;
    offset = body + bodyLength;
  }
  if (preSkip === undefined || lastGranule < 0n) throw new Error('not an Ogg Opus stream');
  return (Number(lastGranule - BigInt(preSkip)) / 48_000) * 1000;
}

const MP3_BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** Duration of a layer III stream by counting its frames. */
export function mp3DurationMs(mp3: Buffer): number {
  let offset = 0;
  let samples = 0;
  let sampleRate = 0;
  while (offset + 4 <= mp3.length) {
    const header = mp3.readUInt32BE(offset);
    if ((header & 0xffe00000) >>> 0 !== 0xffe00000) {
      offset++;
      continue;
    }
    const version = (header >>> 19) & 3;
    const bitrate = (version === 3 ? MP3_BITRATES.v1 : MP3_BITRATES.v2)[(header >>> 12) & 15];
    const rate = MP3_RATES[version]?.[(header >>> 10) & 3];
    if (!bitrate || !rate || ((header >>> 17) & 3) !== 1) {
      offset++;
      continue;
    }
    const padding = (header >>> 9) & 1;
    const perFrame = version === 3 ? 1152 : 576;
    offset += Math.floor(((perFrame / 8) * bitrate * 1000) / rate) + padding;
    samples += perFrame;
    sampleRate = rate;
  }
  return sampleRate ? (samples / sampleRate) * 1000 : 0;
}
