import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shareStatusSchema } from '@bedtime/contracts';
import { apiJson, COMMUNITY_QUERY_KEY, errorMessage, STORIES_QUERY_KEY, useToast } from '@bedtime/web-kit';

const shareStatusKey = (storyId: string) => [...STORIES_QUERY_KEY, storyId, 'share'] as const;
const shareUrl = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}/share`;

/** GET /api/stories/{id}/share: whether the owner's story is in the community now (only asked for the owner). */
export function useCommunityShareStatus(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: shareStatusKey(storyId),
    enabled,
    queryFn: async ({ signal }) => await apiJson(shareStatusSchema, 'GET', shareUrl(storyId), undefined, { signal }),
  });
}

/** POST shares, DELETE removes (the product rules' toasts either way); the control and the community lists follow. */
export function useCommunityShareToggle(storyId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (share: boolean) => shareStatusSchema.parse(await apiJson(shareStatusSchema, share ? 'POST' : 'DELETE', shareUrl(storyId))),
    onSuccess: (status) => {
      queryClient.setQueryData(shareStatusKey(storyId), status);
      void queryClient.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY });
      if (status.shared) toast({ title: 'Story shared!', description: 'Your story is now visible in the community section.', variant: 'success' });
      else toast({ title: 'Story removed from community', description: 'Your story is no longer visible in the community section.', variant: 'success' });
    },
    onError: (error, share) => toast({ title: share ? 'Failed to share' : 'Failed to remove', description: errorMessage(error), variant: 'destructive' }),
  });
}
