import type { VoteResponse, VoteValue } from '@bedtime/contracts';
import { NotFoundError, RateLimitedError, ServiceUnavailableError } from '@bedtime/service-kit';
import type { CommunityRepository } from '../data/community-repository';
import type { UserDirectory } from '../providers/gateway-client';

export const STORY_NOT_SHARED = 'This story is not shared with the community.';
export const TOO_MANY_VOTES = 'You are voting too quickly. Please wait a moment and try again.';
export const VOTES_UNAVAILABLE = "Votes can't be recorded right now. Please try again in a moment.";
const WINDOW_MS = 60_000;

/**
 * Votes: 1 up, -1 down, 0 none. Sending the value already held changes nothing. Only a vote from an
 * account whose email address is verified, on someone else's story, moves the counts and the weekly
 * ranking: fresh accounts made by the dozen, and owners voting for themselves, cannot lift a story to the
 * top. Such votes are kept (the voter sees their choice) and the answer says they do not count.
 */
export function createVoting({
  repository,
  directory,
  now,
  votesPerMinute,
}: {
  repository: CommunityRepository;
  /** Asked at each vote whether the voter's email address is verified (the gateway owns accounts). */
  directory: UserDirectory;
  now: () => Date;
  votesPerMinute: number;
}) {
  async function isVerified(userId: string, requestId?: string): Promise<boolean> {
    try {
      const [user] = await directory.users([userId], requestId);
      return user?.emailVerified === true;
    } catch {
      // Storing the vote as not counting would quietly lose a real one: ask the voter to try again.
      throw new ServiceUnavailableError(VOTES_UNAVAILABLE);
    }
  }

  let lastPrune = 0;
  return {
    async vote(userId: string, storyId: string, vote: VoteValue, requestId?: string): Promise<VoteResponse> {
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
      const verified = vote === 0 ? true : await isVerified(userId, requestId);
      const outcome = await repository.setVote(storyId, userId, vote, at, { verified });
      if (!outcome) throw new NotFoundError(STORY_NOT_SHARED);
      return {
        storyId,
        vote: outcome.vote,
        counted: outcome.counted,
        votes: { score: outcome.upvotes - outcome.downvotes, upvotes: outcome.upvotes, downvotes: outcome.downvotes },
      };
    },
  };
}
export type Voting = ReturnType<typeof createVoting>;
