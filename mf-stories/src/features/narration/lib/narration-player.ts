import type { NarrationResponse } from '@bedtime/contracts';
import type { PlayableSegment } from '../api/stream-narration';
import { endFadeGain, SLEEP_FADE_MS, sleepFadeGain } from './gentle-end';
import { offsetInSegment, segmentOfWord } from './segment-playlist';
import { startSecondsOf, type TimedWord } from './timeline';

export interface NarrationPlayerEvents {
  /** Sound started or carried on (also when the next segment starts). */
  playing(): void;
  /** The listener (or the system) paused; not the quiet step from one segment to the next. */
  paused(): void;
  /** The whole narration was heard to its end. */
  ended(): void;
  /** The audio could not be played; `atMs` is where in the narration it broke. */
  failed(atMs: number, error: MediaError | null): void;
  /** The browser wants a fresh click before it makes sound. */
  blocked(): void;
}

interface LoadedSegment extends PlayableSegment {
  url: string;
}

/** Seeking before the audio knows its length would be lost: wait for its metadata first. */
function seek(audio: HTMLAudioElement, seconds: number): Promise<void> {
  if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
    audio.currentTime = seconds;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      audio.removeEventListener('loadedmetadata', done);
      audio.removeEventListener('error', done);
      if (!audio.error) audio.currentTime = seconds;
      resolve();
    };
    audio.addEventListener('loadedmetadata', done);
    audio.addEventListener('error', done);
  });
}

/**
 * Plays one story's narration through one audio element, from whichever audio exists: the sentence segments
 * while they are still being synthesised (each its own small file, played back to back), else the whole
 * cached file. The narration's clock is the segment's place plus the element's time, so the word timeline
 * (always in whole-narration time) lights the right word in both. Once the whole file is known, later plays
 * and seeks use it.
 */
export class NarrationPlayer {
  readonly audio: HTMLAudioElement;
  private segments: LoadedSegment[] = [];
  private streamedWords: TimedWord[] = [];
  private file: NarrationResponse | null = null;
  /** The segment in the element, or -1 when it holds the whole file (or nothing). */
  private current = -1;
  private offsetMs = 0;
  /** The listener wants sound: set by play, cleared by pause and the end. */
  private wanted = false;
  /** A segment ended before the next one was synthesised. */
  private waiting = false;
  /** Asked to play before that part of the audio existed: the word to start from, or null for the beginning. */
  private pending: { wordIndex: number | null } | null = null;
  /** Changing the element's source may pause it; that is not the listener pausing. */
  private switching = false;
  /** The voice's way out: through a gain node, so its end (and a sleep timer's) can fade rather than stop. */
  private output: { context: AudioContext; gain: GainNode } | null = null;
  private gainTimer: ReturnType<typeof setInterval> | undefined;
  /** The sleep timer's fade under way: when it began, and who waits for the voice to stop. */
  private sleepFade: { startedAt: number; done: () => void } | null = null;

  constructor(private readonly events: NarrationPlayerEvents) {
    this.audio = new Audio();
    this.audio.preload = 'auto';
    this.audio.addEventListener('playing', this.onPlaying);
    this.audio.addEventListener('pause', this.onPause);
    this.audio.addEventListener('ended', this.onEnded);
    this.audio.addEventListener('error', this.onError);
    this.audio.addEventListener('loadstart', this.onLoadStart);
  }

  /** Where playback is in the whole narration, in ms; null before any audio. */
  clockMs(): number | null {
    if (!this.audio.getAttribute('src')) return null;
    return this.offsetMs + this.audio.currentTime * 1000;
  }

  /** The word timeline known so far (all of it once the whole file is known). */
  words(): TimedWord[] {
    return this.file?.words ?? this.streamedWords;
  }

  /** The whole narration's length, once the whole file is known. */
  durationMs(): number | null {
    return this.file?.durationMs ?? null;
  }

  /** Some audio can be played now. */
  get hasAudio(): boolean {
    return this.file !== null || this.segments.length > 0;
  }

  /** Playing from segments, with the whole file still being made. */
  get streaming(): boolean {
    return this.file === null && this.segments.length > 0;
  }

  /** The next sentence of the narration, just synthesised. */
  addSegment(segment: PlayableSegment): void {
    const loaded = { ...segment, url: URL.createObjectURL(segment.audio) };
    this.segments.push(loaded);
    this.streamedWords.push(...segment.words);
    const index = this.segments.length - 1;
    if (this.pending) {
      const { wordIndex } = this.pending;
      if (wordIndex === null || segmentOfWord([loaded], wordIndex) === 0) {
        this.pending = null;
        void this.startSegment(index, wordIndex === null ? undefined : this.streamedWords.find((word) => word.index === wordIndex)?.startMs);
      }
    } else if (this.waiting && index === this.current + 1 && this.wanted) {
      this.waiting = false;
      void this.startSegment(index);
    }
  }

  /** The whole narration is made: its cached file takes over for whatever plays next. */
  finish(narration: NarrationResponse): void {
    this.file = narration;
    if (this.pending) {
      // Nothing was streamed (it was made before), or the word asked for lies past every segment.
      const { wordIndex } = this.pending;
      this.pending = null;
      void this.startFile(wordIndex === null ? undefined : startSecondsOf(narration.words, wordIndex) * 1000);
    } else if (this.waiting) {
      this.waiting = false;
      this.finishPlayback();
    }
  }

  /** Plays from where it was, or from a word; before the audio for it exists, as soon as it does. */
  async play(fromWord?: number): Promise<void> {
    this.wanted = true;
    this.sleepFade = null;
    this.connectOutput();
    if (this.file) {
      if (this.current >= 0 || fromWord !== undefined) {
        const at = fromWord !== undefined ? startSecondsOf(this.file.words, fromWord) * 1000 : (this.clockMs() ?? 0);
        return this.startFile(at);
      }
      return this.resume();
    }
    if (fromWord !== undefined) {
      const index = segmentOfWord(this.segments, fromWord);
      if (index < 0) {
        this.pending = { wordIndex: fromWord };
        return;
      }
      return this.startSegment(index, this.streamedWords.find((word) => word.index === fromWord)?.startMs);
    }
    if (this.segments.length === 0) {
      this.pending = { wordIndex: null };
      return;
    }
    if (this.current < 0) return this.startSegment(0);
    // Paused while waiting for the next sentence: it starts when it arrives (addSegment).
    if (this.waiting) return;
    return this.resume();
  }

  pause(): void {
    this.wanted = false;
    this.pending = null;
    const fade = this.sleepFade;
    this.sleepFade = null;
    fade?.done();
    if (!this.audio.paused) this.audio.pause();
    else this.events.paused();
  }

  /** Forgets all audio (to make it again), keeping the element. */
  reset(): void {
    this.wanted = false;
    this.waiting = false;
    this.pending = null;
    this.current = -1;
    this.setOffset(0);
    this.file = null;
    for (const segment of this.segments) URL.revokeObjectURL(segment.url);
    this.segments = [];
    this.streamedWords = [];
    this.setSource(null);
  }

  /**
   * The sleep timer's end: the voice fades out over a few seconds, then stops. Resolves once it has
   * stopped (at once when nothing plays).
   */
  fadeOutAndStop(): Promise<void> {
    if (this.audio.paused || !this.wanted) {
      this.pause();
      return Promise.resolve();
    }
    return new Promise((done) => {
      this.sleepFade = { startedAt: performance.now(), done };
      this.applyGain();
    });
  }

  dispose(): void {
    this.stopGainUpdates();
    this.sleepFade?.done();
    this.sleepFade = null;
    void this.output?.context.close().catch(() => undefined);
    this.output = null;
    this.reset();
    this.audio.removeEventListener('playing', this.onPlaying);
    this.audio.removeEventListener('pause', this.onPause);
    this.audio.removeEventListener('ended', this.onEnded);
    this.audio.removeEventListener('error', this.onError);
    this.audio.removeEventListener('loadstart', this.onLoadStart);
  }

  /** Made inside the listener's click, when the browser lets a new AudioContext sound. */
  private connectOutput(): void {
    if (!this.output && typeof AudioContext !== 'undefined') {
      try {
        const context = new AudioContext();
        const gain = context.createGain();
        context.createMediaElementSource(this.audio).connect(gain).connect(context.destination);
        this.output = { context, gain };
      } catch (error) {
        // Without Web Audio the element's own volume does the fading.
        console.warn('Narration plays without a gain node', error);
      }
    }
    void this.output?.context.resume().catch(() => undefined);
  }

  /** Sets the voice's loudness for where it is: the gentle end's fade, times the sleep timer's. */
  private applyGain(): void {
    let value = endFadeGain(this.clockMs() ?? 0, this.durationMs());
    const fade = this.sleepFade;
    if (fade) {
      const elapsed = performance.now() - fade.startedAt;
      value *= sleepFadeGain(elapsed);
      if (elapsed >= SLEEP_FADE_MS) {
        this.sleepFade = null;
        this.pause();
        fade.done();
      }
    }
    if (this.output) this.output.gain.gain.setTargetAtTime(value, this.output.context.currentTime, 0.02);
    else this.audio.volume = value;
    // Shown on the element, so the fade can be followed from outside (tests, devtools).
    this.audio.dataset.narrationGain = value.toFixed(3);
  }

  private startGainUpdates(): void {
    this.applyGain();
    if (this.gainTimer === undefined) this.gainTimer = setInterval(() => this.applyGain(), 50);
  }

  private stopGainUpdates(): void {
    clearInterval(this.gainTimer);
    this.gainTimer = undefined;
  }

  private async startSegment(index: number, atMs?: number): Promise<void> {
    const segment = this.segments[index]!;
    this.waiting = false;
    this.current = index;
    this.setOffset(segment.startMs);
    this.setSource(segment.url);
    if (atMs !== undefined && atMs > segment.startMs) await seek(this.audio, offsetInSegment(segment, atMs));
    return this.resume();
  }

  private async startFile(atMs?: number): Promise<void> {
    this.waiting = false;
    if (this.current >= 0 || this.audio.getAttribute('src') !== this.file!.audioUrl) {
      this.current = -1;
      this.setOffset(0);
      this.setSource(this.file!.audioUrl);
    }
    if (atMs !== undefined) await seek(this.audio, atMs / 1000);
    return this.resume();
  }

  private async resume(): Promise<void> {
    if (!this.wanted) return;
    try {
      await this.audio.play();
    } catch (error) {
      // A source that cannot play also fires 'error'; a pause before playback began (AbortError) needs nothing.
      if (error instanceof DOMException && error.name === 'NotAllowedError') {
        this.wanted = false;
        this.events.blocked();
      }
    }
  }

  /** The element says where its audio sits in the narration, so its clock can be read from outside too (tests, devtools). */
  private setOffset(ms: number): void {
    this.offsetMs = ms;
    this.audio.dataset.narrationOffsetMs = String(ms);
  }

  private setSource(url: string | null): void {
    this.switching = !this.audio.paused;
    if (url) this.audio.src = url;
    else this.audio.removeAttribute('src');
    this.audio.load();
  }

  private finishPlayback(): void {
    this.wanted = false;
    const fade = this.sleepFade;
    this.sleepFade = null;
    fade?.done();
    // Later plays use the cached whole file, from the start.
    if (this.file && this.current >= 0) {
      this.current = -1;
      this.setOffset(0);
      this.setSource(this.file.audioUrl);
    }
    this.events.ended();
  }

  private readonly onLoadStart = () => {
    this.switching = false;
  };

  private readonly onPlaying = () => {
    this.startGainUpdates();
    this.events.playing();
  };

  private readonly onPause = () => {
    this.stopGainUpdates();
    // The end of a segment or of the file pauses too; 'ended' says what happens next.
    if (this.audio.ended || this.switching) return;
    this.wanted = false;
    this.events.paused();
  };

  private readonly onEnded = () => {
    this.stopGainUpdates();
    if (this.current < 0) return this.finishPlayback();
    const next = this.current + 1;
    if (next < this.segments.length) {
      if (this.wanted) void this.startSegment(next);
      return;
    }
    if (this.file) return this.finishPlayback();
    this.waiting = true;
  };

  private readonly onError = () => {
    if (!this.audio.getAttribute('src')) return;
    this.events.failed(this.clockMs() ?? 0, this.audio.error);
  };
}
