import type { SessionsRepository } from '../data/sessions-repository';
import type { IdentityCache } from '../data/identity-cache';

export const SESSION_COOKIE = 'bedtime.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * koa-session's external store, kept in the gateway's database so sessions survive restarts and replicas.
 * Reads go through the identity cache when there is one; every write or removal forgets the cached copy
 * (the database's notice tells the other replicas).
 */
export function createSessionStore(sessions: SessionsRepository, now: () => Date = () => new Date(), cache?: IdentityCache) {
  const expired = (expiresAt: Date) => expiresAt.getTime() < now().getTime();
  return {
    async get(key: string) {
      const cached = cache?.session(key);
      if (cached && !expired(cached.expiresAt)) return cached.data;
      const since = cache?.generation() ?? 0;
      const row = await sessions.find(key);
      if (!row) return undefined;
      if (expired(row.expiresAt)) {
        await sessions.delete(key);
        cache?.forgetSession(key);
        return undefined;
      }
      cache?.rememberSession(key, { data: row.data, userId: row.userId, expiresAt: row.expiresAt }, since);
      return row.data;
    },
    async set(key: string, data: Record<string, unknown>, maxAge: number | 'session' | undefined) {
      const ttl = typeof maxAge === 'number' ? maxAge : SESSION_MAX_AGE_MS;
      const userId = typeof data.userId === 'string' ? data.userId : null;
      await sessions.save({ id: key, userId, data, expiresAt: new Date(now().getTime() + ttl) });
      cache?.forgetSession(key);
    },
    async destroy(key: string) {
      cache?.forgetSession(key);
      await sessions.delete(key);
      // Again after the delete: a request that read the row meanwhile may not keep it (see generation).
      cache?.forgetSession(key);
    },
    async pruneExpired() {
      await sessions.deleteExpired(now());
    },
  };
}
