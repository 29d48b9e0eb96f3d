import { ConflictError, isUniqueViolation, NotFoundError } from '@bedtime/service-kit';
import {
  PLAN,
  type BillingOverview,
  type CardDetails,
  type CreateSubscriptionResponse,
  type InternalSubscription,
  type SUBSCRIPTION_STATES,
} from '@bedtime/contracts';
import type { BillingRepository, SubscriptionRecord } from '../data/billing-repository';
import type { LocalCardPayments, PaymentsEngine, ProviderSubscription } from '../providers/payments/types';
import { recordSubscriptionState } from './subscription-state';

export class TestModeOnlyError extends NotFoundError {
  constructor() {
    super('This is only available in test mode (the local payments engine).');
  }
}

/**
 * A provider's subscription status, in the states our contracts speak. Stripe's `trialing` only arises here
 * from a gift deferring a paying subscriber's renewal (trial_end): paid up to the period's end, so active.
 * `unpaid` (retries exhausted, invoice left open) and `paused` (a trial ended without a card) are not paid
 * for: past_due, whose access ended at the period's start. `incomplete_expired` never started: canceled.
 */
const STATUS_IN_CONTRACT: Record<string, (typeof SUBSCRIPTION_STATES)[number]> = {
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  trialing: 'active',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  lifetime: 'lifetime',
};
/** An unknown (newer) provider status grants nothing and is shown as needing attention. */
export const contractStatus = (status: string) => STATUS_IN_CONTRACT[status] ?? 'past_due';

/** A subscription that grants access: active (or trialing: a gift's deferred renewal) and paid up to a future date, or lifetime. */
export function subscriptionCounts(subscription: Pick<SubscriptionRecord, 'status' | 'currentPeriodEnd'> | null, now: Date): boolean {
  if (!subscription) return false;
  if (subscription.status === 'lifetime') return true;
  return contractStatus(subscription.status) === 'active' && !!subscription.currentPeriodEnd && subscription.currentPeriodEnd > now;
}

/**
 * The subscription use-cases. The plan and the amount are the server's; who pays is the signed-in user;
 * every action reaches only that user's own customer and subscription.
 */
export function createSubscriptions(deps: { repository: BillingRepository; engine: PaymentsEngine; publicUrl: string; now: () => Date }) {
  const { repository, engine } = deps;

  /** The provider's answer to our own change, recorded by the same rule as its events (a late event never undoes it). */
  async function recordProviderAnswer(subscription: ProviderSubscription) {
    await repository.withTransaction((tx) =>
      recordSubscriptionState(tx, { repository, provider: engine.name }, subscription, {
        status: subscription.status,
        at: subscription.observedAt ?? deps.now(),
      }),
    );
  }

  async function ensureCustomer(userId: string, email: string | null) {
    const existing = await repository.customerOf(userId);
    if (existing) return existing.providerCustomerId;
    const created = await engine.createCustomer({ userId, email });
    // Two first clicks at once: the first stored customer wins (Stripe's idempotency key returns the same one).
    return (await repository.saveCustomer(userId, engine.name, created)).providerCustomerId;
  }

  async function answerFor(current: SubscriptionRecord): Promise<CreateSubscriptionResponse | null> {
    if (current.status === 'lifetime') return { status: 'lifetime' };
    if (subscriptionCounts(current, deps.now())) return { status: 'active' };
    const status = contractStatus(current.status);
    const clientSecret = await engine.paymentSecretFor(current.id);
    if (clientSecret) return { status: status === 'past_due' ? 'past_due' : 'incomplete', clientSecret };
    // Paid but the provider's event has not arrived yet, or a renewal in flight: nothing to pay here.
    if (status === 'active' || status === 'incomplete') return { status };
    return null;
  }

  return {
    ensureCustomer,
    /** POST /api/create-subscription: never two current subscriptions, and a second call reuses the first. */
    async createSubscription(userId: string, email: string | null): Promise<CreateSubscriptionResponse> {
      let current = await repository.currentSubscription(userId);
      if (current && current.provider === 'gift' && !subscriptionCounts(current, deps.now())) {
        // A redeemed gift's months have run out: it is over, and a paid subscription may start.
        await repository.endGiftSubscription(current.id, deps.now());
        current = null;
      }
      if (current?.status === 'paused') {
        // Paused by the provider (a trial that ended without a card): it never charges again; a new one replaces it.
        await engine.cancelNow(current.id);
        await repository.markCanceled(current.id, deps.now());
        current = null;
      }
      if (current) {
        const answer = await answerFor(current);
        if (answer) return answer;
      }
      const customerId = await ensureCustomer(userId, email);
      const { subscription, clientSecret } = await engine.createSubscription({ customerId, userId, priceCents: PLAN.amountCents, currency: PLAN.currency });
      try {
        await repository.recordNewSubscription(userId, engine.name, subscription);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A concurrent call stored its subscription first: answer with that one (ours stays unpaid and unused).
        const winner = await repository.currentSubscription(userId);
        const answer = winner ? await answerFor(winner) : null;
        if (answer) return answer;
        throw new ConflictError('Your subscription is being set up. Please try again.');
      }
      if (!clientSecret) return { status: 'active' };
      return { status: 'incomplete', clientSecret };
    },

    async portalUrl(userId: string): Promise<string> {
      const customer = await repository.customerOf(userId);
      const returnUrl = new URL('/subscribe', deps.publicUrl).toString();
      if (customer) {
        const hosted = await engine.portalUrl(customer.providerCustomerId, returnUrl);
        if (hosted) return hosted;
      } else if (engine.hostsPortal) {
        throw new NotFoundError('There is no billing account yet. Subscribe first.');
      }
      // Our own portal is a page of this product: a relative link, so it opens on whatever address the
      // parent is using (an absolute one from PUBLIC_URL would land them signed out on another host).
      return '/billing';
    },

    async overview(userId: string): Promise<BillingOverview> {
      const [subscription, customer, invoices] = await Promise.all([
        repository.latestSubscription(userId),
        repository.customerOf(userId),
        repository.invoicesOf(userId),
      ]);
      return {
        engine: engine.name,
        plan: { name: PLAN.name, amountCents: PLAN.amountCents, currency: PLAN.currency, interval: PLAN.interval },
        subscription: subscription
          ? {
              status: contractStatus(subscription.status),
              currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
              cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
              canceledAt: subscription.canceledAt?.toISOString() ?? null,
            }
          : null,
        card: customer
          ? await engine.savedCard(customer.providerCustomerId, subscription && subscription.provider === engine.name ? subscription.id : null)
          : null,
        invoices: invoices
          .filter((invoice) => SHOWN_INVOICE_STATUSES.has(invoice.status))
          .map((invoice) => ({
            id: invoice.id,
            amountCents: invoice.amountCents,
            currency: invoice.currency,
            status: invoice.status as BillingOverview['invoices'][number]['status'],
            periodStart: invoice.periodStart.toISOString(),
            periodEnd: invoice.periodEnd.toISOString(),
            createdAt: invoice.createdAt.toISOString(),
            paidAt: invoice.paidAt?.toISOString() ?? null,
          })),
      };
    },

    async setCancelAtPeriodEnd(userId: string, cancel: boolean) {
      const current = await repository.currentSubscription(userId);
      if (!current || !['active', 'past_due'].includes(contractStatus(current.status))) throw new NotFoundError('You have no active subscription.');
      if (current.provider === 'gift')
        throw new ConflictError('A gift subscription ends by itself when its months are over: there is nothing to cancel or resume.');
      // The provider's answer is recorded at once (by the same rule as its events), so the page that asked
      // reads the change whether or not the provider's event has arrived yet.
      const answered = await engine.setCancelAtPeriodEnd(current.id, cancel);
      await recordProviderAnswer(answered);
    },
    recordProviderAnswer,

    /** What the gateway composes into GET /api/user and the entitlement check. */
    async internalStatus(userId: string): Promise<InternalSubscription> {
      const subscription = await repository.latestSubscription(userId);
      if (!subscription) return { status: 'none', endsAt: null, cancelAtPeriodEnd: false };
      const status = contractStatus(subscription.status);
      // past_due has moved into a period it has not paid for: access was paid up to the period's start.
      const paidThrough = status === 'past_due' ? subscription.currentPeriodStart : subscription.currentPeriodEnd;
      return { status, endsAt: paidThrough?.toISOString() ?? null, cancelAtPeriodEnd: subscription.cancelAtPeriodEnd };
    },

    /** The local engine's card actions, for the caller's own customer only. */
    local(): LocalCardActions {
      if (!isLocal(engine)) throw new TestModeOnlyError();
      const local = engine;
      const customerOf = async (userId: string) => {
        const customer = await repository.customerOf(userId);
        if (!customer) throw new NotFoundError('No such payment.');
        return customer.providerCustomerId;
      };
      return {
        confirmPayment: async (userId, clientSecret, card) => local.confirmPayment({ clientSecret, customerId: await customerOf(userId), card }),
        authenticatePayment: async (userId, clientSecret, outcome) =>
          local.authenticatePayment({ clientSecret, customerId: await customerOf(userId), outcome }),
        changeCard: async (userId, card) => {
          const customer = await repository.customerOf(userId);
          if (!customer) throw new NotFoundError('There is no billing account yet. Subscribe first.');
          return local.changeCard({ customerId: customer.providerCustomerId, card });
        },
      };
    },
  };
}
export type Subscriptions = ReturnType<typeof createSubscriptions>;

/** The invoice states the portal's contract shows (a draft is not a bill yet). */
const SHOWN_INVOICE_STATUSES = new Set<string>(['open', 'paid', 'void', 'uncollectible']);

interface LocalCardActions {
  confirmPayment(userId: string, clientSecret: string, card: CardDetails): ReturnType<LocalCardPayments['confirmPayment']>;
  authenticatePayment(userId: string, clientSecret: string, outcome: 'approve' | 'fail'): ReturnType<LocalCardPayments['authenticatePayment']>;
  changeCard(userId: string, card: CardDetails): ReturnType<LocalCardPayments['changeCard']>;
}

/** An engine that takes the card itself (test mode's card form and portal), by what it offers, not by its name. */
export function isLocal(engine: PaymentsEngine): engine is PaymentsEngine & LocalCardPayments {
  return 'confirmPayment' in engine && 'authenticatePayment' in engine && 'changeCard' in engine && 'runRenewals' in engine;
}
