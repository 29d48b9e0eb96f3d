import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { COMMUNITY_QUERY_KEY, FAVORITES_QUERY_KEY, STORIES_QUERY_KEY, apiJson, errorMessage, useToast } from '@bedtime/web-kit';
import { storyQueryKey } from './get-story';
import { messageResponseSchema } from '@bedtime/contracts';

/** What deleting takes with it, as the confirmation says it (the service removes exactly these). */
export const DELETED_WITH_STORY = 'its narration, pictures, favourites, reading progress and community share';

/**
 * DELETE /api/stories/{id} (owner only). Afterwards the library, searches, favourites and community lists
 * are refreshed; the deleted story's own queries are dropped rather than refetched, so the page being left
 * does not flash "not found" on its way out.
 */
export function useDeleteStory(options: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (storyId: string) => apiJson(messageResponseSchema, 'DELETE', `/api/stories/${encodeURIComponent(storyId)}`),
    onSuccess: (_data, storyId) => {
      const own = storyQueryKey(storyId);
      const isOwn = (query: Query) => own.every((part, index) => query.queryKey[index] === part);
      options.onDeleted?.();
      queryClient.removeQueries({ predicate: isOwn });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === STORIES_QUERY_KEY[0] && !isOwn(query) });
      void queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY });
      toast({ title: 'Story deleted', variant: 'success' });
    },
    onError: (error) => toast({ title: 'Could not delete the story', description: errorMessage(error), variant: 'destructive' }),
  });
}
