import type { QueryClient } from '@tanstack/react-query';
import type { Story } from '@bedtime/contracts';
import { STORIES_QUERY_KEY } from '@bedtime/web-kit';
import { storyQueryKey } from '../../story/api/get-story';

type Made = Partial<Pick<Story, 'illustrations' | 'stickers'>>;

/**
 * What was just made goes into the cached story and library, so reopening the story shows it without
 * refetching everything (the server has stored it too: GET /api/stories/{id} returns it).
 */
export function rememberEnhancements(queryClient: QueryClient, storyId: string, made: Made): void {
  queryClient.setQueryData<{ story: Story }>(storyQueryKey(storyId), (old) => (old ? { story: { ...old.story, ...made } } : old));
  queryClient.setQueryData<{ stories: Story[] }>(STORIES_QUERY_KEY, (old) =>
    old ? { stories: old.stories.map((story) => (story.id === storyId ? { ...story, ...made } : story)) } : old,
  );
}
