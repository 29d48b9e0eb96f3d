import type Koa from 'koa';
import { RateLimitedError } from '../errors';

export interface UserLimitRule {
  /** What the user is making, in words for the message ("stories", "pictures"). */
  label: string;
  /** Which requests count (by method and path). */
  matches: (method: string, path: string) => boolean;
  /** Requests of this kind one user may have open at once. */
  concurrent: number;
  /** Requests of this kind one user may start per window. */
  perWindow: number;
  windowMs: number;
}

/**
 * Per-user concurrency and rate limits for expensive work (generation), kept in this process's
 * memory: one user cannot occupy the engines that every family shares. A request counts as open until
 * its response has been sent or its connection closed (streamed answers count for their whole length).
 * Requests without a signed-in user pass (the gateway lets only signed-in users generate).
 */
export function perUserLimits(rules: UserLimitRule[], now: () => number = Date.now) {
  const open = new Map<string, number>();
  const started = new Map<string, number[]>();

  return async function userLimits(ctx: Koa.Context, next: Koa.Next) {
    const userId = ctx.state.identity?.userId;
    const index = userId ? rules.findIndex((rule) => rule.matches(ctx.method, ctx.path)) : -1;
    if (!userId || index < 0) return next();
    const rule = rules[index]!;
    const key = `${index}:${userId}`;

    const at = now();
    const recent = (started.get(key) ?? []).filter((time) => time > at - rule.windowMs);
    if (recent.length >= rule.perWindow) {
      const retryAfter = Math.max(1, Math.ceil((recent[0]! + rule.windowMs - at) / 1000));
      throw new RateLimitedError(
        `You have made a lot of ${rule.label} in a short time. Please try again in ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''}.`,
        retryAfter,
      );
    }
    const running = open.get(key) ?? 0;
    if (running >= rule.concurrent) {
      throw new RateLimitedError(`You already have ${rule.concurrent} ${rule.label} being made. Please wait for one to finish.`, 5);
    }
    recent.push(at);
    started.set(key, recent);
    open.set(key, running + 1);

    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      // Forget users whose window has passed, so the maps do not grow with every user ever seen.
      const still = (started.get(key) ?? []).filter((time) => time > now() - rule.windowMs);
      if (still.length > 0) started.set(key, still);
      else started.delete(key);
    };
    ctx.res.once('close', release);
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
  };
}
