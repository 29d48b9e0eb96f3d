import Stripe from 'stripe';
import { localWebhookSecret } from '../src/providers/payments/create-payments-engine';

/**
 * Billing through the gateway on a running stack (local payments engine): POST /api/create-subscription
 * for a new user and again for the same user (reuse), confirming the first payment, and POST
 * /api/webhooks/stripe with signed events that each change a subscription.
 */
const NEW_USERS = 20; // the default sign-up limit is 30 per address per 15 minutes
const REPEATS = 200;
const WEBHOOKS = 200;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timed(send: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await send();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return performance.now() - started;
}

export async function runBillingBench(baseUrl: string, identitySecret: string): Promise<Record<string, number>> {
  const json = (cookie: string, body: unknown = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const create: number[] = [];
  const confirm: number[] = [];
  const repeat: number[] = [];
  const cookies: string[] = [];
  for (let i = 0; i < NEW_USERS; i++) {
    const signup = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `billing-bench-${Date.now()}-${i}@example.com`, password: 'bench-password', firstName: 'B', lastName: 'B' }),
    });
    if (!signup.ok) throw new Error(`sign-up answered ${signup.status}`);
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    cookies.push(cookie);
    let clientSecret = '';
    create.push(
      await timed(async () => {
        const response = await fetch(`${baseUrl}/api/create-subscription`, json(cookie));
        clientSecret = ((await response.clone().json()) as { clientSecret: string }).clientSecret;
        return response;
      }),
    );
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
    confirm.push(await timed(() => fetch(`${baseUrl}/api/billing/confirm-payment`, json(cookie, { clientSecret, card }))));
  }
  for (let i = 0; i < REPEATS; i++) repeat.push(await timed(() => fetch(`${baseUrl}/api/create-subscription`, json(cookies[i % cookies.length]!))));

  const secret = localWebhookSecret(identitySecret);
  const webhook: number[] = [];
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < WEBHOOKS; i++) {
    const payload = JSON.stringify({
      id: `evt_bench_${now}_${i}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: now,
      data: {
        object: {
          id: `sub_bench_${now}_${i}`,
          object: 'subscription',
          customer: `cus_bench_${i}`,
          status: 'active',
          created: now,
          cancel_at_period_end: false,
          metadata: { userId: `bench-webhook-${now}-${i}` },
          items: { data: [{ current_period_start: now, current_period_end: now + 30 * 86400, price: { unit_amount: 799, currency: 'usd' } }] },
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    webhook.push(
      await timed(() =>
        fetch(`${baseUrl}/api/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        }),
      ),
    );
  }

  return {
    'billing create-subscription (new) p50 ms': percentile(create, 50),
    'billing create-subscription (new) p95 ms': percentile(create, 95),
    'billing confirm payment (4242) p95 ms': percentile(confirm, 95),
    'billing create-subscription (subscribed) p50 ms': percentile(repeat, 50),
    'billing create-subscription (subscribed) p95 ms': percentile(repeat, 95),
    'billing webhook p50 ms': percentile(webhook, 50),
    'billing webhook p95 ms': percentile(webhook, 95),
  };
}
