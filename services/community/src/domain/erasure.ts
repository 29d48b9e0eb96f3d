import type { CommunityRepository } from '../data/community-repository';

/**
 * What the community holds of a deleted story or a deleted account goes (DESIGN: deletion reaches every
 * service). A user's votes on other people's stories are reset one by one through the same locked path as
 * a vote, so those stories' counts and weekly scores stay exact.
 */
export function createErasure({ repository, now }: { repository: CommunityRepository; now: () => Date }) {
  return {
    storyDeleted: (storyId: string) => repository.unshare(storyId),

    async userDeleted(userId: string): Promise<{ votesRemoved: number }> {
      const storyIds = await repository.votedStoryIds(userId);
      for (const storyId of storyIds) await repository.setVote(storyId, userId, 0, now(), { evenIfWithdrawn: true });
      await repository.removeSharesAndCountersOf(userId);
      return { votesRemoved: storyIds.length };
    },
  };
}
export type Erasure = ReturnType<typeof createErasure>;
