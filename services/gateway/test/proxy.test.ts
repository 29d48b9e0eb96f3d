import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { verifyIdentity } from '@bedtime/service-kit';
import { freePort, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { serviceUrlVariable, upstreamServices } from '@bedtime/platform';
import { createTestGateway, newUser, type TestGateway } from './helpers';
import { ROUTES, matchRoute } from '../src/http/route-table';

/** A stand-in story service that records what reached it. */
function fakeService() {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url?.startsWith('/api/stories/slow')) return void setTimeout(() => res.end('{}'), 2_000);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ stories: [], echoed: body }));
    });
  });
  return { server, seen };
}

/** Every registered service answered by the fake (readiness asks them all), with some overridden. */
const servicesAt = (url: string, overrides: Record<string, string> = {}) => ({
  ...Object.fromEntries(upstreamServices().map((service) => [serviceUrlVariable(service.name), url])),
  ...overrides,
});

let gw: TestGateway;
let fakeUrl: string;
let fake: ReturnType<typeof fakeService>;
let deadPort: number;
beforeAll(async () => {
  fake = fakeService();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const port = (fake.server.address() as AddressInfo).port;
  fakeUrl = `http://127.0.0.1:${port}`;
  gw = await createTestGateway({ ...servicesAt(fakeUrl), PROXY_TIMEOUT_MS: '500' });
  deadPort = await freePort();
});
afterAll(async () => {
  await gw.close();
  fake.server.closeAllConnections();
  await new Promise((resolve) => fake.server.close(resolve));
});

describe('routing through the gateway', () => {
  it('forwards a signed-in request with a signed identity and the request id, and never the cookie', async () => {
    const client = request.agent(gw.app.callback());
    const { body } = await client.post('/api/register').send(newUser()).expect(201);
    const res = await client.get('/api/stories').set('x-request-id', 'req-abc-123').expect(200);
    expect(res.body.stories).toEqual([]);
    const forwarded = fake.seen.at(-1)!;
    expect(forwarded.headers['x-request-id']).toBe('req-abc-123');
    expect(forwarded.headers.cookie).toBeUndefined();
    const check = verifyIdentity(TEST_IDENTITY_SECRET, forwarded.headers['x-identity'] as string);
    expect(check.ok && check.identity).toMatchObject({ userId: body.user.id, entitled: true, isAdmin: false, issuer: 'gateway' });
  });

  it('streams request bodies through unchanged', async () => {
    const client = request.agent(gw.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    const payload = { age: 5, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Be kind' };
    const res = await client.post('/api/generate-story').send(payload).expect(200);
    expect(JSON.parse(res.body.echoed)).toEqual(payload);
  });

  it('replaces an identity header sent by the client with its own', async () => {
    await request(gw.app.callback()).get('/api/stories/some-id').set('x-identity', 'forged.value').expect(200);
    const check = verifyIdentity(TEST_IDENTITY_SECRET, fake.seen.at(-1)!.headers['x-identity'] as string);
    expect(check.ok && check.identity.userId).toBeNull();
  });

  it('refuses signed-in routes to anonymous callers before any service sees them', async () => {
    const before = fake.seen.length;
    const res = await request(gw.app.callback()).get('/api/stories').expect(401);
    expect(res.body.message).toBe('Please sign in to continue.');
    expect(fake.seen.length).toBe(before);
  });

  it('refuses entitled routes once the trial has ended, with 402', async () => {
    const client = request.agent(gw.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    gw.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const res = await client.post('/api/generate-story').send({}).expect(402);
      expect(res.body.message).toMatch(/trial has ended/);
      expect((await client.get('/api/user')).body.user.subscriptionStatus).toBe('none');
      await client.get('/api/stories').expect(200);
    } finally {
      gw.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });

  it("needs an entitlement for a story's AI merchandise only (a rule on the query), not for its basic merchandise", async () => {
    const client = request.agent(gw.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    gw.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const before = fake.seen.length;
      const res = await client.get('/api/stories/story-1/merchandise?enhanced=true').expect(402);
      expect(res.body.message).toMatch(/trial has ended/);
      expect(fake.seen.length).toBe(before);
      await client.get('/api/stories/story-1/merchandise').expect(200);
      await client.get('/api/stories/story-1/merchandise?enhanced=false').expect(200);
      expect(fake.seen.at(-1)?.url).toBe('/api/stories/story-1/merchandise?enhanced=false');
      // A repeated parameter cannot slip past the rule.
      await client.get('/api/stories/story-1/merchandise?enhanced=false&enhanced=true').expect(402);
    } finally {
      gw.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
    await request(gw.app.callback()).get('/api/stories/story-1/merchandise').expect(401);
  });

  it('answers 404 for unknown API paths and 405 with Allow for a wrong method', async () => {
    await request(gw.app.callback()).get('/api/nothing-here').expect(404);
    const res = await request(gw.app.callback()).delete('/api/stories').expect(405);
    expect(res.headers.allow).toBe('GET');
  });

  it('never routes /internal paths from /api', () => {
    expect(ROUTES.some((rule) => rule.path.includes('internal'))).toBe(false);
    expect(matchRoute('GET', '/api/stories/search').rule?.path).toBe('/api/stories/search');
  });
});

describe('when a service is down or slow', () => {
  it('is ready when its database and every registered service answer', async () => {
    const res = await request(gw.app.callback()).get('/health/ready').expect(200);
    expect(res.body).toMatchObject({ status: 'ready', checks: { database: 'ok', story: 'ok' } });
  });

  it('answers 504 with a readable message when the service is too slow, and stays up', async () => {
    const res = await request(gw.app.callback()).get('/api/stories/slow').expect(504);
    expect(res.body.message).toBe('The story service took too long to answer. Please try again.');
    await request(gw.app.callback()).get('/health/live').expect(200);
  });

  it('answers 503 with a readable message when the service refuses connections, and is not ready', async () => {
    const down = await createTestGateway(servicesAt(fakeUrl, { STORY_SERVICE_URL: `http://127.0.0.1:${deadPort}` }));
    try {
      const res = await request(down.app.callback()).get('/api/stories/abc').expect(503);
      expect(res.body.message).toBe('The story service is unavailable right now. Please try again in a moment.');
      // Alive, but not ready: the readiness names the service that is down.
      await request(down.app.callback()).get('/health/live').expect(200);
      const ready = await request(down.app.callback()).get('/health/ready').expect(503);
      expect(ready.body).toMatchObject({ status: 'not ready', checks: { database: 'ok', story: 'down' }, down: ['story'] });
    } finally {
      await down.close();
    }
  });
});
