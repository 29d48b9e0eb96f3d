import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small HTTP server that speaks the part of Stripe's API billing uses (customers, prices,
 * subscriptions with default_incomplete, billing portal sessions, Checkout sessions with coupons, refunds), so the real stripe SDK can be tested
 * with no network. It keeps its objects in memory, records every request, and can play Stripe's side of
 * a payment: mark the invoice paid and send the signed webhook events Stripe would send.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 60 * 60;

/** Stripe's form encoding (`items[0][price]=x&expand[0]=y&metadata[userId]=z`) back into objects. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}
const listOf = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value as Record<string, string>) : []);

export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  const coupons = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  /** Idempotency-Key -> the coupon, session or refund it created. */
  const idempotentObjects = new Map<string, StripeObject>();
  /** Idempotency-Key -> the payment intent it created (Stripe answers a repeated key with the first result). */
  const idempotent = new Map<string, string>();
  let webhookUrl: string | null = null;
  let webhookHeaders: Record<string, string> = {};

  const withInvoice = (subscription: StripeObject, expand: string[]) => {
    if (!expand.some((path) => path.startsWith('latest_invoice'))) return subscription;
    return { ...subscription, latest_invoice: invoices.get(subscription.latest_invoice as string) };
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    // The SDK sends GET and DELETE parameters in the query string, others in the body.
    const body = parseStripeForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body, authorization: req.headers.authorization });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(payload));
    };
    const notFound = () => send(404, { error: { type: 'invalid_request_error', message: `No such object: ${url.pathname}` } });
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const expand = listOf(body.expand);
    const route = `${req.method} ${url.pathname.replace(/\/(cus|sub|price|pi)_\w+/, '/:id')}`;
    const objectId = url.pathname.split('/')[3];

    switch (route) {
      case 'POST /v1/customers': {
        const customer = { id: id('cus'), object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {}, invoice_settings: { default_payment_method: null } };
        customers.set(customer.id, customer);
        return send(200, customer);
      }
      case 'GET /v1/customers/:id': {
        const customer = customers.get(objectId!);
        if (!customer) return notFound();
        const methodId = (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method;
        const method = methodId ? { id: methodId, object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } } : null;
        return send(200, expand.includes('invoice_settings.default_payment_method') ? { ...customer, invoice_settings: { default_payment_method: method } } : customer);
      }
      case 'GET /v1/prices': {
        const keys = listOf(body.lookup_keys);
        return send(200, { object: 'list', has_more: false, url: '/v1/prices', data: [...prices.values()].filter((price) => keys.includes(price.lookup_key as string)) });
      }
      case 'POST /v1/prices': {
        const price = { id: id('price'), object: 'price', active: true, currency: body.currency, unit_amount: Number(body.unit_amount), lookup_key: body.lookup_key, recurring: body.recurring };
        prices.set(price.id, price);
        return send(200, price);
      }
      case 'POST /v1/subscriptions': {
        const customer = customers.get(body.customer as string);
        const items = listOf(body.items) as unknown as { price: string }[];
        const price = prices.get(items[0]?.price ?? '');
        if (!customer || !price) return send(400, { error: { type: 'invalid_request_error', message: 'No such customer or price' } });
        const start = now();
        const subscriptionId = id('sub');
        const invoiceId = id('in');
        const intentId = id('pi');
        const invoice = {
          id: invoiceId,
          object: 'invoice',
          customer: customer.id,
          status: 'open',
          currency: price.currency,
          amount_due: price.unit_amount,
          amount_paid: 0,
          created: start,
          period_start: start,
          period_end: start,
          parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
          lines: { object: 'list', data: [{ period: { start, end: start + MONTH } }] },
          status_transitions: { paid_at: null },
          confirmation_secret: { type: 'payment_intent', client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}` },
        };
        invoices.set(invoiceId, invoice);
        const subscription = {
          id: subscriptionId,
          object: 'subscription',
          customer: customer.id,
          status: body.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
          created: start,
          cancel_at_period_end: false,
          canceled_at: null,
          metadata: body.metadata ?? {},
          latest_invoice: invoiceId,
          items: { object: 'list', data: [{ id: id('si'), current_period_start: start, current_period_end: start + MONTH, price }] },
        };
        subscriptions.set(subscriptionId, subscription);
        return send(200, withInvoice(subscription, expand));
      }
      case 'GET /v1/subscriptions/:id': {
        const subscription = subscriptions.get(objectId!);
        return subscription ? send(200, withInvoice(subscription, expand)) : notFound();
      }
      case 'POST /v1/subscriptions/:id': {
        const subscription = subscriptions.get(objectId!);
        if (!subscription) return notFound();
        if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        // Stripe's metadata update merges keys; an empty value removes one.
        for (const [key, value] of Object.entries((body.metadata ?? {}) as Record<string, string>)) {
          const metadata = subscription.metadata as Record<string, string>;
          if (value === '') delete metadata[key];
          else metadata[key] = value;
        }
        await emit('customer.subscription.updated', subscription);
        return send(200, subscription);
      }
      case 'DELETE /v1/subscriptions/:id': {
        // Canceling now: Stripe refuses a subscription that is already canceled.
        const subscription = subscriptions.get(objectId!);
        if (!subscription) return notFound();
        if (subscription.status === 'canceled') return send(400, { error: { type: 'invalid_request_error', message: 'This subscription is already canceled.' } });
        Object.assign(subscription, { status: 'canceled', canceled_at: now(), cancel_at_period_end: false });
        await emit('customer.subscription.deleted', subscription);
        return send(200, subscription);
      }
      case 'DELETE /v1/customers/:id': {
        if (!customers.delete(objectId!)) return notFound();
        return send(200, { id: objectId, object: 'customer', deleted: true });
      }
      case 'POST /v1/payment_intents': {
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (earlier) return send(200, paymentIntents.get(earlier));
        if (!customers.has(body.customer as string)) return notFound();
        const intentId = id('pi');
        const intent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(body.amount),
          currency: body.currency,
          customer: body.customer,
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          metadata: body.metadata ?? {},
          created: now(),
        };
        paymentIntents.set(intentId, intent);
        if (typeof key === 'string') idempotent.set(key, intentId);
        return send(200, intent);
      }
      case 'GET /v1/payment_intents/:id': {
        const intent = paymentIntents.get(objectId!);
        return intent ? send(200, intent) : notFound();
      }
      case 'POST /v1/coupons': {
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? idempotentObjects.get(key) : undefined;
        if (earlier) return send(200, earlier);
        const coupon = { id: id('coupon'), object: 'coupon', amount_off: Number(body.amount_off), currency: body.currency, duration: body.duration, max_redemptions: Number(body.max_redemptions), metadata: body.metadata ?? {} };
        coupons.set(coupon.id, coupon);
        if (typeof key === 'string') idempotentObjects.set(key, coupon);
        return send(200, coupon);
      }
      case 'POST /v1/checkout/sessions': {
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? idempotentObjects.get(key) : undefined;
        if (earlier) return send(200, earlier);
        if (body.mode !== 'payment') return send(400, { error: { type: 'invalid_request_error', message: 'Only payment mode is supported here' } });
        const items = listOf(body.line_items) as unknown as { quantity: string; price_data: { currency: string; unit_amount: string; product_data: { name: string } } }[];
        const subtotal = items.reduce((sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity), 0);
        const discounts = listOf(body.discounts) as unknown as { coupon: string }[];
        const coupon = discounts[0] ? coupons.get(discounts[0].coupon) : undefined;
        if (discounts[0] && !coupon) return send(400, { error: { type: 'invalid_request_error', message: `No such coupon: '${discounts[0].coupon}'` } });
        const discount = Math.min(subtotal, coupon ? (coupon.amount_off as number) : 0);
        const sessionId = `cs_test_${randomBytes(12).toString('hex')}`;
        const session = {
          id: sessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          customer: body.customer ?? null,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          currency: items[0]?.price_data.currency ?? 'usd',
          amount_subtotal: subtotal,
          amount_total: subtotal - discount,
          total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
          payment_intent: null,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        };
        checkoutSessions.set(sessionId, session);
        if (typeof key === 'string') idempotentObjects.set(key, session);
        return send(200, session);
      }
      case 'POST /v1/refunds': {
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? idempotentObjects.get(key) : undefined;
        if (earlier) return send(200, earlier);
        const intent = paymentIntents.get(body.payment_intent as string);
        if (!intent) return send(400, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${String(body.payment_intent)}'` } });
        const refund = { id: id('re'), object: 'refund', amount: intent.amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded' };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') idempotentObjects.set(key, refund);
        return send(200, refund);
      }
      case 'POST /v1/billing_portal/sessions': {
        if (!customers.has(body.customer as string)) return notFound();
        return send(200, { id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `https://billing.stripe.com/p/session/test_${randomBytes(8).toString('hex')}` });
      }
      default:
        return notFound();
    }
  }

  /** Sends an event as Stripe does: JSON body, `Stripe-Signature` made with the endpoint's secret. Answers the payload sent. */
  async function emit(type: string, object: StripeObject): Promise<string> {
    const payload = JSON.stringify({ id: id('evt'), object: 'event', api_version: '2026-10-28.endive', type, created: now(), livemode: false, data: { object } });
    await deliver(payload, type);
    return payload;
  }

  /** Delivers an event's payload (again, for a replay: Stripe retries an event with the same id). */
  async function deliver(payload: string, type: string) {
    if (!webhookUrl) return;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const response = await fetch(webhookUrl, { method: 'POST', headers: { ...webhookHeaders, 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    if (!response.ok) throw new Error(`webhook ${type} answered ${response.status}: ${await response.text()}`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    customers,
    subscriptions,
    /** Where Stripe sends events (the webhook endpoint configured in Stripe's dashboard); headers stand for the gateway's. */
    setWebhookUrl(url: string, headers: Record<string, string> = {}) {
      webhookUrl = url;
      webhookHeaders = headers;
    },
    /** What the Payment Element's confirmation leads to at Stripe: the invoice is paid, the subscription active. */
    async payLatestInvoice(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const invoice = invoices.get(subscription.latest_invoice as string)!;
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: now() } });
      subscription.status = 'active';
      const customer = customers.get(subscription.customer as string)!;
      (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method = id('pm');
      await emit('invoice.paid', invoice);
      await emit('customer.subscription.updated', subscription);
    },
    /** What the Payment Element's confirmation of a one-off payment (a gift) leads to at Stripe. */
    async succeedPaymentIntent(intentId: string) {
      const intent = paymentIntents.get(intentId);
      if (!intent) throw new Error(`no payment intent ${intentId}`);
      intent.status = 'succeeded';
      await emit('payment_intent.succeeded', intent);
    },
    /**
     * The buyer paid on Stripe Checkout: the session completes with a succeeded payment intent and its
     * shipping address, and Stripe sends checkout.session.completed. Answers the event's payload.
     */
    async completeCheckoutSession(sessionId: string): Promise<string> {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const intentId = id('pi');
      paymentIntents.set(intentId, { id: intentId, object: 'payment_intent', amount: session.amount_total, currency: session.currency, customer: session.customer, status: 'succeeded', client_secret: null, metadata: session.metadata, created: now() });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intentId,
        collected_information: { shipping_details: { name: 'Ada Reader', address: { line1: '1 Story Lane', line2: null, city: 'Dreamville', state: null, postal_code: '12345', country: 'US' } } },
      });
      return emit('checkout.session.completed', session);
    },
    /** The buyer never paid: the session expires and Stripe sends checkout.session.expired. */
    async expireCheckoutSession(sessionId: string): Promise<string> {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      Object.assign(session, { status: 'expired' });
      return emit('checkout.session.expired', session);
    },
    /** Stripe's retry of an event already delivered (same event id). */
    replay: (payload: string) => deliver(payload, (JSON.parse(payload) as { type: string }).type),
    checkoutSessions,
    /** Stripe's payment intents, for tests that need one in a state the fake's flows do not reach. */
    paymentIntents,
    coupons,
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
