import { arrayOverlaps, eq, inArray, or } from 'drizzle-orm';
import type { StoryDatabase } from './database';
import { children, favorites, generationStarts, illustrations, narrationPreferences, narrationRequests, narrations, readingProgress, stickers, stories, storyMerchandise } from './schema';

/** Blob keys that rows were pointing at when they were erased: candidates for removal from the blob store. */
export interface ErasedRows {
  storyIds: string[];
  blobKeys: string[];
}

/**
 * Erasing stories and everything stored about them, in one transaction. Favourites, reading progress,
 * illustrations and stickers go with the story (foreign keys cascade); narrations are keyed by their
 * text's hash, so the caller names them.
 */
export function createStoryErasureRepository({ db }: StoryDatabase) {
  async function erase(storyIds: string[], narrationHashes: string[], alsoForUser?: string): Promise<ErasedRows> {
    return db.transaction(async (tx) => {
      const blobKeys: string[] = [];
      if (storyIds.length > 0) {
        for (const row of await tx.select({ key: illustrations.blobKey, lineArt: illustrations.lineArtBlobKey }).from(illustrations).where(inArray(illustrations.storyId, storyIds))) {
          blobKeys.push(row.key);
          if (row.lineArt) blobKeys.push(row.lineArt);
        }
        for (const row of await tx.select({ key: stickers.blobKey }).from(stickers).where(inArray(stickers.storyId, storyIds))) blobKeys.push(row.key);
        for (const row of await tx.select({ keys: storyMerchandise.blobKeys }).from(storyMerchandise).where(inArray(storyMerchandise.storyId, storyIds))) blobKeys.push(...row.keys);
        await tx.delete(stories).where(inArray(stories.id, storyIds));
      }
      // Every narrator and pace of every story is a hash: in batches, well under PostgreSQL's 65,535 parameters.
      for (let start = 0; start < narrationHashes.length; start += 5000) {
        const batch = narrationHashes.slice(start, start + 5000);
        for (const row of await tx.delete(narrations).where(inArray(narrations.hash, batch)).returning({ key: narrations.blobKey })) blobKeys.push(row.key);
      }
      if (alsoForUser) {
        // What the user kept about other people's stories.
        await tx.delete(favorites).where(eq(favorites.userId, alsoForUser));
        await tx.delete(readingProgress).where(eq(readingProgress.userId, alsoForUser));
        await tx.delete(narrationRequests).where(eq(narrationRequests.userId, alsoForUser));
        await tx.delete(narrationPreferences).where(eq(narrationPreferences.userId, alsoForUser));
        await tx.delete(generationStarts).where(eq(generationStarts.userId, alsoForUser));
        // The family's saved children: names, birth months and what they love.
        await tx.delete(children).where(eq(children.userId, alsoForUser));
      }
      return { storyIds, blobKeys: [...new Set(blobKeys)] };
    });
  }

  return {
    erase,

    /** Every narration the user asked for (stories and free text alike), by hash. */
    async narrationsRequestedBy(userId: string): Promise<string[]> {
      return (await db.select({ hash: narrationRequests.hash }).from(narrationRequests).where(eq(narrationRequests.userId, userId))).map((row) => row.hash);
    },

    async storiesOf(userId: string): Promise<{ id: string; content: string }[]> {
      return db.select({ id: stories.id, content: stories.content }).from(stories).where(eq(stories.userId, userId));
    },

    /** Of these blob keys, the ones no remaining row points at (content-addressed blobs can be shared). */
    async unreferenced(keys: string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const used = new Set<string>();
      for (const row of await db.select({ key: narrations.blobKey }).from(narrations).where(inArray(narrations.blobKey, keys))) used.add(row.key);
      for (const row of await db.select({ key: stickers.blobKey }).from(stickers).where(inArray(stickers.blobKey, keys))) used.add(row.key);
      for (const row of await db.select({ keys: storyMerchandise.blobKeys }).from(storyMerchandise).where(arrayOverlaps(storyMerchandise.blobKeys, keys))) for (const key of row.keys) used.add(key);
      for (const row of await db
        .select({ key: illustrations.blobKey, lineArt: illustrations.lineArtBlobKey })
        .from(illustrations)
        .where(or(inArray(illustrations.blobKey, keys), inArray(illustrations.lineArtBlobKey, keys)))) {
        used.add(row.key);
        if (row.lineArt) used.add(row.lineArt);
      }
      return keys.filter((key) => !used.has(key));
    },
  };
}
export type StoryErasureRepository = ReturnType<typeof createStoryErasureRepository>;
