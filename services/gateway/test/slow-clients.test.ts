import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { applyServerTimeouts } from '@bedtime/service-kit';
import { rawRequest, until } from '@bedtime/service-kit/testing';
import { serviceUrlVariable, upstreamServices } from '@bedtime/platform';
import { createTestGateway, newUser, type TestGateway } from './helpers';
import { TOO_MANY_AT_ONCE } from '../src/http/proxy';

/**
 * Every service at once: answers when the request's body has ended; /api/stories/hold-* is kept open
 * until the test lets it go. Counts the connections the gateway opens to it.
 */
function fakeServices() {
  const held: http.ServerResponse[] = [];
  const bodies: { url: string; bytes: number }[] = [];
  let connections = 0;
  let mostConnections = 0;
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      bodies.push({ url: req.url!, bytes });
      if (req.url?.startsWith('/api/stories/hold-')) return void held.push(res);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"stories":[]}');
    });
  });
  server.on('connection', (socket) => {
    connections++;
    mostConnections = Math.max(mostConnections, connections);
    socket.once('close', () => connections--);
  });
  return {
    server,
    bodies,
    held,
    connections: () => connections,
    mostConnections: () => mostConnections,
    releaseHeld: () => held.splice(0).forEach((res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}')),
  };
}

const GRACE_MS = 1_000;
let gw: TestGateway;
let upstream: ReturnType<typeof fakeServices>;
let server: http.Server;
let port: number;
let requestsSeen = 0;
let parentCookie: string;
let attackerCookie: string;

beforeAll(async () => {
  upstream = fakeServices();
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  gw = await createTestGateway({
    ...Object.fromEntries(upstreamServices().map((service) => [serviceUrlVariable(service.name), url])),
    BODY_GRACE_MS: String(GRACE_MS),
    PROXY_TIMEOUT_MS: '60000',
    // Lets the fair-share case speak for other addresses through X-Forwarded-For; a request without the header is its socket's.
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_IP: '1000',
  });
  // As runService serves it, with the shared server timeouts.
  server = applyServerTimeouts(http.createServer(gw.app.callback()));
  server.on('request', () => requestsSeen++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const cookieOf = (res: request.Response) =>
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
  parentCookie = cookieOf(await request(server).post('/api/register').send(newUser()).expect(201));
  attackerCookie = cookieOf(await request(server).post('/api/register').send(newUser()).expect(201));
});
afterAll(async () => {
  upstream.releaseHeld();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await gw.close();
  upstream.server.closeAllConnections();
  await new Promise((resolve) => upstream.server.close(resolve));
});

interface SlowOutcome {
  status: number | null;
  closedBy: 'server' | 'client';
  ms: number;
}

/**
 * A client that sends its headers, then its body one byte every 2 s. It stops by itself: after
 * `maxBytes` bytes, or `lifetimeMs` after it started, it closes its own connection.
 */
function slowBody(head: string, maxBytes = 8, lifetimeMs = 15_000): Promise<SlowOutcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    let answer = '';
    let closedBy: SlowOutcome['closedBy'] = 'server';
    let sent = 0;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      const drip = () => {
        if (socket.destroyed || sent >= maxBytes) return;
        sent++;
        socket.write('a');
        setTimeout(drip, 2_000).unref();
      };
      drip();
    });
    const lifetime = setTimeout(() => {
      closedBy = 'client';
      socket.destroy();
    }, lifetimeMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(lifetime);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve({ status: status ? Number(status) : null, closedBy, ms: Date.now() - started });
    });
  });
}

describe('clients that send their bodies slowly', () => {
  it("300 slow-body connections from one address do not delay another parent's requests beyond 1 s, hold no connection to a service, and are all refused and closed", async () => {
    const before = requestsSeen;
    const heads = [
      // A read with a body, a public webhook, a signed-in write and one of the gateway's own routes: each with 100 bytes promised.
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      'GET /api/stories/some-story HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      'POST /api/webhooks/stripe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      `POST /api/stories/some-story/favorite HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${attackerCookie}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
    ];
    const slow = Array.from({ length: 300 }, (_, i) => slowBody(heads[i % heads.length]!));
    // Every slow request has reached the gateway before the parent asks.
    await until(() => requestsSeen - before >= 300, { intervalMs: 20, message: () => `300 slow requests at the gateway (${requestsSeen - before} so far)` });

    const read = performance.now();
    await request(server).get('/api/stories').set('cookie', parentCookie).expect(200);
    expect(performance.now() - read).toBeLessThan(1_000);
    const write = performance.now();
    await request(server).post('/api/stories/abc/favorite').set('cookie', parentCookie).send({}).expect(200);
    expect(performance.now() - write).toBeLessThan(1_000);

    const outcomes = await Promise.all(slow);
    // The read with a body is refused at once (400); the others once their first period brings too little (408).
    expect(outcomes.filter((_, i) => i % heads.length === 0).every((outcome) => outcome.status === 408)).toBe(true);
    expect(new Set(outcomes.map((outcome) => outcome.status))).toEqual(new Set([400, 408]));
    expect(outcomes.filter((outcome) => outcome.closedBy === 'client')).toEqual([]);
    expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(GRACE_MS + 2_000 + 3_000);
    // None of them ever had a connection to a service: only the parent's two requests did.
    expect(upstream.mostConnections()).toBeLessThanOrEqual(2);
    expect(upstream.bodies.some((body) => body.url === '/api/webhooks/stripe')).toBe(false);
  }, 30_000);

  it('refuses a body slower than the minimum rate with 408 and a message, and passes one that keeps up', async () => {
    const slowBody = await rawRequest(
      port,
      'POST /api/webhooks/stripe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n',
      {
        body: Array.from({ length: 40 }, () => Buffer.alloc(100, 'a')),
        gapMs: 200,
        giveUpMs: 8_000,
      },
    );
    expect(slowBody.statuses).toEqual([408]);
    expect(slowBody.text).toContain('The request body arrived too slowly. Please try again.');

    // 12 KB over about 2.4 s: 5 KB a second, above the 1 KB floor.
    const steady = await rawRequest(
      port,
      'POST /api/webhooks/stripe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 12000\r\nConnection: close\r\n\r\n',
      {
        body: Array.from({ length: 12 }, () => Buffer.alloc(1_000, 'a')),
        gapMs: 200,
        giveUpMs: 8_000,
      },
    );
    expect(steady.statuses).toEqual([200]);
    expect(upstream.bodies.at(-1)).toEqual({ url: '/api/webhooks/stripe', bytes: 12_000 });
  }, 20_000);

  it('refuses a GET or HEAD with a body with 400 before any service sees it', async () => {
    const seen = upstream.bodies.length;
    const get = await rawRequest(port, 'GET /api/stories/abc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nConnection: close\r\n\r\n', {
      body: [Buffer.from('hello')],
    });
    expect(get.statuses).toEqual([400]);
    expect(get.text).toContain('A GET request must not have a body.');
    const head = await rawRequest(port, 'HEAD /api/stories/abc HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n', {
      body: [Buffer.from('5\r\nhello\r\n0\r\n\r\n')],
    });
    expect(head.statuses).toEqual([400]);
    expect(upstream.bodies.length).toBe(seen);
  });
});

describe("one address's share of a service", () => {
  it('answers 429 beyond its share of requests in a service at once, while another address is served', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const pending = Array.from({ length: 70 }, (_, i) =>
      request(server)
        .get(`/api/stories/hold-${i}`)
        .set(from('198.51.100.1'))
        .then((res) => res),
    );
    // 64 are in the service's hands; the other 6 are refused without waiting.
    await until(() => upstream.held.length >= 64, { intervalMs: 20, message: () => `64 requests held at the service (${upstream.held.length} so far)` });
    const refused = await Promise.race([Promise.all(pending.slice(64)), new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
    expect(refused?.map((res) => res.status)).toEqual([429, 429, 429, 429, 429, 429]);
    expect(refused?.[0]?.body.message).toBe(TOO_MANY_AT_ONCE);
    expect(upstream.held.length).toBe(64);

    const other = performance.now();
    await request(server).get('/api/stories/abc').set(from('198.51.100.2')).expect(200);
    expect(performance.now() - other).toBeLessThan(1_000);

    upstream.releaseHeld();
    const answered = await Promise.all(pending.slice(0, 64));
    expect(answered.every((res) => res.status === 200)).toBe(true);
    // Its share is back once its requests are answered.
    await request(server).get('/api/stories/abc').set(from('198.51.100.1')).expect(200);
  }, 30_000);
});
