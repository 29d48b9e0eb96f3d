import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFavoriteIds } from '../../story/api/favorites';
import { nextFavourite, sleepTimerStore } from '../lib/sleep-timer-store';

interface SleepTimerOptions {
  storyId: string;
  /** The narration of the story on screen (only what the timer needs of it). */
  narration: { play: () => void; fadeOutAndStop: () => Promise<void> };
  /** Signed in: narration (and so the timer's autoplay) needs an account. */
  enabled: boolean;
}

/**
 * The sleep timer on a story's screen. At its end the page dims and the voice fades out and stops. "End of
 * this story" ends with the story (its own gentle fade). With minutes set, a story that ends before the
 * timer is followed by the next favourite, which opens and plays by itself until the timer ends.
 */
export function useSleepTimer({ storyId, narration, enabled }: SleepTimerOptions) {
  const timer = useSyncExternalStore(sleepTimerStore.subscribe, sleepTimerStore.get, sleepTimerStore.get);
  const { favoriteIds } = useFavoriteIds();
  const navigate = useNavigate();
  const narrationRef = useRef(narration);
  narrationRef.current = narration;
  const favoritesRef = useRef(favoriteIds);
  favoritesRef.current = favoriteIds;

  useEffect(() => {
    if (timer.endsAt === null) return;
    const handle = setTimeout(
      () => {
        sleepTimerStore.fallAsleep();
        void narrationRef.current.fadeOutAndStop();
      },
      Math.max(0, timer.endsAt - Date.now()),
    );
    return () => clearTimeout(handle);
  }, [timer.endsAt]);

  // A story the timer opened plays at once (the listener's earlier click still counts for the browser: same page).
  useEffect(() => {
    if (enabled && sleepTimerStore.takeAutoplay(storyId)) narrationRef.current.play();
  }, [enabled, storyId]);

  const onStoryFinished = useCallback(() => {
    const now = sleepTimerStore.get();
    if (now.choice.kind === 'story') {
      sleepTimerStore.fallAsleep();
      return;
    }
    if (now.choice.kind !== 'timed' || now.endsAt === null || Date.now() >= now.endsAt || !now.nextFavourite) return;
    const next = nextFavourite(favoritesRef.current, storyId);
    if (!next) return;
    sleepTimerStore.autoplayNext(next);
    navigate(`/story/${encodeURIComponent(next)}`);
  }, [navigate, storyId]);

  return { timer, onStoryFinished };
}
