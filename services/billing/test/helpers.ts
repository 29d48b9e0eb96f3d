import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import request, { type Response } from 'supertest';
import { createTestService, identityHeaders } from '@bedtime/service-kit/testing';
import type { Logger } from '@bedtime/service-kit';
import { loadBillingConfig } from '../src/config';
import { isLocal } from '../src/domain/subscriptions';
import type { EntitlementNotifier } from '../src/providers/gateway-client';
import type { GatewayClient } from '../src/providers/gateway-client';
import type { InternalMailRequest } from '@bedtime/contracts';
import { createApp } from '../src/app';
import { BILLING_MIGRATIONS, createBillingDatabase } from '../src/data/database';
import { engineCustomers, engineIssuerCards, enginePaymentMethods } from '../src/data/schema';
import { startFakeStripe } from './fake-stripe-server';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export const card = (number: string, overrides: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  ...overrides,
});

/** The billing service on its own fresh database, with a clock the test moves and a record of gateway notices. */
export async function createTestBillingService(
  env: Record<string, string> = {},
  options: { logger?: Logger; notifier?: EntitlementNotifier; gateway?: GatewayClient } = {},
) {
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
    set(date: Date) {
      this.now = new Date(date);
    },
  };
  const notices: string[] = [];
  /** Emails billing asked the gateway to send (gift emails). */
  const mails: InternalMailRequest[] = [];
  /** Names the gateway's directory gives, by user id (else "Giver {id}"). */
  const names = new Map<string, string | null>();
  const gateway: GatewayClient = options.gateway ?? {
    async sendMail(message) {
      mails.push(message);
    },
    async displayName(userId) {
      return names.has(userId) ? names.get(userId)! : `Giver ${userId}`;
    },
  };
  const service = await createTestService({
    name: 'billing',
    loadConfig: loadBillingConfig,
    createDatabase: createBillingDatabase,
    migrations: BILLING_MIGRATIONS,
    env: { PUBLIC_URL: 'http://app.test', ...env },
    logger: options.logger,
    createApp: ({ config, database, logger }) =>
      createApp({
        config,
        database,
        logger,
        now: () => clock.now,
        gateway,
        notifier: {
          async changed(userId) {
            notices.push(userId);
            await options.notifier?.changed(userId);
          },
        },
      }),
  });
  const { app, config, database } = service;
  const api = () => request(app.callback());
  const as = (userId: string) => identityHeaders({ userId });
  const internal = identityHeaders({ userId: null, issuer: 'gateway-entitlements' });
  return {
    app,
    api,
    as,
    config,
    database,
    clock,
    notices,
    mails,
    names,
    async internalStatus(userId: string) {
      return (await api().get(`/internal/subscriptions/${userId}`).set(internal).expect(200)).body.subscription;
    },
    /** Billing's follow-up tasks (notices, refunds, settling paid books and gifts) have all run. */
    async settled() {
      await app.tasks.idle();
      await app.tasks.drain();
    },
    /** One pass of the local engine's renewal run (what the scheduled job does). */
    runRenewals() {
      if (!isLocal(app.engine)) throw new Error('expected the local payments engine');
      return app.engine.runRenewals();
    },
    /** Signs a payload as the provider does, with the engine's webhook secret. */
    signed(payload: string, secret = app.engine.webhookSecret) {
      return Stripe.webhooks.generateTestHeaderString({ payload, secret });
    },
    /** The simulated bank now declines this user's saved card (an expired or frozen card). */
    async bankDeclinesSavedCard(userId: string) {
      const [row] = await database.db
        .select({ token: enginePaymentMethods.token })
        .from(engineCustomers)
        .innerJoin(enginePaymentMethods, eq(enginePaymentMethods.id, engineCustomers.defaultPaymentMethodId))
        .where(eq(engineCustomers.userId, userId));
      await database.db.update(engineIssuerCards).set({ behavior: 'generic_decline' }).where(eq(engineIssuerCards.token, row!.token));
    },
    close: service.close,
  };
}
export type TestBillingService = Awaited<ReturnType<typeof createTestBillingService>>;

/** Subscribes a user with a card through the API, as the subscribe page does. */
export async function subscribe(service: TestBillingService, userId: string, number: string = CARDS.visa) {
  const created = await service.api().post('/api/create-subscription').set(service.as(userId)).send({}).expect(200);
  const clientSecret: string = created.body.clientSecret;
  const confirmed = await service
    .api()
    .post('/api/billing/confirm-payment')
    .set(service.as(userId))
    .send({ clientSecret, card: card(number) })
    .expect(200);
  return { clientSecret, paymentIntent: confirmed.body.paymentIntent };
}

/**
 * Billing configured for Stripe against a fake Stripe server, served over HTTP so that Stripe's signed events
 * reach its webhook (through the gateway, which adds an anonymous signed identity to public routes).
 */
export async function createStripeBillingService(
  keys: { secretKey: string; webhookSecret: string; enabledEvents?: readonly string[] },
  env: Record<string, string> = {},
  options: Parameters<typeof createTestBillingService>[1] = {},
) {
  const stripe = await startFakeStripe(keys);
  const service = await createTestBillingService(
    {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_BASE: stripe.url,
      ...env,
    },
    options,
  );
  const server = createServer(service.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stripe.setWebhookUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`, identityHeaders({ userId: null }));
  stripe.setAfterDeliveries(() => service.settled());
  return {
    stripe,
    service,
    /** Every event Stripe has made so far delivered, and billing's tasks after them run. */
    async settled() {
      await stripe.settled();
      await service.settled();
    },
    async close() {
      server.close();
      await stripe.close();
      await service.close();
    },
  };
}

/** A request's answer that can also be awaited with an expected status, as supertest's own are. */
export type Answer = Promise<Response> & { expect(status: number): Promise<Response> };
const answer = (pending: Promise<Response>): Answer =>
  Object.assign(pending, {
    async expect(status: number) {
      const response = await pending;
      if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
      return response;
    },
  });

/**
 * A printed book ordered as the dialog does: the payment prepared (POST /api/lulu/payment-intent), confirmed
 * in the card form with this card, then the paid submit. Answers the first step that did not go through (a
 * refusal, or the confirmation of a payment that did not succeed), else the submit's answer once billing's
 * follow-up tasks have run.
 */
export function orderBook(service: TestBillingService, userId: string, book: Record<string, unknown>, number: string = CARDS.visa): Answer {
  return answer(
    (async () => {
      const prepared = await service.api().post('/api/lulu/payment-intent').set(service.as(userId)).send(book);
      if (prepared.status !== 200) return prepared;
      const confirmed = await service
        .api()
        .post('/api/billing/confirm-payment')
        .set(service.as(userId))
        .send({ clientSecret: prepared.body.clientSecret, card: card(number) });
      if (confirmed.status !== 200 || confirmed.body.paymentIntent.status !== 'succeeded') return confirmed;
      const submitted = await service
        .api()
        .post('/api/lulu/submit-order')
        .set(service.as(userId))
        .send({ ...book, paymentIntentId: prepared.body.paymentIntentId });
      // The engine's payment event may have placed the book first (a task): its sending to the shop is done too.
      await service.settled();
      return submitted;
    })(),
  );
}
