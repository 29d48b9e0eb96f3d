import { useQuery } from '@tanstack/react-query';
import { storyResponseSchema, type Story, type StoryResponse } from '@bedtime/contracts';
import { STORIES_QUERY_KEY, apiJson, isNetworkFailure, keptStoryOf, useSession } from '@bedtime/web-kit';

/** GET /api/stories/{id}; under the stories key so a rename or favourite refreshes it too. */
export const storyQueryKey = (id: string) => [...STORIES_QUERY_KEY, id] as const;

/** The story from the server; with no network, the copy kept on this device for this account (docs/offline.md). */
export function useStory(id: string | undefined) {
  const { user } = useSession();
  const userId = user?.id;
  return useQuery<StoryResponse | null, Error, Story | undefined>({
    queryKey: storyQueryKey(id ?? ''),
    enabled: !!id,
    queryFn: async (context) => {
      try {
        return await apiJson(storyResponseSchema, 'GET', `/api/stories/${encodeURIComponent(id ?? '')}`, undefined, { signal: context.signal });
      } catch (error) {
        const kept = userId && id && isNetworkFailure(error) ? await keptStoryOf(userId, id) : undefined;
        if (kept) return { story: kept.story };
        throw error;
      }
    },
    select: (data) => data?.story,
  });
}
