import type { OrderView } from '@bedtime/contracts';

/** How long the page keeps checking for Stripe's confirmation before it says so and stops polling. */
export const CONFIRMATION_PATIENCE_MS = 60_000;
export const CONFIRMATION_POLL_MS = 2_000;
/** The query parameter Stripe Checkout's success_url carries back to /marketplace/checkout/{orderId}. */
export const STRIPE_RETURN_PARAM = 'paid';
export const STRIPE_RETURN_VALUE = 'stripe';

export type CheckoutView = { kind: 'pay' } | { kind: 'paid' } | { kind: 'failed'; message: string } | { kind: 'processing'; late: boolean };

/**
 * Which screen /marketplace/checkout/{orderId} shows. A buyer back from Stripe Checkout has paid there;
 * until Stripe's webhook settles the order it is still pending, and that is "confirming", not a second
 * card form. A failed order (the last item sold out while the buyer was at Stripe) says why.
 */
export function checkoutViewFor(order: Pick<OrderView, 'status' | 'lastError'>, visit: { returnedFromStripe: boolean; waitedMs: number }): CheckoutView {
  if (order.status === 'paid') return { kind: 'paid' };
  if (order.status === 'failed') return { kind: 'failed', message: order.lastError ?? 'This order could not be completed. Any payment taken is refunded.' };
  if (visit.returnedFromStripe) return { kind: 'processing', late: visit.waitedMs >= CONFIRMATION_PATIENCE_MS };
  return { kind: 'pay' };
}
