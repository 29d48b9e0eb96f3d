import type { WordSpan } from '@bedtime/contracts';
import { availableEncoder, encodeNarrationAudio, startEncoder, type AudioEncoder, type StreamingEncoder } from './audio-codec';
import { concatSamples, silence, type Pcm } from './pcm';
import type { Sentence } from './sentences';
import { completeTimeline, shiftTimeline } from './timeline';
import { NarrationEngineError, type Narration, type SynthesizeOptions, type TimedWord } from './types';

/** One synthesized sentence: its audio and its words' times relative to the start of that audio. */
export interface SentenceAudio {
  pcm: Pcm;
  words: TimedWord[];
}

export interface AssemblyOptions extends SynthesizeOptions {
  speed: number;
  /** Defaults to the best encoder installed. */
  encoder?: AudioEncoder;
}

// Festival and espeak leave only a short silence around each utterance; a storyteller pauses longer
// between sentences and longer still between paragraphs. Slower speech gets proportionally longer pauses.
const PAUSE_MS: Record<Sentence['pauseAfter'], number> = { clause: 80, sentence: 250, paragraph: 650 };
const UNSPOKEN_SENTENCE_MS = 300;

/** Offline voices stay intelligible between half and double speed. */
export function clampSpeed(speed: number): number {
  return Number.isFinite(speed) ? Math.min(2, Math.max(0.5, speed)) : 1;
}

/**
 * Collects sentences as they finish (in any order). In text order it feeds them to one encoder for the
 * whole narration, so encoding overlaps synthesis, and hands out self-contained segments for
 * streaming. The timeline accounts for every pause between sentences.
 */
export class NarrationAssembly {
  private readonly done: Array<SentenceAudio | undefined>;
  private readonly known: TimedWord[] = [];
  private readonly encoderKind: AudioEncoder | undefined;
  private encoder: StreamingEncoder | undefined;
  private sampleRate = 0;
  private written = 0;
  private writtenSamples = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly words: readonly WordSpan[],
    private readonly sentences: readonly Sentence[],
    private readonly options: AssemblyOptions,
  ) {
    this.done = new Array(sentences.length).fill(undefined);
    this.encoderKind = options.encoder ?? availableEncoder();
  }

  add(index: number, audio: SentenceAudio): void {
    this.done[index] = audio;
    this.chain = this.chain.then(() => this.writeReady());
    // A failure surfaces in finish(); until then it must not count as unhandled.
    this.chain.catch(() => undefined);
  }

  async finish(): Promise<Narration> {
    await this.chain;
    if (this.written < this.sentences.length || !this.encoder) throw new NarrationEngineError('Nothing in the text could be pronounced');
    const encoded = await this.encoder.finish();
    const durationMs = Math.round(encoded.durationMs);
    const byIndex = new Map(this.known.map((word) => [word.index, word]));
    const times = this.words.map((word) => {
      const time = byIndex.get(word.index);
      return time && { startMs: time.startMs + encoded.timelineOffsetMs, endMs: time.endMs + encoded.timelineOffsetMs };
    });
    return { audio: encoded.audio, mimeType: encoded.mimeType, durationMs, words: completeTimeline(this.words, times, 0, durationMs) };
  }

  /** Resolves once every sentence added so far has been written (and handed out as a segment). */
  async flushed(): Promise<void> {
    await this.chain;
  }

  /** Called when synthesis failed, so the encoder process does not wait for input forever. */
  abandon(): void {
    this.encoder?.abandon();
  }

  private async writeReady(): Promise<void> {
    while (this.written < this.done.length && this.done[this.written]) {
      const index = this.written;
      const audio = this.done[index]!;
      const pcm = this.resolvePcm(audio.pcm);
      // A silent first sentence waits until some sentence tells the engine's sample rate.
      if (!pcm) return;
      if (this.sampleRate && pcm.sampleRate !== this.sampleRate) throw new Error('sentences were synthesized at different sample rates');
      this.sampleRate = pcm.sampleRate;
      this.encoder ??= startEncoder(pcm.sampleRate, this.options.signal, this.encoderKind);
      const samples = this.withPause(index, pcm);
      const startMs = (this.writtenSamples / pcm.sampleRate) * 1000;
      this.known.push(...shiftTimeline(audio.words, startMs));
      this.written++;
      this.writtenSamples += samples.length;
      // The listener's segment first: the whole file's encoder may make the write wait while it catches up.
      if (this.options.onSegment) await this.emitSegment(index, pcm.sampleRate, samples, startMs, audio.words);
      await this.encoder.write(samples);
    }
  }

  private async emitSegment(index: number, sampleRate: number, samples: Int16Array, startMs: number, words: TimedWord[]): Promise<void> {
    const sentence = this.sentences[index]!;
    const encoded = await encodeNarrationAudio({ sampleRate, samples }, this.options.signal, this.encoderKind);
    await this.options.onSegment!({
      index,
      charStart: sentence.charStart,
      charEnd: sentence.charEnd,
      startMs: Math.round(startMs),
      durationMs: Math.round(encoded.durationMs),
      audio: encoded.audio,
      mimeType: encoded.mimeType,
      words: shiftTimeline(words, Math.round(startMs + encoded.timelineOffsetMs)),
    });
  }

  /** A sentence with nothing pronounceable (sample rate 0) becomes a short silence at the narration's rate. */
  private resolvePcm(pcm: Pcm): Pcm | undefined {
    if (pcm.sampleRate > 0) return pcm;
    const sampleRate = this.sampleRate || this.done.find((audio) => audio && audio.pcm.sampleRate > 0)?.pcm.sampleRate;
    return sampleRate ? { sampleRate, samples: silence(sampleRate, UNSPOKEN_SENTENCE_MS / this.options.speed) } : undefined;
  }

  private withPause(index: number, pcm: Pcm): Int16Array {
    if (index === this.sentences.length - 1) return pcm.samples;
    return concatSamples([pcm.samples, silence(pcm.sampleRate, PAUSE_MS[this.sentences[index]!.pauseAfter] / this.options.speed)]);
  }
}
