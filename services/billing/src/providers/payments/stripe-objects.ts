import { z } from 'zod';
import type { ProviderSubscription } from './types';

/**
 * The fields of Stripe's objects that billing reads, as they arrive in webhook events and API answers.
 * Both engines produce this shape; anything else in the object is ignored.
 */
const id = z.string().min(1).max(255);
const expandable = z.union([id, z.object({ id })]).transform((value) => (typeof value === 'string' ? value : value.id));
const seconds = z.number().int().nonnegative();

const period = z.object({ current_period_start: seconds.nullish(), current_period_end: seconds.nullish() });

export const stripeSubscriptionSchema = z.object({
  id,
  object: z.literal('subscription'),
  customer: expandable,
  status: z.string(),
  created: seconds,
  cancel_at_period_end: z.boolean(),
  canceled_at: seconds.nullish(),
  // Older API versions put the period on the subscription, newer ones on each item.
  current_period_start: seconds.nullish(),
  current_period_end: seconds.nullish(),
  currency: z.string().optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.object({
    data: z.array(period.extend({ price: z.object({ unit_amount: z.number().int().nullish(), currency: z.string() }).passthrough() }).passthrough()),
  }),
});
export type StripeSubscription = z.infer<typeof stripeSubscriptionSchema>;

export const stripeInvoiceSchema = z.object({
  id,
  object: z.literal('invoice'),
  customer: expandable,
  status: z.string().nullish(),
  currency: z.string(),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  created: seconds,
  period_start: seconds,
  period_end: seconds,
  subscription: expandable.nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: expandable }).nullish() })
    .passthrough()
    .nullish(),
  status_transitions: z.object({ paid_at: seconds.nullish() }).passthrough().nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ start: seconds, end: seconds }) }).passthrough()) }).nullish(),
});
export type StripeInvoice = z.infer<typeof stripeInvoiceSchema>;

export const stripeEventSchema = z.object({
  id,
  object: z.literal('event'),
  api_version: z.string().nullish(),
  type: z.string(),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof stripeEventSchema>;

export const fromSeconds = (value: number | null | undefined) => (value === null || value === undefined ? null : new Date(value * 1000));
export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function toProviderSubscription(subscription: StripeSubscription): ProviderSubscription {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    amountCents: item?.price.unit_amount ?? 0,
    currency: item?.price.currency ?? subscription.currency ?? 'usd',
    currentPeriodStart: fromSeconds(subscription.current_period_start ?? item?.current_period_start),
    currentPeriodEnd: fromSeconds(subscription.current_period_end ?? item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: fromSeconds(subscription.canceled_at),
    created: new Date(subscription.created * 1000),
    userId: subscription.metadata?.userId ?? null,
  };
}

/** The invoice's subscription: a top-level field in older API versions, under parent in newer ones. */
export const invoiceSubscriptionId = (invoice: StripeInvoice) => invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;

/** The period paid for: the subscription line's service period (the invoice's own period is the past one). */
export function invoicePeriod(invoice: StripeInvoice): { start: Date; end: Date } {
  const line = invoice.lines?.data[0]?.period;
  return line
    ? { start: new Date(line.start * 1000), end: new Date(line.end * 1000) }
    : { start: new Date(invoice.period_start * 1000), end: new Date(invoice.period_end * 1000) };
}
