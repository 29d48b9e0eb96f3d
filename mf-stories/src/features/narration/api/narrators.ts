import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NarrationPreference, narrationPreferenceSchema, type NarrationVoicesResponse, narrationVoicesResponseSchema } from '@bedtime/contracts';
import { apiJson, useSession, useToast } from '@bedtime/web-kit';

export const NARRATORS_QUERY_KEY = ['narration', 'voices'] as const;

/** GET /api/narration/voices: the narrators and paces on offer, and the account's choice. */
export function useNarrators() {
  const { user } = useSession();
  return useQuery<NarrationVoicesResponse>({
    queryKey: NARRATORS_QUERY_KEY,
    enabled: !!user,
    queryFn: async () => await apiJson(narrationVoicesResponseSchema, 'GET', '/api/narration/voices'),
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/narration/preference: the choice is shown at once and kept for the account. */
export function useChooseNarrator() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (preference: NarrationPreference) => apiJson(narrationPreferenceSchema, 'PUT', '/api/narration/preference', preference),
    onMutate: (preference) => {
      const before = queryClient.getQueryData<NarrationVoicesResponse>(NARRATORS_QUERY_KEY);
      if (before) queryClient.setQueryData<NarrationVoicesResponse>(NARRATORS_QUERY_KEY, { ...before, preference });
      return { before };
    },
    onError: (_error, _preference, context) => {
      if (context?.before) queryClient.setQueryData(NARRATORS_QUERY_KEY, context.before);
      toast({ title: 'Error', description: 'The narrator could not be changed. Please try again.', variant: 'destructive' });
    },
  });
}
