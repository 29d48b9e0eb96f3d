import { ForbiddenError, NotFoundError } from '@bedtime/service-kit';
import type { StoriesRepository, StoryRow } from '../data/stories-repository';

export const STORY_NOT_FOUND = 'Story not found';

/** Anyone holding a story's (unguessable) id may read it: that is how shared links work. */
export async function findStoryOrFail(stories: StoriesRepository, id: string): Promise<StoryRow> {
  const story = await stories.findById(id);
  if (!story) throw new NotFoundError(STORY_NOT_FOUND);
  return story;
}

/** Changing a story, or keeping state about it, is for its owner only. */
export async function findOwnStoryOrFail(stories: StoriesRepository, id: string, userId: string, refusal: string): Promise<StoryRow> {
  const story = await findStoryOrFail(stories, id);
  if (story.userId !== userId) throw new ForbiddenError(refusal);
  return story;
}
