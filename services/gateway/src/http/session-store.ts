import type { SessionsRepository } from '../data/sessions-repository';

export const SESSION_COOKIE = 'bedtime.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** koa-session's external store, kept in the gateway's database so sessions survive restarts and replicas. */
export function createSessionStore(sessions: SessionsRepository, now: () => Date = () => new Date()) {
  return {
    async get(key: string) {
      const row = await sessions.find(key);
      if (!row) return undefined;
      if (row.expiresAt.getTime() < now().getTime()) {
        await sessions.delete(key);
        return undefined;
      }
      return row.data;
    },
    async set(key: string, data: Record<string, unknown>, maxAge: number | 'session' | undefined) {
      const ttl = typeof maxAge === 'number' ? maxAge : SESSION_MAX_AGE_MS;
      const userId = typeof data.userId === 'string' ? data.userId : null;
      await sessions.save({ id: key, userId, data, expiresAt: new Date(now().getTime() + ttl) });
    },
    async destroy(key: string) {
      await sessions.delete(key);
    },
    async pruneExpired() {
      await sessions.deleteExpired(now());
    },
  };
}
