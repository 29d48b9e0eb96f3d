import { asc, eq, sql } from 'drizzle-orm';
import type { Illustration, Sticker } from '@bedtime/contracts';
import type { StoryDatabase } from './database';
import { illustrations, stickers } from './schema';

/** Media are served by the story service itself under their content-hash key. */
export const mediaUrl = (blobKey: string) => `/api/media/${blobKey}`;

/** What enhancements made of a story, in the story's order, as the story page shows them. */
export function createStoryEnhancementsRepository({ db }: StoryDatabase) {
  return {
    async forStory(storyId: string): Promise<{ illustrations: Illustration[]; stickers: Sticker[] }> {
      const [pictures, characterStickers] = await Promise.all([
        db
          .select({ blobKey: illustrations.blobKey, prompt: illustrations.prompt, alt: illustrations.alt })
          .from(illustrations)
          .where(eq(illustrations.storyId, storyId))
          .orderBy(asc(illustrations.position)),
        db
          .select({ character: stickers.character, blobKey: stickers.blobKey })
          .from(stickers)
          .where(eq(stickers.storyId, storyId))
          .orderBy(asc(stickers.createdAt), asc(stickers.character)),
      ]);
      return {
        illustrations: pictures.map((row) => ({ imageUrl: mediaUrl(row.blobKey), prompt: row.prompt, alt: row.alt })),
        stickers: characterStickers.map((row) => ({ character: row.character, stickerUrl: mediaUrl(row.blobKey) })),
      };
    },

    // --- Writes and print reads for the enhancement use-cases (domain/enhancements.ts) ---

    /** The stored pictures of a story with their blob keys, in story order, for print and the social card. */
    async illustrationRows(storyId: string): Promise<StoredIllustration[]> {
      return db
        .select({
          position: illustrations.position,
          blobKey: illustrations.blobKey,
          lineArtBlobKey: illustrations.lineArtBlobKey,
          prompt: illustrations.prompt,
          alt: illustrations.alt,
        })
        .from(illustrations)
        .where(eq(illustrations.storyId, storyId))
        .orderBy(asc(illustrations.position));
    },

    /** A new set of pictures replaces the story's earlier set whole, never mixed with it. */
    async replaceIllustrations(storyId: string, rows: Omit<StoredIllustration, 'position'>[]): Promise<void> {
      await db.transaction(async (tx) => {
        // Two replacements at once would each delete before the other inserts, then collide on (story, position).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`illustrations:${storyId}`}))`);
        await tx.delete(illustrations).where(eq(illustrations.storyId, storyId));
        if (rows.length > 0) await tx.insert(illustrations).values(rows.map((row, position) => ({ storyId, position, ...row })));
      });
    },

    /** One sticker per character: regenerating replaces the picture but keeps its place in the list. */
    async upsertSticker(storyId: string, character: string, blobKey: string): Promise<void> {
      await db
        .insert(stickers)
        .values({ storyId, character, blobKey })
        .onConflictDoUpdate({ target: [stickers.storyId, stickers.character], set: { blobKey: sql`excluded.blob_key` } });
    },
  };
}

export interface StoredIllustration {
  position: number;
  blobKey: string;
  lineArtBlobKey: string | null;
  prompt: string;
  alt: string;
}
export type StoryEnhancementsRepository = ReturnType<typeof createStoryEnhancementsRepository>;
