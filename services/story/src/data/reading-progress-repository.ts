import { and, eq, sql } from 'drizzle-orm';
import type { ReadingProgress } from '@bedtime/contracts';
import type { StoryDatabase } from './database';
import { readingProgress } from './schema';

export interface SavedProgress extends ReadingProgress {
  updatedAt: Date;
}

const progressColumns = {
  characterPosition: readingProgress.characterPosition,
  wordIndex: readingProgress.wordIndex,
  scrollPercentage: readingProgress.scrollPercentage,
  updatedAt: readingProgress.updatedAt,
};

export function createReadingProgressRepository({ db }: StoryDatabase) {
  return {
    async find(userId: string, storyId: string): Promise<SavedProgress | undefined> {
      const [row] = await db
        .select(progressColumns)
        .from(readingProgress)
        .where(and(eq(readingProgress.userId, userId), eq(readingProgress.storyId, storyId)));
      return row;
    },

    async save(userId: string, storyId: string, progress: ReadingProgress): Promise<SavedProgress> {
      const [row] = await db
        .insert(readingProgress)
        .values({ userId, storyId, ...progress })
        .onConflictDoUpdate({
          target: [readingProgress.userId, readingProgress.storyId],
          set: { ...progress, updatedAt: sql`now()` },
        })
        .returning(progressColumns);
      if (!row) throw new Error('Saving reading progress returned no row');
      return row;
    },
  };
}
export type ReadingProgressRepository = ReturnType<typeof createReadingProgressRepository>;
