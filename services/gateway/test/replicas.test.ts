import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { serviceUrlVariable, upstreamServices } from '@bedtime/platform';
import { createTestGateway, newUser, type TestGateway } from './helpers';
import { loadGatewayConfig } from '../src/config';

/** A stand-in replica of the story service that says which replica answered. */
function replica(name: string, behaviour: { resetStories?: boolean } = {}) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push(`${req.method} ${req.url}`);
      // Drops the connection without an answer, as a replica killed mid-request does.
      if (behaviour.resetStories && req.url?.startsWith('/api/')) return void req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ replica: name }));
    });
  });
  return {
    server,
    seen,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const otherServicesAt = (url: string) => Object.fromEntries(upstreamServices().map((service) => [serviceUrlVariable(service.name), url]));

describe('a service with several replicas', () => {
  const a = replica('a');
  const b = replica('b');
  let gw: TestGateway;
  beforeAll(async () => {
    const [urlA, urlB] = [await a.listen(), await b.listen()];
    gw = await createTestGateway({ ...otherServicesAt(urlA), STORY_SERVICE_URL: `${urlA},${urlB}`, RATE_LIMIT_PER_IP: '1000' });
  });
  afterAll(async () => {
    await gw.close();
    await Promise.all([a.close(), b.close()]);
  });

  it('spreads requests over every replica', async () => {
    const answered: string[] = [];
    for (let i = 0; i < 6; i++) answered.push((await request(gw.app.callback()).get(`/api/stories/story-${i}`).expect(200)).body.replica);
    expect(answered.filter((name) => name === 'a')).toHaveLength(3);
    expect(answered.filter((name) => name === 'b')).toHaveLength(3);
  });

  it('with one replica down, every request is still answered (200) by the other, signed in or not', async () => {
    await a.close();
    const client = request.agent(gw.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    for (let i = 0; i < 6; i++) {
      const res = await client.get(`/api/stories/story-${i}`);
      expect(res.status).toBe(200);
      expect(res.body.replica).toBe('b');
    }
    for (let i = 0; i < 4; i++) await request(gw.app.callback()).head('/api/stories/story-x').expect(200);
    // A refused connection never reached the replica: a request that changes something is safe to send to the other.
    for (let i = 0; i < 4; i++) expect((await client.post('/api/favorites/story-1/toggle').send({})).status).toBe(200);
  });
});

describe('a replica that drops connections', () => {
  const dropping = replica('dropping', { resetStories: true });
  const healthy = replica('healthy');
  let gw: TestGateway;
  beforeAll(async () => {
    const [urlA, urlB] = [await dropping.listen(), await healthy.listen()];
    gw = await createTestGateway({ ...otherServicesAt(urlB), STORY_SERVICE_URL: `${urlA},${urlB}`, RATE_LIMIT_PER_IP: '1000' });
  });
  afterAll(async () => {
    await gw.close();
    await Promise.all([dropping.close(), healthy.close()]);
  });

  it('retries a GET once on the other replica', async () => {
    for (let i = 0; i < 4; i++) expect((await request(gw.app.callback()).get('/api/stories/abc').expect(200)).body.replica).toBe('healthy');
    expect(dropping.seen.length).toBeGreaterThan(0);
  });

  it('never repeats a request that changes something: the parent is told to try again', async () => {
    const client = request.agent(gw.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    const statuses: number[] = [];
    const before = healthy.seen.length;
    // Round robin: of two POSTs, one goes to the replica that drops it.
    for (let i = 0; i < 2; i++) statuses.push((await client.post('/api/favorites/abc/toggle').send({})).status);
    expect(statuses.sort()).toEqual([200, 503]);
    expect(healthy.seen.length - before).toBe(1);
  });
});

describe('the replica addresses in the configuration', () => {
  it('takes one address or a comma-separated list, and refuses an entry that is not a URL', () => {
    const config = loadGatewayConfig({
      DATABASE_URL: 'postgres://localhost/gateway',
      IDENTITY_SECRET: 'x'.repeat(32),
      SESSION_KEYS: 'k'.repeat(32),
      STORY_SERVICE_URL: 'http://127.0.0.1:4101, http://127.0.0.1:4102',
    });
    expect(config.SERVICE_REPLICAS.story).toEqual(['http://127.0.0.1:4101', 'http://127.0.0.1:4102']);
    expect(config.SERVICE_URLS.story).toBe('http://127.0.0.1:4101');
    expect(config.SERVICE_REPLICAS.billing).toEqual(['http://127.0.0.1:4002']);
    expect(() =>
      loadGatewayConfig({
        DATABASE_URL: 'postgres://localhost/gateway',
        IDENTITY_SECRET: 'x'.repeat(32),
        SESSION_KEYS: 'k'.repeat(32),
        STORY_SERVICE_URL: 'http://127.0.0.1:4101,nope',
      }),
    ).toThrow(/STORY_SERVICE_URL/);
  });
});
