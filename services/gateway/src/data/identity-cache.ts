import type { ChangeNotices } from './change-notices';

export interface CachedSession {
  data: Record<string, unknown>;
  userId: string | null;
  expiresAt: Date;
}

const MAX_ENTRIES = 10_000;

/**
 * A short-lived, in-process copy of sessions and accounts, so that a signed-in request does not read
 * both from the database every time. It is only used while the database's change notices are being
 * heard: this gateway forgets what it changes itself at once, and what any replica changes (sign-out,
 * password change or reset, account deletion, profile edits) as soon as the NOTIFY arrives. When the
 * notices connection is lost, everything is forgotten and reads go to the database until it is back.
 */
export function createIdentityCache(options: { ttlMs: number; now: () => Date; notices?: ChangeNotices }) {
  const sessions = new Map<string, CachedSession & { until: number }>();
  const accounts = new Map<string, { account: unknown; until: number }>();
  let active = false;
  // Bumped by every forget: a read that started before it must not store what it read (it may be stale).
  let generation = 0;

  const clear = () => {
    generation += 1;
    sessions.clear();
    accounts.clear();
  };
  const forgetSession = (id: string) => {
    generation += 1;
    sessions.delete(id);
  };
  const forgetAccount = (userId: string) => {
    generation += 1;
    accounts.delete(userId);
    for (const [id, session] of sessions) if (session.userId === userId) sessions.delete(id);
  };
  const put = <T>(map: Map<string, T>, key: string, value: T) => {
    map.delete(key);
    // Maps keep insertion order: the first key is the oldest entry.
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    map.set(key, value);
  };
  const fresh = <T extends { until: number }>(map: Map<string, T>, key: string): T | undefined => {
    if (!active) return undefined;
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.until <= options.now().getTime()) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };

  const unsubscribe =
    options.ttlMs > 0
      ? options.notices?.subscribe({
          session: forgetSession,
          account: forgetAccount,
          listening(on) {
            clear();
            active = on;
          },
        })
      : undefined;

  return {
    /** Whether the cache serves reads (listening to change notices, and not switched off). */
    get active() {
      return active;
    },
    /** Taken before reading the database; `remember*` store nothing if anything was forgotten since. */
    generation: () => generation,
    session(id: string): CachedSession | undefined {
      return fresh(sessions, id);
    },
    rememberSession(id: string, session: CachedSession, since: number) {
      if (!active || since !== generation) return;
      put(sessions, id, { ...session, until: options.now().getTime() + options.ttlMs });
    },
    account<T>(userId: string): T | undefined {
      return fresh(accounts, userId)?.account as T | undefined;
    },
    rememberAccount(userId: string, account: unknown, since: number) {
      if (!active || since !== generation) return;
      put(accounts, userId, { account, until: options.now().getTime() + options.ttlMs });
    },
    forgetSession,
    forgetAccount,
    clear,
    stop() {
      unsubscribe?.();
      active = false;
      clear();
    },
  };
}
export type IdentityCache = ReturnType<typeof createIdentityCache>;
