import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { NarrationResponse } from '@bedtime/contracts';
import { leftComfortBand, MANUAL_SCROLL_GRACE_MS } from '../lib/follow-scroll';
import type { EffectCues } from '../lib/sound-keywords';
import { playSoundEffect } from '../lib/sound-synth';
import type { SpokenWordStore } from '../lib/spoken-word-store';
import { wordAtTime } from '../lib/timeline';

/** Progress is saved this often while the story plays (every 10 s; docs/product-rules.md, Narration). */
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;

export interface PositionReport {
  /** Narration is still playing (the reader's scrolling is the page following the voice, not the reader). */
  playing: boolean;
  /** Save now (every 10 s while playing, and on pause) rather than only remembering the word. */
  save: boolean;
}
export type PositionListener = (wordIndex: number, report: PositionReport) => void;

interface ReadAlongOptions {
  /** Where playback is in the whole narration, in ms (a streamed segment's audio starts at 0, not at its place). */
  clock: () => number | null;
  narrationRef: RefObject<Pick<NarrationResponse, 'words'> | null>;
  cuesRef: RefObject<EffectCues | null>;
  spoken: SpokenWordStore;
  textRef: RefObject<HTMLElement | null>;
  settings: RefObject<{ highlightWords: boolean; soundEffects: boolean }>;
  effectsContext: () => AudioContext | null;
  onPosition: RefObject<PositionListener | undefined>;
}

const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * While the audio plays: one animation frame at a time, find the word at the narration's clock, light it, keep
 * it in view (only when it leaves the comfortable band, and never right after the reader scrolled by hand),
 * sound its effect when one is due, and tell the progress feature where the reader is.
 */
export function useReadAlong({ clock, narrationRef, cuesRef, spoken, textRef, settings, effectsContext, onPosition }: ReadAlongOptions) {
  const frame = useRef(0);
  const saver = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const lastManualScroll = useRef(0);

  useEffect(() => {
    const manual = () => {
      lastManualScroll.current = performance.now();
    };
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (SCROLL_KEYS.has(event.key) && !target?.closest('input, textarea, select, [contenteditable="true"]')) manual();
    };
    window.addEventListener('wheel', manual, { passive: true });
    window.addEventListener('touchmove', manual, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('wheel', manual);
      window.removeEventListener('touchmove', manual);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const follow = useCallback(
    (index: number) => {
      if (performance.now() - lastManualScroll.current < MANUAL_SCROLL_GRACE_MS) return;
      const span = textRef.current?.querySelector<HTMLElement>(`[data-word-index="${index}"]`);
      if (!span) return;
      const box = span.getBoundingClientRect();
      if (!leftComfortBand(box.top, box.bottom, window.innerHeight)) return;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      span.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    },
    [textRef],
  );

  const reachWord = useCallback(
    (index: number) => {
      const { highlightWords, soundEffects } = settings.current;
      if (highlightWords) follow(index);
      const context = soundEffects ? effectsContext() : null;
      const cue = context ? cuesRef.current?.reach(index) : null;
      if (context && cue) playSoundEffect(context, cue.type);
      onPosition.current?.(index, { playing: true, save: false });
    },
    [settings, follow, effectsContext, cuesRef, onPosition],
  );

  const stop = useCallback(() => {
    cancelAnimationFrame(frame.current);
    clearInterval(saver.current);
    saver.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    const tick = () => {
      const now = clock();
      const narration = narrationRef.current;
      if (now === null || !narration) return;
      const index = wordAtTime(narration.words, now);
      if (index !== spoken.get()) {
        spoken.set(index);
        if (index !== null) reachWord(index);
      }
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    saver.current = setInterval(() => {
      const index = spoken.get();
      if (index !== null) onPosition.current?.(index, { playing: true, save: true });
    }, PROGRESS_SAVE_INTERVAL_MS);
  }, [stop, clock, narrationRef, spoken, reachWord, onPosition]);

  useEffect(() => stop, [stop]);
  return { start, stop };
}
