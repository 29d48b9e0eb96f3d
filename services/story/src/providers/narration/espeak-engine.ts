import { hasSpeakableWord, LONGEST_SPOKEN_WORD } from './festival-text';
import { tokenizeWords, type WordSpan } from '@bedtime/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AudioEncoder } from './audio-codec';
import { clampSpeed, NarrationAssembly, type SentenceAudio } from './narration-assembly';
import { concatSamples, pcmDurationMs } from './pcm';
import { FIRST_UTTERANCE_MAX_WORDS, splitSentences, type Sentence } from './sentences';
import { completeTimeline, spreadByCharacters, type WordTime } from './timeline';
import { NarrationEngineError, type Narration, type EngineVoice, type NarrationEngine, type NarrationRequest, type SynthesizeOptions } from './types';

/** An event of espeak-ng's synthesis callback (positions are 1-based characters of the input). */
interface EspeakEvent {
  type: string;
  audio_position: number;
  text_position: number;
  word_length: number;
}

interface EspeakWorker {
  set_voice(voice: string): void;
  set_rate(wordsPerMinute: number): void;
  /** 0-99; espeak's default is 50. */
  set_pitch(pitch: number): void;
  /** How far the pitch moves, 0-99; espeak's default is 50. */
  set_range(range: number): void;
  get_samplerate(): number;
  synthesize(text: string, callback: (samples: Int16Array | undefined, events: EspeakEvent[]) => void): void;
}

const DEFAULT_WORDS_PER_MINUTE = 175;

/** One of espeak's narrators: a language voice, its pitch and pitch range, and a pace multiplying the requested speed. */
export interface EspeakVoice extends EngineVoice {
  espeak: string;
  pitch: number;
  range: number;
  pace: number;
}

export const ESPEAK_VOICES: readonly EspeakVoice[] = [
  { id: 'espeak-us', label: 'Robin', description: 'A clear American voice.', soft: false, espeak: 'en-us', pitch: 50, range: 50, pace: 1 },
  {
    id: 'espeak-soft',
    label: 'Robin, hushed',
    description: 'Slower, lower and flatter: for the last story of the night.',
    soft: true,
    espeak: 'en-us',
    pitch: 32,
    range: 25,
    pace: 0.85,
  },
  { id: 'espeak-gb', label: 'Rowan', description: 'A British voice.', soft: false, espeak: 'en-gb', pitch: 45, range: 45, pace: 1 },
];

let workerPromise: Promise<EspeakWorker> | undefined;

/** The WASM module is 24 MB of data; it is loaded once per process, on first use. */
function loadEspeak(): Promise<EspeakWorker> {
  workerPromise ??= (async () => {
    const { default: initialize } = await import('@echogarden/espeak-ng-emscripten');
    const module = await initialize();
    return new module.eSpeakNGWorker() as EspeakWorker;
  })().catch((error: unknown) => {
    workerPromise = undefined;
    throw new NarrationEngineError('espeak-ng could not be loaded', { cause: error });
  });
  return workerPromise;
}

/**
 * Offline fallback narration with espeak-ng compiled to WebAssembly: robotic but available wherever
 * Node runs. Word times come from espeak's own word events for each sentence.
 */
export class EspeakNarrationEngine implements NarrationEngine {
  readonly name = 'espeak';

  private readonly encoder: AudioEncoder | undefined;

  constructor(options: { encoder?: AudioEncoder } = {}) {
    this.encoder = options.encoder;
  }

  voices(): readonly EngineVoice[] {
    return ESPEAK_VOICES.map(({ id, label, description, soft }) => ({ id, label, description, soft }));
  }

  async warmUp(): Promise<void> {
    await loadEspeak();
  }

  /** The en-us voice reads other scripts and mathematical letters as silence. */
  canSpeak(text: string): boolean {
    return hasSpeakableWord(tokenizeWords(text));
  }

  async synthesize(request: NarrationRequest, options: SynthesizeOptions = {}): Promise<Narration> {
    const { signal } = options;
    signal?.throwIfAborted();
    // A voice this engine lacks (the listener chose it under another engine) is a hint, not an error.
    const voice = ESPEAK_VOICES.find((candidate) => candidate.id === request.voice) ?? ESPEAK_VOICES[0]!;
    const speed = clampSpeed(request.speed * voice.pace);
    const words = tokenizeWords(request.text);
    if (words.length === 0) throw new NarrationEngineError('The text has no words to narrate');
    const sentences = splitSentences(request.text, words, { firstMaxWords: FIRST_UTTERANCE_MAX_WORDS });
    const espeak = await loadEspeak();
    const assembly = new NarrationAssembly(words, sentences, { ...options, speed, encoder: this.encoder });
    try {
      for (const [index, sentence] of sentences.entries()) {
        // Synthesis blocks the thread, so one sentence at a time lets requests and aborts through.
        await nextTurn();
        signal?.throwIfAborted();
        assembly.add(index, synthesizeSentence(espeak, voice, request.text, words, sentence, speed));
        // Synthesis holds the thread and would starve the encoder's I/O: the first segment goes out
        // before synthesis continues, so a streaming listener starts hearing the story at once.
        if (index === 0 && options.onSegment) await assembly.flushed();
      }
      return await assembly.finish();
    } catch (error) {
      assembly.abandon();
      throw error;
    }
  }
}

function synthesizeSentence(
  espeak: EspeakWorker,
  voice: EspeakVoice,
  text: string,
  words: readonly WordSpan[],
  sentence: Sentence,
  speed: number,
): SentenceAudio {
  // Markup characters would be read as SSML; astral characters count as one position to espeak but
  // two to JavaScript. Same-length replacements keep every position aligned with the text.
  // Runs of letters longer than any real word would be spelled out for minutes: blanked, like symbols.
  const input = text
    .slice(sentence.charStart, sentence.charEnd)
    .replace(/[<>&]/g, ' ')
    .replace(new RegExp(`[\\p{L}\\p{N}]{${LONGEST_SPOKEN_WORD + 1},}`, 'gu'), (run) => ' '.repeat(run.length))
    .replace(/[\u{10000}-\u{10FFFF}]/gu, '  ');
  const chunks: Int16Array[] = [];
  const events: EspeakEvent[] = [];
  espeak.set_voice(voice.espeak);
  espeak.set_rate(Math.round(DEFAULT_WORDS_PER_MINUTE * speed));
  espeak.set_pitch(voice.pitch);
  espeak.set_range(voice.range);
  espeak.synthesize(input, (samples, batch) => {
    if (samples && samples.length > 0) chunks.push(samples.slice());
    events.push(...batch);
  });
  const pcm = { sampleRate: espeak.get_samplerate(), samples: concatSamples(chunks) };
  const sentenceWords = words.slice(sentence.firstWord, sentence.endWord);
  const known = timesFromEvents(events, sentenceWords, sentence.charStart);
  return { pcm, words: completeTimeline(sentenceWords, known, 0, pcmDurationMs(pcm)) };
}

/**
 * Each word event starts a run of text words lasting until the next word event or clause end; espeak
 * folds some unstressed words into the previous event ("of the"), so a run may hold several words,
 * which share its time by characters. Events that point at no word (around quotes) are dropped.
 */
export function timesFromEvents(events: readonly EspeakEvent[], sentenceWords: readonly WordSpan[], offset: number): Array<WordTime | undefined> {
  const starts: Array<{ position: number; ms: number }> = [];
  const clauseEnds: number[] = [];
  for (const event of events) {
    if (event.type === 'end') clauseEnds.push(event.audio_position);
    if (event.type !== 'word') continue;
    const at = offset + event.text_position - 1;
    const position = sentenceWords.findIndex((word) => word.charStart <= at && at < word.charEnd);
    const previous = starts[starts.length - 1];
    if (position < 0 || (previous && (position <= previous.position || event.audio_position < previous.ms))) continue;
    starts.push({ position, ms: event.audio_position });
  }
  const known: Array<WordTime | undefined> = new Array(sentenceWords.length).fill(undefined);
  for (const [k, start] of starts.entries()) {
    const next = starts[k + 1];
    const clauseEnd = clauseEnds.find((ms) => ms > start.ms);
    const endMs = Math.min(next?.ms ?? Infinity, clauseEnd ?? Infinity);
    const endPosition = next?.position ?? sentenceWords.length;
    const run = sentenceWords.slice(start.position, endPosition);
    if (!Number.isFinite(endMs)) {
      known[start.position] = { startMs: start.ms, endMs: start.ms };
      continue;
    }
    spreadByCharacters(run, start.ms, endMs).forEach((time, i) => (known[start.position + i] = time));
  }
  return known;
}
