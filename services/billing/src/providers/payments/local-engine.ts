import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { ConflictError, NotFoundError, ValidationError, type Logger } from '@bedtime/service-kit';
import type { CardDetails, PaymentIntentView } from '@bedtime/contracts';
import type { BillingDatabase } from '../../data/database';
import {
  engineCustomers,
  engineEvents,
  engineInvoices,
  engineIssuerCards,
  enginePaymentIntents,
  enginePaymentMethods,
  engineSubscriptions,
} from '../../data/schema';
import { addOneMonth } from '../../domain/billing-period';
import { AUTHENTICATION_FAILED, checkCard, DECLINES, type CheckedCard, type DeclineReason, type IssuerBehavior } from '../../domain/card-rules';
import { invoiceObject, newId, paymentIntentObject, paymentIntentView, subscriptionObject } from './local-objects';
import { toSeconds } from './stripe-objects';
import type { LocalCardPayments, PaymentsEngine, ProviderSubscription, SavedCard } from './types';
import { signWebhookPayload } from './webhook-signature';

type Tx = Parameters<Parameters<BillingDatabase['db']['transaction']>[0]>[0];
type Event = [type: string, object: Record<string, unknown>];
type SubscriptionRow = typeof engineSubscriptions.$inferSelect;
type PaymentIntentRow = typeof enginePaymentIntents.$inferSelect;

export interface LocalEngineDeps {
  database: BillingDatabase;
  webhookSecret: string;
  /** The webhook handler: the same one Stripe's events reach through POST /api/webhooks/stripe. */
  deliver: (payload: string, signature: string) => Promise<void>;
  now: () => Date;
  logger: Logger;
  /** Renewals are charged this long before the period ends, so a paying user never has a gap. */
  renewalLeadMs?: number;
  /** An unpaid renewal is given up (subscription canceled) after this long, as Stripe's retry schedule ends. */
  pastDueGraceMs?: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The embedded payments engine ("Test mode"): Stripe's objects and state machine on our own database, with
 * Stripe's test cards deciding what the simulated bank answers. It is the provider's side of the line:
 * billing learns what happened only from the webhook events it emits.
 */
export class LocalPaymentsEngine implements PaymentsEngine, LocalCardPayments {
  readonly name = 'local' as const;
  readonly publishableKey = null;
  readonly webhookSecret: string;
  private readonly db: BillingDatabase['db'];

  private readonly deps: LocalEngineDeps;

  constructor(deps: LocalEngineDeps) {
    // Stripe's objects carry times in whole seconds; so do ours, so rows, events and answers agree.
    this.deps = { ...deps, now: () => new Date(Math.floor(deps.now().getTime() / 1000) * 1000) };
    this.webhookSecret = deps.webhookSecret;
    this.db = deps.database.db;
  }

  async createCustomer({ userId, email }: { userId: string; email: string | null }): Promise<string> {
    const id = newId('cus');
    await this.db.insert(engineCustomers).values({ id, userId, email, createdAt: this.deps.now() });
    return id;
  }

  async createSubscription({ customerId, userId, priceCents, currency }: { customerId: string; userId: string; priceCents: number; currency: string }) {
    const now = this.deps.now();
    const subscriptionId = newId('sub');
    const invoiceId = newId('in');
    const paymentIntentId = newId('pi');
    const periodEnd = addOneMonth(now);
    const { subscription, invoice, clientSecret } = await this.db.transaction(async (tx) => {
      const clientSecret = `${paymentIntentId}_secret_${randomBytes(12).toString('hex')}`;
      const [subscription] = await tx
        .insert(engineSubscriptions)
        .values({
          id: subscriptionId,
          customerId,
          status: 'incomplete',
          amountCents: priceCents,
          currency,
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          latestInvoiceId: invoiceId,
          metadata: { userId },
          createdAt: now,
        })
        .returning();
      const [invoice] = await tx
        .insert(engineInvoices)
        .values({ id: invoiceId, customerId, subscriptionId, amountCents: priceCents, currency, status: 'open', periodStart: now, periodEnd, paymentIntentId, createdAt: now })
        .returning();
      await tx.insert(enginePaymentIntents).values({
        id: paymentIntentId,
        clientSecret,
        customerId,
        invoiceId,
        amountCents: priceCents,
        currency,
        status: 'requires_payment_method',
        createdAt: now,
        updatedAt: now,
      });
      return { subscription: subscription!, invoice: invoice!, clientSecret };
    });
    await this.emit([
      ['customer.subscription.created', subscriptionObject(subscription)],
      ['invoice.finalized', invoiceObject(invoice)],
    ]);
    return { subscription: providerSubscription(subscription, userId), clientSecret };
  }

  async paymentSecretFor(subscriptionId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ secret: enginePaymentIntents.clientSecret, status: enginePaymentIntents.status, invoiceStatus: engineInvoices.status })
      .from(engineSubscriptions)
      .innerJoin(engineInvoices, eq(engineInvoices.id, engineSubscriptions.latestInvoiceId))
      .innerJoin(enginePaymentIntents, eq(enginePaymentIntents.id, engineInvoices.paymentIntentId))
      .where(eq(engineSubscriptions.id, subscriptionId));
    if (!row || row.invoiceStatus !== 'open') return null;
    return ['requires_payment_method', 'requires_action'].includes(row.status) ? row.secret : null;
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    const [row] = await this.db
      .update(engineSubscriptions)
      .set({ cancelAtPeriodEnd: cancel })
      .where(and(eq(engineSubscriptions.id, subscriptionId), inArray(engineSubscriptions.status, ['active', 'past_due'])))
      .returning();
    if (!row) throw new ConflictError('Only an active subscription can be canceled or resumed.');
    await this.emit([['customer.subscription.updated', subscriptionObject(row)]]);
  }

  async portalUrl(): Promise<string | null> {
    return null;
  }

  async savedCard(customerId: string): Promise<SavedCard | null> {
    const [row] = await this.db
      .select({ brand: enginePaymentMethods.brand, last4: enginePaymentMethods.last4, expMonth: enginePaymentMethods.expMonth, expYear: enginePaymentMethods.expYear })
      .from(engineCustomers)
      .innerJoin(enginePaymentMethods, eq(enginePaymentMethods.id, engineCustomers.defaultPaymentMethodId))
      .where(eq(engineCustomers.id, customerId));
    return row ?? null;
  }

  /** The embedded card form's "Pay": the card is checked, tokenised, and charged on-session. */
  async confirmPayment({ clientSecret, customerId, card }: { clientSecret: string; customerId: string; card: CardDetails }): Promise<PaymentIntentView> {
    const now = this.deps.now();
    const checked = checkCard(card, now);
    const { view, events } = await this.db.transaction(async (tx) => {
      const intent = await this.lockIntent(tx, clientSecret, customerId);
      if (intent.status === 'succeeded') return { view: paymentIntentView(intent, null), events: [] as Event[] };
      if (intent.status === 'requires_action') throw new ConflictError('This payment is waiting for you to authenticate it.');
      if (intent.status !== 'requires_payment_method') throw new ConflictError('This payment can no longer be changed.');
      const paymentMethodId = await this.tokenize(tx, customerId, checked);
      await tx.update(enginePaymentIntents).set({ status: 'processing', paymentMethodId, lastError: null, updatedAt: now }).where(eq(enginePaymentIntents.id, intent.id));
      const answer = bankAnswer(checked.behavior, { onSession: true });
      if (answer === 'requires_action') {
        const [updated] = await tx.update(enginePaymentIntents).set({ status: 'requires_action', updatedAt: now }).where(eq(enginePaymentIntents.id, intent.id)).returning();
        return { view: paymentIntentView(updated!, checked), events: [['payment_intent.requires_action', paymentIntentObject(updated!)]] as Event[] };
      }
      if (answer !== 'succeeded') return this.decline(tx, intent.id, answer, checked, now);
      return this.succeed(tx, intent.id, paymentMethodId, now);
    });
    await this.emit(events);
    return view;
  }

  /** The bank's 3-D Secure step for 4000 0025 0000 3155: the cardholder approves or refuses. */
  async authenticatePayment({ clientSecret, customerId, outcome }: { clientSecret: string; customerId: string; outcome: 'approve' | 'fail' }) {
    const now = this.deps.now();
    const { view, events } = await this.db.transaction(async (tx) => {
      const intent = await this.lockIntent(tx, clientSecret, customerId);
      if (intent.status === 'succeeded') return { view: paymentIntentView(intent, null), events: [] as Event[] };
      if (intent.status !== 'requires_action' || !intent.paymentMethodId) throw new ConflictError('This payment is not waiting for authentication.');
      const card = await this.cardOf(tx, intent.paymentMethodId);
      if (outcome === 'fail') return this.decline(tx, intent.id, AUTHENTICATION_FAILED, card, now);
      await tx.update(enginePaymentIntents).set({ status: 'processing', updatedAt: now }).where(eq(enginePaymentIntents.id, intent.id));
      return this.succeed(tx, intent.id, intent.paymentMethodId, now);
    });
    await this.emit(events);
    return view;
  }

  /** Our portal's "Change card": the new card becomes the default, and an unpaid renewal is retried with it. */
  async changeCard({ customerId, card }: { customerId: string; card: CardDetails }): Promise<SavedCard> {
    const now = this.deps.now();
    const checked = checkCard(card, now);
    // Stripe checks a card with the bank when it is attached: a card that is declined outright is not saved.
    if (checked.behavior === 'generic_decline' || checked.behavior === 'not_test_card') throw new ValidationError(DECLINES[checked.behavior].message);
    const events = await this.db.transaction(async (tx) => {
      const paymentMethodId = await this.tokenize(tx, customerId, checked);
      await tx.update(engineCustomers).set({ defaultPaymentMethodId: paymentMethodId }).where(eq(engineCustomers.id, customerId));
      const collected: Event[] = [['payment_method.attached', { id: paymentMethodId, object: 'payment_method', customer: customerId, card: { brand: checked.brand, last4: checked.last4 } }]];
      const [unpaid] = await tx
        .select({ intentId: engineInvoices.paymentIntentId })
        .from(engineSubscriptions)
        .innerJoin(engineInvoices, eq(engineInvoices.id, engineSubscriptions.latestInvoiceId))
        .where(and(eq(engineSubscriptions.customerId, customerId), eq(engineSubscriptions.status, 'past_due'), eq(engineInvoices.status, 'open')));
      if (unpaid?.intentId) {
        const answer = bankAnswer(checked.behavior, { onSession: false });
        const outcome = answer === 'succeeded' ? await this.succeed(tx, unpaid.intentId, paymentMethodId, now) : await this.decline(tx, unpaid.intentId, answer === 'requires_action' ? AUTHENTICATION_FAILED : answer, checked, now);
        collected.push(...outcome.events);
      }
      return collected;
    });
    await this.emit(events);
    return { brand: checked.brand, last4: checked.last4, expMonth: checked.expMonth, expYear: checked.expYear };
  }

  /**
   * The monthly run (the renewal job calls it): ends subscriptions set to cancel whose period is over,
   * charges the saved card for the next period of the others, and gives up on renewals left unpaid too long.
   */
  async runRenewals() {
    const now = this.deps.now();
    const lead = this.deps.renewalLeadMs ?? HOUR;
    const grace = this.deps.pastDueGraceMs ?? 14 * DAY;
    const result = { renewed: 0, failed: 0, canceled: 0 };

    const ending = await this.db
      .select({ id: engineSubscriptions.id })
      .from(engineSubscriptions)
      .where(and(inArray(engineSubscriptions.status, ['active', 'past_due']), eq(engineSubscriptions.cancelAtPeriodEnd, true), lte(engineSubscriptions.currentPeriodEnd, now)));
    for (const { id } of ending) if (await this.endSubscription(id, now, (row) => row.cancelAtPeriodEnd && row.currentPeriodEnd <= now)) result.canceled++;

    const due = await this.db
      .select({ id: engineSubscriptions.id })
      .from(engineSubscriptions)
      .where(and(eq(engineSubscriptions.status, 'active'), eq(engineSubscriptions.cancelAtPeriodEnd, false), lte(engineSubscriptions.currentPeriodEnd, new Date(now.getTime() + lead))));
    for (const { id } of due) {
      const outcome = await this.renew(id, now, lead);
      if (outcome === 'renewed') result.renewed++;
      if (outcome === 'failed') result.failed++;
    }

    const abandoned = await this.db
      .select({ id: engineSubscriptions.id })
      .from(engineSubscriptions)
      .innerJoin(engineInvoices, eq(engineInvoices.id, engineSubscriptions.latestInvoiceId))
      .where(and(eq(engineSubscriptions.status, 'past_due'), eq(engineInvoices.status, 'open'), lte(engineInvoices.createdAt, new Date(now.getTime() - grace))));
    for (const { id } of abandoned) if (await this.endSubscription(id, now, (row) => row.status === 'past_due')) result.canceled++;
    return result;
  }

  // ----- internals -----

  private async renew(subscriptionId: string, now: Date, lead: number): Promise<'renewed' | 'failed' | 'skipped'> {
    const events = await this.db.transaction(async (tx) => {
      // Locked and re-checked: two replicas running the job never charge the same period twice.
      const [subscription] = await tx.select().from(engineSubscriptions).where(eq(engineSubscriptions.id, subscriptionId)).for('update', { skipLocked: true });
      if (!subscription || subscription.status !== 'active' || subscription.cancelAtPeriodEnd) return null;
      if (subscription.currentPeriodEnd.getTime() > now.getTime() + lead) return null;
      const [customer] = await tx.select().from(engineCustomers).where(eq(engineCustomers.id, subscription.customerId));
      const periodStart = subscription.currentPeriodEnd;
      const periodEnd = addOneMonth(periodStart);
      const invoiceId = newId('in');
      const intentId = newId('pi');
      await tx.insert(engineInvoices).values({
        id: invoiceId,
        customerId: subscription.customerId,
        subscriptionId,
        amountCents: subscription.amountCents,
        currency: subscription.currency,
        status: 'open',
        periodStart,
        periodEnd,
        paymentIntentId: intentId,
        createdAt: now,
      });
      await tx.insert(enginePaymentIntents).values({
        id: intentId,
        clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        customerId: subscription.customerId,
        invoiceId,
        amountCents: subscription.amountCents,
        currency: subscription.currency,
        status: 'processing',
        paymentMethodId: customer?.defaultPaymentMethodId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      // Like Stripe, the subscription moves into the new period whether or not its invoice is paid.
      await tx
        .update(engineSubscriptions)
        .set({ currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, latestInvoiceId: invoiceId })
        .where(eq(engineSubscriptions.id, subscriptionId));
      const card = customer?.defaultPaymentMethodId ? await this.cardOf(tx, customer.defaultPaymentMethodId) : null;
      const answer = card ? bankAnswer(card.behavior, { onSession: false }) : DECLINES.generic_decline;
      if (answer === 'succeeded') return { kind: 'renewed' as const, ...(await this.succeed(tx, intentId, customer!.defaultPaymentMethodId!, now)) };
      return { kind: 'failed' as const, ...(await this.decline(tx, intentId, answer === 'requires_action' ? AUTHENTICATION_FAILED : answer, card, now)) };
    });
    if (!events) return 'skipped';
    await this.emit(events.events);
    return events.kind;
  }

  private async endSubscription(subscriptionId: string, now: Date, stillDue: (row: SubscriptionRow) => boolean): Promise<boolean> {
    const events = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(engineSubscriptions).where(eq(engineSubscriptions.id, subscriptionId)).for('update', { skipLocked: true });
      if (!row || !['active', 'past_due'].includes(row.status) || !stillDue(row)) return null;
      const collected: Event[] = [];
      if (row.status === 'past_due' && row.latestInvoiceId) {
        const [invoice] = await tx.update(engineInvoices).set({ status: 'uncollectible' }).where(eq(engineInvoices.id, row.latestInvoiceId)).returning();
        if (invoice) collected.push(['invoice.marked_uncollectible', invoiceObject(invoice)]);
      }
      const [ended] = await tx
        .update(engineSubscriptions)
        .set({ status: 'canceled', canceledAt: now })
        .where(eq(engineSubscriptions.id, subscriptionId))
        .returning();
      collected.push(['customer.subscription.deleted', subscriptionObject(ended!)]);
      return collected;
    });
    if (!events) return false;
    await this.emit(events);
    return true;
  }

  private async lockIntent(tx: Tx, clientSecret: string, customerId: string): Promise<PaymentIntentRow> {
    const [intent] = await tx.select().from(enginePaymentIntents).where(eq(enginePaymentIntents.clientSecret, clientSecret)).for('update');
    // Someone else's payment looks exactly like no payment at all.
    if (!intent || intent.customerId !== customerId) throw new NotFoundError('No such payment.');
    if (intent.status !== 'succeeded') {
      // An old payment of a subscription that has since ended (or been replaced) can no longer be paid.
      const [due] = await tx
        .select({ invoice: engineInvoices.status, subscription: engineSubscriptions.status, latest: engineSubscriptions.latestInvoiceId })
        .from(engineInvoices)
        .innerJoin(engineSubscriptions, eq(engineSubscriptions.id, engineInvoices.subscriptionId))
        .where(eq(engineInvoices.id, intent.invoiceId));
      if (!due || due.invoice !== 'open' || due.latest !== intent.invoiceId || !['incomplete', 'past_due'].includes(due.subscription))
        throw new ConflictError('This payment is no longer due.');
    }
    return intent;
  }

  private async tokenize(tx: Tx, customerId: string, card: CheckedCard): Promise<string> {
    const token = `tok_${randomBytes(16).toString('hex')}`;
    const id = newId('pm');
    await tx.insert(engineIssuerCards).values({ token, behavior: card.behavior });
    await tx.insert(enginePaymentMethods).values({ id, customerId, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, token, createdAt: this.deps.now() });
    return id;
  }

  private async cardOf(tx: Tx, paymentMethodId: string) {
    const [row] = await tx
      .select({ brand: enginePaymentMethods.brand, last4: enginePaymentMethods.last4, behavior: engineIssuerCards.behavior })
      .from(enginePaymentMethods)
      .innerJoin(engineIssuerCards, eq(engineIssuerCards.token, enginePaymentMethods.token))
      .where(eq(enginePaymentMethods.id, paymentMethodId));
    if (!row) throw new NotFoundError('No such card.');
    return { ...row, behavior: row.behavior as IssuerBehavior };
  }

  /** processing -> succeeded: the invoice is paid, the subscription becomes (or stays) active, the card becomes the default. */
  private async succeed(tx: Tx, intentId: string, paymentMethodId: string, now: Date) {
    const [intent] = await tx
      .update(enginePaymentIntents)
      .set({ status: 'succeeded', paymentMethodId, lastError: null, updatedAt: now })
      .where(eq(enginePaymentIntents.id, intentId))
      .returning();
    const [invoice] = await tx.select().from(engineInvoices).where(eq(engineInvoices.id, intent!.invoiceId)).for('update');
    const [subscription] = await tx.select().from(engineSubscriptions).where(eq(engineSubscriptions.id, invoice!.subscriptionId)).for('update');
    // The first payment starts the first period now (the subscription may have waited a while for its card).
    const first = subscription!.status === 'incomplete';
    const periodStart = first ? now : invoice!.periodStart;
    const periodEnd = first ? addOneMonth(now) : invoice!.periodEnd;
    const [paid] = await tx
      .update(engineInvoices)
      .set({ status: 'paid', paidAt: now, attempts: sql`${engineInvoices.attempts} + 1`, periodStart, periodEnd })
      .where(eq(engineInvoices.id, invoice!.id))
      .returning();
    const [active] = await tx
      .update(engineSubscriptions)
      .set({ status: 'active', ...(first ? { currentPeriodStart: periodStart, currentPeriodEnd: periodEnd } : {}) })
      .where(eq(engineSubscriptions.id, subscription!.id))
      .returning();
    await tx.update(engineCustomers).set({ defaultPaymentMethodId: paymentMethodId }).where(eq(engineCustomers.id, intent!.customerId));
    const events: Event[] = [
      ['payment_intent.succeeded', paymentIntentObject(intent!)],
      ['invoice.paid', invoiceObject(paid!)],
      ['customer.subscription.updated', subscriptionObject(active!)],
    ];
    return { view: paymentIntentView(intent!, null), events };
  }

  /** processing -> requires_payment_method with the bank's reason; a failed renewal makes the subscription past_due. */
  private async decline(tx: Tx, intentId: string, reason: DeclineReason, card: { brand: string; last4: string } | null, now: Date) {
    const [intent] = await tx
      .update(enginePaymentIntents)
      .set({ status: 'requires_payment_method', lastError: reason, updatedAt: now })
      .where(eq(enginePaymentIntents.id, intentId))
      .returning();
    const [invoice] = await tx
      .update(engineInvoices)
      .set({ attempts: sql`${engineInvoices.attempts} + 1` })
      .where(eq(engineInvoices.id, intent!.invoiceId))
      .returning();
    const events: Event[] = [
      ['payment_intent.payment_failed', paymentIntentObject(intent!)],
      ['invoice.payment_failed', invoiceObject(invoice!)],
    ];
    const [subscription] = await tx.select().from(engineSubscriptions).where(eq(engineSubscriptions.id, invoice!.subscriptionId));
    if (subscription?.status === 'active') {
      const [pastDue] = await tx.update(engineSubscriptions).set({ status: 'past_due' }).where(eq(engineSubscriptions.id, subscription.id)).returning();
      events.push(['customer.subscription.updated', subscriptionObject(pastDue!)]);
    }
    return { view: paymentIntentView(intent!, card), events };
  }

  /** Records each event, signs it with the webhook secret and hands it to the webhook handler, in order. */
  private async emit(events: Event[]) {
    for (const [type, object] of events) {
      const id = newId('evt');
      const created = this.deps.now();
      const payload = JSON.stringify({ id, object: 'event', api_version: 'local', type, created: toSeconds(created), livemode: false, data: { object } });
      await this.db.insert(engineEvents).values({ id, type, payload, createdAt: created });
      try {
        // The signature's time is the delivery time (real time), as with Stripe; `created` follows the engine's clock.
        await this.deps.deliver(payload, signWebhookPayload(payload, this.webhookSecret, new Date()));
      } catch (error) {
        this.deps.logger.error({ err: error, eventId: id, type }, 'local payments engine: webhook delivery failed');
      }
    }
  }
}

type BankAnswer = 'succeeded' | 'requires_action' | DeclineReason;

/** What the simulated issuer says to a charge. A card that needs 3-D Secure is trusted off-session once it was set up. */
function bankAnswer(behavior: IssuerBehavior, { onSession }: { onSession: boolean }): BankAnswer {
  if (behavior === 'succeeds') return 'succeeded';
  if (behavior === 'authentication_required') return onSession ? 'requires_action' : 'succeeded';
  return DECLINES[behavior];
}

function providerSubscription(row: SubscriptionRow, userId: string): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
    created: row.createdAt,
    userId,
  };
}
