import { desc, eq } from 'drizzle-orm';
import type { Story } from '@bedtime/contracts';
import type { StoryDatabase } from '../data/database';
import { stories } from '../data/schema';

export type StoryRow = typeof stories.$inferSelect;

/** A stored story as the API shows it (spec/core.md §3); enhancements are attached by the caller when needed. */
export function toStory(row: StoryRow, extras: Pick<Story, 'illustrations' | 'stickers'> = { illustrations: [], stickers: [] }): Story {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    content: row.content,
    age: row.age,
    gender: row.gender as Story['gender'],
    interests: row.interests,
    style: row.style as Story['style'],
    lesson: row.lesson,
    isCollaborative: row.isCollaborative,
    plotTwists: row.plotTwists,
    createdAt: row.createdAt.toISOString(),
    ...extras,
  };
}

export function createStoriesRepository({ db }: StoryDatabase) {
  return {
    async listByUser(userId: string): Promise<StoryRow[]> {
      return db.select().from(stories).where(eq(stories.userId, userId)).orderBy(desc(stories.createdAt), desc(stories.id));
    },
  };
}
export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
