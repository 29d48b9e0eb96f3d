import { RateLimitedError } from '@bedtime/service-kit';
import type { RateLimitsRepository } from '../data/rate-limits-repository';

export interface RateLimitRule {
  /** e.g. 'login:ip' */
  name: string;
  limit: number;
}

/**
 * Fixed-window counters in the database, so every gateway replica counts together. A request is counted
 * against each of its keys (per IP, per email) and refused when any of them is over its limit.
 *
 * Hand-written rather than rate-limiter-flexible's PostgreSQL store: that store creates and alters its
 * own table at run time (outside this service's migrations) and reads the wall clock, while these limits
 * live in migrated tables and follow the injected clock the tests move; the logic here is a few lines.
 */
export function createRateLimiter(repository: RateLimitsRepository, windowSeconds: number, now: () => Date = () => new Date()) {
  const windowMs = windowSeconds * 1000;
  return {
    async hit(checks: { rule: RateLimitRule; subject: string }[], message: string): Promise<void> {
      const current = now().getTime();
      const windowStart = new Date(current - (current % windowMs));
      let over = false;
      for (const { rule, subject } of checks) {
        const count = await repository.countHit(`${rule.name}:${subject.toLowerCase()}`, windowStart);
        if (count > rule.limit) over = true;
      }
      if (over) {
        const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - current) / 1000);
        throw new RateLimitedError(message, retryAfterSeconds);
      }
    },
    async prune(): Promise<void> {
      const before = new Date(now().getTime() - 2 * windowMs);
      await repository.deleteWindowsBefore(before);
      await repository.deleteLoginFailuresBefore(before);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
