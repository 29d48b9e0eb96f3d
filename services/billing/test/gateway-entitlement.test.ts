import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { silentLogger, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
// The gateway's own test helper: this file tests the two services together, through the gateway's API.
import { createTestGateway, newUser, type TestGateway } from '../../gateway/test/helpers';
import { createBillingSubscriptionSource } from '../../gateway/src/providers/billing-subscriptions';
import { createGatewayNotifier } from '../src/providers/entitlement-notifier';
import { card, CARDS, createTestBillingService, type TestBillingService } from './helpers';

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let billing: TestBillingService;
let gateway: TestGateway;
let billingServer: Server;
let gatewayServer: Server;

beforeAll(async () => {
  let gatewayUrl = '';
  billing = await createTestBillingService({}, { notifier: { changed: (userId) => createGatewayNotifier({ gatewayInternalUrl: gatewayUrl, identitySecret: TEST_IDENTITY_SECRET, logger: silentLogger }).changed(userId) } });
  billingServer = createServer(billing.app.callback());
  await new Promise<void>((resolve) => billingServer.listen(0, '127.0.0.1', resolve));
  const billingUrl = urlOf(billingServer);
  // A long cache: only billing's notice can make a change show at once.
  const subscriptions = createBillingSubscriptionSource({ billingUrl, identitySecret: TEST_IDENTITY_SECRET, logger: silentLogger, ttlMs: 60_000, timeoutMs: 1_000 });
  gateway = await createTestGateway({ BILLING_SERVICE_URL: billingUrl, STORY_SERVICE_URL: 'http://127.0.0.1:9' }, { subscriptions });
  gatewayServer = createServer(gateway.app.callback());
  await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
  gatewayUrl = urlOf(gatewayServer);
});
afterAll(async () => {
  gatewayServer?.close();
  billingServer?.close();
  await gateway?.close();
  await billing?.close();
});

describe('entitlement from billing, through the gateway', () => {
  it('a user whose trial ended gets 402, subscribes with 4242, and GET /api/user says active with an end date at once', async () => {
    const client = request.agent(gateway.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    expect((await client.get('/api/user').expect(200)).body.user.subscriptionStatus).toBe('trial');

    gateway.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const refused = await client.post('/api/generate-story').send({}).expect(402);
      expect(refused.body.message).toBe('Your free trial has ended. Subscribe to keep creating stories.');
      expect((await client.get('/api/user').expect(200)).body.user).toMatchObject({ subscriptionStatus: 'none', subscriptionEndsAt: null });

      const created = await client.post('/api/create-subscription').send({}).expect(200);
      expect(created.body.clientSecret).toBeTruthy();
      const paid = await client.post('/api/billing/confirm-payment').send({ clientSecret: created.body.clientSecret, card: card(CARDS.visa) }).expect(200);
      expect(paid.body.paymentIntent.status).toBe('succeeded');

      const { user } = (await client.get('/api/user').expect(200)).body;
      expect(user.subscriptionStatus).toBe('active');
      expect(new Date(user.subscriptionEndsAt).getTime()).toBeGreaterThan(gateway.clock.now.getTime());
      // Entitled now: the request passes the gateway's check and reaches the story service (down in this test).
      const generation = await client.post('/api/generate-story').send({});
      expect(generation.status).toBe(503);
      expect(generation.body.message).toMatch(/story service/);

      const manage = await client.post('/api/create-subscription').send({}).expect(200);
      expect(manage.body).toEqual({ status: 'active' });
    } finally {
      gateway.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });

  it('with billing down, reading still works and generation after the trial answers a clear 503', async () => {
    await new Promise<void>((resolve) => {
      billingServer.close(() => resolve());
      billingServer.closeAllConnections();
    });
    const client = request.agent(gateway.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    gateway.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const me = await client.get('/api/user').expect(200);
      expect(me.body.user.email).toMatch(/@example.com$/);
      const res = await client.post('/api/generate-story').send({}).expect(503);
      expect(res.body.message).toBe("We can't check your subscription right now. Please try again in a moment.");
      const subscribe = await client.post('/api/create-subscription').send({});
      expect(subscribe.status).toBe(503);
      expect(subscribe.body.message).toMatch(/billing service is unavailable/);
    } finally {
      gateway.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });
});
