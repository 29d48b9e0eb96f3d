import Stripe from 'stripe';
import { UpstreamError } from '@bedtime/service-kit';
import { stripeSubscriptionSchema, toProviderSubscription } from './stripe-objects';
import type { OneOffPayment, PaymentsEngine, ProviderSubscription, SavedCard } from './types';

export interface StripeEngineOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Another address for Stripe's API (the tests' fake server). */
  apiBase?: string;
}

/**
 * The API version every request is made in: the one this SDK release was generated for. The webhook
 * endpoint must be pinned to the same version in Stripe's dashboard, or events arrive in the account's
 * default version, whose objects may have other fields (docs: README, Billing service).
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

/** The price of the plan, found by its lookup key (created once if the account has none). */
const PRICE_LOOKUP_KEY = 'bedtime_stories_monthly';

/** Payments through Stripe: customers, incomplete subscriptions paid with the Payment Element, the hosted portal. */
export class StripePaymentsEngine implements PaymentsEngine {
  readonly name = 'stripe' as const;
  readonly hostsPortal = true;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  private readonly stripe: Stripe;
  private priceId: Promise<string> | null = null;

  constructor(options: StripeEngineOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(base
        ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
        : {}),
    });
  }

  async createCustomer({ userId, email }: { userId: string; email: string | null }): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create({ email: email ?? undefined, metadata: { userId } }, { idempotencyKey: `customer-${userId}` }),
    );
    return customer.id;
  }

  async createSubscription({ customerId, userId, priceCents, currency }: { customerId: string; userId: string; priceCents: number; currency: string }) {
    const price = await this.price(priceCents, currency);
    const subscription = await this.call(() =>
      this.stripe.subscriptions.create({
        customer: customerId,
        items: [{ price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId },
        expand: ['latest_invoice.confirmation_secret'],
      }),
    );
    const invoice = subscription.latest_invoice;
    const clientSecret = invoice && typeof invoice !== 'string' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
    return { subscription: toProviderSubscription(stripeSubscriptionSchema.parse(subscription)), clientSecret };
  }

  async paymentSecretFor(subscriptionId: string): Promise<string | null> {
    const subscription = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.confirmation_secret'] }));
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === 'string' || invoice.status !== 'open') return null;
    return invoice.confirmation_secret?.client_secret ?? null;
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    const subscription = await this.call(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    return { ...toProviderSubscription(stripeSubscriptionSchema.parse(subscription)), observedAt: new Date() };
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    const session = await this.call(() => this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
    return session.url;
  }

  async savedCard(customerId: string, subscriptionId?: string | null): Promise<SavedCard | null> {
    // The Payment Element saves the card on the subscription (save_default_payment_method=on_subscription);
    // Stripe charges that one first, then the customer's invoice default.
    if (subscriptionId) {
      const subscription = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] })).catch(
        missingIsNull,
      );
      const card = cardOf(subscription?.default_payment_method);
      if (card) return card;
    }
    const customer = await this.call(() => this.stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] })).catch(
      missingIsNull,
    );
    if (!customer || customer.deleted) return null;
    return cardOf(customer.invoice_settings?.default_payment_method);
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    const subscription = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId)).catch(missingIsNull);
    if (!subscription || ['canceled', 'incomplete_expired'].includes(subscription.status)) return;
    // Stripe keeps a canceled subscription: its metadata should no longer name the person. An empty value removes the key.
    await this.call(() => this.stripe.subscriptions.update(subscriptionId, { metadata: { userId: '' } }));
    // Now, not at the period's end; no final invoice or proration, so nothing is charged again.
    await this.call(() => this.stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false })).catch(missingIsNull);
  }

  async deleteCustomer(customerId: string): Promise<void> {
    // Stripe keeps one-off payments after the customer goes: those made before payments stopped carrying
    // it no longer name the person in their metadata (an empty value removes the key).
    let startingAfter: string | undefined;
    for (;;) {
      const page = await this.call(() =>
        this.stripe.paymentIntents.list({ customer: customerId, limit: 100, ...(startingAfter ? { starting_after: startingAfter } : {}) }),
      );
      for (const intent of page.data) {
        if (intent.metadata?.userId) await this.call(() => this.stripe.paymentIntents.update(intent.id, { metadata: { userId: '' } }));
      }
      if (!page.has_more || page.data.length === 0) break;
      startingAfter = page.data.at(-1)!.id;
    }
    // Stripe deletes the customer's saved payment methods with it; the invoices stay for the books.
    await this.call(() => this.stripe.customers.del(customerId)).catch(missingIsNull);
  }

  async createPaymentIntent({
    customerId,
    amountCents,
    currency,
    metadata,
    idempotencyKey,
  }: {
    customerId: string;
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<OneOffPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        { customer: customerId, amount: amountCents, currency, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      ),
    );
    return toOneOff(intent);
  }

  async retrievePaymentIntent(id: string): Promise<OneOffPayment | null> {
    const intent = await this.call(() => this.stripe.paymentIntents.retrieve(id)).catch(missingIsNull);
    return intent ? toOneOff(intent) : null;
  }

  async deferRenewal(subscriptionId: string, until: Date): Promise<ProviderSubscription> {
    // A trial until then: Stripe charges nothing before it, keeps the saved card for the next period, and the
    // subscription is `trialing` (its period ends at the trial's end) - which billing counts as paid.
    const subscription = await this.call(() =>
      this.stripe.subscriptions.update(subscriptionId, { trial_end: Math.floor(until.getTime() / 1000), proration_behavior: 'none' }),
    );
    return { ...toProviderSubscription(stripeSubscriptionSchema.parse(subscription)), observedAt: new Date() };
  }

  async refundPayment({ paymentIntentId, idempotencyKey }: { paymentIntentId: string; idempotencyKey: string }): Promise<void> {
    await this.call(() => this.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey }));
  }

  private price(priceCents: number, currency: string): Promise<string> {
    this.priceId ??= (async () => {
      const found = await this.call(() => this.stripe.prices.list({ lookup_keys: [PRICE_LOOKUP_KEY], active: true, limit: 1 }));
      const existing = found.data.find((price) => price.unit_amount === priceCents && price.currency === currency);
      if (existing) return existing.id;
      const created = await this.call(() =>
        this.stripe.prices.create({
          unit_amount: priceCents,
          currency,
          recurring: { interval: 'month' },
          lookup_key: PRICE_LOOKUP_KEY,
          transfer_lookup_key: true,
          product_data: { name: 'Bedtime Stories Premium' },
        }),
      );
      return created.id;
    })().catch((error: unknown) => {
      this.priceId = null;
      throw error;
    });
    return this.priceId;
  }

  /** Stripe's failures become one domain error with Stripe's own message (safe to show; it never holds secrets). */
  private async call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError)
        throw Object.assign(new UpstreamError(`Payment provider: ${error.message}`), { providerStatus: error.statusCode });
      throw error;
    }
  }
}

/** An object Stripe no longer has (deleted earlier, e.g. by a first erasure attempt): nothing left to do. */
function missingIsNull(error: unknown): null {
  if ((error as { providerStatus?: number }).providerStatus === 404) return null;
  throw error;
}

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): SavedCard | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
}

function toOneOff(intent: Stripe.PaymentIntent): OneOffPayment {
  const customer = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
  return {
    id: intent.id,
    customerId: customer,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    metadata: { ...intent.metadata },
  };
}
