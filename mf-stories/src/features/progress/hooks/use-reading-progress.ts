import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tokenizeWords, type ReadingProgress } from '@bedtime/contracts';
import { isNetworkFailure, queueProgress, useSession } from '@bedtime/web-kit';
import { progressQueryKey, saveProgress, useSavedProgress } from '../api/reading-progress';
import {
  RESTORE_SCROLL_DELAY_MS,
  SCROLL_SAVE_DEBOUNCE_MS,
  firstVisibleWord,
  sameProgress,
  scrollPercentage,
  scrollTopFor,
  shouldSaveProgress,
} from '../lib/progress-rules';

interface Options {
  storyId: string;
  content: string;
  /** The element holding the story's word spans. */
  textRef: RefObject<HTMLElement | null>;
  /** Progress is per reader: only a signed-in reader has any. */
  enabled: boolean;
  /**
   * Whether the saved progress is read back and restored (the story page, with its Continue Reading card).
   * Without it progress is only saved (the library's in-page reader).
   */
  restore?: boolean;
}

/** The first word this far below the top of the window counts as "where the reader is" (below a sticky bar). */
const READING_LINE_PX = 120;
const NARRATION_REPORT_GAP_MS = 400;

export function pageScrollPercent(): number {
  const page = document.scrollingElement ?? document.documentElement;
  return scrollPercentage(page.scrollTop, page.scrollHeight, window.innerHeight);
}

function scrollToPercent(percent: number) {
  const page = document.scrollingElement ?? document.documentElement;
  window.scrollTo({ top: scrollTopFor(percent, page.scrollHeight, window.innerHeight), behavior: 'smooth' });
}

/**
 * Reading progress of one story page: restored once after load (the saved word marked, a smooth scroll to the
 * saved percentage after 500 ms), saved 2 s after scrolling stops and when the reader leaves. Saving is best
 * effort: a failure is only logged (docs/product-rules.md, Narration).
 */
export function useReadingProgress({ storyId, content, textRef, enabled, restore = true }: Options) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;
  const saved = useSavedProgress(storyId, enabled && restore);
  const [highlightIndex, setHighlightIndex] = useState<number | null>(null);
  const words = useMemo(() => tokenizeWords(content), [content]);
  const current = useRef<ReadingProgress | null>(null);
  const lastSaved = useRef<ReadingProgress | null>(null);
  const restoredFor = useRef<string | null>(null);
  // While narration plays, the page scrolls to follow the voice: the spoken word, not the top of the
  // window, is where the reader is. Playing narration reports a word several times a second, so a report
  // older than this is not playing any more (a last word reported just after Pause cannot pin the position).
  const lastSpokenAt = useRef(Number.NEGATIVE_INFINITY);
  const narrating = () => performance.now() - lastSpokenAt.current < NARRATION_REPORT_GAP_MS;

  const measure = useCallback((): ReadingProgress | null => {
    const text = textRef.current;
    // While the host swaps pages, Suspense hides the outgoing page (display: none) and the window jumps to
    // the top: that is not where the reader stopped, so a hidden text is not measured.
    if (!text || text.getClientRects().length === 0) return null;
    const spans = text.querySelectorAll<HTMLElement>('[data-word-index]');
    if (spans.length === 0) return null;
    const index = firstVisibleWord(spans.length, (i) => spans[i]!.getBoundingClientRect().top, READING_LINE_PX);
    const wordIndex = Number(spans[index]?.dataset.wordIndex ?? 0);
    return { wordIndex, characterPosition: words[wordIndex]?.charStart ?? 0, scrollPercentage: pageScrollPercent() };
  }, [textRef, words]);

  const flush = useCallback(() => {
    const progress = current.current;
    if (!enabled || !progress || !shouldSaveProgress(progress) || sameProgress(lastSaved.current, progress)) return;
    lastSaved.current = progress;
    saveProgress(storyId, progress)
      .then((stored) => {
        // What is saved now is what Continue Reading shows next time, without a reload; it is not restored
        // into this visit (the reader is already there).
        restoredFor.current = storyId;
        queryClient.setQueryData(progressQueryKey(storyId), { progress: stored });
      })
      .catch((error: unknown) => {
        // No network (a kept story listened to offline): the place waits on the device and is sent when the
        // network returns (docs/offline.md).
        if (userId && isNetworkFailure(error)) {
          queueProgress(userId, storyId, progress).catch((queueError: unknown) => {
            lastSaved.current = null;
            console.error('Keeping reading progress for later failed', queueError);
          });
          return;
        }
        lastSaved.current = null;
        console.error('Saving reading progress failed', error);
      });
  }, [enabled, storyId, queryClient, userId]);

  // Measure on every scroll (one layout read per frame) so leaving the page can save without touching a
  // DOM that is already gone; save once the page has been still for 2 s.
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!narrating()) current.current = measure() ?? current.current;
      });
      clearTimeout(timer);
      timer = setTimeout(flush, SCROLL_SAVE_DEBOUNCE_MS);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      flush();
    };
  }, [enabled, measure, flush]);

  // A cached answer stays readable while the query is off: only a surface that restores uses it.
  const progress = restore && saved.data && shouldSaveProgress(saved.data) ? saved.data : null;

  // Back to the saved word itself (at the reading line), so sections that load below the story (merchandise,
  // enhancements) cannot move the reader; the page share is the fallback when the word is not on the page.
  const scrollToProgress = useCallback(
    (target: ReadingProgress) => {
      const span = textRef.current?.querySelector<HTMLElement>(`[data-word-index="${target.wordIndex}"]`);
      if (!span || span.getClientRects().length === 0) return scrollToPercent(target.scrollPercentage);
      window.scrollTo({ top: Math.max(0, window.scrollY + span.getBoundingClientRect().top - READING_LINE_PX), behavior: 'smooth' });
    },
    [textRef],
  );

  const resume = useCallback(() => {
    if (!progress) return;
    setHighlightIndex(progress.wordIndex);
    scrollToProgress(progress);
  }, [progress, scrollToProgress]);

  // Restore once per story, after the text has laid out.
  useEffect(() => {
    if (!progress || restoredFor.current === storyId) return;
    restoredFor.current = storyId;
    lastSaved.current = progress;
    setHighlightIndex(progress.wordIndex);
    const timer = setTimeout(() => scrollToProgress(progress), RESTORE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [progress, storyId, scrollToProgress]);

  /** Narration reports the word being read; `save` asks for it to be stored now (every 10 s and on pause). */
  const recordPosition = useCallback(
    (wordIndex: number, { playing, save }: { playing: boolean; save: boolean }) => {
      lastSpokenAt.current = playing ? performance.now() : Number.NEGATIVE_INFINITY;
      current.current = { wordIndex, characterPosition: words[wordIndex]?.charStart ?? 0, scrollPercentage: pageScrollPercent() };
      if (save) flush();
    },
    [words, flush],
  );

  return { progress, highlightIndex, resume, recordPosition };
}
