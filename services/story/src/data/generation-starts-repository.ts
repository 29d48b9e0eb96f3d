import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { UserStartsStore } from '@bedtime/service-kit';
import type { StoryDatabase } from './database';
import { generationStarts } from './schema';

/** Rows older than this are never read again (the longest window is ten minutes). */
const KEEP_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** The per-user generation limits' starts, in the story database (shared by replicas, kept across restarts). */
export function createGenerationStartsRepository({ db }: StoryDatabase): UserStartsStore {
  let lastPrune = 0;
  return {
    async recent(kind, userId, since) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${generationStarts.startedAt})` })
        .from(generationStarts)
        .where(and(eq(generationStarts.userId, userId), eq(generationStarts.kind, kind), gt(generationStarts.startedAt, new Date(since))));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest).getTime() : null };
    },
    async record(kind, userId, at) {
      await db.insert(generationStarts).values({ kind, userId, startedAt: new Date(at) });
      if (at - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = at;
        await db.delete(generationStarts).where(lt(generationStarts.startedAt, new Date(at - KEEP_MS)));
      }
    },
  };
}
