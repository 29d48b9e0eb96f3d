import { createHmac } from 'node:crypto';
import Stripe from 'stripe';

/**
 * Stripe's webhook signature scheme: `t=<unix seconds>,v1=<hex hmac-sha256(secret, "<t>.<payload>")>`.
 * The local engine signs its events this way so the one webhook handler (which verifies with the Stripe
 * SDK) cannot tell the engines apart.
 */
export function signWebhookPayload(payload: string, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * The event a signed webhook body carries, verified with the Stripe SDK (signature and timestamp
 * tolerance) whichever engine sent it; throws when it does not verify.
 */
export function verifyWebhookPayload(rawBody: string, signatureHeader: string, secret: string): unknown {
  return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
}

/** The API version billing reads objects in; an event in another one is logged. */
export const WEBHOOK_API_VERSION: string = Stripe.API_VERSION;
