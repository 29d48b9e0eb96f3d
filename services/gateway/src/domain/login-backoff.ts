import { RateLimitedError } from '@bedtime/service-kit';
import type { RateLimitsRepository } from '../data/rate-limits-repository';

export interface LoginBackoffPolicy {
  /** Wrong passwords allowed for one email from one address before waiting is required. */
  freeAttempts: number;
  /** The first wait; each further failure doubles it, up to `maxWaitSeconds`. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** Failures older than this are forgotten. */
  forgetAfterSeconds: number;
}

export const LOGIN_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';

/**
 * Slows password guessing per (email, client address) with a growing wait, instead of locking the
 * email: failures from other addresses never stop the owner signing in from theirs. The per-address
 * limit (rate-limiter.ts) bounds how many emails one address can try.
 *
 * Each attempt is counted (and, past the free ones, starts its wait) in one statement before its password
 * is checked, so attempts sent at once are limited exactly as attempts sent one after another: reading
 * the count first and writing it after the check let 40 guesses sent together all be checked.
 */
export function createLoginBackoff(repository: RateLimitsRepository, policy: LoginBackoffPolicy, now: () => Date = () => new Date()) {
  const keyOf = (email: string, address: string) => `${email.trim().toLowerCase()}|${address}`;
  return {
    /** Counts an attempt about to be checked; 429 (with the wait) when this address must wait for this email. */
    async attempt(email: string, address: string): Promise<void> {
      const at = now();
      const key = keyOf(email, address);
      const counted = await repository.countLoginAttempt(key, at, new Date(at.getTime() - policy.forgetAfterSeconds * 1000), policy);
      if (counted !== null) return;
      const row = await repository.findLoginFailures(key);
      const waitMs = row?.blockedUntil ? row.blockedUntil.getTime() - at.getTime() : 0;
      throw new RateLimitedError(LOGIN_MESSAGE, Math.max(1, Math.ceil(waitMs / 1000)));
    },
    /** The password was right: this address starts afresh for this email. */
    async succeeded(email: string, address: string): Promise<void> {
      await repository.clearLoginFailures(keyOf(email, address));
    },
  };
}
export type LoginBackoff = ReturnType<typeof createLoginBackoff>;
