/**
 * The entitlement rule, written once: the gateway applies it to billing's answer before routing a
 * generation call, and the front ends apply it to the signed-in User to decide where a page sends them.
 */

/** A subscription's standing: billing's statuses (active, lifetime, past_due, ...) or the User's summary of them. */
export interface SubscriptionStanding {
  status: string;
  /** Paid up to (for past_due: the end of the last paid period); null when there is no such date. */
  endsAt: Date | null;
}

/** Counts: lifetime, or active / past_due (a renewal being retried) while paid up to a future date. */
export function subscriptionCounts(subscription: SubscriptionStanding, now: Date): boolean {
  if (subscription.status === 'lifetime') return true;
  return (subscription.status === 'active' || subscription.status === 'past_due') && subscription.endsAt !== null && subscription.endsAt > now;
}

/**
 * Entitled while the trial has not ended or a subscription counts. `unknown` subscription: billing could
 * not be asked; after the trial that is `unknown` too (the gateway answers 503, never grants).
 */
export function entitlement(
  { trialEndsAt, subscription }: { trialEndsAt: Date; subscription: SubscriptionStanding | 'unknown' },
  now: Date,
): boolean | 'unknown' {
  if (trialEndsAt > now) return true;
  if (subscription === 'unknown') return 'unknown';
  return subscriptionCounts(subscription, now);
}
