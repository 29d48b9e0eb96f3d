import { internalSubscriptionSchema } from '@bedtime/contracts';
import { createInternalClient, type Logger } from '@bedtime/service-kit';
import type { Subscription, SubscriptionSource } from '../domain/entitlements';

export interface BillingSubscriptionSource extends SubscriptionSource {
  /** Billing reported a change for this user: the next request asks again. */
  invalidate(userId: string): void;
}

/**
 * Asks billing's internal API, with a short per-user cache (every page load asks GET /api/user) that
 * billing clears when a subscription changes. When billing cannot be reached the answer is marked
 * unavailable, carrying the last status seen for display only.
 */
export function createBillingSubscriptionSource(options: {
  billingUrl: string;
  identitySecret: string;
  logger: Logger;
  ttlMs?: number;
  timeoutMs?: number;
  now?: () => number;
}): BillingSubscriptionSource {
  const call = createInternalClient({
    baseUrl: options.billingUrl,
    secret: options.identitySecret,
    issuer: 'gateway-entitlements',
    timeoutMs: options.timeoutMs ?? 3_000,
  });
  const ttl = options.ttlMs ?? 5_000;
  const clock = options.now ?? Date.now;
  const cache = new Map<string, { value: Subscription; at: number }>();
  // While billing is down, each user's answer is "unavailable" for a moment instead of a new attempt per request.
  const unavailableFor = Math.min(ttl, 1_000);
  const lastKnown = new Map<string, Subscription>();
  const MAX_ENTRIES = 10_000;
  const remember = (userId: string, value: Subscription) => {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(userId, { value, at: clock() });
  };

  return {
    async subscriptionOf(userId) {
      const hit = cache.get(userId);
      if (hit && clock() - hit.at < (hit.value.unavailable ? unavailableFor : ttl)) return hit.value;
      try {
        const body = await call<{ subscription: unknown }>('GET', `/internal/subscriptions/${encodeURIComponent(userId)}`);
        const parsed = internalSubscriptionSchema.parse(body.subscription);
        const value: Subscription = { status: parsed.status, endsAt: parsed.endsAt ? new Date(parsed.endsAt) : null };
        remember(userId, value);
        lastKnown.set(userId, value);
        if (lastKnown.size > MAX_ENTRIES) lastKnown.clear();
        return value;
      } catch (error) {
        options.logger.warn({ err: error, userId }, 'billing could not be asked for a subscription');
        const known = lastKnown.get(userId);
        const value: Subscription = { status: known?.status ?? 'none', endsAt: known?.endsAt ?? null, unavailable: true };
        remember(userId, value);
        return value;
      }
    },
    invalidate(userId) {
      cache.delete(userId);
    },
  };
}
