import { counter } from '@bedtime/service-kit';

/** Billing's own families at /metrics (next to the request, pool, job and process ones). */
export const billingMetrics = {
  payments: counter('bedtime_payments_total', 'Payments as the payment provider reported them (each event once), by kind and outcome.', ['kind', 'outcome']),
};

/** The metric's kind for each one-off payment's metadata type. */
const ONE_OFF_KINDS: Record<string, string> = { print_order: 'printed-book', gift_subscription: 'gift', marketplace_order: 'marketplace' };

/** What a newly applied provider event says about a payment, if anything. */
export function paymentOf(eventType: string, object: unknown): { kind: string; outcome: string } | null {
  const metadataType = (object as { metadata?: { type?: unknown } } | null)?.metadata?.type;
  switch (eventType) {
    case 'invoice.paid':
      return { kind: 'subscription', outcome: 'succeeded' };
    case 'invoice.payment_failed':
      return { kind: 'subscription', outcome: 'failed' };
    case 'payment_intent.succeeded':
      return { kind: ONE_OFF_KINDS[String(metadataType)] ?? 'gift', outcome: 'succeeded' };
    default:
      return null;
  }
}
