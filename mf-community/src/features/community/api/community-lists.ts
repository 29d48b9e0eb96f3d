import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { communityStoriesResponseSchema, topWeeklyResponseSchema } from '@bedtime/contracts';
import { apiJson, COMMUNITY_QUERY_KEY } from '@bedtime/web-kit';

/** Both lists live under this key, so a vote or a share anywhere refreshes them together. */
export const COMMUNITY_STORIES_KEY = [...COMMUNITY_QUERY_KEY, 'stories'] as const;
export const TOP_WEEKLY_KEY = [...COMMUNITY_QUERY_KEY, 'top-weekly'] as const;

/** GET /api/community/stories, newest first; later pages follow `nextCursor`. */
export function useCommunityStories() {
  return useInfiniteQuery({
    queryKey: COMMUNITY_STORIES_KEY,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const url = pageParam ? `/api/community/stories?cursor=${encodeURIComponent(pageParam)}` : '/api/community/stories';
      return await apiJson(communityStoriesResponseSchema, 'GET', url, undefined, { signal });
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** GET /api/community/top-weekly: the week's five, in rank order, and when the week began. */
export function useTopWeekly() {
  return useQuery({
    queryKey: TOP_WEEKLY_KEY,
    queryFn: async ({ signal }) => await apiJson(topWeeklyResponseSchema, 'GET', '/api/community/top-weekly', undefined, { signal }),
  });
}
