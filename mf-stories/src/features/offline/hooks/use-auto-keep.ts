import { useCallback, useRef } from 'react';
import type { NarrationPreference, NarrationResponse, Story } from '@bedtime/contracts';
import { isOnline } from '@bedtime/web-kit';
import { useKeepStory } from '../api/kept-stories';

/**
 * The last few stories listened to stay on the device by themselves (docs/offline.md): called when a
 * narration has been loaded, it keeps the story with that narration (refreshing it when already kept).
 */
export function useAutoKeep(story: Story, enabled: boolean) {
  const keep = useKeepStory();
  const latest = useRef({ story, enabled, keep: keep.mutate });
  latest.current = { story, enabled, keep: keep.mutate };
  return useCallback((narration: NarrationResponse, narrator?: NarrationPreference) => {
    const { story: current, enabled: on, keep: mutate } = latest.current;
    if (!on || !isOnline()) return;
    mutate({ story: current, narration, narrator, automatic: true }, { onError: (error) => console.warn('Keeping the story listened to failed', error) });
  }, []);
}
