import { tokenizeWords, type WordSpan } from '@bedtime/contracts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AudioEncoder } from './audio-codec';
import { festivalUtterance, hasSpeakableWord } from './festival-text';
import { DEFAULT_FESTIVAL_VOICE, festivalVoiceSetup, offeredFestivalVoices, type FestivalVoice } from './festival-voices';
import { FestivalWorker, type FestivalResult } from './festival-worker';
import { clampSpeed, NarrationAssembly, type SentenceAudio } from './narration-assembly';
import { parseWav, pcmDurationMs } from './pcm';
import { abortReason, runProcess } from './run-process';
import { FIRST_UTTERANCE_MAX_WORDS, splitSentences, type Sentence } from './sentences';
import { ProcessSlots } from './process-slots';
import { completeTimeline, spreadByCharacters, type WordTime } from './timeline';
import { NarrationEngineError, type EngineVoice, type Narration, type NarrationEngine, type NarrationRequest, type SynthesizeOptions } from './types';
import { alignRecognizedWords } from './word-alignment';

// Parked Festival processes are ended after this long without a story.
const IDLE_WORKER_MS = 120_000;

export interface FestivalEngineOptions {
  command?: string;
  /** Festival processes running at once across all requests of this engine (one per core). */
  maxProcesses?: number;
  /** Defaults to Opus when opusenc is installed, else MP3. */
  encoder?: AudioEncoder;
  /** Festival's names of the voices installed (create-narration-engine probes them); defaults to slt alone. */
  installedVoices?: readonly string[];
}

/**
 * Offline narration with Festival's voices (festival-voices.ts: the HTS voice "slt", plain and hushed, and
 * the diphone voices kal and ked). Each sentence is one utterance; its word times come from the
 * utterance's own Word/Segment relations, so the timeline describes the audio itself.
 */
export class FestivalNarrationEngine implements NarrationEngine {
  readonly name = 'festival';
  private readonly command: string;
  private readonly slots: ProcessSlots;
  private readonly encoder: AudioEncoder | undefined;
  private readonly offered: readonly FestivalVoice[];

  private readonly parked: FestivalWorker[] = [];
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(options: FestivalEngineOptions = {}) {
    this.command = options.command ?? 'festival';
    this.slots = new ProcessSlots(options.maxProcesses ?? 2);
    this.encoder = options.encoder;
    const offered = offeredFestivalVoices(options.installedVoices ?? [DEFAULT_FESTIVAL_VOICE.festival]);
    this.offered = offered.length > 0 ? offered : [DEFAULT_FESTIVAL_VOICE];
  }

  voices(): readonly EngineVoice[] {
    return this.offered.map(({ id, label, description, soft }) => ({ id, label, description, soft }));
  }

  /** The narrator asked for, else the default (a voice this machine lacks is a hint, not an error). */
  private voiceOf(id: string): FestivalVoice {
    return this.offered.find((voice) => voice.id === id) ?? this.offered[0]!;
  }

  /** Starts the Festival processes ahead of the first story, which then starts speaking sooner. */
  async warmUp(): Promise<void> {
    while (this.parked.length < this.slots.capacity) this.parked.push(new FestivalWorker(this.command));
    for (const worker of this.parked) worker.park();
    this.scheduleIdleClose();
    await Promise.all(this.parked.map((worker) => worker.ready));
  }

  /** Ends the Festival processes kept between narrations. */
  close(): void {
    clearTimeout(this.idleTimer);
    for (const worker of this.parked.splice(0)) worker.close();
  }

  canSpeak(text: string): boolean {
    return hasSpeakableWord(tokenizeWords(text));
  }

  async synthesize(request: NarrationRequest, options: SynthesizeOptions = {}): Promise<Narration> {
    const { signal } = options;
    signal?.throwIfAborted();
    const voice = this.voiceOf(request.voice);
    const speed = clampSpeed(request.speed * voice.pace);
    const words = tokenizeWords(request.text);
    if (words.length === 0) throw new NarrationEngineError('The text has no words to narrate');
    const sentences = splitSentences(request.text, words, { firstMaxWords: FIRST_UTTERANCE_MAX_WORDS });
    const assembly = new NarrationAssembly(words, sentences, { ...options, speed, encoder: this.encoder });
    const dir = await mkdtemp(join(tmpdir(), 'narration-festival-'));
    const workers = new Set<FestivalWorker>();
    const stop = new AbortController();
    const onAbort = () => stop.abort(abortReason(signal!));
    signal?.addEventListener('abort', onAbort, { once: true });
    stop.signal.addEventListener('abort', () => workers.forEach((worker) => worker.close(true)), { once: true });
    let next = 0;

    // A slot is held for one sentence at a time, and the slots go round the users waiting for them:
    // another user's short narration waits for one sentence, not for the whole of a long one.
    const runWorker = async () => {
      while (next < sentences.length && !stop.signal.aborted) {
        const release = await this.slots.acquire(stop.signal, request.owner);
        if (next >= sentences.length) return release();
        const index = next++;
        const worker = this.takeWorker();
        workers.add(worker);
        try {
          const wavPath = join(dir, `sentence-${index}.wav`);
          assembly.add(index, await synthesizeSentence(worker, request.text, words, sentences[index]!, wavPath, voice, speed, stop.signal));
        } finally {
          workers.delete(worker);
          this.returnWorker(worker, !stop.signal.aborted);
          release();
        }
      }
    };

    try {
      const count = Math.min(this.slots.capacity, sentences.length);
      const outcomes = await Promise.allSettled(
        Array.from({ length: count }, () =>
          runWorker().catch((error: unknown) => {
            // One failed sentence fails the narration; the other process need not finish its work.
            stop.abort(error);
            throw error;
          }),
        ),
      );
      if (signal?.aborted) throw abortReason(signal);
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw (stop.signal.reason as unknown) ?? failed.reason;
      return await assembly.finish();
    } catch (error) {
      assembly.abandon();
      throw error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
      await rm(dir, { recursive: true, force: true });
    }
  }

  private takeWorker(): FestivalWorker {
    for (let worker = this.parked.pop(); worker; worker = this.parked.pop()) {
      if (worker.idle) {
        worker.unpark();
        return worker;
      }
      worker.close(true);
    }
    return new FestivalWorker(this.command);
  }

  /** A worker that finished cleanly waits, parked, for the next story (starting one costs ~0.25 s). */
  private returnWorker(worker: FestivalWorker, clean: boolean): void {
    if (!clean || !worker.idle || this.parked.length >= this.slots.capacity) {
      worker.close(!clean);
      return;
    }
    worker.park();
    this.parked.push(worker);
    this.scheduleIdleClose();
  }

  private scheduleIdleClose(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.close(), IDLE_WORKER_MS);
    this.idleTimer.unref();
  }
}

async function synthesizeSentence(
  worker: FestivalWorker,
  text: string,
  words: readonly WordSpan[],
  sentence: Sentence,
  wavPath: string,
  voice: FestivalVoice,
  speed: number,
  signal: AbortSignal,
): Promise<SentenceAudio> {
  const sentenceWords = words.slice(sentence.firstWord, sentence.endWord);
  const utterance = festivalUtterance(text, sentenceWords, sentence.charEnd);
  if (utterance.groups.length === 0) {
    // Nothing Festival can pronounce (another script, symbols): the words pass in an instant.
    return { pcm: { sampleRate: 0, samples: new Int16Array(0) }, words: completeTimeline(sentenceWords, [], 0, 0) };
  }
  const result = await worker.say(utterance.text, wavPath, voice.festival, festivalVoiceSetup(voice, speed));
  const pcm = parseWav(await readFile(voice.effects ? await soften(wavPath, voice.effects, signal) : wavPath));
  const known = result.tokenCount === utterance.groups.length ? timesByToken(result, utterance.groups, sentenceWords) : timesByAlignment(result, sentenceWords);
  return { pcm, words: completeTimeline(sentenceWords, known, 0, pcmDurationMs(pcm)) };
}

/** Runs the voice's sox effects on a sentence's audio; none of them moves sound in time, so the word times stay. */
async function soften(wavPath: string, effects: readonly string[], signal: AbortSignal): Promise<string> {
  const softened = wavPath.replace(/\.wav$/, '-soft.wav');
  await runProcess('sox', [wavPath, softened, ...effects], { signal });
  return softened;
}

/** Festival token k carries the text words groups[k]; its words ("Pip" + "'s", "one" + "thousand") are merged back. */
function timesByToken(result: FestivalResult, groups: number[][], sentenceWords: readonly WordSpan[]): Array<WordTime | undefined> {
  const known: Array<WordTime | undefined> = new Array(sentenceWords.length).fill(undefined);
  for (const [token, positions] of groups.entries()) {
    const spoken = result.words.filter((word) => word.token === token && word.endMs > word.startMs);
    if (spoken.length === 0) continue;
    const startMs = Math.min(...spoken.map((word) => word.startMs));
    const endMs = Math.max(...spoken.map((word) => word.endMs));
    const spread = spreadByCharacters(
      positions.map((position) => sentenceWords[position]!),
      startMs,
      endMs,
    );
    positions.forEach((position, k) => (known[position] = spread[k]));
  }
  return known;
}

/** Fallback if Festival tokenized differently than asked: align its words onto the text's words. */
function timesByAlignment(result: FestivalResult, sentenceWords: readonly WordSpan[]): Array<WordTime | undefined> {
  const spoken = result.words.filter((word) => word.endMs > word.startMs).map((word) => ({ text: word.name, startMs: word.startMs, endMs: word.endMs }));
  return alignRecognizedWords(sentenceWords, spoken);
}
