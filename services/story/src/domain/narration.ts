import { createHash } from 'node:crypto';
import {
  NARRATION_SPEED,
  NARRATION_SPEED_CHOICES,
  NARRATION_VOICE,
  tokenizeWords,
  type NarrationPreference,
  type NarrationResponse,
  type NarrationVoicesResponse,
} from '@bedtime/contracts';
import { RateLimitedError, UpstreamError, ValidationError, type Logger } from '@bedtime/service-kit';
import type { BlobStore } from '../providers/blob-store/blob-store';
import type { NarrationsRepository, StoredNarration } from '../data/narrations-repository';
import type { NarrationPreferencesRepository } from '../data/narration-preferences-repository';
import { mediaUrl } from '../data/story-enhancements-repository';
import type { EngineVoice, Narration as EngineNarration, NarrationEngine, NarrationRequest, NarrationSegment, TimedWord } from '../providers/narration/types';
import { screenText } from '@bedtime/child-safety';
import { findStoryOrFail } from './story-access';
import type { StoriesRepository } from '../data/stories-repository';
import { storyMetrics } from '../metrics';

export const AUDIO_SERVICE_ISSUE = 'There was an issue with the audio service. Please try again in a moment.';
export const NOTHING_TO_NARRATE = 'The story has no text to narrate.';
export const NO_WORDS = 'The text has no words to narrate.';
export const NOTHING_SPEAKABLE = 'The narrator cannot pronounce any of this text (symbols, emoji or letters it does not read). Please use ordinary words.';
/** Narrations one user may have in synthesis at once; more waits its turn by being refused (429). */
export const NARRATIONS_PER_USER = 2;
export const TOO_MANY_NARRATIONS = `You already have ${NARRATIONS_PER_USER} narrations being made. Please wait for one to finish and try again.`;
export const UNKNOWN_NARRATOR = 'That narrator is not available here. Please choose one of the voices listed.';

/** An engine that names no voices has one: the house narrator. */
const HOUSE_VOICE: EngineVoice = { id: 'house', label: 'Narrator', description: 'The house narrator.', soft: false };

/** The narrators an engine offers, the default first. */
export function narratorsOf(engine: NarrationEngine): readonly EngineVoice[] {
  const voices = engine.voices?.() ?? [];
  return voices.length > 0 ? voices : [HOUSE_VOICE];
}

/** The engine's speed for a pace chosen as a multiple of the house pace. */
export function narrationPace(choice: number): number {
  return Math.round(NARRATION_SPEED * choice * 1000) / 1000;
}

/**
 * The voice as the engine and the cache key see it. The default narrator keeps the name narrations had
 * before there was a choice (every engine takes a name it lacks as its default), so they stay cached.
 */
export function engineVoiceName(voices: readonly EngineVoice[], id: string): string {
  return id === voices[0]!.id ? NARRATION_VOICE : id;
}

/** The request for a story's narration by a narrator at a pace: what is synthesised and hashed. */
export function storyNarrationVoice(voices: readonly EngineVoice[], preference: NarrationPreference): { voice: string; speed: number } {
  return { voice: engineVoiceName(voices, preference.voice), speed: narrationPace(preference.speed) };
}

const EXTENSION_BY_MIME: Record<string, string> = { 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3' };

/** A narration ready to play: where its audio is, how long it lasts, and when each word is spoken. */
export interface NarrationOutcome extends NarrationResponse {
  blobKey: string;
  mimeType: string;
  engine: string;
  /** Whether it came from the cache rather than the engine. */
  cached: boolean;
  /** The bytes, when they are already in memory (just synthesised). */
  audio?: Buffer;
}

export interface NarrationDeps {
  /** Resolved on first use: choosing an engine probes the machine (Festival), which tests of other areas skip. */
  engine: () => NarrationEngine;
  narrations: NarrationsRepository;
  blobs: BlobStore;
  stories: StoriesRepository;
  preferences: NarrationPreferencesRepository;
  logger: Logger;
}

/** Same engine, voice, speed and text always sound the same, so that is the cache key. */
export function narrationHash(engine: string, { text, voice, speed }: NarrationRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([engine, voice, speed, text]))
    .digest('hex');
}

/** A story's text as narrated: trimmed, and where the trimmed text starts in story.content. */
export interface StoryNarrationPlan {
  text: string;
  lead: number;
  /** Who is asking (a user id), for fair sharing and per-user limits. */
  owner?: string;
  /** The narrator and pace; the house narrator at the house pace when not given. */
  voice?: NarrationPreference;
}

export type SegmentListener = (segment: NarrationSegment) => void;

interface Flight {
  work: Promise<NarrationOutcome>;
  /** Segments handed out so far, kept only when a listener asked for them from the start. */
  segments?: NarrationSegment[];
  listeners: Set<SegmentListener>;
  hash: string;
  /** Requests waiting for it whose client can go away; when the last has gone, the synthesis stops. */
  waiting: number;
  /** A request that cannot go away (no signal: an internal caller) keeps it going to the end. */
  kept: boolean;
  stop: AbortController;
}

/** The synthesis stopped because everyone who asked for it went away: nothing was stored, and there is no one to answer. */
export class NarrationAbandoned extends Error {
  constructor() {
    super('nobody is waiting for this narration any more');
    this.name = 'NarrationAbandoned';
  }
}

export interface NarrateOptions {
  /** Aborted when the asking client goes away; once every waiting client has, the synthesis stops. */
  signal?: AbortSignal;
}

/**
 * Where the text to narrate comes from. A stored story's content was screened when it was written (a
 * model's words sentence by sentence as they streamed; the embedded writer tells only reviewed passages,
 * never the parent's words), so it is not screened again: the phrase screen reads a story's ordinary
 * sentences ("I'm sorry I hurt you", "the Cookery School on Pudding Lane") as harms and would refuse to
 * read the child one story in seven. Any other text is screened here.
 */
type TextSource = 'caller' | 'stored-story';

const shiftWords = (words: TimedWord[], lead: number): TimedWord[] =>
  lead === 0 ? words : words.map((word) => ({ ...word, charStart: word.charStart + lead, charEnd: word.charEnd + lead }));

/**
 * Narration with a word timeline, synthesised once per text: finished narrations are cached (row plus
 * blob), and requests for a text already being synthesised wait for that synthesis instead of starting another.
 * A listener may receive the narration sentence by sentence while it is made, to start playing early.
 */
export function createNarration({ engine: engineOf, narrations, blobs, stories, preferences, logger }: NarrationDeps) {
  const inFlight = new Map<string, Flight>();
  const startedBy = new Map<string, number>();

  /** Counts a new synthesis against its owner; joining one already under way costs nothing. */
  function claim(owner: string | undefined): () => void {
    if (!owner) return () => undefined;
    const running = startedBy.get(owner) ?? 0;
    if (running >= NARRATIONS_PER_USER) throw new RateLimitedError(TOO_MANY_NARRATIONS, 10);
    startedBy.set(owner, running + 1);
    return () => {
      const left = (startedBy.get(owner) ?? 1) - 1;
      if (left > 0) startedBy.set(owner, left);
      else startedBy.delete(owner);
    };
  }

  async function produce(
    engine: NarrationEngine,
    hash: string,
    request: NarrationRequest,
    log: Logger,
    stop: AbortSignal,
    onSegment?: SegmentListener,
  ): Promise<NarrationOutcome> {
    const cached = await narrations.find(hash);
    // A row whose audio has gone (blob folder wiped or moved) is made again rather than answered broken.
    if (cached && (await blobs.size(cached.blobKey)) !== null) return outcome(cached, true);

    const started = performance.now();
    let narration: EngineNarration;
    try {
      // Segments cost an extra encode each, so they are asked for only when someone listens.
      narration = await engine.synthesize(request, onSegment ? { onSegment, signal: stop } : { signal: stop });
    } catch (error) {
      if (stop.aborted) {
        log.info({ engine: engine.name, chars: request.text.length }, 'narration stopped: everyone who asked for it went away; nothing was kept');
        throw new NarrationAbandoned();
      }
      log.error({ err: error, engine: engine.name, chars: request.text.length }, 'narration failed');
      throw new UpstreamError(AUDIO_SERVICE_ISSUE);
    }
    // Stopped as the last sentence finished: nobody will play it, so nothing is kept.
    if (stop.aborted) throw new NarrationAbandoned();
    const extension = EXTENSION_BY_MIME[narration.mimeType] ?? 'ogg';
    const stored: StoredNarration = {
      hash,
      engine: engine.name,
      blobKey: await blobs.put(narration.audio, extension),
      mimeType: narration.mimeType,
      durationMs: Math.round(narration.durationMs),
      words: narration.words,
    };
    await narrations.save(stored);
    storyMetrics.narrationsMade.inc({ engine: engine.name });
    log.info(
      { engine: engine.name, words: narration.words.length, audioMs: stored.durationMs, ms: Math.round(performance.now() - started) },
      'narration synthesised',
    );
    return { ...outcome(stored, false), audio: narration.audio };
  }

  function start(engine: NarrationEngine, hash: string, request: NarrationRequest, log: Logger, withSegments: boolean): Flight {
    const segments: NarrationSegment[] | undefined = withSegments ? [] : undefined;
    const listeners = new Set<SegmentListener>();
    const broadcast = (segment: NarrationSegment) => {
      segments!.push(segment);
      for (const listener of listeners) {
        try {
          listener(segment);
        } catch (error) {
          log.warn({ err: error }, 'narration segment listener failed');
        }
      }
    };
    const done = claim(request.owner);
    const stop = new AbortController();
    const work = produce(engine, hash, request, log, stop.signal, withSegments ? broadcast : undefined).finally(() => {
      if (inFlight.get(hash) === flight) inFlight.delete(hash);
      done();
    });
    // Nobody may be waiting by the time it fails (everyone left): that rejection is expected, not unhandled.
    work.catch(() => undefined);
    const flight: Flight = { work, segments, listeners, hash, waiting: 0, kept: false, stop };
    inFlight.set(hash, flight);
    return flight;
  }

  /**
   * Waits for the flight on behalf of one request. A request whose client can go away (it has a signal)
   * stops waiting when it does; when the last such request has gone and no other waits, the synthesis
   * itself stops and nothing is stored. A waiter without a signal keeps the synthesis going.
   */
  async function wait(flight: Flight, signal: AbortSignal | undefined): Promise<NarrationOutcome> {
    if (!signal) {
      flight.kept = true;
      return flight.work;
    }
    signal.throwIfAborted();
    flight.waiting += 1;
    let leave!: () => void;
    const gone = new Promise<never>((_, reject) => {
      leave = () => {
        flight.waiting -= 1;
        if (flight.waiting === 0 && !flight.kept) {
          flight.stop.abort();
          // A new request for the same text starts afresh rather than joining one that is stopping.
          if (inFlight.get(flight.hash) === flight) inFlight.delete(flight.hash);
        }
        reject(new NarrationAbandoned());
      };
      signal.addEventListener('abort', leave, { once: true });
    });
    gone.catch(() => undefined);
    try {
      return await Promise.race([flight.work, gone]);
    } finally {
      signal.removeEventListener('abort', leave);
    }
  }

  async function narrate(
    request: NarrationRequest,
    log: Logger = logger,
    onSegment?: SegmentListener,
    options: NarrateOptions = {},
    source: TextSource = 'caller',
  ): Promise<NarrationOutcome> {
    // Punctuation alone is the caller's mistake, not the audio service's.
    if (tokenizeWords(request.text).length === 0) throw new ValidationError(NO_WORDS);
    // A child hears this: a caller's text passes the same screen as every story (the category is logged, never the text).
    const screened = source === 'stored-story' ? ({ ok: true } as const) : screenText(request.text, 'the text to narrate');
    if (!screened.ok) {
      log.info({ category: screened.category, rule: screened.rule }, 'narration refused by the child-safety screen');
      storyMetrics.safetyRefusals.inc({ category: screened.category, stage: 'narration-text' });
      throw new ValidationError(screened.message, { field: 'text' });
    }
    const engine = engineOf();
    // Words the voice cannot say at all are the text's problem, not a failure of the audio service.
    if (engine.canSpeak && !engine.canSpeak(request.text)) throw new ValidationError(NOTHING_SPEAKABLE);
    const hash = narrationHash(engine.name, request);
    // Noted before any audio exists, so an account deleted while its narration is being made finds it.
    if (request.owner) await narrations.noteRequest(request.owner, hash);
    const flight = inFlight.get(hash) ?? start(engine, hash, request, log, onSegment !== undefined);
    if (!onSegment) return wait(flight, options.signal);
    // A listener joining a synthesis already under way catches up on what it missed.
    for (const segment of flight.segments ?? []) onSegment(segment);
    flight.listeners.add(onSegment);
    try {
      return await wait(flight, options.signal);
    } finally {
      flight.listeners.delete(onSegment);
    }
  }

  /** Story text in the house voice: word (and segment) offsets point into story.content exactly. */
  async function narratePlan(
    plan: StoryNarrationPlan,
    log: Logger = logger,
    onSegment?: SegmentListener,
    options: NarrateOptions = {},
  ): Promise<NarrationOutcome> {
    const listener =
      onSegment &&
      ((segment: NarrationSegment) =>
        onSegment({ ...segment, charStart: segment.charStart + plan.lead, charEnd: segment.charEnd + plan.lead, words: shiftWords(segment.words, plan.lead) }));
    const voices = narratorsOf(engineOf());
    const chosen = plan.voice ?? { voice: voices[0]!.id, speed: 1 };
    const narration = await narrate({ text: plan.text, ...storyNarrationVoice(voices, chosen), owner: plan.owner }, log, listener, options, 'stored-story');
    return { ...narration, words: shiftWords(narration.words, plan.lead) };
  }

  /** The account's narrator and pace: what it saved, while that voice is still offered; else the default. */
  async function preferenceOf(userId: string): Promise<NarrationPreference> {
    const voices = narratorsOf(engineOf());
    const saved = await preferences.find(userId);
    const voice = voices.find((candidate) => candidate.id === saved?.voice) ?? voices[0]!;
    const speed = NARRATION_SPEED_CHOICES.find((choice) => choice === saved?.speed) ?? 1;
    return { voice: voice.id, speed };
  }

  /** A narrator this engine offers, or a 400 naming the problem. */
  function checkVoice(voice: string): void {
    if (!narratorsOf(engineOf()).some((candidate) => candidate.id === voice)) throw new ValidationError(UNKNOWN_NARRATOR, { field: 'voice' });
  }

  async function planStory(storyId: string): Promise<StoryNarrationPlan> {
    const story = await findStoryOrFail(stories, storyId);
    // Trimmed like POST /api/generate-audio trims its text, so the wizard's audio and the story's share a cache entry.
    const text = story.content.trim();
    if (!text) throw new ValidationError(NOTHING_TO_NARRATE);
    // Checked here too, so a streamed narration is refused as JSON before its stream opens.
    const engine = engineOf();
    if (engine.canSpeak && !engine.canSpeak(text)) throw new ValidationError(NOTHING_SPEAKABLE);
    return { text, lead: story.content.length - story.content.trimStart().length };
  }

  return {
    narrate,
    planStory,
    narratePlan,
    preferenceOf,
    checkVoice,

    /** The narrators and paces on offer, and the account's choice among them. */
    async voices(userId: string): Promise<NarrationVoicesResponse> {
      const voices = narratorsOf(engineOf()).map(({ id, label, description, soft }) => ({ id, label, description, soft }));
      return { voices, speeds: [...NARRATION_SPEED_CHOICES], preference: await preferenceOf(userId) };
    },

    async savePreference(userId: string, preference: NarrationPreference): Promise<NarrationPreference> {
      checkVoice(preference.voice);
      await preferences.save(userId, preference);
      return preference;
    },

    async narrateStory(storyId: string, log: Logger = logger): Promise<NarrationOutcome> {
      return narratePlan(await planStory(storyId), log);
    },

    /** The audio bytes of a narration, from memory when just made, else from the blob store. */
    async audioOf(narration: NarrationOutcome): Promise<Buffer> {
      if (narration.audio) return narration.audio;
      const audio = await blobs.get(narration.blobKey);
      if (!audio) throw new UpstreamError(AUDIO_SERVICE_ISSUE);
      return audio;
    },
  };
}
export type Narration = ReturnType<typeof createNarration>;

function outcome(stored: StoredNarration, cached: boolean): NarrationOutcome {
  return {
    audioUrl: mediaUrl(stored.blobKey),
    durationMs: stored.durationMs,
    words: stored.words,
    blobKey: stored.blobKey,
    mimeType: stored.mimeType,
    engine: stored.engine,
    cached,
  };
}
