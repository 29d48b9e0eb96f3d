import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
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
    /** Counts a failure; failures older than `forgetBefore` are forgotten first. Returns the count. */
    async countLoginFailure(key: string, at: Date, forgetBefore: Date): Promise<number> {
      const [row] = await db
        .insert(loginFailures)
        .values({ key, failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore} then 1 else ${loginFailures.failures} + 1 end`,
            lastFailureAt: at,
          },
        })
        .returning({ failures: loginFailures.failures });
      return row?.failures ?? 1;
    },
    async blockLogin(key: string, until: Date): Promise<void> {
      await db.update(loginFailures).set({ blockedUntil: until }).where(eq(loginFailures.key, key));
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
