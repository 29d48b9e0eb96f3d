import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import net from 'node:net';
import { captureLogger, chunkedBody, rawRequest } from '@bedtime/service-kit/testing';
import { createTestGateway, newUser, type TestGateway } from './helpers';

let gw: TestGateway;
let server: http.Server;
let port: number;
let cookie: string;
const logs = captureLogger();
beforeAll(async () => {
  gw = await createTestGateway({}, { logger: logs.logger });
  server = http.createServer(gw.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const signedIn = await request(server).post('/api/register').send(newUser()).expect(201);
  cookie = ([] as string[])
    .concat(signedIn.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await gw.close();
});

const NEXT = 'GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';

describe("the gateway's own routes and bodies over their limit", () => {
  it('answers 413 to DELETE /api/user with a body over 16 KB, naming that limit, and answers the next request on the connection', async () => {
    const head = `DELETE /api/user HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const exchange = await rawRequest(port, head, {
      body: chunkedBody(Array.from({ length: 6 }, () => Buffer.alloc(8_000, 'a'))),
      gapMs: 50,
      then: NEXT,
      giveUpMs: 5_000,
    });
    expect(exchange.statuses).toEqual([413, 200]);
    expect(exchange.text).toContain('The request is too large (the limit is 16 KB).');
    // The account is still there.
    await request(server).get('/api/user').set('cookie', cookie).expect(200);
  });

  it('answers 413 to a declared length over the limit of DELETE /api/user, and ends a connection whose body never comes', async () => {
    const head = `DELETE /api/user HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n`;
    const exchange = await rawRequest(port, head, { body: [Buffer.alloc(1_000, 'a')], giveUpMs: 8_000 });
    expect(exchange.statuses).toEqual([413]);
    expect(exchange.text).toMatch(/connection: close/i);
    expect(exchange.ending).toBe('closed');
  });

  it('answers 413 to a chunked login body over 1 MB, and the next request on the connection', async () => {
    const head = 'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const exchange = await rawRequest(port, head, {
      body: chunkedBody(Array.from({ length: 12 }, () => Buffer.alloc(100_000, 'a'))),
      gapMs: 20,
      then: NEXT,
      giveUpMs: 5_000,
    });
    expect(exchange.statuses).toEqual([413, 200]);
  });
});

describe('a client that leaves while its body is read', () => {
  it('is not logged as an error (it was logged as an unhandled database-like ECONNRESET)', async () => {
    const before = logs.lines.length;
    const head = `DELETE /api/user HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"pass`;
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head, () => setTimeout(() => socket.destroy(), 100)));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
    // The request's own log line is its last.
    await expect.poll(() => logs.lines.slice(before).some((entry) => entry.msg === 'request' && entry.method === 'DELETE'), { timeout: 5_000 }).toBe(true);
    expect(logs.lines.slice(before).filter((entry) => entry.level >= 40)).toEqual([]);
    expect(logs.lines.slice(before).find((entry) => entry.msg === 'client went away before its request was read')?.level).toBe(30);
    await request(server).get('/api/user').set('cookie', cookie).expect(200);
  });
});
