import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders, silentLogger, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import type { InternalSubscription } from '@bedtime/contracts';
import { createBillingSubscriptionSource } from '../src/providers/billing-client';
import { createTestGateway, newUser, type TestGateway } from './helpers';

const DAYS_8 = 8 * 24 * 60 * 60 * 1000;

// Billing's internal API as its contract says (services/billing tests cover billing itself).
const answers = new Map<string, InternalSubscription>();
let billing: Server;
let gateway: TestGateway;

beforeAll(async () => {
  billing = createServer((req, res) => {
    const userId = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ subscription: answers.get(userId) ?? { status: 'none', endsAt: null, cancelAtPeriodEnd: false } }));
  });
  await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
  // A long cache: only billing's notice can make a change show at once.
  const subscriptions = createBillingSubscriptionSource({
    billingUrl: `http://127.0.0.1:${(billing.address() as AddressInfo).port}`,
    identitySecret: TEST_IDENTITY_SECRET,
    logger: silentLogger,
    ttlMs: 60_000,
    timeoutMs: 1_000,
  });
  gateway = await createTestGateway({ STORY_SERVICE_URL: 'http://127.0.0.1:9' }, { subscriptions });
});
afterAll(async () => {
  billing?.close();
  await gateway?.close();
});

const billingNotice = (userId: string) =>
  request(gateway.app.callback())
    .post(`/internal/entitlements/${userId}/changed`)
    .set(identityHeaders({ userId: null, issuer: 'billing' }))
    .send({});

describe('entitlement from billing', () => {
  it('after the trial: 402 without a subscription; once billing reports one, GET /api/user says active with its end date and generation passes', async () => {
    const client = request.agent(gateway.app.callback());
    const { body } = await client.post('/api/register').send(newUser()).expect(201);
    const userId: string = body.user.id;
    gateway.clock.advance(DAYS_8);
    try {
      const refused = await client.post('/api/generate-story').send({}).expect(402);
      expect(refused.body.message).toBe('Your free trial has ended. Subscribe to keep creating stories.');
      expect((await client.get('/api/user').expect(200)).body.user).toMatchObject({ subscriptionStatus: 'none', subscriptionEndsAt: null });

      const endsAt = new Date(gateway.clock.now.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString();
      answers.set(userId, { status: 'active', endsAt, cancelAtPeriodEnd: false });
      // Still cached until billing says it changed.
      expect((await client.get('/api/user')).body.user.subscriptionStatus).toBe('none');
      await billingNotice(userId).expect(204);
      expect((await client.get('/api/user').expect(200)).body.user).toMatchObject({ subscriptionStatus: 'active', subscriptionEndsAt: endsAt });
      // Entitled: the request passes the gateway's check and reaches the story service (not running here).
      const generation = await client.post('/api/generate-story').send({});
      expect(generation.status).toBe(503);
      expect(generation.body.message).toMatch(/story service/);

      // A renewal the bank declined: past_due counts only until the end of the last paid period.
      answers.set(userId, { status: 'past_due', endsAt: new Date(gateway.clock.now.getTime() - 1000).toISOString(), cancelAtPeriodEnd: false });
      await billingNotice(userId).expect(204);
      await client.post('/api/generate-story').send({}).expect(402);
    } finally {
      gateway.clock.advance(-DAYS_8);
    }
  });

  it('only services may send the notice', async () => {
    await request(gateway.app.callback())
      .post('/internal/entitlements/someone/changed')
      .set(identityHeaders({ userId: 'someone' }))
      .send({})
      .expect(403);
    await request(gateway.app.callback()).post('/internal/entitlements/someone/changed').send({}).expect(401);
  });

  it('with billing down, reading still works and generation after the trial answers a clear 503', async () => {
    await new Promise<void>((resolve) => {
      billing.close(() => resolve());
      billing.closeAllConnections();
    });
    const client = request.agent(gateway.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    gateway.clock.advance(DAYS_8);
    try {
      expect((await client.get('/api/user').expect(200)).body.user.email).toMatch(/@example\.com$/);
      const res = await client.post('/api/generate-story').send({}).expect(503);
      expect(res.body.message).toBe("We can't check your subscription right now. Please try again in a moment.");
    } finally {
      gateway.clock.advance(-DAYS_8);
    }
  });
});
