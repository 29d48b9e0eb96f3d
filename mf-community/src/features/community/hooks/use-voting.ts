import { useNavigate } from 'react-router-dom';
import type { UserVotes, VoteValue } from '@bedtime/contracts';
import { useSession, useToast } from '@bedtime/web-kit';
import { useVote } from '../api/vote';
import { loginRequiredToast } from '../components/login-required';
import { nextVote } from '../lib/community-rules';

/** What a card's buttons do: visitors are told to log in; members toggle their vote. */
export function useVoting(userVotes: UserVotes) {
  const { user } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const vote = useVote();
  const myVote = (storyId: string): VoteValue => userVotes[storyId] ?? 0;
  return {
    myVote,
    pending: vote.isPending,
    press(storyId: string, pressed: 1 | -1) {
      if (!user) {
        toast(loginRequiredToast(navigate));
        return;
      }
      vote.mutate({ storyId, vote: nextVote(myVote(storyId), pressed) });
    },
  };
}
