import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../src/app';
import { chunkedBody, rawRequest, silentLogger } from '../src/testing/index';

let server: http.Server;
let port: number;
beforeAll(async () => {
  const app = createServiceApp({ name: 'probe', logger: silentLogger, identitySecret: 's'.repeat(40), ready: async () => true });
  const router = new Router();
  router.post('/open/echo', (ctx) => {
    ctx.body = { received: ctx.request.body };
  });
  app.use(router.routes());
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const NEXT = 'GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';
const piecesOf = (count: number, size: number) => Array.from({ length: count }, () => Buffer.alloc(size, 'a'));

describe('a body answered before it was read', () => {
  it('after a 413 for a chunked body over the limit, the next request on the keep-alive connection is answered', async () => {
    const exchange = await rawRequest(
      port,
      'POST /open/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      {
        body: chunkedBody(piecesOf(12, 100_000)),
        gapMs: 20,
        then: NEXT,
        giveUpMs: 5_000,
      },
    );
    expect(exchange.statuses).toEqual([413, 200]);
    expect(exchange.text).toContain('The request is too large (the limit is 1 MB).');
  });

  it('after a 401 on a body nobody reads, the next request on the connection is answered', async () => {
    const exchange = await rawRequest(
      port,
      'POST /api/anything HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n',
      {
        body: piecesOf(6, 10_000),
        gapMs: 50,
        then: NEXT,
        giveUpMs: 5_000,
      },
    );
    expect(exchange.statuses).toEqual([401, 200]);
  });

  it('a body that stops arriving gets its answer with Connection: close, and the connection ends', async () => {
    const exchange = await rawRequest(
      port,
      'POST /open/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n\r\n',
      {
        body: piecesOf(20, 100_000),
        stopAfter: 2,
        giveUpMs: 8_000,
      },
    );
    expect(exchange.statuses).toEqual([413]);
    expect(exchange.text).toMatch(/connection: close/i);
    expect(exchange.ending).toBe('closed');
    expect(exchange.endedAtMs).toBeLessThan(4_000);
  });
});
