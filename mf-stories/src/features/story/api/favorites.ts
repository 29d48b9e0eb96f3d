import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoritesResponse } from '@bedtime/contracts';
import { FAVORITES_QUERY_KEY, STORIES_QUERY_KEY, apiJson, useSession, useToast } from '@bedtime/web-kit';
import { favoriteToggleResponseSchema, favoritesResponseSchema } from '@bedtime/contracts';

const NO_FAVORITES: string[] = [];

/** GET /api/favorites; runs only when someone is signed in (docs/product-rules.md, Favourites). */
export function useFavoriteIds() {
  const { user } = useSession();
  const query = useQuery({
    queryKey: FAVORITES_QUERY_KEY,
    enabled: !!user,
    queryFn: async ({ signal }): Promise<FavoritesResponse> => await apiJson(favoritesResponseSchema, 'GET', '/api/favorites', undefined, { signal }),
  });
  return { favoriteIds: query.data?.favoriteIds ?? NO_FAVORITES, isLoading: query.isLoading };
}

/** POST /api/stories/{id}/favorite toggles; the lists are then refreshed. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (storyId: string) => apiJson(favoriteToggleResponseSchema, 'POST', `/api/stories/${encodeURIComponent(storyId)}/favorite`),
    onSuccess: (data) => {
      queryClient.setQueryData<FavoritesResponse>(FAVORITES_QUERY_KEY, { favoriteIds: data.favoriteIds });
      void queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to update favorite', variant: 'destructive' }),
  });
}
