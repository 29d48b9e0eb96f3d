import type { UserVotes, VoteValue } from '@bedtime/contracts';
import { useSession, useToast } from '@bedtime/web-kit';
import { LOGIN_REQUIRED, useVote } from '../api/vote';
import { nextVote } from '../lib/community-rules';

/** What a card's buttons do: visitors are told to log in; members toggle their vote. */
export function useVoting(userVotes: UserVotes) {
  const { user } = useSession();
  const { toast } = useToast();
  const vote = useVote();
  const myVote = (storyId: string): VoteValue => userVotes[storyId] ?? 0;
  return {
    myVote,
    pending: vote.isPending,
    press(storyId: string, pressed: 1 | -1) {
      if (!user) {
        toast({ ...LOGIN_REQUIRED, variant: 'destructive' });
        return;
      }
      vote.mutate({ storyId, vote: nextVote(myVote(storyId), pressed) });
    },
  };
}
