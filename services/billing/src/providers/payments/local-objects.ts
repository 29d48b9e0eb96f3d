import { randomBytes } from 'node:crypto';
import type { PaymentIntentView } from '@bedtime/contracts';
import type { engineInvoices, enginePaymentIntents, engineSubscriptions } from '../../data/schema';
import { toSeconds } from './stripe-objects';

/**
 * The local engine's rows written out as Stripe's objects (the fields billing reads, plus the ones a
 * reader of the event log expects), so its webhook events look like Stripe's.
 */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

type SubscriptionRow = typeof engineSubscriptions.$inferSelect;
type InvoiceRow = typeof engineInvoices.$inferSelect;
type PaymentIntentRow = typeof enginePaymentIntents.$inferSelect;

export function subscriptionObject(row: SubscriptionRow) {
  const period = { current_period_start: toSeconds(row.currentPeriodStart), current_period_end: toSeconds(row.currentPeriodEnd) };
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customerId,
    status: row.status,
    created: toSeconds(row.createdAt),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: row.canceledAt ? toSeconds(row.canceledAt) : null,
    currency: row.currency,
    latest_invoice: row.latestInvoiceId,
    metadata: row.metadata,
    livemode: false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${row.id.slice(4)}`,
          object: 'subscription_item',
          ...period,
          price: { object: 'price', unit_amount: row.amountCents, currency: row.currency, recurring: { interval: 'month' } },
        },
      ],
    },
  };
}

export function invoiceObject(row: InvoiceRow) {
  return {
    id: row.id,
    object: 'invoice',
    customer: row.customerId,
    status: row.status,
    currency: row.currency,
    amount_due: row.amountCents,
    amount_paid: row.status === 'paid' ? row.amountCents : 0,
    created: toSeconds(row.createdAt),
    period_start: toSeconds(row.periodStart),
    period_end: toSeconds(row.periodEnd),
    attempt_count: row.attempts,
    parent: { type: 'subscription_details', subscription_details: { subscription: row.subscriptionId } },
    status_transitions: { paid_at: row.paidAt ? toSeconds(row.paidAt) : null },
    lines: {
      object: 'list',
      data: [{ object: 'line_item', amount: row.amountCents, period: { start: toSeconds(row.periodStart), end: toSeconds(row.periodEnd) } }],
    },
    livemode: false,
  };
}

export function paymentIntentObject(row: PaymentIntentRow) {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amountCents,
    currency: row.currency,
    customer: row.customerId,
    status: row.status,
    payment_method: row.paymentMethodId,
    created: toSeconds(row.createdAt),
    metadata: row.metadata ?? {},
    last_payment_error: row.lastError ? { code: row.lastError.code, decline_code: row.lastError.declineCode, message: row.lastError.message } : null,
    livemode: false,
  };
}

export function paymentIntentView(row: PaymentIntentRow, card: { brand: string; last4: string } | null): PaymentIntentView {
  return {
    id: row.id,
    status: row.status as PaymentIntentView['status'],
    amountCents: row.amountCents,
    currency: row.currency,
    lastPaymentError: row.lastError ?? null,
    nextAction: row.status === 'requires_action' && card ? { type: 'authenticate', brand: card.brand, last4: card.last4 } : null,
  };
}
