import { useQuery } from '@tanstack/react-query';
import type { Story } from '@bedtime/contracts';
import { STORIES_QUERY_KEY } from '@bedtime/web-kit';
import { hasFilters, searchQueryKey, type SearchFilters } from '../lib/library-rules';

interface StoriesResponse {
  stories: Story[];
}

/** GET /api/stories: the signed-in user's library, newest first as the server orders it. */
export function useStories() {
  return useQuery<StoriesResponse, Error, Story[]>({ queryKey: STORIES_QUERY_KEY, select: (data) => data.stories });
}

/** GET /api/stories/search; idle until a search has been run. */
export function useStorySearch(filters: SearchFilters) {
  return useQuery<StoriesResponse, Error, Story[]>({
    queryKey: searchQueryKey(filters),
    enabled: hasFilters(filters),
    select: (data) => data.stories,
  });
}
