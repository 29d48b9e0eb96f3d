import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORIES_QUERY_KEY, apiJson, useToast } from '@bedtime/web-kit';
import { storyResponseSchema } from '@bedtime/contracts';

export const TITLE_UPDATE_FAILED = 'Failed to update title. Please try again.';

/** PATCH /api/stories/{id}/title; the library, searches and the story itself are then refreshed. */
export function useRenameStory() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ storyId, title }: { storyId: string; title: string }) =>
      apiJson(storyResponseSchema, 'PATCH', `/api/stories/${encodeURIComponent(storyId)}/title`, { title }),
    onSuccess: () => {
      toast({ title: 'Title updated', description: 'Your story title has been saved.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY });
    },
    onError: () => toast({ title: 'Error', description: TITLE_UPDATE_FAILED, variant: 'destructive' }),
  });
}
