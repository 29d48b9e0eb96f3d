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
 * Where the starts of the rate window are kept. In memory they are forgotten when the process restarts
 * (a restart would hand every user a fresh allowance), so a service keeps them in its database.
 */
export interface UserStartsStore {
  /** How many starts of `kind` by the user since `since` (epoch ms), and the oldest of them. */
  recent(kind: string, userId: string, since: number): Promise<{ count: number; oldest: number | null }>;
  record(kind: string, userId: string, at: number): Promise<void>;
}

/** Starts kept in this process's memory (tests, tools): forgotten at restart. */
export function memoryUserStarts(): UserStartsStore {
  const started = new Map<string, number[]>();
  return {
    async recent(kind, userId, since) {
      const key = `${kind}:${userId}`;
      const times = (started.get(key) ?? []).filter((time) => time > since);
      if (times.length > 0) started.set(key, times);
      else started.delete(key);
      return { count: times.length, oldest: times[0] ?? null };
    },
    async record(kind, userId, at) {
      const key = `${kind}:${userId}`;
      started.set(key, [...(started.get(key) ?? []), at]);
    },
  };
}

/**
 * Per-user concurrency and rate limits for expensive work (generation): one user cannot occupy the
 * engines that every family shares. The rate window's starts are kept in `store` (the service's
 * database, so a restart does not reset them); what is open at once is this process's own (a restart
 * ends those requests anyway). A request counts as open until its response has been sent or its
 * connection closed (streamed answers count for their whole length). Requests without a signed-in user
 * pass (the gateway lets only signed-in users generate).
 */
export function perUserLimits(rules: UserLimitRule[], now: () => number = Date.now, store: UserStartsStore = memoryUserStarts()) {
  const open = new Map<string, number>();

  return async function userLimits(ctx: Koa.Context, next: Koa.Next) {
    const userId = ctx.state.identity?.userId;
    const index = userId ? rules.findIndex((rule) => rule.matches(ctx.method, ctx.path)) : -1;
    if (!userId || index < 0) return next();
    const rule = rules[index]!;
    const key = `${index}:${userId}`;

    const at = now();
    const recent = await store.recent(rule.label, userId, at - rule.windowMs);
    if (recent.count >= rule.perWindow) {
      const retryAfter = Math.max(1, Math.ceil(((recent.oldest ?? at) + rule.windowMs - at) / 1000));
      throw new RateLimitedError(
        `You have made a lot of ${rule.label} in a short time. Please try again in ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''}.`,
        retryAfter,
      );
    }
    const running = open.get(key) ?? 0;
    if (running >= rule.concurrent) {
      throw new RateLimitedError(`You already have ${rule.concurrent} ${rule.label} being made. Please wait for one to finish.`, 5);
    }
    open.set(key, running + 1);

    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    };
    ctx.res.once('close', release);
    try {
      await store.record(rule.label, userId, at);
      await next();
    } catch (error) {
      release();
      throw error;
    }
  };
}
