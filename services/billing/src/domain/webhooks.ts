import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ValidationError, type Logger } from '@bedtime/service-kit';
import type { BillingRepository, SubscriptionRecord } from '../data/billing-repository';
import { invoices, orders, subscriptions } from '../data/schema';
import {
  invoicePeriod,
  invoiceSubscriptionId,
  stripeEventSchema,
  stripeInvoiceSchema,
  stripeSubscriptionSchema,
  toProviderSubscription,
  type StripeEvent,
} from '../providers/payments/stripe-objects';
import type { EngineName, PaymentsEngine } from '../providers/payments/types';
import { checkoutSessionSchema, settleCheckoutSession, type SettledCheckout } from '../shop/marketplace';
import type { EntitlementNotifier } from '../providers/entitlement-notifier';

export class WebhookSignatureError extends ValidationError {}

/** Stripe never revives these. */
const FINAL = new Set(['canceled', 'incomplete_expired']);

/**
 * Is this report of the subscription newer than what we hold? Decided by the objects' state, not by the
 * order events arrive in: a final status is never left, incomplete only ever comes first, a later billing
 * period beats an earlier one, and within a period the later event wins (ties: arrival order, as
 * past_due and active can follow each other within a second).
 */
export function isNewerState(held: Pick<SubscriptionRecord, 'status' | 'stateAt' | 'currentPeriodEnd'>, incoming: { status: string; at: Date; periodEnd: Date | null }): boolean {
  if (FINAL.has(held.status)) return false;
  if (FINAL.has(incoming.status)) return true;
  if (incoming.status === 'incomplete' && held.status !== 'incomplete') return false;
  if (held.currentPeriodEnd && incoming.periodEnd && incoming.periodEnd.getTime() !== held.currentPeriodEnd.getTime()) {
    // The first payment restarts the first period, so for an incomplete subscription the period says nothing.
    if (held.status !== 'incomplete') return incoming.periodEnd > held.currentPeriodEnd;
  }
  return incoming.at >= held.stateAt;
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** The part of a payment_intent.succeeded event a printed book's payment is known by. */
const printIntentSchema = z.object({ id: z.string().startsWith('pi_'), metadata: z.object({ type: z.literal('print_order') }) });

/**
 * The one handler for payment events from either engine: the signature is checked on the raw body with
 * the Stripe SDK, each event id is applied once (in the same transaction as its effect), and the gateway
 * is told when a user's entitlement may have changed.
 */
export function createWebhookHandler(deps: {
  repository: BillingRepository;
  webhookSecret: string;
  provider: EngineName;
  /** Gives back a marketplace payment whose order could not be filled (Stripe Checkout). */
  engine?: Pick<PaymentsEngine, 'refundPayment'>;
  notifier: EntitlementNotifier;
  logger: Logger;
  /** Places a printed book paid through the Payment Element whose order the browser never submitted. */
  printPayments?: { settlePaidIntent(paymentIntentId: string): Promise<unknown> };
}) {
  const { repository } = deps;
  const { db } = repository;

  async function receive(rawBody: string, signatureHeader: string | undefined): Promise<{ outcome: WebhookOutcome; type: string }> {
    let event: StripeEvent;
    try {
      if (!signatureHeader) throw new Error('missing');
      const verified = Stripe.webhooks.constructEvent(rawBody, signatureHeader, deps.webhookSecret);
      event = stripeEventSchema.parse(verified);
    } catch (error) {
      deps.logger.warn({ reason: (error as Error).message.slice(0, 200) }, 'webhook refused: signature not valid');
      throw new WebhookSignatureError('Webhook signature verification failed.');
    }
    const { outcome, userId, refund } = await db.transaction(async (tx) => {
      if (!(await repository.claimEvent(tx, event.id, event.type))) return { outcome: 'duplicate' as const, userId: null, refund: null };
      return apply(tx, event);
    });
    deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'webhook event');
    if (refund) await giveBack(refund);
    if (outcome === 'applied' && event.type === 'payment_intent.succeeded') await settlePrint(event);
    if (outcome === 'applied' && userId && !event.type.startsWith('checkout.session.')) await deps.notifier.changed(userId);
    return { outcome, type: event.type };
  }

  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

  /**
   * After commit (the order is already marked failed): the refund, once per order by its idempotency key.
   * If Stripe refuses, the order's lastError says so for support; the event stays applied.
   */
  async function giveBack(refund: NonNullable<SettledCheckout['refund']>) {
    try {
      if (!deps.engine?.refundPayment) throw new Error('this payments engine cannot refund');
      await deps.engine.refundPayment({ paymentIntentId: refund.paymentIntentId, idempotencyKey: `marketplace-refund-${refund.orderId}` });
    } catch (error) {
      deps.logger.error({ orderId: refund.orderId, reason: (error as Error).message.slice(0, 200) }, 'marketplace refund failed');
      await db
        .update(orders)
        .set({ lastError: `Sold out while paying; the automatic refund of ${refund.paymentIntentId} failed and support will refund it.` })
        .where(eq(orders.id, refund.orderId));
    }
  }

  /**
   * After commit: a succeeded print payment becomes its order if the browser did not submit it (placing is
   * idempotent per payment). A failure is logged; the order can still be submitted from the dialog.
   */
  async function settlePrint(event: StripeEvent) {
    const intent = printIntentSchema.safeParse(event.data.object);
    if (!intent.success || !deps.printPayments) return;
    try {
      const settled = await deps.printPayments.settlePaidIntent(intent.data.id);
      deps.logger.info({ eventId: event.id, paymentIntentId: intent.data.id, settled }, 'print payment settled');
    } catch (error) {
      deps.logger.error({ eventId: event.id, paymentIntentId: intent.data.id, reason: (error as Error).message.slice(0, 200) }, 'print payment could not be settled');
    }
  }

  async function apply(tx: Tx, event: StripeEvent): Promise<{ outcome: WebhookOutcome; userId: string | null; refund?: SettledCheckout['refund'] }> {
    const at = new Date(event.created * 1000);
    // A printed book's payment: placed after commit (settlePrint), outside this transaction.
    if (event.type === 'payment_intent.succeeded') return { outcome: printIntentSchema.safeParse(event.data.object).success ? 'applied' : 'ignored', userId: null };
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const settled = await settleCheckoutSession(tx, checkoutSessionSchema.parse(event.data.object), at);
      return { outcome: settled.userId ? 'applied' : 'ignored', userId: settled.userId, refund: settled.refund };
    }
    // checkout.session.expired (and any other): the order stays pending, its stock untouched.
    if (event.type.startsWith('customer.subscription.')) {
      const subscription = toProviderSubscription(stripeSubscriptionSchema.parse(event.data.object));
      const userId = subscription.userId ?? (await repository.userOfCustomer(tx, subscription.customerId));
      if (!userId) return { outcome: 'ignored', userId: null };
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status;
      const held = await repository.lockSubscription(tx, subscription.id);
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
      if (!held) {
        await tx.insert(subscriptions).values({ id: subscription.id, userId, provider: deps.provider, ...values });
        return { outcome: 'applied', userId };
      }
      if (!isNewerState(held, { status, at, periodEnd: subscription.currentPeriodEnd })) return { outcome: 'ignored', userId };
      await tx.update(subscriptions).set(values).where(eq(subscriptions.id, subscription.id));
      return { outcome: 'applied', userId };
    }
    if (event.type.startsWith('invoice.')) {
      const invoice = stripeInvoiceSchema.parse(event.data.object);
      const userId = await repository.userOfCustomer(tx, invoice.customer);
      if (!userId) return { outcome: 'ignored', userId: null };
      const period = invoicePeriod(invoice);
      const paidAt = invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : invoice.status === 'paid' ? at : null;
      const status = invoice.status ?? 'open';
      const [held] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for('update');
      // paid, void and uncollectible are final; a late "open" never undoes them.
      if (held && held.status !== 'open' && status === 'open') return { outcome: 'ignored', userId };
      const values = {
        userId,
        subscriptionId: invoiceSubscriptionId(invoice),
        amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        status,
        periodStart: period.start,
        periodEnd: period.end,
        paidAt,
        createdAt: new Date(invoice.created * 1000),
      };
      if (held) await tx.update(invoices).set(values).where(eq(invoices.id, invoice.id));
      else await tx.insert(invoices).values({ id: invoice.id, source: 'subscriptions', ...values });
      return { outcome: 'applied', userId };
    }
    return { outcome: 'ignored', userId: null };
  }

  return { receive };
}
export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
