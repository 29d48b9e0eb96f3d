import type { QueryClient } from '@tanstack/react-query';
import type { Story } from '@bedtime/contracts';
import { storyQueryKey } from '../../story/api/get-story';

type Made = Partial<Pick<Story, 'illustrations' | 'stickers'>>;

/**
 * What was just made goes into the cached story, so reopening it shows it without refetching everything (the
 * server has stored it too: GET /api/stories/{id} returns it). The library lists summaries, which carry none.
 */
export function rememberEnhancements(queryClient: QueryClient, storyId: string, made: Made): void {
  queryClient.setQueryData<{ story: Story }>(storyQueryKey(storyId), (old) => (old ? { story: { ...old.story, ...made } } : old));
}
