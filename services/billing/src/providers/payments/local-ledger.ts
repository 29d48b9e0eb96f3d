import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ConflictError, NotFoundError, type Logger } from '@bedtime/service-kit';
import type { BillingDatabase } from '../../data/database';
import {
  engineCustomers,
  engineEvents,
  engineInvoices,
  engineIssuerCards,
  enginePaymentIntents,
  enginePaymentMethods,
  engineSubscriptions,
} from '../../data/schema';
import { addOneMonth } from '../../domain/billing-period';
import { DECLINES, type CheckedCard, type DeclineReason, type IssuerBehavior } from '../../domain/card-rules';
import { invoiceObject, newId, paymentIntentObject, paymentIntentView, subscriptionObject } from './local-objects';
import { toSeconds } from './stripe-objects';
import { signWebhookPayload } from './webhook-signature';

export type Tx = Parameters<Parameters<BillingDatabase['db']['transaction']>[0]>[0];
export type LedgerEvent = [type: string, object: Record<string, unknown>];
type PaymentIntentRow = typeof enginePaymentIntents.$inferSelect;

export interface LedgerDeps {
  database: BillingDatabase;
  webhookSecret: string;
  deliver: (payload: string, signature: string) => Promise<void>;
  now: () => Date;
  logger: Logger;
}

/**
 * The local engine's books and the moves every flow shares (the card form, the portal, renewals): cards
 * tokenised, a payment succeeding or declined with what follows for its invoice and subscription, and
 * each change reported as a signed Stripe-format event.
 */
export class LocalLedger {
  readonly db: BillingDatabase['db'];
  readonly webhookSecret: string;

  constructor(private readonly deps: LedgerDeps) {
    this.db = deps.database.db;
    this.webhookSecret = deps.webhookSecret;
  }

  /** Stripe's objects carry times in whole seconds; so do ours, so rows, events and answers agree. */
  now(): Date {
    return new Date(Math.floor(this.deps.now().getTime() / 1000) * 1000);
  }

  async lockIntent(tx: Tx, clientSecret: string, customerId: string): Promise<PaymentIntentRow> {
    const [intent] = await tx.select().from(enginePaymentIntents).where(eq(enginePaymentIntents.clientSecret, clientSecret)).for('update');
    // Someone else's payment looks exactly like no payment at all.
    if (!intent || intent.customerId !== customerId) throw new NotFoundError('No such payment.');
    // A one-off payment (a gift) belongs to no invoice: it stays payable until it succeeds.
    if (intent.status !== 'succeeded' && intent.invoiceId) {
      // An old payment of a subscription that has since ended (or been replaced) can no longer be paid.
      const [due] = await tx
        .select({ invoice: engineInvoices.status, subscription: engineSubscriptions.status, latest: engineSubscriptions.latestInvoiceId })
        .from(engineInvoices)
        .innerJoin(engineSubscriptions, eq(engineSubscriptions.id, engineInvoices.subscriptionId))
        .where(eq(engineInvoices.id, intent.invoiceId));
      if (!due || due.invoice !== 'open' || due.latest !== intent.invoiceId || !['incomplete', 'past_due'].includes(due.subscription))
        throw new ConflictError('This payment is no longer due.');
    }
    return intent;
  }

  async tokenize(tx: Tx, customerId: string, card: CheckedCard): Promise<string> {
    const token = `tok_${randomBytes(16).toString('hex')}`;
    const id = newId('pm');
    await tx.insert(engineIssuerCards).values({ token, behavior: card.behavior });
    await tx
      .insert(enginePaymentMethods)
      .values({ id, customerId, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, token, createdAt: this.now() });
    return id;
  }

  async cardOf(tx: Tx, paymentMethodId: string) {
    const [row] = await tx
      .select({ brand: enginePaymentMethods.brand, last4: enginePaymentMethods.last4, behavior: engineIssuerCards.behavior })
      .from(enginePaymentMethods)
      .innerJoin(engineIssuerCards, eq(engineIssuerCards.token, enginePaymentMethods.token))
      .where(eq(enginePaymentMethods.id, paymentMethodId));
    if (!row) throw new NotFoundError('No such card.');
    return { ...row, behavior: row.behavior as IssuerBehavior };
  }

  /** processing -> succeeded: the invoice is paid, the subscription becomes (or stays) active, the card becomes the default. */
  async succeed(tx: Tx, intentId: string, paymentMethodId: string, now: Date) {
    const [intent] = await tx
      .update(enginePaymentIntents)
      .set({ status: 'succeeded', paymentMethodId, lastError: null, updatedAt: now })
      .where(eq(enginePaymentIntents.id, intentId))
      .returning();
    if (!intent!.invoiceId) {
      await tx.update(engineCustomers).set({ defaultPaymentMethodId: paymentMethodId }).where(eq(engineCustomers.id, intent!.customerId));
      return { view: paymentIntentView(intent!, null), events: [['payment_intent.succeeded', paymentIntentObject(intent!)]] as LedgerEvent[] };
    }
    const [invoice] = await tx.select().from(engineInvoices).where(eq(engineInvoices.id, intent!.invoiceId)).for('update');
    const [subscription] = await tx.select().from(engineSubscriptions).where(eq(engineSubscriptions.id, invoice!.subscriptionId)).for('update');
    // The first payment starts the first period now (the subscription may have waited a while for its card).
    const first = subscription!.status === 'incomplete';
    const periodStart = first ? now : invoice!.periodStart;
    const periodEnd = first ? addOneMonth(now) : invoice!.periodEnd;
    const [paid] = await tx
      .update(engineInvoices)
      .set({ status: 'paid', paidAt: now, attempts: sql`${engineInvoices.attempts} + 1`, periodStart, periodEnd })
      .where(eq(engineInvoices.id, invoice!.id))
      .returning();
    const [active] = await tx
      .update(engineSubscriptions)
      .set({ status: 'active', ...(first ? { currentPeriodStart: periodStart, currentPeriodEnd: periodEnd } : {}) })
      .where(eq(engineSubscriptions.id, subscription!.id))
      .returning();
    await tx.update(engineCustomers).set({ defaultPaymentMethodId: paymentMethodId }).where(eq(engineCustomers.id, intent!.customerId));
    const events: LedgerEvent[] = [
      ['payment_intent.succeeded', paymentIntentObject(intent!)],
      ['invoice.paid', invoiceObject(paid!)],
      ['customer.subscription.updated', subscriptionObject(active!)],
    ];
    return { view: paymentIntentView(intent!, null), events };
  }

  /** processing -> requires_payment_method with the bank's reason; a failed renewal makes the subscription past_due. */
  async decline(tx: Tx, intentId: string, reason: DeclineReason, card: { brand: string; last4: string } | null, now: Date) {
    const [intent] = await tx
      .update(enginePaymentIntents)
      .set({ status: 'requires_payment_method', lastError: reason, updatedAt: now })
      .where(eq(enginePaymentIntents.id, intentId))
      .returning();
    if (!intent!.invoiceId)
      return { view: paymentIntentView(intent!, card), events: [['payment_intent.payment_failed', paymentIntentObject(intent!)]] as LedgerEvent[] };
    const [invoice] = await tx
      .update(engineInvoices)
      .set({ attempts: sql`${engineInvoices.attempts} + 1` })
      .where(eq(engineInvoices.id, intent!.invoiceId))
      .returning();
    const events: LedgerEvent[] = [
      ['payment_intent.payment_failed', paymentIntentObject(intent!)],
      ['invoice.payment_failed', invoiceObject(invoice!)],
    ];
    const [subscription] = await tx.select().from(engineSubscriptions).where(eq(engineSubscriptions.id, invoice!.subscriptionId));
    if (subscription?.status === 'active') {
      const [pastDue] = await tx.update(engineSubscriptions).set({ status: 'past_due' }).where(eq(engineSubscriptions.id, subscription.id)).returning();
      events.push(['customer.subscription.updated', subscriptionObject(pastDue!)]);
    }
    return { view: paymentIntentView(intent!, card), events };
  }

  /** Records each event, signs it with the webhook secret and hands it to the webhook handler, in order. */
  async emit(events: LedgerEvent[]) {
    for (const [type, object] of events) {
      const id = newId('evt');
      const created = this.now();
      const payload = JSON.stringify({ id, object: 'event', api_version: 'local', type, created: toSeconds(created), livemode: false, data: { object } });
      await this.db.insert(engineEvents).values({ id, type, payload, createdAt: created });
      try {
        // The signature's time is the delivery time (real time), as with Stripe; `created` follows the engine's clock.
        await this.deps.deliver(payload, signWebhookPayload(payload, this.webhookSecret, new Date()));
      } catch (error) {
        this.deps.logger.error({ err: error, eventId: id, type }, 'local payments engine: webhook delivery failed');
      }
    }
  }
}

export type BankAnswer = 'succeeded' | 'requires_action' | DeclineReason;

/** What the simulated issuer says to a charge. A card that needs 3-D Secure is trusted off-session once it was set up. */
export function bankAnswer(behavior: IssuerBehavior, { onSession }: { onSession: boolean }): BankAnswer {
  if (behavior === 'succeeds') return 'succeeded';
  if (behavior === 'authentication_required') return onSession ? 'requires_action' : 'succeeded';
  return DECLINES[behavior];
}
