import { useQuery } from '@tanstack/react-query';
import type { Story, StoryResponse } from '@bedtime/contracts';
import { STORIES_QUERY_KEY } from '@bedtime/web-kit';

/** GET /api/stories/{id}; under the stories key so a rename or favourite refreshes it too. */
export const storyQueryKey = (id: string) => [...STORIES_QUERY_KEY, id] as const;

export function useStory(id: string | undefined) {
  return useQuery<StoryResponse, Error, Story>({
    queryKey: storyQueryKey(id ?? ''),
    enabled: !!id,
    select: (data) => data.story,
  });
}
