import {
  billingReportFiguresSchema,
  billingStatsSchema,
  giftCodeCheckResponseSchema,
  internalSubscriptionSchema,
  type BillingReportRequest,
  type GiftCodeCheckResponse,
} from '@bedtime/contracts';
import { createInternalClient, IDENTITY_HEADER, signIdentity, traceHeaders, UpstreamError, type Logger } from '@bedtime/service-kit';
import type { Subscription, SubscriptionSource } from '../domain/entitlements';

// Every call the gateway makes to billing: subscriptions (entitlement), gift codes (sign-up) and the admin figures.

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

/** Billing's gift codes, as sign-up needs them: checked before the account exists, redeemed right after. */
export interface GiftCodes {
  check(code: string): Promise<GiftCodeCheckResponse>;
  /** Redeems for the new user; the refusal's message when billing says no. */
  redeem(userId: string, code: string): Promise<{ redeemed: true; message: string } | { redeemed: false; message: string }>;
}

export function createBillingGiftCodes(options: { billingUrl: string; identitySecret: string; timeoutMs?: number }): GiftCodes {
  async function post(path: string, body: unknown) {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.billingUrl), {
        method: 'POST',
        headers: traceHeaders({
          [IDENTITY_HEADER]: signIdentity(options.identitySecret, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'gateway-gifts' }),
          'content-type': 'application/json',
        }),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch {
      throw new UpstreamError(
        'Gift codes cannot be checked right now. Please try again in a moment, or sign up without the code and redeem it from your profile.',
      );
    }
    const payload = (await response.json().catch(() => ({}))) as { message?: string };
    return { status: response.status, payload };
  }
  return {
    async check(code) {
      const { status, payload } = await post('/internal/gift-cards/check', { code });
      if (status !== 200)
        throw new UpstreamError(
          'Gift codes cannot be checked right now. Please try again in a moment, or sign up without the code and redeem it from your profile.',
        );
      return giftCodeCheckResponseSchema.parse(payload);
    },
    async redeem(userId, code) {
      const { status, payload } = await post('/internal/gift-cards/redeem', { userId, code });
      const message = typeof payload.message === 'string' ? payload.message : 'The gift could not be redeemed. You can redeem it from your profile.';
      return status === 200 ? { redeemed: true, message } : { redeemed: false, message };
    },
  };
}

/** Billing's admin figures, asked with the admin time limit; a failure throws (the caller marks billing unavailable). */
export function createBillingFigures(options: { billingUrl: string; identitySecret: string; timeoutMs: number }) {
  const call = createInternalClient({ baseUrl: options.billingUrl, secret: options.identitySecret, issuer: 'gateway-admin', timeoutMs: options.timeoutMs });
  return {
    stats: async (days: number) => billingStatsSchema.parse(await call('GET', `/internal/stats?days=${days}`)),
    report: async (input: BillingReportRequest) => billingReportFiguresSchema.parse(await call('POST', '/internal/admin/report', input)),
  };
}
