import type { Story } from '@bedtime/contracts';
import type { StoryEnhancementsRepository } from '../data/story-enhancements-repository';
import { NotFoundError } from '@bedtime/service-kit';
import { findOwnStoryOrFail, findStoryOrFail, STORY_NOT_FOUND } from './story-access';
import { toStory, type StoriesRepository, type StorySearch } from './stories-repository';

export const RENAME_REFUSAL = 'You can only rename your own stories.';

/** The library: a user's own stories, found by words and filters, and any story by its id. */
export function createStoryLibrary({ stories, enhancements }: { stories: StoriesRepository; enhancements: StoryEnhancementsRepository }) {
  return {
    async listStories(userId: string): Promise<Story[]> {
      return (await stories.listByUser(userId)).map((row) => toStory(row));
    },

    async searchStories(userId: string, search: StorySearch): Promise<Story[]> {
      return (await stories.search(userId, search)).map((row) => toStory(row));
    },

    /** Any story by id (shared links); who wrote it is told only to the owner. */
    async getStory(id: string, viewerId?: string | null): Promise<Story> {
      const row = await findStoryOrFail(stories, id);
      const story = toStory(row, await enhancements.forStory(row.id));
      if (viewerId === row.userId) return story;
      const { userId: _owner, ...shared } = story;
      return shared;
    },

    async renameStory(userId: string, id: string, title: string): Promise<Story> {
      await findOwnStoryOrFail(stories, id, userId, RENAME_REFUSAL);
      const renamed = await stories.updateTitle(id, title);
      // Deleted between the ownership check and the update: answer like any missing story.
      if (!renamed) throw new NotFoundError(STORY_NOT_FOUND);
      return toStory(renamed, await enhancements.forStory(id));
    },
  };
}
export type StoryLibrary = ReturnType<typeof createStoryLibrary>;

