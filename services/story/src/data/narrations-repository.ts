import { eq } from 'drizzle-orm';
import type { TimedWord } from '../providers/narration/types';
import type { StoryDatabase } from './database';
import { narrationRequests, narrations } from './schema';

export interface StoredNarration {
  hash: string;
  engine: string;
  blobKey: string;
  mimeType: string;
  durationMs: number;
  words: TimedWord[];
}

/** Finished narrations by content hash; the audio itself is in the blob store under blobKey. */
export function createNarrationsRepository({ db }: StoryDatabase) {
  return {
    async find(hash: string): Promise<StoredNarration | undefined> {
      const [row] = await db
        .select({
          hash: narrations.hash,
          engine: narrations.engine,
          blobKey: narrations.blobKey,
          mimeType: narrations.mimeType,
          durationMs: narrations.durationMs,
          words: narrations.words,
        })
        .from(narrations)
        .where(eq(narrations.hash, hash));
      return row ? { ...row, words: row.words as TimedWord[] } : undefined;
    },

    /** Notes that this user asked for this narration (again): account deletion erases what a person asked for. */
    async noteRequest(userId: string, hash: string): Promise<void> {
      await db.insert(narrationRequests).values({ userId, hash }).onConflictDoUpdate({ target: [narrationRequests.userId, narrationRequests.hash], set: { requestedAt: new Date() } });
    },

    /** Replaces an earlier row for the hash (its audio may have gone missing from the blob store). */
    async save(narration: StoredNarration): Promise<void> {
      const { hash: _hash, ...values } = narration;
      await db
        .insert(narrations)
        .values(narration)
        .onConflictDoUpdate({ target: narrations.hash, set: { ...values, createdAt: new Date() } });
    },
  };
}
export type NarrationsRepository = ReturnType<typeof createNarrationsRepository>;
