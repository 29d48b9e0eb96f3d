import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { VoteValue } from '@bedtime/contracts';
import { ApiError, apiJson, COMMUNITY_QUERY_KEY, errorMessage, useToast } from '@bedtime/web-kit';
import { loginRequiredToast } from '../components/login-required';
import { voteResponseSchema } from '@bedtime/contracts';

/** A vote kept but not counted: the server counts only verified accounts, and never an owner's own vote. */
export const VOTE_NOT_COUNTED = {
  title: 'Vote saved',
  description: 'Votes count towards the rankings once your email address is verified, and never on your own stories.',
} as const;

/** POST /api/stories/{id}/vote; both lists are fetched again afterwards (product rules: the answer is not read). */
export function useVote() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ storyId, vote }: { storyId: string; vote: VoteValue }) =>
      apiJson(voteResponseSchema, 'POST', `/api/stories/${encodeURIComponent(storyId)}/vote`, { vote }),
    onSuccess: (answer, { vote }) =>
      answer.counted === false && vote !== 0
        ? toast({ ...VOTE_NOT_COUNTED, variant: 'default' })
        : toast({ title: 'Vote recorded!', description: 'Thank you for your feedback.', variant: 'success' }),
    onError: (error) => {
      // A session that ended since the page loaded: the same answer as for a visitor who never signed in.
      if (error instanceof ApiError && error.status === 401) toast(loginRequiredToast(navigate));
      else toast({ title: 'Failed to vote', description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY }),
  });
}
