import { useQuery } from '@tanstack/react-query';
import { progressResponseSchema, type ProgressResponse, type ReadingProgress } from '@bedtime/contracts';
import { STORIES_QUERY_KEY, apiJson, apiRequest } from '@bedtime/web-kit';

export interface SavedProgress extends ReadingProgress {
  updatedAt: string;
}

export const progressQueryKey = (storyId: string) => [...STORIES_QUERY_KEY, storyId, 'progress'] as const;

/** GET /api/stories/{id}/progress; signed-in readers only. */
export function useSavedProgress(storyId: string | undefined, enabled: boolean) {
  return useQuery<ProgressResponse, Error, SavedProgress | null>({
    queryKey: progressQueryKey(storyId ?? ''),
    enabled: enabled && !!storyId,
    queryFn: async ({ signal }) =>
      await apiJson(progressResponseSchema, 'GET', `/api/stories/${encodeURIComponent(storyId ?? '')}/progress`, undefined, { signal }),
    select: (data) => data.progress,
  });
}

/** POST /api/stories/{id}/progress; answers what is now saved (the earlier progress when this was not worth keeping). */
export async function saveProgress(storyId: string, progress: ReadingProgress): Promise<SavedProgress | null> {
  const response = await apiRequest('POST', `/api/stories/${encodeURIComponent(storyId)}/progress`, progress);
  return progressResponseSchema.parse(await response.json()).progress;
}
