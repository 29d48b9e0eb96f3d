import { and, eq, sql } from 'drizzle-orm';
import type { StoryDatabase } from './database';
import { storyMerchandise } from './schema';

export type MerchandiseKind = 'basic' | 'enhanced';

/** The merchandise made for a story, one set per kind; a new set replaces the old. */
export function createStoryMerchandiseRepository({ db }: StoryDatabase) {
  return {
    async find<T>(storyId: string, kind: MerchandiseKind): Promise<{ sourceKey: string; payload: T } | null> {
      const [row] = await db
        .select({ sourceKey: storyMerchandise.sourceKey, payload: storyMerchandise.payload })
        .from(storyMerchandise)
        .where(and(eq(storyMerchandise.storyId, storyId), eq(storyMerchandise.kind, kind)));
      return row ? { sourceKey: row.sourceKey, payload: row.payload as T } : null;
    },

    async save(storyId: string, kind: MerchandiseKind, sourceKey: string, payload: unknown, blobKeys: string[]): Promise<void> {
      await db
        .insert(storyMerchandise)
        .values({ storyId, kind, sourceKey, payload, blobKeys })
        .onConflictDoUpdate({
          target: [storyMerchandise.storyId, storyMerchandise.kind],
          set: { sourceKey, payload, blobKeys, createdAt: sql`now()` },
        });
    },
  };
}
export type StoryMerchandiseRepository = ReturnType<typeof createStoryMerchandiseRepository>;
