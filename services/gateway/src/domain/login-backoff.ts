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
 */
export function createLoginBackoff(repository: RateLimitsRepository, policy: LoginBackoffPolicy, now: () => Date = () => new Date()) {
  const keyOf = (email: string, address: string) => `${email.trim().toLowerCase()}|${address}`;
  return {
    async check(email: string, address: string): Promise<void> {
      const row = await repository.findLoginFailures(keyOf(email, address));
      const waitMs = row?.blockedUntil ? row.blockedUntil.getTime() - now().getTime() : 0;
      if (waitMs > 0) throw new RateLimitedError(LOGIN_MESSAGE, Math.ceil(waitMs / 1000));
    },
    async failed(email: string, address: string): Promise<void> {
      const at = now();
      const key = keyOf(email, address);
      const failures = await repository.countLoginFailure(key, at, new Date(at.getTime() - policy.forgetAfterSeconds * 1000));
      const over = failures - policy.freeAttempts;
      if (over < 0) return;
      const waitSeconds = Math.min(policy.maxWaitSeconds, policy.firstWaitSeconds * 2 ** Math.min(over, 20));
      await repository.blockLogin(key, new Date(at.getTime() + waitSeconds * 1000));
    },
    async succeeded(email: string, address: string): Promise<void> {
      await repository.clearLoginFailures(keyOf(email, address));
    },
  };
}
export type LoginBackoff = ReturnType<typeof createLoginBackoff>;
