import type { VoteResponse, VoteValue } from '@bedtime/contracts';
import { NotFoundError, RateLimitedError } from '@bedtime/service-kit';
import type { CommunityRepository } from '../data/community-repository';

export const STORY_NOT_SHARED = 'This story is not shared with the community.';
export const TOO_MANY_VOTES = 'You are voting too quickly. Please wait a moment and try again.';
const WINDOW_MS = 60_000;

/** Votes: 1 up, -1 down, 0 none. Sending the value already held changes nothing. */
export function createVoting({ repository, now, votesPerMinute }: { repository: CommunityRepository; now: () => Date; votesPerMinute: number }) {
  let lastPrune = 0;
  return {
    async vote(userId: string, storyId: string, vote: VoteValue): Promise<VoteResponse> {
      const at = now();
      const windowStart = new Date(at.getTime() - (at.getTime() % WINDOW_MS));
      const attempts = await repository.countVoteAttempt(userId, windowStart);
      if (attempts > votesPerMinute) {
        throw new RateLimitedError(TOO_MANY_VOTES, Math.ceil((windowStart.getTime() + WINDOW_MS - at.getTime()) / 1000));
      }
      // Old windows are only ever read in their own minute; clearing them now and then keeps the table small.
      if (at.getTime() - lastPrune > 10 * WINDOW_MS) {
        lastPrune = at.getTime();
        await repository.pruneVoteAttempts(new Date(windowStart.getTime() - WINDOW_MS));
      }
      const outcome = await repository.setVote(storyId, userId, vote, at);
      if (!outcome) throw new NotFoundError(STORY_NOT_SHARED);
      return {
        storyId,
        vote: outcome.vote,
        votes: { score: outcome.upvotes - outcome.downvotes, upvotes: outcome.upvotes, downvotes: outcome.downvotes },
      };
    },
  };
}
export type Voting = ReturnType<typeof createVoting>;
