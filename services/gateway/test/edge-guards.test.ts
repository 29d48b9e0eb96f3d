import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestGateway, newUser, type TestGateway } from './helpers';
import { ROUTES } from '../src/http/route-table';
import { clientAddress } from '../src/http/client-address';
import { loadGatewayConfig } from '../src/config';

/** A stand-in service that records what reached it, for both the story routes and a webhook route. */
function fakeService() {
  const seen: { url: string; bytes: number }[] = [];
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      seen.push({ url: req.url!, bytes });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return { server, seen };
}

const WEBHOOK_FIXTURE = {
  name: 'webhook_fixture',
  role: 'service',
  folder: 'e2e/fixtures/none',
  entry: 'e2e/fixtures/none/main.ts',
  port: 4999,
  database: 'webhook_fixture',
  health: '/health/ready',
  env: {},
  routes: [{ method: 'POST', path: '/api/webhooks/fixture', access: 'public', crossOrigin: true }],
};

let gw: TestGateway;
let fake: ReturnType<typeof fakeService>;
const LIMIT = 64 * 1024;
beforeAll(async () => {
  fake = fakeService();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  gw = await createTestGateway({
    STORY_SERVICE_URL: url,
    WEBHOOK_FIXTURE_SERVICE_URL: url,
    PLATFORM_EXTRA_SERVICES: JSON.stringify([WEBHOOK_FIXTURE]),
    PROXY_BODY_LIMIT_BYTES: String(LIMIT),
    PUBLIC_URL: 'https://bedtime.example',
  });
});
afterAll(async () => {
  await gw.close();
  fake.server.closeAllConnections();
  await new Promise((resolve) => fake.server.close(resolve));
});

describe('bodies over the limit on proxied routes', () => {
  it('refuses a declared Content-Length over the limit with 413 before the service sees it', async () => {
    const client = request.agent(gw.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    const before = fake.seen.length;
    const res = await client
      .post('/api/generate-story')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ lesson: 'x'.repeat(LIMIT + 10) }))
      .expect(413);
    expect(res.body.message).toMatch(/too large \(the limit is 64 KB\)/);
    expect(fake.seen.length).toBe(before);
  });

  it('cuts a chunked body at the limit with 413, and passes a chunked body under it', async () => {
    const server = http.createServer(gw.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      // The webhook fixture route is public and accepts any origin, so only the size decides.
      const sendTo = (path: string, total: number) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request({ port, host: '127.0.0.1', method: 'POST', path, headers: { 'content-type': 'application/json' } }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode!, body }));
          });
          req.on('error', (error) => reject(error));
          const chunk = Buffer.alloc(8 * 1024, 'a');
          let sent = 0;
          const pump = () => {
            while (sent < total) {
              sent += chunk.length;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            req.end();
          };
          pump();
        });
      const big = await sendTo('/api/webhooks/fixture', LIMIT * 4);
      expect(big.status).toBe(413);
      expect(JSON.parse(big.body).message).toMatch(/too large/);
      const small = await sendTo('/api/webhooks/fixture', LIMIT / 2);
      expect(small.status).toBe(200);
      expect(fake.seen.at(-1)).toEqual({ url: '/api/webhooks/fixture', bytes: LIMIT / 2 });
      expect(fake.seen.some((entry) => entry.bytes > LIMIT)).toBe(false);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('state-changing calls from another website', () => {
  it('refuses a foreign Origin with 403 and a message, on gateway and proxied routes alike', async () => {
    const client = request.agent(gw.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    const before = fake.seen.length;
    const favourite = await client
      .post('/api/stories/abc/favorite')
      .set('origin', 'https://evil.example')
      .set('content-type', 'text/plain')
      .send('')
      .expect(403);
    expect(favourite.body.message).toMatch(/came from another website/);
    await client.post('/api/logout').set('origin', 'https://evil.example').type('form').send('a=1').expect(403);
    await client.post('/api/stories/abc/favorite').set('origin', 'null').expect(403);
    expect(fake.seen.length).toBe(before);
    // Still signed in: the forged logout did nothing.
    await client.get('/api/user').expect(200);
  });

  it('checks the Referer when there is no Origin', async () => {
    const client = request.agent(gw.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    await client.post('/api/stories/abc/favorite').set('referer', 'https://evil.example/page').expect(403);
    await client.post('/api/stories/abc/favorite').set('referer', 'https://bedtime.example/story/abc').expect(200);
  });

  it("accepts the product's own origin, its public URL, calls without either header, and any GET", async () => {
    const client = request.agent(gw.app.callback());
    await client.post('/api/register').send(newUser()).expect(201);
    await client.post('/api/stories/abc/favorite').set('origin', 'https://bedtime.example').expect(200);
    await client.post('/api/stories/abc/favorite').set('host', 'gateway.local:8080').set('origin', 'http://gateway.local:8080').expect(200);
    await client.post('/api/stories/abc/favorite').expect(200);
    await client.get('/api/stories/abc').set('origin', 'https://evil.example').expect(200);
  });

  it('lets a route flagged crossOrigin (a signed webhook) take calls from anywhere', async () => {
    await request(gw.app.callback()).post('/api/webhooks/fixture').set('origin', 'https://payments.example').send({ id: 'evt_1' }).expect(200);
  });

  it('marks every webhook route of the table as cross-origin and no other', () => {
    for (const rule of ROUTES) expect(Boolean(rule.crossOrigin), rule.path).toBe(rule.path.startsWith('/api/webhooks/'));
  });
});

describe('the development outbox', () => {
  it('is served to a request from this machine', async () => {
    await request(gw.app.callback()).get('/dev/outbox.json').expect(200);
  });

  it('is refused to a request relayed by a proxy, even from loopback', async () => {
    await request(gw.app.callback()).get('/dev/outbox.json').set('x-forwarded-for', '203.0.113.9').expect(404);
    await request(gw.app.callback()).get('/dev/outbox').set('forwarded', 'for=203.0.113.9').expect(404);
  });

  it("is refused under another site's name even from this machine (DNS rebinding), and served under loopback names and the public URL's", async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io:3000', 'bedtime.example.evil.example'])
      await request(gw.app.callback()).get('/dev/outbox.json').set('host', host).expect(404);
    await request(gw.app.callback()).get('/dev/outbox').set('host', 'rebind.evil.example:3000').expect(404);
    for (const host of ['localhost:3000', 'LOCALHOST', '127.0.0.1:3000', '[::1]:3000', 'bedtime.example'])
      await request(gw.app.callback()).get('/dev/outbox.json').set('host', host).expect(200);
  });

  it('is refused to a request from another machine', async () => {
    const { networkInterfaces } = await import('node:os');
    const external = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    if (!external) return; // a machine with loopback only cannot make a non-local request to itself
    const server = http.createServer(gw.app.callback());
    await new Promise<void>((resolve) => server.listen(0, external, resolve));
    try {
      const res = await fetch(`http://${external}:${(server.address() as AddressInfo).port}/dev/outbox.json`);
      expect(res.status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is not mounted in production or when SMTP is configured', async () => {
    for (const env of [{ NODE_ENV: 'production' }, { SMTP_URL: 'smtp://mail.example:25' }] as Record<string, string>[]) {
      const other = await createTestGateway(env);
      try {
        await request(other.app.callback()).get('/dev/outbox.json').expect(404);
      } finally {
        await other.close();
      }
    }
  });
});

describe('the client address behind proxies', () => {
  const parse = (value: string) =>
    loadGatewayConfig({
      ...process.env,
      DATABASE_URL: 'postgres://x@127.0.0.1/x',
      SESSION_KEYS: 'k'.repeat(40),
      IDENTITY_SECRET: 's'.repeat(40),
      TRUST_PROXY: value,
    }).TRUST_PROXY;

  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(clientAddress('::ffff:10.0.0.2', '198.51.100.7', parse('false'))).toBe('10.0.0.2');
  });

  it('takes the address the trusted proxy saw, not one the client wrote', () => {
    // The client sent "1.2.3.4" itself; the proxy appended the address it really saw.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7', parse('1'))).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7', parse('10.0.0.2'))).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7', parse('10.0.0.2,198.51.100.7'))).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7', parse('true'))).toBe('1.2.3.4');
  });

  it('refuses a TRUST_PROXY that is none of the forms', () => {
    expect(() => parse('sometimes')).toThrow(/TRUST_PROXY/);
  });
});
