import { progressPercent, WORDS_PER_MINUTE, type Story, type StorySummary } from '@bedtime/contracts';
import type { StoryEnhancementsRepository } from '../data/story-enhancements-repository';
import { NotFoundError, ValidationError } from '@bedtime/service-kit';
import { findUnsafe, screenText } from '@bedtime/child-safety';
import { findOwnStoryOrFail, findStoryOrFail, STORY_NOT_FOUND } from './story-access';
import { toStory, type LibraryPosition, type StoriesRepository, type StorySearch, type StorySummaryRow } from '../data/stories-repository';

export const RENAME_REFUSAL = 'You can only rename your own stories.';
export const INVALID_CURSOR = 'The page cursor is not valid. Start again from the first page.';

export interface LibraryPage {
  stories: StorySummary[];
  nextCursor: string | null;
}

/** The cursor a client passes back: opaque to it, the last story's exact creation time and id to us. */
export function encodeCursor(position: LibraryPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): LibraryPosition {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    // PostgreSQL's own timestamp text, as encodeCursor wrote it; anything else is not one of our cursors.
    if (
      typeof createdAt === 'string' &&
      typeof id === 'string' &&
      /^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/.test(createdAt) &&
      /^[\w-]{1,64}$/.test(id)
    ) {
      return { createdAt, id };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new ValidationError(INVALID_CURSOR);
}

export function toSummary(row: StorySummaryRow): StorySummary {
  const progress =
    row.progressWordIndex === null || row.progressScrollPercentage === null
      ? null
      : {
          wordIndex: row.progressWordIndex,
          scrollPercentage: row.progressScrollPercentage,
          percent: progressPercent({ wordIndex: row.progressWordIndex, scrollPercentage: row.progressScrollPercentage }, row.wordCount),
        };
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    preview: row.preview,
    age: row.age,
    gender: row.gender as StorySummary['gender'],
    interests: row.interests,
    style: row.style as StorySummary['style'],
    createdAt: row.createdAt.toISOString(),
    wordCount: row.wordCount,
    readingMinutes: Math.max(1, Math.ceil(row.wordCount / WORDS_PER_MINUTE)),
    isFavorite: row.isFavorite,
    childId: row.childId,
    companions: row.companions,
    progress,
  };
}

/** A title as other people may see it: one that fails the child-safety screen is not shown. */
export const publicTitle = (title: string | null | undefined): string | null => (title && !findUnsafe(title) ? title : null);

/** The library: a user's own stories, page by page or found by words and filters, and any story by its id. */
export function createStoryLibrary({ stories, enhancements }: { stories: StoriesRepository; enhancements: StoryEnhancementsRepository }) {
  return {
    async listStories(userId: string, { limit, cursor, childId }: { limit: number; cursor?: string; childId?: string }): Promise<LibraryPage> {
      const after = cursor ? decodeCursor(cursor) : undefined;
      // One more than asked tells whether another page follows, without counting.
      const rows = await stories.listSummaries(userId, { limit: limit + 1, after, ...(childId === undefined ? {} : { childId }) });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        stories: page.map(toSummary),
        nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAtExact, id: last.id }) : null,
      };
    },

    async searchStories(userId: string, search: StorySearch): Promise<StorySummary[]> {
      return (await stories.searchSummaries(userId, search)).map(toSummary);
    },

    /**
     * Any story by id (shared links); who wrote it is told only to the owner. Others see the title only if
     * it passes today's child-safety screen (one stored before the screen knew better is left out; the
     * owner still sees it, to rename it).
     */
    async getStory(id: string, viewerId?: string | null): Promise<Story> {
      const row = await findStoryOrFail(stories, id);
      const story = toStory(row, await enhancements.forStory(row.id));
      if (viewerId === row.userId) return story;
      // Whose child it was for, the hero's name and the friends are the family's own.
      const { userId: _owner, childId: _child, hero: _hero, companions: _friends, ...shared } = story;
      return { ...shared, title: publicTitle(shared.title) };
    },

    async renameStory(userId: string, id: string, title: string): Promise<Story> {
      await findOwnStoryOrFail(stories, id, userId, RENAME_REFUSAL);
      // A title is read to a child and shown on the shelf: it passes the same screen as every story.
      const screened = screenText(title, 'the title');
      if (!screened.ok) throw new ValidationError(screened.message, { field: 'title' });
      const renamed = await stories.updateTitle(id, title);
      // Deleted between the ownership check and the update: answer like any missing story.
      if (!renamed) throw new NotFoundError(STORY_NOT_FOUND);
      return toStory(renamed, await enhancements.forStory(id));
    },
  };
}
export type StoryLibrary = ReturnType<typeof createStoryLibrary>;
