export interface TimedWord {
  index: number;
  text: string;
  charStart: number;
  charEnd: number;
  startMs: number;
  endMs: number;
}

export type NarrationMimeType = 'audio/ogg' | 'audio/mpeg';

export interface Narration {
  audio: Buffer;
  mimeType: NarrationMimeType;
  durationMs: number;
  words: TimedWord[];
}

export interface NarrationRequest {
  text: string;
  voice: string;
  speed: number;
  /** Who asked (a user id): engines share their capacity fairly between owners. Not part of the sound. */
  owner?: string;
}

/**
 * A self-contained piece of a narration (one sentence or chunk, with the pause after it), handed out
 * as soon as it is ready so a long story can start playing before the whole of it is synthesized.
 * Playing the segments back to back gives exactly the timeline of the final narration.
 */
export interface NarrationSegment {
  index: number;
  /** Text range this segment narrates (UTF-16 offsets into the request text). */
  charStart: number;
  charEnd: number;
  /** Where the segment sits in the final narration. */
  startMs: number;
  durationMs: number;
  audio: Buffer;
  mimeType: NarrationMimeType;
  /** The segment's words with times in the final narration (not relative to the segment). */
  words: TimedWord[];
}

export interface SynthesizeOptions {
  signal?: AbortSignal;
  /** Called in text order with each segment as soon as it and all earlier ones are encoded. */
  onSegment?: (segment: NarrationSegment) => void | Promise<void>;
}

/** A narrator the listener may choose: one voice of an engine. */
export interface EngineVoice {
  id: string;
  label: string;
  description: string;
  /** Gentler than the others: for the last story of the night. */
  soft: boolean;
}

export interface NarrationEngine {
  readonly name: string;
  /**
   * The narrators this engine offers here, the default first. A request for another voice gets the
   * default. Engines without it have one voice.
   */
  voices?(): readonly EngineVoice[];
  synthesize(request: NarrationRequest, options?: SynthesizeOptions): Promise<Narration>;
  /**
   * Whether the voice can pronounce anything in the text (an English voice cannot read Chinese,
   * emoji or mathematical letters). Engines without it are taken to speak any text.
   */
  canSpeak?(text: string): boolean;
  /** Prepares the engine ahead of the first story (starts its processes, loads its voice). */
  warmUp?(): Promise<void>;
  /** Ends whatever the engine keeps running between stories. */
  close?(): void;
}

/** The engine could not run at all (missing binary, crashed process, provider error). */
export class NarrationEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NarrationEngineError';
  }
}
