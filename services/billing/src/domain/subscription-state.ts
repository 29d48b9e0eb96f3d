import type { BillingRepository, SubscriptionRecord } from '../data/billing-repository';
import type { BillingTx } from '../data/database';
import type { EngineName, ProviderSubscription } from '../providers/payments/types';

type Tx = BillingTx;

/** Stripe never revives these. */
const FINAL = new Set(['canceled', 'incomplete_expired']);

/**
 * Is this report of the subscription newer than what we hold? Decided by the objects' state, not by the
 * order events arrive in: a final status is never left, incomplete only ever comes first, a later billing
 * period beats an earlier one, and within a period the later report wins (ties: arrival order, as
 * past_due and active can follow each other within a second).
 */
export function isNewerState(
  held: Pick<SubscriptionRecord, 'status' | 'stateAt' | 'currentPeriodEnd'>,
  incoming: { status: string; at: Date; periodEnd: Date | null },
): boolean {
  if (FINAL.has(held.status)) return false;
  if (FINAL.has(incoming.status)) return true;
  if (incoming.status === 'incomplete' && held.status !== 'incomplete') return false;
  if (held.currentPeriodEnd && incoming.periodEnd && incoming.periodEnd.getTime() !== held.currentPeriodEnd.getTime()) {
    // The first payment restarts the first period, so for an incomplete subscription the period says nothing.
    if (held.status !== 'incomplete') return incoming.periodEnd > held.currentPeriodEnd;
  }
  return incoming.at >= held.stateAt;
}

/**
 * Records a report of a subscription's state (an event's object, or the provider's answer to our own change)
 * by the one rule above. Answers whether it changed what we hold.
 */
export async function recordSubscriptionState(
  tx: Tx,
  deps: { repository: BillingRepository; provider: EngineName },
  subscription: ProviderSubscription,
  report: { status: string; at: Date },
): Promise<{ outcome: 'applied' | 'ignored'; userId: string | null }> {
  const userId = subscription.userId || (await deps.repository.userOfCustomer(tx, subscription.customerId));
  if (!userId) return { outcome: 'ignored', userId: null };
  const { status, at } = report;
  const values = {
    status,
    amountCents: subscription.amountCents,
    currency: subscription.currency,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    canceledAt: subscription.canceledAt ?? (status === 'canceled' ? at : null),
    stateAt: at,
    updatedAt: new Date(),
  };
  // Two reports of a new subscription at once (created and updated, delivered together): one inserts, the other
  // waits on the row and then compares, instead of failing on the primary key.
  if (await deps.repository.insertSubscriptionIfNew(tx, { id: subscription.id, userId, provider: deps.provider, ...values }))
    return { outcome: 'applied', userId };
  const held = (await deps.repository.lockSubscription(tx, subscription.id))!;
  if (!isNewerState(held, { status, at, periodEnd: subscription.currentPeriodEnd })) return { outcome: 'ignored', userId };
  await deps.repository.updateSubscription(tx, subscription.id, values);
  return { outcome: 'applied', userId };
}
