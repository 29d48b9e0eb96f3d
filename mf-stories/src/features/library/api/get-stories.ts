import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { storySearchResponseSchema, storySummariesResponseSchema, type StorySummary, type StorySummariesResponse } from '@bedtime/contracts';
import { STORIES_QUERY_KEY, apiJson } from '@bedtime/web-kit';
import { hasFilters, searchUrl, type SearchFilters } from '../lib/library-rules';

/** The library's pages; under the stories key, so a rename, favourite or new story refreshes them. */
export const libraryQueryKey = [...STORIES_QUERY_KEY, 'library'] as const;

const NO_STORIES: StorySummary[] = [];

/** GET /api/stories a page at a time (summaries, newest first; the text comes with the story by id). */
export function libraryQuery(childId: string | null = null) {
  return infiniteQueryOptions({
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
}

/** The library: the first page shows at once; `loadMore` asks for the next. */
export function useLibrary(childId: string | null = null) {
  const query = useInfiniteQuery(libraryQuery(childId));
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

/**
 * GET /api/stories/search: every match, as summaries; idle until a search has been run. Under the stories key,
 * so invalidating the library also refreshes a search.
 */
export function storySearchQuery(filters: SearchFilters, childId: string | null = null) {
  return queryOptions({
    queryKey: [...STORIES_QUERY_KEY, 'search', { childId, ...filters }],
    enabled: hasFilters(filters),
    queryFn: async ({ signal }) => await apiJson(storySearchResponseSchema, 'GET', searchUrl(filters, childId), undefined, { signal }),
    select: (data) => data.stories,
  });
}

export function useStorySearch(filters: SearchFilters, childId: string | null = null) {
  return useQuery(storySearchQuery(filters, childId));
}
