import { tokenizeWords, type WordSpan } from '@bedtime/contracts';
import OpenAI, { toFile } from 'openai';
import { OPENAI_NARRATORS, speechSpeed, speechVoice } from '../openai-models';
import { decodeOggOpus, encodeNarrationAudio, oggOpusDurationMs } from './audio-codec';
import { concatSamples } from './pcm';
import { abortReason } from './run-process';
import { splitSentences } from './sentences';
import { completeTimeline, shiftTimeline } from './timeline';
import {
  NarrationEngineError,
  type Narration,
  type EngineVoice,
  type NarrationEngine,
  type NarrationRequest,
  type SynthesizeOptions,
  type TimedWord,
} from './types';
import { alignRecognizedWords } from './word-alignment';

export interface OpenAINarrationConfig {
  baseURL?: string;
  apiKey: string;
  model?: string;
  transcriptionModel?: string;
  /** The speech endpoint accepts at most 4096 characters; longer stories go in several requests. */
  maxInputChars?: number;
  timeoutMs?: number;
  maxRetries?: number;
}

interface Chunk {
  charStart: number;
  charEnd: number;
  words: WordSpan[];
}

interface NarratedChunk {
  audio: Buffer;
  durationMs: number;
  words: TimedWord[];
}

/**
 * Narration by OpenAI's speech endpoint. The speech API gives no timings, so the audio is transcribed
 * with word timestamps and the transcript aligned onto the text's words.
 */
export class OpenAINarrationEngine implements NarrationEngine {
  readonly name = 'openai';
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly transcriptionModel: string;
  private readonly maxInputChars: number;

  constructor(config: OpenAINarrationConfig) {
    this.client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs ?? 120_000, maxRetries: config.maxRetries ?? 1 });
    this.model = config.model ?? 'tts-1';
    this.transcriptionModel = config.transcriptionModel ?? 'whisper-1';
    this.maxInputChars = config.maxInputChars ?? 4096;
  }

  voices(): readonly EngineVoice[] {
    return OPENAI_NARRATORS;
  }

  async synthesize(request: NarrationRequest, options: SynthesizeOptions = {}): Promise<Narration> {
    const { signal } = options;
    signal?.throwIfAborted();
    const words = tokenizeWords(request.text);
    if (words.length === 0) throw new NarrationEngineError('The text has no words to narrate');
    const chunks = this.chunk(request.text, words);
    const narrated: NarratedChunk[] = [];
    let startMs = 0;
    for (const [index, chunk] of chunks.entries()) {
      const part = await this.narrateChunk(request, chunk, signal);
      narrated.push(part);
      await options.onSegment?.({
        index,
        charStart: chunk.charStart,
        charEnd: chunk.charEnd,
        startMs: Math.round(startMs),
        durationMs: Math.round(part.durationMs),
        audio: part.audio,
        mimeType: 'audio/ogg',
        words: shiftTimeline(part.words, Math.round(startMs)),
      });
      startMs += part.durationMs;
    }
    if (narrated.length === 1) {
      const only = narrated[0]!;
      return { audio: only.audio, mimeType: 'audio/ogg', durationMs: Math.round(only.durationMs), words: only.words };
    }
    return this.join(words, narrated, signal);
  }

  private chunk(text: string, words: WordSpan[]): Chunk[] {
    const chunks: Chunk[] = [];
    for (const sentence of splitSentences(text, words)) {
      const last = chunks[chunks.length - 1];
      if (last && sentence.charEnd - last.charStart <= this.maxInputChars) {
        last.charEnd = sentence.charEnd;
        last.words.push(...words.slice(sentence.firstWord, sentence.endWord));
      } else {
        chunks.push({ charStart: sentence.charStart, charEnd: sentence.charEnd, words: words.slice(sentence.firstWord, sentence.endWord) });
      }
    }
    return chunks;
  }

  private async narrateChunk(request: NarrationRequest, chunk: Chunk, signal?: AbortSignal): Promise<NarratedChunk> {
    const input = request.text.slice(chunk.charStart, chunk.charEnd);
    const speech = await this.call('speech', signal, () =>
      this.client.audio.speech.create(
        { model: this.model, voice: speechVoice(request.voice), speed: speechSpeed(request.speed), input, response_format: 'opus' },
        { signal },
      ),
    );
    const audio = Buffer.from(await speech.arrayBuffer());
    let durationMs: number;
    try {
      durationMs = oggOpusDurationMs(audio);
    } catch (error) {
      throw new NarrationEngineError('The speech service did not return Ogg Opus audio', { cause: error });
    }
    const transcript = await this.call('transcription', signal, async () =>
      this.client.audio.transcriptions.create(
        {
          file: await toFile(audio, 'narration.ogg', { type: 'audio/ogg' }),
          model: this.transcriptionModel,
          response_format: 'verbose_json',
          timestamp_granularities: ['word'],
        },
        { signal },
      ),
    );
    const recognized = (transcript.words ?? []).map((word) => ({ text: word.word, startMs: word.start * 1000, endMs: word.end * 1000 }));
    if (recognized.length === 0) throw new NarrationEngineError('The transcription returned no word timestamps');
    const known = alignRecognizedWords(chunk.words, recognized);
    return { audio, durationMs, words: completeTimeline(chunk.words, known, 0, Math.round(durationMs)) };
  }

  /** Several speech responses become one Ogg Opus stream (chained Ogg files play badly in browsers). */
  private async join(words: WordSpan[], narrated: NarratedChunk[], signal?: AbortSignal): Promise<Narration> {
    const decoded = [];
    for (const part of narrated) decoded.push(await decodeOggOpus(part.audio, signal));
    const sampleRate = decoded[0]!.sampleRate;
    const encoded = await encodeNarrationAudio({ sampleRate, samples: concatSamples(decoded.map((pcm) => pcm.samples)) }, signal);
    const known: TimedWord[] = [];
    let offsetMs = encoded.timelineOffsetMs;
    for (const [i, part] of narrated.entries()) {
      known.push(...shiftTimeline(part.words, offsetMs));
      offsetMs += (decoded[i]!.samples.length / sampleRate) * 1000;
    }
    const durationMs = Math.round(encoded.durationMs);
    const byIndex = new Map(known.map((word) => [word.index, word]));
    return {
      audio: encoded.audio,
      mimeType: encoded.mimeType,
      durationMs,
      words: completeTimeline(
        words,
        words.map((word) => byIndex.get(word.index)),
        0,
        durationMs,
      ),
    };
  }

  private async call<T>(what: string, signal: AbortSignal | undefined, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (signal?.aborted) throw abortReason(signal);
      const status = error instanceof OpenAI.APIError && error.status ? ` (${error.status})` : '';
      const message = error instanceof Error ? error.message : String(error);
      throw new NarrationEngineError(`OpenAI ${what} request failed${status}: ${message}`, { cause: error });
    }
  }
}
