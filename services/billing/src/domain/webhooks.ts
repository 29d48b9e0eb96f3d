import { z } from 'zod';
import { ValidationError, type Logger } from '@bedtime/service-kit';
import type { BillingRepository } from '../data/billing-repository';
import type { BillingTx } from '../data/database';
import type { WebhookRepository } from '../data/webhook-repository';
import {
  invoicePeriod,
  invoiceSubscriptionId,
  stripeEventSchema,
  stripeInvoiceSchema,
  stripeSubscriptionSchema,
  toProviderSubscription,
  type StripeEvent,
} from '../providers/payments/stripe-objects';
import type { EngineName } from '../providers/payments/types';
import { verifyWebhookPayload, WEBHOOK_API_VERSION } from '../providers/payments/webhook-signature';
import type { EntitlementNotifier } from '../providers/gateway-client';
import type { TaskRunner } from '../jobs/task-runner';
import { recordSubscriptionState } from './subscription-state';
import { billingMetrics, paymentOf } from '../metrics';

export class WebhookSignatureError extends ValidationError {}

/**
 * The event types billing subscribes to (the webhook endpoint's list in Stripe's dashboard; README, Billing
 * service). Anything else (invoice.upcoming has no id, invoice.created is a draft) is answered 2xx and ignored.
 */
export const WEBHOOK_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.finalized',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.marked_uncollectible',
  'invoice.voided',
  'payment_intent.succeeded',
] as const;
const HANDLED = new Set<string>(WEBHOOK_EVENT_TYPES);

/**
 * An invoice only moves forward: draft -> open -> uncollectible -> paid, or -> void. A report of an earlier
 * status than the one held (a late event) changes nothing; paid and void are final.
 */
const INVOICE_RANK: Record<string, number> = { draft: 0, open: 1, uncollectible: 2, paid: 3, void: 3 };
const FINAL_INVOICE = new Set(['paid', 'void']);
export function isNewerInvoiceStatus(held: string, incoming: string): boolean {
  if (FINAL_INVOICE.has(held)) return held === incoming;
  return (INVOICE_RANK[incoming] ?? 0) >= (INVOICE_RANK[held] ?? 0);
}

type Tx = BillingTx;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** The part of a payment_intent.succeeded event our one-off payments are known by. */
const oneOffIntentSchema = z.object({
  id: z.string().startsWith('pi_'),
  metadata: z.object({ type: z.enum(['print_order', 'gift_subscription', 'marketplace_order']) }),
});

/** Task kinds this handler leaves to the task runner (after its 2xx). */
export const WEBHOOK_TASKS = {
  entitlementChanged: 'entitlement-changed',
  settlePrintPayment: 'settle-print-payment',
  settleGiftPayment: 'settle-gift-payment',
  settleMarketplacePayment: 'settle-marketplace-payment',
} as const;

/** Which task settles a succeeded one-off payment, by the kind its metadata names. */
const SETTLE_TASK = {
  print_order: WEBHOOK_TASKS.settlePrintPayment,
  gift_subscription: WEBHOOK_TASKS.settleGiftPayment,
  marketplace_order: WEBHOOK_TASKS.settleMarketplacePayment,
} as const;

/**
 * The one handler for payment events from either engine: the signature is checked on the raw body with
 * the Stripe SDK, each event id is applied once (in the same transaction as its effect), and what has to
 * reach another system (placing a paid printed book, issuing a paid gift, settling a paid marketplace order,
 * telling the gateway an entitlement changed) is written as a task in that transaction and done after the answer, so Stripe gets
 * its 2xx at once and never retries an event because one of those was slow.
 */
export function createWebhookHandler(deps: {
  repository: BillingRepository;
  events: WebhookRepository;
  webhookSecret: string;
  provider: EngineName;
  notifier: EntitlementNotifier;
  logger: Logger;
  tasks: TaskRunner;
  /** Places a printed book paid through the Payment Element whose order the browser never submitted. */
  printPayments?: { settlePaidIntent(paymentIntentId: string): Promise<unknown> };
  /** Issues a paid gift card whose purchase the browser never completed (a payment that settled later or redirected). */
  giftPayments?: { settlePaidIntent(paymentIntentId: string): Promise<unknown> };
  /** Settles a paid marketplace order whose checkout page never came back to complete it. */
  marketplacePayments?: { settlePaidIntent(paymentIntentId: string): Promise<unknown> };
}) {
  const { repository, events, tasks, logger } = deps;

  tasks.register(WEBHOOK_TASKS.entitlementChanged, async ({ userId }) => deps.notifier.changed(String(userId)));
  tasks.register(WEBHOOK_TASKS.settlePrintPayment, async ({ paymentIntentId }) => {
    const settled = await deps.printPayments?.settlePaidIntent(String(paymentIntentId));
    logger.info({ paymentIntentId, settled }, 'print payment settled');
  });
  tasks.register(WEBHOOK_TASKS.settleGiftPayment, async ({ paymentIntentId }) => {
    const settled = await deps.giftPayments?.settlePaidIntent(String(paymentIntentId));
    logger.info({ paymentIntentId, settled }, 'gift payment settled');
  });
  tasks.register(WEBHOOK_TASKS.settleMarketplacePayment, async ({ paymentIntentId }) => {
    const settled = await deps.marketplacePayments?.settlePaidIntent(String(paymentIntentId));
    logger.info({ paymentIntentId, settled }, 'marketplace payment settled');
  });

  async function receive(rawBody: string, signatureHeader: string | undefined): Promise<{ outcome: WebhookOutcome; type: string }> {
    let event: StripeEvent;
    try {
      if (!signatureHeader) throw new Error('missing');
      const verified = verifyWebhookPayload(rawBody, signatureHeader, deps.webhookSecret);
      event = stripeEventSchema.parse(verified);
    } catch (error) {
      logger.warn({ reason: (error as Error).message.slice(0, 200) }, 'webhook refused: signature not valid');
      throw new WebhookSignatureError('Webhook signature verification failed.');
    }
    // An endpoint left on another API version sends objects in that version's shape (README: Providers in production).
    if (event.api_version && event.api_version !== WEBHOOK_API_VERSION)
      logger.warn(
        { eventId: event.id, apiVersion: event.api_version, expected: WEBHOOK_API_VERSION },
        'webhook event in another API version than billing uses',
      );
    // Not one billing subscribes to: answered 2xx (an error would be retried for three days), nothing recorded.
    if (!HANDLED.has(event.type)) {
      logger.info({ eventId: event.id, type: event.type }, 'webhook event of a type billing does not use');
      return { outcome: 'ignored', type: event.type };
    }
    const outcome = await events.withTransaction(async (tx) => {
      if (!(await events.claimEvent(tx, event.id, event.type))) return 'duplicate' as const;
      return apply(tx, event);
    });
    logger.info({ eventId: event.id, type: event.type, outcome }, 'webhook event');
    if (outcome === 'applied') {
      const payment = paymentOf(event.type, event.data.object);
      if (payment) billingMetrics.payments.inc(payment);
      tasks.kick();
    }
    return { outcome, type: event.type };
  }

  async function apply(tx: Tx, event: StripeEvent): Promise<WebhookOutcome> {
    const at = new Date(event.created * 1000);
    if (event.type === 'payment_intent.succeeded') {
      // Our one-off payments (a printed book, a gift, a marketplace order) are settled after the answer; the others are not ours.
      const intent = oneOffIntentSchema.safeParse(event.data.object);
      if (!intent.success) return 'ignored';
      await tasks.enqueue(tx, SETTLE_TASK[intent.data.metadata.type], { paymentIntentId: intent.data.id });
      return 'applied';
    }
    if (event.type.startsWith('customer.subscription.')) {
      const parsed = stripeSubscriptionSchema.safeParse(event.data.object);
      if (!parsed.success) return unreadable(event, parsed.error);
      const subscription = toProviderSubscription(parsed.data);
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status;
      const { outcome, userId } = await recordSubscriptionState(tx, { repository, provider: deps.provider }, subscription, { status, at });
      if (outcome === 'applied' && userId) await tasks.enqueue(tx, WEBHOOK_TASKS.entitlementChanged, { userId });
      return outcome;
    }
    // invoice.finalized (open), paid, payment_failed, marked_uncollectible, voided
    const parsed = stripeInvoiceSchema.safeParse(event.data.object);
    if (!parsed.success) return unreadable(event, parsed.error);
    const invoice = parsed.data;
    const status = invoice.status ?? 'open';
    // A draft is not a bill yet (and the portal shows none): it is recorded once it is open.
    if (status === 'draft') return 'ignored';
    const userId = await repository.userOfCustomer(tx, invoice.customer);
    if (!userId) return 'ignored';
    const period = invoicePeriod(invoice);
    const paidAt = invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : status === 'paid' ? at : null;
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
    // As for subscriptions: the first report inserts, a concurrent one waits on the row and compares.
    if (!(await events.insertInvoiceIfNew(tx, invoice.id, values))) {
      const held = await events.lockInvoice(tx, invoice.id);
      if (!held || !isNewerInvoiceStatus(held.status, status)) return 'ignored';
      await events.updateInvoice(tx, invoice.id, values);
    }
    await tasks.enqueue(tx, WEBHOOK_TASKS.entitlementChanged, { userId });
    return 'applied';
  }

  /** An event of a type we handle whose object we cannot read: logged for a person, answered 2xx (a retry reads no better). */
  function unreadable(event: StripeEvent, error: z.ZodError): WebhookOutcome {
    logger.error(
      { eventId: event.id, type: event.type, issues: error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`) },
      'webhook event could not be read',
    );
    return 'ignored';
  }

  return { receive };
}
export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
