import { eq, lt } from 'drizzle-orm';
import type { GatewayDatabase } from '../data/database';
import { sessions } from '../data/schema';

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** koa-session's external store, kept in the gateway's database so sessions survive restarts and replicas. */
export function createSessionStore(database: GatewayDatabase) {
  const { db } = database;
  return {
    async get(key: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, key)).limit(1);
      if (!row) return undefined;
      if (row.expiresAt.getTime() < Date.now()) {
        await db.delete(sessions).where(eq(sessions.id, key));
        return undefined;
      }
      return row.data as Record<string, unknown>;
    },
    async set(key: string, data: Record<string, unknown>, maxAge: number | 'session' | undefined) {
      const ttl = typeof maxAge === 'number' ? maxAge : SESSION_MAX_AGE_MS;
      const userId = typeof data.userId === 'string' ? data.userId : null;
      const expiresAt = new Date(Date.now() + ttl);
      await db
        .insert(sessions)
        .values({ id: key, userId, data, expiresAt })
        .onConflictDoUpdate({ target: sessions.id, set: { userId, data, expiresAt } });
    },
    async destroy(key: string) {
      await db.delete(sessions).where(eq(sessions.id, key));
    },
    async pruneExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}
