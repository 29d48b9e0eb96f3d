import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { adminHealthResponseSchema, adminStatsResponseSchema, adminUsersResponseSchema } from '@bedtime/contracts';
import { createTestGateway, newUser, signUpAdmin, type TestGateway } from './helpers';

/** A story service answering its internal admin figures; billing and community are stopped (nothing listens). */
const story = http.createServer((req, res) => {
  req.resume();
  const today = new Date().toISOString().slice(0, 10);
  const body = req.url!.startsWith('/internal/admin/stories')
    ? { totalStories: 12, inRange: 3, storiesPerDay: [{ date: today, value: 3 }], topInterests: [], topStyles: [], narrations: 1, illustratedStories: 2 }
    : req.url!.startsWith('/internal/admin/story-counts')
      ? { counts: {} }
      : req.url === '/health/ready'
        ? { status: 'ready', service: 'story', checkMs: 3, memoryBytes: 123_456_789, uptimeSeconds: 42 }
        : { status: 'ok' };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});

let gw: TestGateway;
beforeAll(async () => {
  await new Promise<void>((resolve) => story.listen(0, '127.0.0.1', resolve));
  gw = await createTestGateway({
    RATE_LIMIT_PER_IP: '1000',
    ADMIN_SERVICE_TIMEOUT_MS: '500',
    STORY_SERVICE_URL: `http://127.0.0.1:${(story.address() as AddressInfo).port}`,
    BILLING_SERVICE_URL: 'http://127.0.0.1:9',
    COMMUNITY_SERVICE_URL: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await gw.close();
  story.closeAllConnections();
  await new Promise((resolve) => story.close(resolve));
});

describe('the admin dashboard with billing stopped', () => {
  it('answers the stats with billing figures marked unavailable, never a 500', async () => {
    const admin = request.agent(gw.app.callback());
    await signUpAdmin(gw, admin);
    await request(gw.app.callback()).post('/api/register').send(newUser()).expect(201);
    const res = await admin.get('/api/admin/stats?range=30d').expect(200);
    const stats = adminStatsResponseSchema.parse(res.body);
    expect(stats.unavailable).toEqual(['billing']);
    expect(stats).toMatchObject({
      range: '30d',
      totalUsers: 2,
      totalStories: 12,
      activeSubscriptions: null,
      revenue: { monthly: null, total: null, series: [] },
    });
    expect(stats.userGrowth.series).toHaveLength(30);
    expect(stats.userGrowth.series.at(-1)!.value).toBe(2);
    const bad = await admin.get('/api/admin/stats?range=2d').expect(400);
    expect(bad.body.message).toContain('range must be one of 1d, 7d, 30d, 90d');
  });

  it('lists the newest users with their story counts, and health names the stopped services', async () => {
    const admin = request.agent(gw.app.callback());
    await signUpAdmin(gw, admin);
    const users = adminUsersResponseSchema.parse((await admin.get('/api/admin/users?limit=1').expect(200)).body);
    expect(users.users).toHaveLength(1);
    expect(users.users[0]).toMatchObject({ emailVerified: true, storiesCount: 0 });
    await admin.get('/api/admin/users?limit=0').expect(400);
    const health = adminHealthResponseSchema.parse((await admin.get('/api/admin/health').expect(200)).body);
    expect(health.api.status).toBe('degraded');
    // The accounts database answers; billing's and community's are unknown with their services stopped.
    expect(health.database.status).toBe('degraded');
    expect(Object.fromEntries(health.services.map((service) => [service.name, service.status]))).toMatchObject({
      gateway: 'ok',
      story: 'ok',
      billing: 'down',
      community: 'down',
    });
    expect(health.services.find((service) => service.name === 'story')).toMatchObject({ memoryBytes: 123_456_789, uptimeSeconds: 42 });
    expect(health.services.find((service) => service.name === 'billing')).toMatchObject({
      memoryBytes: null,
      message: 'Not answering (the service is down or unreachable).',
    });
    expect(health.databases.map(({ name, status, latencyMs }) => ({ name, status, latencyMs }))).toEqual([
      { name: 'gateway', status: 'ok', latencyMs: expect.any(Number) },
      { name: 'story', status: 'ok', latencyMs: 3 },
      { name: 'billing', status: 'down', latencyMs: null },
      { name: 'community', status: 'down', latencyMs: null },
    ]);
  });
});
