import type { OrderView } from '@bedtime/contracts';

/** How long the page keeps checking for the payment's confirmation before it says so and stops polling. */
export const CONFIRMATION_PATIENCE_MS = 60_000;
export const CONFIRMATION_POLL_MS = 2_000;
/**
 * The query parameter of the address Stripe's Payment Element brings the buyer back to after a payment
 * method that redirects (/marketplace/checkout/{orderId}?paid=stripe).
 */
export const STRIPE_RETURN_PARAM = 'paid';
export const STRIPE_RETURN_VALUE = 'stripe';

export type CheckoutView = { kind: 'pay' } | { kind: 'paid' } | { kind: 'failed'; message: string } | { kind: 'processing'; late: boolean };

/**
 * Which screen /marketplace/checkout/{orderId} shows. Once the buyer's payment has gone through (back from a
 * redirect, or confirmed here while the order is not settled yet) the order is still pending until billing
 * settles it, and that is "confirming", not a second card form. A failed order (the last item sold out
 * while the buyer paid) says why.
 */
export function checkoutViewFor(order: Pick<OrderView, 'status' | 'lastError'>, visit: { paymentSent: boolean; waitedMs: number }): CheckoutView {
  if (order.status === 'paid') return { kind: 'paid' };
  if (order.status === 'failed') return { kind: 'failed', message: order.lastError ?? 'This order could not be completed. Any payment taken is refunded.' };
  if (visit.paymentSent) return { kind: 'processing', late: visit.waitedMs >= CONFIRMATION_PATIENCE_MS };
  return { kind: 'pay' };
}
