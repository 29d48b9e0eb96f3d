import { useQuery } from '@tanstack/react-query';
import type { ReadingProgress } from '@bedtime/contracts';
import { STORIES_QUERY_KEY, apiRequest } from '@bedtime/web-kit';

export interface SavedProgress extends ReadingProgress {
  updatedAt: string;
}

export const progressQueryKey = (storyId: string) => [...STORIES_QUERY_KEY, storyId, 'progress'] as const;

/** GET /api/stories/{id}/progress; signed-in readers only. */
export function useSavedProgress(storyId: string | undefined, enabled: boolean) {
  return useQuery<{ progress: SavedProgress | null }, Error, SavedProgress | null>({
    queryKey: progressQueryKey(storyId ?? ''),
    enabled: enabled && !!storyId,
    select: (data) => data.progress,
  });
}

export async function saveProgress(storyId: string, progress: ReadingProgress): Promise<void> {
  await apiRequest('POST', `/api/stories/${encodeURIComponent(storyId)}/progress`, progress);
}
