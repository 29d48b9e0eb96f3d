import { and, desc, eq } from 'drizzle-orm';
import type { StoryDatabase } from './database';
import { favorites } from './schema';

export function createFavoritesRepository({ db }: StoryDatabase) {
  return {
    /** Newest favourite first; deleted stories drop out with their favourites (cascade). */
    async listStoryIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ storyId: favorites.storyId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(favorites.storyId));
      return rows.map((row) => row.storyId);
    },

    /** Adds the favourite, or removes it when it was there; answers whether it is a favourite now. */
    async toggle(userId: string, storyId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.storyId, storyId)))
          .returning({ storyId: favorites.storyId });
        if (removed.length > 0) return false;
        // A concurrent toggle may have added it between the delete and here: it is a favourite either way.
        await tx.insert(favorites).values({ userId, storyId }).onConflictDoNothing();
        return true;
      });
    },
  };
}
export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
