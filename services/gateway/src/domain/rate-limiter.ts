import { sql } from 'drizzle-orm';
import { RateLimitedError } from '@bedtime/service-kit';
import type { GatewayDatabase } from '../data/database';
import { rateLimitHits } from '../data/schema';

export interface RateLimitRule {
  /** e.g. 'login:ip' */
  name: string;
  limit: number;
}

/**
 * Fixed-window counters in the database, so every gateway replica counts together. A request is counted
 * against each of its keys (per IP, per email) and refused when any of them is over its limit.
 */
export function createRateLimiter(database: GatewayDatabase, windowSeconds: number, now: () => Date = () => new Date()) {
  const windowMs = windowSeconds * 1000;
  return {
    async hit(checks: { rule: RateLimitRule; subject: string }[], message: string): Promise<void> {
      const current = now().getTime();
      const windowStart = new Date(current - (current % windowMs));
      let over = false;
      for (const { rule, subject } of checks) {
        const [row] = await database.db
          .insert(rateLimitHits)
          .values({ key: `${rule.name}:${subject.toLowerCase()}`, windowStart, count: 1 })
          .onConflictDoUpdate({
            target: [rateLimitHits.key, rateLimitHits.windowStart],
            set: { count: sql`${rateLimitHits.count} + 1` },
          })
          .returning({ count: rateLimitHits.count });
        if (row && row.count > rule.limit) over = true;
      }
      if (over) {
        const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - current) / 1000);
        throw new RateLimitedError(message, retryAfterSeconds);
      }
    },
    async prune(): Promise<void> {
      await database.db.delete(rateLimitHits).where(sql`${rateLimitHits.windowStart} < ${new Date(now().getTime() - 2 * windowMs)}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
