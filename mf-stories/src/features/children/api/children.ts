import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { childResponseSchema, childrenResponseSchema, type Child, type ChildInput } from '@bedtime/contracts';
import { STORIES_QUERY_KEY, apiJson, apiRequest } from '@bedtime/web-kit';

export const CHILDREN_QUERY_KEY = ['/api/children'] as const;
const NO_CHILDREN: Child[] = [];

/** GET /api/children: the family's saved children, oldest saved first. */
export function useChildren() {
  const query = useQuery({
    queryKey: CHILDREN_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiJson(childrenResponseSchema, 'GET', '/api/children', undefined, { signal })).children,
  });
  return { children: query.data ?? NO_CHILDREN, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** POST /api/children (a new child) or PUT /api/children/{id} (changes). */
export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: ChildInput }) =>
      (await apiJson(childResponseSchema, id ? 'PUT' : 'POST', id ? `/api/children/${encodeURIComponent(id)}` : '/api/children', input)).child,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY }),
  });
}

/** DELETE /api/children/{id}: their stories stay, tied to nobody, so the library is refreshed too. */
export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => void (await apiRequest('DELETE', `/api/children/${encodeURIComponent(id)}`)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY });
    },
  });
}
