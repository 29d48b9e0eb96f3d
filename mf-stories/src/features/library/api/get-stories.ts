import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { storySearchResponseSchema, storySummariesResponseSchema, type StorySummary, type StorySummariesResponse } from '@bedtime/contracts';
import { STORIES_QUERY_KEY, apiJson } from '@bedtime/web-kit';
import { hasFilters, searchQueryKey, type SearchFilters } from '../lib/library-rules';

/** The library's pages; under the stories key, so a rename, favourite or new story refreshes them. */
export const libraryQueryKey = [...STORIES_QUERY_KEY, 'library'] as const;

const NO_STORIES: StorySummary[] = [];

/**
 * GET /api/stories a page at a time (summaries, newest first; the text comes with the story by id). The first
 * page shows at once; `loadMore` asks for the next.
 */
export function useLibrary(childId: string | null = null) {
  const query = useInfiniteQuery({
    queryKey: childId ? [...libraryQueryKey, { childId }] : libraryQueryKey,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<StorySummariesResponse> => {
      // Only one saved child's stories when the parent picked one.
      const params = new URLSearchParams();
      if (pageParam) params.set('cursor', pageParam);
      if (childId) params.set('childId', childId);
      const query = params.toString();
      return await apiJson(storySummariesResponseSchema, 'GET', query ? `/api/stories?${query}` : '/api/stories', undefined, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
  const stories = query.data ? query.data.pages.flatMap((page) => page.stories) : NO_STORIES;
  return {
    stories,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

/** GET /api/stories/search: every match, as summaries; idle until a search has been run. */
export function useStorySearch(filters: SearchFilters, childId: string | null = null) {
  return useQuery({
    queryKey: searchQueryKey(filters, childId),
    enabled: hasFilters(filters),
    queryFn: async ({ queryKey, signal }) => await apiJson(storySearchResponseSchema, 'GET', queryKey.join('/'), undefined, { signal }),
    select: (data) => data.stories,
  });
}
