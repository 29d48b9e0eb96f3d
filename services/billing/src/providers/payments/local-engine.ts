import { randomBytes } from 'node:crypto';
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { ConflictError, ValidationError, type Logger } from '@bedtime/service-kit';
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
import { AUTHENTICATION_FAILED, checkCard, DECLINES } from '../../domain/card-rules';
import { bankAnswer, LocalLedger, type LedgerEvent } from './local-ledger';
import { invoiceObject, newId, paymentIntentObject, paymentIntentView, subscriptionObject } from './local-objects';
import { runLocalRenewals } from './local-renewals';
import type { LocalCardPayments, OneOffPayment, PaymentsEngine, ProviderSubscription, SavedCard } from './types';

type SubscriptionRow = typeof engineSubscriptions.$inferSelect;

/** Stripe never revives a subscription in these. */
const ENDED = ['canceled', 'incomplete_expired'];

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

/**
 * The embedded payments engine ("Test mode"): Stripe's objects and state machine on our own database, with
 * Stripe's test cards deciding what the simulated bank answers. It is the provider's side of the line:
 * billing learns what happened only from the webhook events it emits.
 */
export class LocalPaymentsEngine implements PaymentsEngine, LocalCardPayments {
  readonly name = 'local' as const;
  readonly hostsPortal = false;
  readonly publishableKey = null;
  readonly webhookSecret: string;
  private readonly ledger: LocalLedger;
  private readonly db: BillingDatabase['db'];

  constructor(private readonly deps: LocalEngineDeps) {
    this.ledger = new LocalLedger(deps);
    this.db = this.ledger.db;
    this.webhookSecret = deps.webhookSecret;
  }

  async createCustomer({ userId, email }: { userId: string; email: string | null }): Promise<string> {
    const id = newId('cus');
    await this.db.insert(engineCustomers).values({ id, userId, email, createdAt: this.ledger.now() });
    return id;
  }

  async createSubscription({ customerId, userId, priceCents, currency }: { customerId: string; userId: string; priceCents: number; currency: string }) {
    const now = this.ledger.now();
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
        .values({
          id: invoiceId,
          customerId,
          subscriptionId,
          amountCents: priceCents,
          currency,
          status: 'open',
          periodStart: now,
          periodEnd,
          paymentIntentId,
          createdAt: now,
        })
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
    await this.ledger.emit([
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

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    const [row] = await this.db
      .update(engineSubscriptions)
      .set({ cancelAtPeriodEnd: cancel })
      .where(and(eq(engineSubscriptions.id, subscriptionId), inArray(engineSubscriptions.status, ['active', 'past_due'])))
      .returning();
    if (!row) throw new ConflictError('Only an active subscription can be canceled or resumed.');
    await this.ledger.emit([['customer.subscription.updated', subscriptionObject(row)]]);
    return { ...providerSubscription(row, row.metadata.userId ?? ''), observedAt: this.ledger.now() };
  }

  async portalUrl(): Promise<string | null> {
    return null;
  }

  async savedCard(customerId: string): Promise<SavedCard | null> {
    const [row] = await this.db
      .select({
        brand: enginePaymentMethods.brand,
        last4: enginePaymentMethods.last4,
        expMonth: enginePaymentMethods.expMonth,
        expYear: enginePaymentMethods.expYear,
      })
      .from(engineCustomers)
      .innerJoin(enginePaymentMethods, eq(enginePaymentMethods.id, engineCustomers.defaultPaymentMethodId))
      .where(eq(engineCustomers.id, customerId));
    return row ?? null;
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    const now = this.ledger.now();
    const events = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(engineSubscriptions).where(eq(engineSubscriptions.id, subscriptionId)).for('update');
      if (!row || ENDED.includes(row.status)) return [] as LedgerEvent[];
      const collected: LedgerEvent[] = [];
      // An open invoice (first payment or a renewal being retried) is voided: no card form or retry can pay it later.
      const voided = await tx
        .update(engineInvoices)
        .set({ status: 'void' })
        .where(and(eq(engineInvoices.subscriptionId, subscriptionId), eq(engineInvoices.status, 'open')))
        .returning();
      for (const invoice of voided) collected.push(['invoice.voided', invoiceObject(invoice)]);
      if (voided.length > 0)
        await tx
          .update(enginePaymentIntents)
          .set({ status: 'canceled', updatedAt: now })
          .where(
            and(
              inArray(
                enginePaymentIntents.invoiceId,
                voided.map((invoice) => invoice.id),
              ),
              notInArray(enginePaymentIntents.status, ['succeeded', 'canceled']),
            ),
          );
      // The metadata named the person; the renewal run only ever picks active or past_due subscriptions.
      const [ended] = await tx
        .update(engineSubscriptions)
        .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false, metadata: {} })
        .where(eq(engineSubscriptions.id, subscriptionId))
        .returning();
      collected.push(['customer.subscription.deleted', subscriptionObject(ended!)]);
      return collected;
    });
    await this.ledger.emit(events);
  }

  async deleteCustomer(customerId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const methods = await tx
        .delete(enginePaymentMethods)
        .where(eq(enginePaymentMethods.customerId, customerId))
        .returning({ id: enginePaymentMethods.id, token: enginePaymentMethods.token });
      if (methods.length > 0) {
        await tx.delete(engineIssuerCards).where(
          inArray(
            engineIssuerCards.token,
            methods.map((method) => method.token),
          ),
        );
        await tx
          .update(enginePaymentIntents)
          .set({ paymentMethodId: null })
          .where(
            inArray(
              enginePaymentIntents.paymentMethodId,
              methods.map((method) => method.id),
            ),
          );
      }
      // Payments and subscriptions stay in the engine's books (as Stripe keeps them), but nothing in them
      // names the person: no metadata, and no idempotency key (gift keys were made from the user's id).
      await tx.update(enginePaymentIntents).set({ metadata: {}, idempotencyKey: null }).where(eq(enginePaymentIntents.customerId, customerId));
      await tx.update(engineSubscriptions).set({ metadata: {} }).where(eq(engineSubscriptions.customerId, customerId));
      const [customer] = await tx.delete(engineCustomers).where(eq(engineCustomers.id, customerId)).returning({ userId: engineCustomers.userId });
      // The event log is a copy of what was sent; events about this customer carry the email and the user id.
      await tx
        .delete(engineEvents)
        .where(or(...[customerId, customer?.userId].filter((id) => id !== undefined).map((id) => sql`position(${`"${id}"`} in ${engineEvents.payload}) > 0`)));
    });
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
    const now = this.ledger.now();
    const id = newId('pi');
    const [created] = await this.db
      .insert(enginePaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        customerId,
        invoiceId: null,
        metadata,
        idempotencyKey,
        amountCents,
        currency,
        status: 'requires_payment_method',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: enginePaymentIntents.idempotencyKey })
      .returning();
    if (created) {
      await this.ledger.emit([['payment_intent.created', paymentIntentObject(created)]]);
      return oneOffPayment(created);
    }
    // The same key again (a retried request): the payment it created, as Stripe answers.
    const [existing] = await this.db.select().from(enginePaymentIntents).where(eq(enginePaymentIntents.idempotencyKey, idempotencyKey));
    if (!existing || existing.customerId !== customerId || existing.amountCents !== amountCents)
      throw new ConflictError('Keys for idempotent requests can only be used with the same parameters they were first used with.');
    return oneOffPayment(existing);
  }

  async retrievePaymentIntent(id: string): Promise<OneOffPayment | null> {
    const [row] = await this.db.select().from(enginePaymentIntents).where(eq(enginePaymentIntents.id, id));
    return row ? oneOffPayment(row) : null;
  }

  async deferRenewal(subscriptionId: string, until: Date): Promise<ProviderSubscription> {
    const [row] = await this.db
      .update(engineSubscriptions)
      .set({ currentPeriodEnd: until })
      .where(and(eq(engineSubscriptions.id, subscriptionId), eq(engineSubscriptions.status, 'active')))
      .returning();
    if (!row) throw new ConflictError('Only an active subscription can be extended.');
    await this.ledger.emit([['customer.subscription.updated', subscriptionObject(row)]]);
    return { ...providerSubscription(row, row.metadata.userId ?? ''), observedAt: this.ledger.now() };
  }

  /**
   * The simulated bank gives a payment back. Its payments (an intent, or the print card form's own
   * reference) have nothing more to undo here: the order that was refunded records when.
   */
  async refundPayment({ paymentIntentId }: { paymentIntentId: string; idempotencyKey: string }): Promise<void> {
    if (!paymentIntentId.startsWith('pi_')) return;
    const [row] = await this.db.select({ status: enginePaymentIntents.status }).from(enginePaymentIntents).where(eq(enginePaymentIntents.id, paymentIntentId));
    if (!row) throw new ConflictError(`No such payment_intent: '${paymentIntentId}'`);
    if (row.status !== 'succeeded') throw new ConflictError('Only a succeeded payment can be refunded.');
  }

  /** The embedded card form's "Pay": the card is checked, tokenised, and charged on-session. */
  async confirmPayment({ clientSecret, customerId, card }: { clientSecret: string; customerId: string; card: CardDetails }): Promise<PaymentIntentView> {
    const now = this.ledger.now();
    const checked = checkCard(card, now);
    const { view, events } = await this.db.transaction(async (tx) => {
      const intent = await this.ledger.lockIntent(tx, clientSecret, customerId);
      if (intent.status === 'succeeded') return { view: paymentIntentView(intent, null), events: [] as LedgerEvent[] };
      if (intent.status === 'requires_action') throw new ConflictError('This payment is waiting for you to authenticate it.');
      if (intent.status !== 'requires_payment_method') throw new ConflictError('This payment can no longer be changed.');
      const paymentMethodId = await this.ledger.tokenize(tx, customerId, checked);
      await tx
        .update(enginePaymentIntents)
        .set({ status: 'processing', paymentMethodId, lastError: null, updatedAt: now })
        .where(eq(enginePaymentIntents.id, intent.id));
      const answer = bankAnswer(checked.behavior, { onSession: true });
      if (answer === 'requires_action') {
        const [updated] = await tx
          .update(enginePaymentIntents)
          .set({ status: 'requires_action', updatedAt: now })
          .where(eq(enginePaymentIntents.id, intent.id))
          .returning();
        return { view: paymentIntentView(updated!, checked), events: [['payment_intent.requires_action', paymentIntentObject(updated!)]] as LedgerEvent[] };
      }
      if (answer !== 'succeeded') return this.ledger.decline(tx, intent.id, answer, checked, now);
      return this.ledger.succeed(tx, intent.id, paymentMethodId, now);
    });
    await this.ledger.emit(events);
    return view;
  }

  /** The bank's 3-D Secure step for 4000 0025 0000 3155: the cardholder approves or refuses. */
  async authenticatePayment({ clientSecret, customerId, outcome }: { clientSecret: string; customerId: string; outcome: 'approve' | 'fail' }) {
    const now = this.ledger.now();
    const { view, events } = await this.db.transaction(async (tx) => {
      const intent = await this.ledger.lockIntent(tx, clientSecret, customerId);
      if (intent.status === 'succeeded') return { view: paymentIntentView(intent, null), events: [] as LedgerEvent[] };
      if (intent.status !== 'requires_action' || !intent.paymentMethodId) throw new ConflictError('This payment is not waiting for authentication.');
      const card = await this.ledger.cardOf(tx, intent.paymentMethodId);
      if (outcome === 'fail') return this.ledger.decline(tx, intent.id, AUTHENTICATION_FAILED, card, now);
      await tx.update(enginePaymentIntents).set({ status: 'processing', updatedAt: now }).where(eq(enginePaymentIntents.id, intent.id));
      return this.ledger.succeed(tx, intent.id, intent.paymentMethodId, now);
    });
    await this.ledger.emit(events);
    return view;
  }

  /** Our portal's "Change card": the new card becomes the default, and an unpaid renewal is retried with it. */
  async changeCard({ customerId, card }: { customerId: string; card: CardDetails }): Promise<SavedCard> {
    const now = this.ledger.now();
    const checked = checkCard(card, now);
    // Stripe checks a card with the bank when it is attached: a card that is declined outright is not saved.
    if (checked.behavior === 'generic_decline' || checked.behavior === 'not_test_card') throw new ValidationError(DECLINES[checked.behavior].message);
    const events = await this.db.transaction(async (tx) => {
      const paymentMethodId = await this.ledger.tokenize(tx, customerId, checked);
      await tx.update(engineCustomers).set({ defaultPaymentMethodId: paymentMethodId }).where(eq(engineCustomers.id, customerId));
      const collected: LedgerEvent[] = [
        [
          'payment_method.attached',
          { id: paymentMethodId, object: 'payment_method', customer: customerId, card: { brand: checked.brand, last4: checked.last4 } },
        ],
      ];
      const [unpaid] = await tx
        .select({ intentId: engineInvoices.paymentIntentId })
        .from(engineSubscriptions)
        .innerJoin(engineInvoices, eq(engineInvoices.id, engineSubscriptions.latestInvoiceId))
        .where(and(eq(engineSubscriptions.customerId, customerId), eq(engineSubscriptions.status, 'past_due'), eq(engineInvoices.status, 'open')));
      if (unpaid?.intentId) {
        const answer = bankAnswer(checked.behavior, { onSession: false });
        const outcome =
          answer === 'succeeded'
            ? await this.ledger.succeed(tx, unpaid.intentId, paymentMethodId, now)
            : await this.ledger.decline(tx, unpaid.intentId, answer === 'requires_action' ? AUTHENTICATION_FAILED : answer, checked, now);
        collected.push(...outcome.events);
      }
      return collected;
    });
    await this.ledger.emit(events);
    return { brand: checked.brand, last4: checked.last4, expMonth: checked.expMonth, expYear: checked.expYear };
  }

  /** One pass of the renewal run (local-renewals.ts). */
  runRenewals() {
    return runLocalRenewals(this.ledger, { renewalLeadMs: this.deps.renewalLeadMs, pastDueGraceMs: this.deps.pastDueGraceMs });
  }
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

function oneOffPayment(row: typeof enginePaymentIntents.$inferSelect): OneOffPayment {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    clientSecret: row.clientSecret,
    metadata: row.metadata ?? {},
  };
}
