import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { until } from '@bedtime/service-kit/testing';
import type { SubscriptionSource } from '../src/domain/entitlements';
import { createTestGateway, newUser, type TestGateway } from './helpers';

/** A story service that never answers /api/stories/hang-*: every such request holds its connection until closed. */
function hangingService() {
  let open = 0;
  let connections = 0;
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/stories/hang-')) {
      open++;
      res.once('close', () => open--);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"stories":[]}');
  });
  // A connection can be held without a request on it: the gateway connected, then never sent one.
  server.on('connection', (socket) => {
    connections++;
    socket.once('close', () => connections--);
  });
  return { server, open: () => open, connections: () => connections };
}

let gw: TestGateway;
let upstream: ReturnType<typeof hangingService>;
let server: http.Server;
let port: number;
const gatewayRequests = { finished: 0 };
beforeAll(async () => {
  upstream = hangingService();
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  // A long proxy timeout: only closing the upstream request on abort can free its connection in time.
  // Billing answering slowly widens the window in which a client leaves while its session is read.
  const slowBilling: SubscriptionSource = {
    subscriptionOf: () => new Promise((resolve) => setTimeout(() => resolve({ status: 'none', endsAt: null }), 100)),
  };
  gw = await createTestGateway(
    { STORY_SERVICE_URL: `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`, PROXY_TIMEOUT_MS: '60000' },
    { subscriptions: slowBilling },
  );
  server = http.createServer(gw.app.callback());
  server.on('request', (_req, res: http.ServerResponse) => res.once('close', () => gatewayRequests.finished++));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await gw.close();
  upstream.server.closeAllConnections();
  await new Promise((resolve) => upstream.server.close(resolve));
});

/** Sends one signed-in GET and closes the socket as soon as it is written, or after `afterMs`. */
function abortedRequest(path: string, cookie: string, afterMs = 0) {
  return new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n\r\n`, () => {
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, afterMs);
      });
    });
    socket.on('error', () => resolve());
  });
}

describe('clients that leave before their answer', () => {
  it('after 500 aborted requests, no upstream request is left open and the next call answers within 1 s', async () => {
    const signedIn = await request(server).post('/api/register').send(newUser()).expect(201);
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');

    // Half leave while the caller is being looked up, half once the service has the request.
    await Promise.all(Array.from({ length: 250 }, (_, i) => abortedRequest(`/api/stories/hang-${i}`, cookie, 20)));
    await Promise.all(Array.from({ length: 250 }, (_, i) => abortedRequest(`/api/stories/hang-late-${i}`, cookie, 400)));

    // Every aborted request has been through the gateway and none is left open at the service.
    await until(() => gatewayRequests.finished >= 500 && upstream.connections() === 0, {
      timeoutMs: 20_000,
      intervalMs: 20,
      message: () =>
        `every request through the gateway (${gatewayRequests.finished} of 500) and no upstream connection open (${upstream.connections()} connections, ${upstream.open()} requests)`,
    });
    const started = Date.now();
    await request(server).get('/api/stories').set('cookie', cookie).expect(200);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
