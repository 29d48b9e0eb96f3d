import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { engineCustomers, engineInvoices, enginePaymentIntents, engineSubscriptions } from '../../data/schema';
import { addOneMonth } from '../../domain/billing-period';
import { AUTHENTICATION_FAILED, DECLINES } from '../../domain/card-rules';
import { bankAnswer, type LocalLedger, type LedgerEvent } from './local-ledger';
import { invoiceObject, newId, subscriptionObject } from './local-objects';

type SubscriptionRow = typeof engineSubscriptions.$inferSelect;

export interface RenewalOptions {
  /** Renewals are charged this long before the period ends, so a paying user never has a gap. */
  renewalLeadMs?: number;
  /** An unpaid renewal is given up (subscription canceled) after this long, as Stripe's retry schedule ends. */
  pastDueGraceMs?: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The monthly run (the renewal job calls it): ends subscriptions set to cancel whose period is over,
 * charges the saved card for the next period of the others, and gives up on renewals left unpaid too long.
 */
export async function runLocalRenewals(ledger: LocalLedger, options: RenewalOptions = {}) {
  const now = ledger.now();
  const lead = options.renewalLeadMs ?? HOUR;
  const grace = options.pastDueGraceMs ?? 14 * DAY;
  const result = { renewed: 0, failed: 0, canceled: 0 };

  const ending = await ledger.db
    .select({ id: engineSubscriptions.id })
    .from(engineSubscriptions)
    .where(
      and(
        inArray(engineSubscriptions.status, ['active', 'past_due']),
        eq(engineSubscriptions.cancelAtPeriodEnd, true),
        lte(engineSubscriptions.currentPeriodEnd, now),
      ),
    );
  for (const { id } of ending) if (await endSubscription(ledger, id, now, (row) => row.cancelAtPeriodEnd && row.currentPeriodEnd <= now)) result.canceled++;

  const due = await ledger.db
    .select({ id: engineSubscriptions.id })
    .from(engineSubscriptions)
    .where(
      and(
        eq(engineSubscriptions.status, 'active'),
        eq(engineSubscriptions.cancelAtPeriodEnd, false),
        lte(engineSubscriptions.currentPeriodEnd, new Date(now.getTime() + lead)),
      ),
    );
  for (const { id } of due) {
    const outcome = await renew(ledger, id, now, lead);
    if (outcome === 'renewed') result.renewed++;
    if (outcome === 'failed') result.failed++;
  }

  const abandoned = await ledger.db
    .select({ id: engineSubscriptions.id })
    .from(engineSubscriptions)
    .innerJoin(engineInvoices, eq(engineInvoices.id, engineSubscriptions.latestInvoiceId))
    .where(and(eq(engineSubscriptions.status, 'past_due'), eq(engineInvoices.status, 'open'), lte(engineInvoices.createdAt, new Date(now.getTime() - grace))));
  for (const { id } of abandoned) if (await endSubscription(ledger, id, now, (row) => row.status === 'past_due')) result.canceled++;
  return result;
}

async function renew(ledger: LocalLedger, subscriptionId: string, now: Date, lead: number): Promise<'renewed' | 'failed' | 'skipped'> {
  const events = await ledger.db.transaction(async (tx) => {
    // Locked and re-checked: two replicas running the job never charge the same period twice.
    const [subscription] = await tx.select().from(engineSubscriptions).where(eq(engineSubscriptions.id, subscriptionId)).for('update', { skipLocked: true });
    if (!subscription || subscription.status !== 'active' || subscription.cancelAtPeriodEnd) return null;
    if (subscription.currentPeriodEnd.getTime() > now.getTime() + lead) return null;
    const [customer] = await tx.select().from(engineCustomers).where(eq(engineCustomers.id, subscription.customerId));
    const periodStart = subscription.currentPeriodEnd;
    const periodEnd = addOneMonth(periodStart);
    const invoiceId = newId('in');
    const intentId = newId('pi');
    await tx.insert(engineInvoices).values({
      id: invoiceId,
      customerId: subscription.customerId,
      subscriptionId,
      amountCents: subscription.amountCents,
      currency: subscription.currency,
      status: 'open',
      periodStart,
      periodEnd,
      paymentIntentId: intentId,
      createdAt: now,
    });
    await tx.insert(enginePaymentIntents).values({
      id: intentId,
      clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      customerId: subscription.customerId,
      invoiceId,
      amountCents: subscription.amountCents,
      currency: subscription.currency,
      status: 'processing',
      paymentMethodId: customer?.defaultPaymentMethodId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    // Like Stripe, the subscription moves into the new period whether or not its invoice is paid.
    await tx
      .update(engineSubscriptions)
      .set({ currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, latestInvoiceId: invoiceId })
      .where(eq(engineSubscriptions.id, subscriptionId));
    const card = customer?.defaultPaymentMethodId ? await ledger.cardOf(tx, customer.defaultPaymentMethodId) : null;
    const answer = card ? bankAnswer(card.behavior, { onSession: false }) : DECLINES.generic_decline;
    if (answer === 'succeeded') return { kind: 'renewed' as const, ...(await ledger.succeed(tx, intentId, customer!.defaultPaymentMethodId!, now)) };
    return { kind: 'failed' as const, ...(await ledger.decline(tx, intentId, answer === 'requires_action' ? AUTHENTICATION_FAILED : answer, card, now)) };
  });
  if (!events) return 'skipped';
  await ledger.emit(events.events);
  return events.kind;
}

async function endSubscription(ledger: LocalLedger, subscriptionId: string, now: Date, stillDue: (row: SubscriptionRow) => boolean): Promise<boolean> {
  const events = await ledger.db.transaction(async (tx) => {
    const [row] = await tx.select().from(engineSubscriptions).where(eq(engineSubscriptions.id, subscriptionId)).for('update', { skipLocked: true });
    if (!row || !['active', 'past_due'].includes(row.status) || !stillDue(row)) return null;
    const collected: LedgerEvent[] = [];
    if (row.status === 'past_due' && row.latestInvoiceId) {
      const [invoice] = await tx.update(engineInvoices).set({ status: 'uncollectible' }).where(eq(engineInvoices.id, row.latestInvoiceId)).returning();
      if (invoice) collected.push(['invoice.marked_uncollectible', invoiceObject(invoice)]);
    }
    const [ended] = await tx
      .update(engineSubscriptions)
      .set({ status: 'canceled', canceledAt: now })
      .where(eq(engineSubscriptions.id, subscriptionId))
      .returning();
    collected.push(['customer.subscription.deleted', subscriptionObject(ended!)]);
    return collected;
  });
  if (!events) return false;
  await ledger.emit(events);
  return true;
}
