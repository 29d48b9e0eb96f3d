import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_HEADER, verifyIdentity } from '@bedtime/service-kit';
import { silentLogger, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { createBillingSubscriptionSource } from '../src/providers/billing-client';

// Billing's internal answer, played by a small server that counts the calls it gets.
let calls: { path: string; signedBy: string | null }[] = [];
let answer = { status: 'none', endsAt: null as string | null, cancelAtPeriodEnd: false };
let server: Server;
let billingUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const check = verifyIdentity(TEST_IDENTITY_SECRET, req.headers[IDENTITY_HEADER] as string | undefined);
    calls.push({ path: req.url ?? '', signedBy: check.ok ? check.identity.issuer : null });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ subscription: answer }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  billingUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("the gateway's subscription source (billing's internal API)", () => {
  it('asks billing with a signed service identity, caches for the TTL, and asks again after an invalidation', async () => {
    calls = [];
    let now = 1_000_000;
    const source = createBillingSubscriptionSource({ billingUrl, identitySecret: TEST_IDENTITY_SECRET, logger: silentLogger, ttlMs: 5_000, now: () => now });
    answer = { status: 'active', endsAt: '2030-01-01T00:00:00.000Z', cancelAtPeriodEnd: false };
    expect(await source.subscriptionOf('user-1')).toEqual({ status: 'active', endsAt: new Date('2030-01-01T00:00:00.000Z') });
    expect(calls).toEqual([{ path: '/internal/subscriptions/user-1', signedBy: 'gateway-entitlements' }]);

    answer = { status: 'canceled', endsAt: '2030-01-01T00:00:00.000Z', cancelAtPeriodEnd: false };
    now += 4_000;
    expect((await source.subscriptionOf('user-1')).status).toBe('active');
    expect(calls).toHaveLength(1);

    source.invalidate('user-1');
    expect((await source.subscriptionOf('user-1')).status).toBe('canceled');
    expect(calls).toHaveLength(2);
    now += 5_001;
    await source.subscriptionOf('user-1');
    expect(calls).toHaveLength(3);
  });

  it('when billing cannot be reached, marks the answer unavailable, keeping the last status seen for display', async () => {
    const billing = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ subscription: { status: 'active', endsAt: '2030-01-01T00:00:00.000Z', cancelAtPeriodEnd: false } }));
    });
    await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
    const source = createBillingSubscriptionSource({
      billingUrl: `http://127.0.0.1:${(billing.address() as AddressInfo).port}`,
      identitySecret: TEST_IDENTITY_SECRET,
      logger: silentLogger,
      timeoutMs: 500,
    });
    expect((await source.subscriptionOf('user-2')).status).toBe('active');
    await new Promise<void>((resolve) => {
      billing.close(() => resolve());
      billing.closeAllConnections();
    });
    source.invalidate('user-2');
    expect(await source.subscriptionOf('user-2')).toEqual({ status: 'active', endsAt: new Date('2030-01-01T00:00:00.000Z'), unavailable: true });
    expect(await source.subscriptionOf('never-seen')).toEqual({ status: 'none', endsAt: null, unavailable: true });
  });
});
