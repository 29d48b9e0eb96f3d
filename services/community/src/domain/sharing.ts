import type { ShareStatus } from '@bedtime/contracts';
import { ForbiddenError, NotFoundError } from '@bedtime/service-kit';
import type { CommunityRepository, SharedStoryRow } from '../data/community-repository';
import type { StoryCatalog } from '../providers/story-client';

export const STORY_NOT_FOUND = 'Story not found';
export const ONLY_OWNER_SHARES = "Only the story's owner can share it with the community.";

const statusOf = (storyId: string, row: SharedStoryRow | undefined): ShareStatus => ({
  storyId,
  shared: Boolean(row),
  sharedAt: row ? row.sharedAt.toISOString() : null,
});

/**
 * Sharing a story to the community and taking it back. Ownership is the story service's answer (it owns
 * stories); both directions are idempotent, so a double click or a retry changes nothing.
 */
export function createSharing({ repository, catalog, now }: { repository: CommunityRepository; catalog: StoryCatalog; now: () => Date }) {
  async function requireOwner(storyId: string, userId: string, requestId?: string) {
    const [story] = await catalog.summaries([storyId], requestId);
    if (!story) throw new NotFoundError(STORY_NOT_FOUND);
    if (story.userId !== userId) throw new ForbiddenError(ONLY_OWNER_SHARES);
    return story;
  }

  return {
    /** Whether the story is shared: public knowledge, since the community list is public. */
    async status(storyId: string): Promise<ShareStatus> {
      return statusOf(storyId, await repository.findShare(storyId));
    },

    async share(userId: string, storyId: string, requestId?: string): Promise<ShareStatus> {
      const story = await requireOwner(storyId, userId, requestId);
      return statusOf(storyId, await repository.share(storyId, story.userId, now()));
    },

    /**
     * The story leaves both lists at once; its votes are kept, so sharing it again does not wipe what
     * other parents said about it (a deleted story's share goes for good: see erasure).
     */
    async unshare(userId: string, storyId: string, requestId?: string): Promise<ShareStatus> {
      await requireOwner(storyId, userId, requestId);
      await repository.withdraw(storyId, now());
      return statusOf(storyId, undefined);
    },
  };
}
export type Sharing = ReturnType<typeof createSharing>;
