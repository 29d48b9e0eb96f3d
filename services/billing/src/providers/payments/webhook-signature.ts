import { createHmac } from 'node:crypto';

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
