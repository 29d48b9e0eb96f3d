import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { WEBHOOK_EVENT_TYPES } from '../src/domain/webhooks';
import { checkStripeParams, preloadStripeDescription, type StripeParamsName } from './stripe-description';
import { heldCall, type HeldCall } from './held-call';

/**
 * A small HTTP server that speaks the part of Stripe's API billing uses (customers, prices, subscriptions
 * with default_incomplete and trials, one-off payment intents, billing portal sessions, refunds), so
 * the real stripe SDK can be tested with no network. It behaves as Stripe documents where billing relies on
 * it, and no kinder:
 * - every request is checked against the SDK's parameter types (Stripe's published description): an unknown
 *   parameter or an undocumented enum value is Stripe's 400, so billing cannot send what Stripe refuses;
 * - an Idempotency-Key replays the first answer for the same parameters and is a 400 idempotency_error for
 *   different ones (the SDK adds a key to every POST when it may retry);
 * - webhook events go to the endpoint only after the API call that caused them has been answered, only for
 *   the event types the endpoint is subscribed to, and a test can hold them to deliver them late, twice and
 *   out of order (Stripe promises neither order nor exactly-once);
 * - trial_end makes a subscription `trialing` until then (its period ends at the trial's end);
 * - the Payment Element's card is saved on the subscription (save_default_payment_method=on_subscription),
 *   not on the customer;
 * - a test can hold a call open (a refund, say) and release it when it likes, as a slow Stripe would.
 * What it does not prove: Stripe's real pricing, tax, proration, retry schedules, 3-D Secure, or any field
 * billing does not read.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  status: number;
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

/** Which parameter type describes each route the fake answers (Stripe.<name> in the SDK). */
const ROUTE_PARAMS: Record<string, StripeParamsName> = {
  'POST /v1/customers': 'CustomerCreateParams',
  'GET /v1/customers/:id': 'CustomerRetrieveParams',
  'DELETE /v1/customers/:id': 'CustomerDeleteParams',
  'GET /v1/prices': 'PriceListParams',
  'POST /v1/prices': 'PriceCreateParams',
  'POST /v1/subscriptions': 'SubscriptionCreateParams',
  'GET /v1/subscriptions/:id': 'SubscriptionRetrieveParams',
  'POST /v1/subscriptions/:id': 'SubscriptionUpdateParams',
  'DELETE /v1/subscriptions/:id': 'SubscriptionCancelParams',
  'POST /v1/payment_intents': 'PaymentIntentCreateParams',
  'GET /v1/payment_intents': 'PaymentIntentListParams',
  'GET /v1/payment_intents/:id': 'PaymentIntentRetrieveParams',
  'POST /v1/payment_intents/:id': 'PaymentIntentUpdateParams',
  'POST /v1/refunds': 'RefundCreateParams',
  'POST /v1/billing_portal/sessions': 'BillingPortal.SessionCreateParams',
};

/** What `expand` may name on each object this fake returns (Stripe refuses to expand anything else). */
const EXPANDABLE: Record<string, string[]> = {
  customer: ['invoice_settings.default_payment_method', 'default_source'],
  subscription: ['latest_invoice', 'latest_invoice.confirmation_secret', 'latest_invoice.payment_intent', 'default_payment_method', 'customer'],
  payment_intent: ['customer', 'payment_method', 'latest_charge'],
};

/** A seeded shuffle, so that an out-of-order delivery that fails can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0 || 1;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** The event types the webhook endpoint is subscribed to (default: the ones billing's README lists). */
  enabledEvents?: readonly string[];
}

export async function startFakeStripe(options: FakeStripeOptions) {
  await preloadStripeDescription();
  const enabledEvents = new Set(options.enabledEvents ?? WEBHOOK_EVENT_TYPES);
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  /** Idempotency-Key -> what the first request with it asked and was answered. */
  const idempotent = new Map<string, { fingerprint: string; status: number; payload: unknown }>();
  let webhookUrl: string | null = null;
  let webhookHeaders: Record<string, string> = {};
  /** Events made but not yet delivered: sent after the answer (`auto`), or kept until a test releases them (`held`). */
  let mode: 'auto' | 'held' = 'auto';
  const held: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const deliveries: { type: string; eventId: string; status: number }[] = [];
  const failures: string[] = [];
  /** Calls a test holds open, by route ('POST /v1/refunds'): the next ones of that route wait for their release. */
  const holds = new Map<string, ReturnType<typeof heldCall>[]>();
  const pendingHolds = new Set<HeldCall>();
  /** Called after the fake's own flows delivered their events (the tests let billing finish its tasks here). */
  let afterDeliveries: (() => Promise<void>) | null = null;

  const stripeError = (status: number, error: Record<string, unknown>) => ({ status, payload: { error: { type: 'invalid_request_error', ...error } } });

  const withExpansions = (object: StripeObject, expand: string[]): StripeObject => {
    let answer: StripeObject = { ...object };
    if (object.object === 'subscription') {
      if (expand.some((path) => path.startsWith('latest_invoice')))
        answer = { ...answer, latest_invoice: invoices.get(object.latest_invoice as string) ?? null };
      if (expand.includes('default_payment_method'))
        answer = {
          ...answer,
          default_payment_method: object.default_payment_method ? (paymentMethods.get(object.default_payment_method as string) ?? null) : null,
        };
    }
    if (object.object === 'customer' && expand.includes('invoice_settings.default_payment_method')) {
      const methodId = (object.invoice_settings as { default_payment_method: string | null }).default_payment_method;
      answer = {
        ...answer,
        invoice_settings: { ...(object.invoice_settings as object), default_payment_method: methodId ? (paymentMethods.get(methodId) ?? null) : null },
      };
    }
    return answer;
  };

  /** A subscription's single item carries its period (API versions since 2025 keep it there). */
  const setPeriod = (subscription: StripeObject, start: number, end: number) => {
    const item = (subscription.items as { data: Record<string, unknown>[] }).data[0]!;
    item.current_period_start = start;
    item.current_period_end = end;
  };
  const periodEnd = (subscription: StripeObject) => (subscription.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end;

  function route(method: string, path: string, body: Record<string, unknown>, objectId: string | undefined): { status: number; payload: unknown } {
    const ok = (payload: unknown) => ({ status: 200, payload });
    const missing = (kind: string, what = objectId) => stripeError(404, { code: 'resource_missing', param: 'id', message: `No such ${kind}: '${what}'` });
    const expand = listOf(body.expand);
    const key = `${method} ${path.replace(/\/(cus|sub|price|pi)_\w+/, '/:id')}`;
    const objectKind = key.includes('/customers')
      ? 'customer'
      : key.includes('/subscriptions')
        ? 'subscription'
        : key.includes('/payment_intents')
          ? 'payment_intent'
          : null;
    const badExpansion = objectKind ? expand.find((path) => !(EXPANDABLE[objectKind] ?? []).includes(path)) : undefined;
    if (badExpansion) return stripeError(400, { message: `This property cannot be expanded (${badExpansion}).`, param: 'expand' });

    switch (key) {
      case 'POST /v1/customers': {
        const customer = {
          id: id('cus'),
          object: 'customer',
          email: body.email ?? null,
          metadata: body.metadata ?? {},
          invoice_settings: { default_payment_method: null },
        };
        customers.set(customer.id, customer);
        return ok(customer);
      }
      case 'GET /v1/customers/:id': {
        const customer = customers.get(objectId!);
        return customer ? ok(withExpansions(customer, expand)) : missing('customer');
      }
      case 'DELETE /v1/customers/:id': {
        if (!customers.delete(objectId!)) return missing('customer');
        return ok({ id: objectId, object: 'customer', deleted: true });
      }
      case 'GET /v1/prices': {
        const keys = listOf(body.lookup_keys);
        return ok({
          object: 'list',
          has_more: false,
          url: '/v1/prices',
          data: [...prices.values()].filter((price) => keys.includes(price.lookup_key as string)),
        });
      }
      case 'POST /v1/prices': {
        const price = {
          id: id('price'),
          object: 'price',
          active: true,
          currency: body.currency,
          unit_amount: Number(body.unit_amount),
          lookup_key: body.lookup_key,
          recurring: body.recurring,
        };
        prices.set(price.id, price);
        return ok(price);
      }
      case 'POST /v1/subscriptions': {
        const customer = customers.get(body.customer as string);
        if (!customer) return missing('customer', body.customer as string);
        const items = listOf(body.items) as unknown as { price: string }[];
        const price = prices.get(items[0]?.price ?? '');
        if (!price) return missing('price', items[0]?.price);
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
        const subscription: StripeObject = {
          id: subscriptionId,
          object: 'subscription',
          customer: customer.id,
          status: body.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
          created: start,
          cancel_at_period_end: false,
          canceled_at: null,
          trial_end: null,
          default_payment_method: null,
          payment_settings: body.payment_settings ?? null,
          metadata: body.metadata ?? {},
          latest_invoice: invoiceId,
          items: {
            object: 'list',
            data: [{ id: id('si'), object: 'subscription_item', current_period_start: start, current_period_end: start + MONTH, price }],
          },
        };
        subscriptions.set(subscriptionId, subscription);
        emit('customer.subscription.created', subscription);
        emit('invoice.finalized', invoice);
        return ok(withExpansions(subscription, expand));
      }
      case 'GET /v1/subscriptions/:id': {
        const subscription = subscriptions.get(objectId!);
        return subscription ? ok(withExpansions(subscription, expand)) : missing('subscription');
      }
      case 'POST /v1/subscriptions/:id': {
        const subscription = subscriptions.get(objectId!);
        if (!subscription) return missing('subscription');
        if (['canceled', 'incomplete_expired'].includes(subscription.status as string))
          return stripeError(400, { message: 'A canceled subscription can only update its cancellation_details and metadata.' });
        if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        if (body.trial_end !== undefined) {
          // Stripe: a trial until then; nothing is charged before it, the period ends at the trial's end and the
          // next invoice is made then. 'now' ends a trial at once.
          if (body.trial_end === 'now') {
            if (subscription.status === 'trialing') Object.assign(subscription, { status: 'active', trial_end: now() });
          } else {
            const end = Number(body.trial_end);
            if (end <= now()) return stripeError(400, { param: 'trial_end', message: 'Invalid timestamp: must be in the future.' });
            Object.assign(subscription, { status: 'trialing', trial_start: now(), trial_end: end });
            setPeriod(subscription, now(), end);
          }
        }
        // Stripe's metadata update merges keys; an empty value removes one.
        for (const [name, value] of Object.entries((body.metadata ?? {}) as Record<string, string>)) {
          const metadata = subscription.metadata as Record<string, string>;
          if (value === '') delete metadata[name];
          else metadata[name] = value;
        }
        emit('customer.subscription.updated', subscription);
        return ok(withExpansions(subscription, expand));
      }
      case 'DELETE /v1/subscriptions/:id': {
        // Canceling now: Stripe refuses a subscription that is already canceled.
        const subscription = subscriptions.get(objectId!);
        if (!subscription) return missing('subscription');
        if (subscription.status === 'canceled') return stripeError(400, { message: 'This subscription is already canceled.' });
        Object.assign(subscription, { status: 'canceled', canceled_at: now(), cancel_at_period_end: false });
        emit('customer.subscription.deleted', subscription);
        return ok(subscription);
      }
      case 'POST /v1/payment_intents': {
        if (!customers.has(body.customer as string)) return missing('customer', body.customer as string);
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
        return ok(intent);
      }
      case 'GET /v1/payment_intents': {
        const data = [...paymentIntents.values()].filter((intent) => !body.customer || intent.customer === body.customer);
        return ok({ object: 'list', has_more: false, url: '/v1/payment_intents', data });
      }
      case 'POST /v1/payment_intents/:id': {
        const intent = paymentIntents.get(objectId!);
        if (!intent) return missing('payment_intent');
        // Stripe's metadata update: a key set to '' is removed.
        const metadata = { ...(intent.metadata as Record<string, string>) };
        for (const [key, value] of Object.entries((body.metadata ?? {}) as Record<string, string>)) {
          if (value === '') delete metadata[key];
          else metadata[key] = value;
        }
        intent.metadata = metadata;
        return ok(intent);
      }
      case 'GET /v1/payment_intents/:id': {
        const intent = paymentIntents.get(objectId!);
        return intent ? ok(intent) : missing('payment_intent');
      }
      case 'POST /v1/refunds': {
        const intent = paymentIntents.get(body.payment_intent as string);
        if (!intent) return stripeError(400, { param: 'payment_intent', message: `No such payment_intent: '${String(body.payment_intent)}'` });
        if (intent.status !== 'succeeded')
          return stripeError(400, { code: 'charge_not_refundable', message: 'This PaymentIntent does not have a successful charge to refund.' });
        const refund = { id: id('re'), object: 'refund', amount: intent.amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded' };
        refunds.set(refund.id, refund);
        return ok(refund);
      }
      case 'POST /v1/billing_portal/sessions': {
        if (!customers.has(body.customer as string)) return missing('customer', body.customer as string);
        return ok({
          id: id('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.com/p/session/test_${randomBytes(8).toString('hex')}`,
        });
      }
      default:
        return stripeError(404, { message: `Unrecognized request URL (${method}: ${path}).` });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    // The SDK sends GET and DELETE parameters in the query string, others in the body.
    const text = method === 'GET' || method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
    const body = parseStripeForm(text);
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    const record: RecordedRequest = { method, path: url.pathname, body, authorization: req.headers.authorization, idempotencyKey, status: 0 };
    requests.push(record);
    const send = (answer: { status: number; payload: unknown }, replayed = false) => {
      record.status = answer.status;
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req'), ...(replayed ? { 'idempotent-replayed': 'true' } : {}) });
      res.end(JSON.stringify(answer.payload));
      // Stripe sends the events a request caused after it has answered it.
      if (mode === 'auto') setImmediate(releaseHeld);
    };
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) return send(stripeError(401, { message: 'Invalid API Key provided.' }));

    const routeKey = `${method} ${url.pathname.replace(/\/(cus|sub|price|pi)_\w+/, '/:id')}`;
    const paramsName = ROUTE_PARAMS[routeKey];
    if (paramsName) {
      const problem = checkStripeParams(paramsName, body);
      if (problem) return send(stripeError(400, { code: problem.code, param: problem.param, message: problem.message }));
    }
    // A held call is received (and recorded) now, and done and answered when the test releases it.
    const hold = holds.get(routeKey)?.shift();
    if (hold) await hold.wait();
    // Stripe keeps the first answer to a key for 24 hours; the same key with other parameters is refused.
    if (method === 'POST' && idempotencyKey) {
      const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${text}`).digest('hex');
      const earlier = idempotent.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return send({
          status: 400,
          payload: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          },
        });
      }
      if (earlier) return send({ status: earlier.status, payload: earlier.payload }, true);
      const answer = route(method, url.pathname, body, url.pathname.split('/')[3]);
      if (answer.status < 500) idempotent.set(idempotencyKey, { fingerprint, ...answer });
      return send(answer);
    }
    return send(route(method, url.pathname, body, url.pathname.split('/')[3]));
  }

  /** Makes an event as Stripe does; it is delivered later (after the answer, or when a test releases it). Answers the payload. */
  function emit(type: string, object: StripeObject): string {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      type,
      created: now(),
      livemode: false,
      data: { object: structuredClone(object) },
    });
    if (enabledEvents.has(type)) held.push(payload);
    return payload;
  }

  function releaseHeld() {
    const payloads = held.splice(0);
    for (const payload of payloads) track(deliver(payload));
  }

  function track(delivery: Promise<void>) {
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  /** Delivers one payload, as Stripe does: JSON body, `Stripe-Signature` made with the endpoint's secret. */
  async function deliver(payload: string) {
    if (!webhookUrl) return;
    const { type, id: eventId } = JSON.parse(payload) as { type: string; id: string };
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { ...webhookHeaders, 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      deliveries.push({ type, eventId, status: response.status });
      // Stripe retries anything but a 2xx for three days: here that is a failure the test sees.
      if (response.status < 200 || response.status >= 300)
        failures.push(`webhook ${type} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    } catch (error) {
      failures.push(`webhook ${type} could not be delivered: ${(error as Error).message}`);
    }
  }

  /** Waits until every event made so far has been delivered (in `auto` mode); throws what a delivery got back other than 2xx. */
  async function settled() {
    if (mode === 'auto') releaseHeld();
    while (inFlight.size > 0) await Promise.all([...inFlight]);
    if (failures.length > 0) throw new Error(failures.splice(0).join('\n'));
  }

  /** The fake's own flows (a customer paying at Stripe): their events are delivered before they return. */
  async function flowDone() {
    await settled();
    await afterDeliveries?.();
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const newCardMethod = (customer: string) => {
    const method = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 8 },
    };
    paymentMethods.set(method.id, method);
    return method.id;
  };

  /** A new invoice of the subscription's next period, as Stripe makes one at the period's end. */
  const nextInvoice = (subscription: StripeObject, start: number, end: number) => {
    const price = (subscription.items as { data: { price: { unit_amount: number; currency: string } }[] }).data[0]!.price;
    const invoice = {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      currency: price.currency,
      amount_due: price.unit_amount,
      amount_paid: 0,
      created: now(),
      period_start: start,
      period_end: start,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      lines: { object: 'list', data: [{ period: { start, end } }] },
      status_transitions: { paid_at: null },
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    emit('invoice.finalized', invoice);
    return invoice;
  };

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    customers,
    subscriptions,
    invoices,
    paymentMethods,
    deliveries,
    /** Where Stripe sends events (the webhook endpoint configured in Stripe's dashboard); headers stand for the gateway's. */
    setWebhookUrl(url: string, headers: Record<string, string> = {}) {
      webhookUrl = url;
      webhookHeaders = headers;
    },
    /** Runs after the fake's own flows have delivered their events (billing's tasks, in the tests' helper). */
    setAfterDeliveries(hook: (() => Promise<void>) | null) {
      afterDeliveries = hook;
    },
    /** `held`: events are kept until `release` (to deliver them late, twice, out of order); `auto`: sent after each answer. */
    setDelivery(next: 'auto' | 'held') {
      mode = next;
    },
    /** Delivers the held events: in order, or shuffled (seeded), each once or twice. */
    async release(how: { order: 'in-order' | 'shuffled'; twice?: boolean; seed?: number } = { order: 'in-order' }) {
      const payloads = held.splice(0);
      const all = how.twice ? [...payloads, ...payloads] : payloads;
      const ordered = how.order === 'shuffled' ? shuffled(all, how.seed ?? 1) : all;
      // One at a time, in the chosen order (Stripe may also send them at once; order is what the rule decides).
      for (const payload of ordered) await deliver(payload);
      if (failures.length > 0) throw new Error(failures.splice(0).join('\n'));
    },
    heldCount: () => held.length,
    /**
     * The next call of this route ('POST /v1/refunds', 'GET /v1/payment_intents/:id') is received and then
     * kept open: Stripe does its work and answers only once the test calls `release`.
     */
    hold(routeKey: string): HeldCall {
      const gate = heldCall();
      holds.set(routeKey, [...(holds.get(routeKey) ?? []), gate]);
      pendingHolds.add(gate.call);
      return gate.call;
    },
    /** Takes the held events out (a test then delivers them when and as it likes with `deliverPayloads`). */
    takeHeld: () => held.splice(0),
    /** Delivers these payloads now, one at a time: in order, or shuffled (seeded), each once or twice. */
    async deliverPayloads(payloads: string[], how: { order: 'in-order' | 'shuffled'; twice?: boolean; seed?: number }) {
      const all = how.twice ? [...payloads, ...payloads] : payloads;
      for (const payload of how.order === 'shuffled' ? shuffled(all, how.seed ?? 1) : all) await deliver(payload);
      if (failures.length > 0) throw new Error(failures.splice(0).join('\n'));
    },
    settled,
    /** What the Payment Element's confirmation leads to at Stripe: the invoice is paid, the card saved on the subscription, the subscription active. */
    async payLatestInvoice(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const invoice = invoices.get(subscription.latest_invoice as string)!;
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: now() } });
      subscription.status = 'active';
      // save_default_payment_method=on_subscription: the card is the subscription's default, the customer's stays empty.
      subscription.default_payment_method = newCardMethod(subscription.customer as string);
      emit('invoice.paid', invoice);
      emit('customer.subscription.updated', subscription);
      await flowDone();
    },
    /** The period (or a gift's trial) ends and Stripe charges the saved card: a new period, paid. */
    async renew(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const start = periodEnd(subscription);
      const invoice = nextInvoice(subscription, start, start + MONTH);
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: now() } });
      Object.assign(subscription, { status: 'active' });
      setPeriod(subscription, start, start + MONTH);
      emit('invoice.paid', invoice);
      emit('customer.subscription.updated', subscription);
      await flowDone();
    },
    /** The period ends and the saved card is declined: the new invoice stays open, the subscription past_due. */
    async failRenewal(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const start = periodEnd(subscription);
      const invoice = nextInvoice(subscription, start, start + MONTH);
      setPeriod(subscription, start, start + MONTH);
      subscription.status = 'past_due';
      emit('invoice.payment_failed', invoice);
      emit('customer.subscription.updated', subscription);
      await flowDone();
    },
    /**
     * Stripe's retries are over (its settings: mark the invoice uncollectible, cancel the subscription): the
     * open invoice is uncollectible and the subscription deleted.
     */
    async giveUpRenewal(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const invoice = invoices.get(subscription.latest_invoice as string)!;
      invoice.status = 'uncollectible';
      Object.assign(subscription, { status: 'canceled', canceled_at: now(), cancel_at_period_end: false });
      emit('invoice.marked_uncollectible', invoice);
      emit('customer.subscription.deleted', subscription);
      await flowDone();
    },
    /** The first invoice was not paid within 23 hours: Stripe voids it and the subscription is incomplete_expired. */
    async expireIncomplete(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const invoice = invoices.get(subscription.latest_invoice as string)!;
      invoice.status = 'void';
      subscription.status = 'incomplete_expired';
      emit('invoice.voided', invoice);
      emit('customer.subscription.updated', subscription);
      await flowDone();
    },
    /** What the Payment Element's confirmation of a one-off payment (a gift, a book) leads to at Stripe. */
    async succeedPaymentIntent(intentId: string) {
      const intent = paymentIntents.get(intentId);
      if (!intent) throw new Error(`no payment intent ${intentId}`);
      intent.status = 'succeeded';
      emit('payment_intent.succeeded', intent);
      await flowDone();
    },
    /** A payment method that settles later (a bank debit): confirmed, processing for now. */
    processPaymentIntent(intentId: string) {
      const intent = paymentIntents.get(intentId);
      if (!intent) throw new Error(`no payment intent ${intentId}`);
      intent.status = 'processing';
    },
    /** An event of any type made now for this object (held or sent like the others; dropped unless subscribed). */
    emit,
    /** Stripe's retry of an event already delivered (same event id). */
    async replay(payload: string) {
      await deliver(payload);
      await flowDone();
    },
    /** Stripe's payment intents, for tests that need one in a state the fake's flows do not reach. */
    paymentIntents,
    refunds,
    close: () => {
      // A call still held would keep its connection, and so the server, open.
      for (const call of pendingHolds) call.release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
