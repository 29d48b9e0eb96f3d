import { and, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { GatewayDatabase } from './database';
import { loginFailures, rateLimitHits } from './schema';

export function createRateLimitsRepository({ db }: GatewayDatabase) {
  return {
    /** Counts one hit on a fixed-window counter and returns the window's count so far. */
    async countHit(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { count: sql`${rateLimitHits.count} + 1` } })
        .returning({ count: rateLimitHits.count });
      return row?.count ?? 1;
    },
    async deleteWindowsBefore(before: Date): Promise<void> {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
    },

    async findLoginFailures(key: string): Promise<{ failures: number; blockedUntil: Date | null; lastFailureAt: Date } | undefined> {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
      return row;
    },
    /**
     * Counts a sign-in attempt before its password is checked, in one statement (the row's lock orders
     * attempts made at once), unless the key is waiting. Attempts older than `forgetBefore` are forgotten
     * first. From the `freeAttempts`-th attempt on, the attempt itself starts the next wait (doubling per
     * further attempt, up to `maxWaitSeconds`): attempts made alongside it are refused as they would be
     * after it, and a correct password ends the wait by clearing the key. Returns the attempt's number,
     * or null when the key is waiting.
     */
    async countLoginAttempt(key: string, at: Date, forgetBefore: Date, rule: { freeAttempts: number; firstWaitSeconds: number; maxWaitSeconds: number }): Promise<number | null> {
      const now = sql`${at.toISOString()}::timestamptz`;
      const attempt = sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginFailures.failures} + 1 end`;
      const waitAfter = (attemptNumber: SQL) =>
        sql`case when ${attemptNumber} >= ${rule.freeAttempts}
          then ${now} + make_interval(secs => least(${rule.maxWaitSeconds}, ${rule.firstWaitSeconds} * power(2, least(${attemptNumber} - ${rule.freeAttempts}, 20))))
          else null end`;
      const rows = await db
        .insert(loginFailures)
        .values({ key, failures: 1, lastFailureAt: at, blockedUntil: sql`${waitAfter(sql`1`)}` })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: { failures: attempt, lastFailureAt: at, blockedUntil: waitAfter(attempt) },
          setWhere: or(isNull(loginFailures.blockedUntil), lte(loginFailures.blockedUntil, at)),
        })
        .returning({ failures: loginFailures.failures });
      return rows[0]?.failures ?? null;
    },
    async clearLoginFailures(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
    async deleteLoginFailuresBefore(before: Date): Promise<void> {
      await db
        .delete(loginFailures)
        .where(and(lt(loginFailures.lastFailureAt, before), or(isNull(loginFailures.blockedUntil), lt(loginFailures.blockedUntil, before))));
    },
  };
}
export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
