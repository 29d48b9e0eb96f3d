import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyServerTimeouts } from '../src/server-timeouts';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  applyServerTimeouts(server, { headersTimeoutMs: 600, requestTimeoutMs: 800, checkIntervalMs: 100 });
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

/** Opens a socket, sends `head`, and resolves with what the server answered and when it closed. */
function slowClient(port: number, head: string, trickle?: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    const timer = trickle ? setInterval(() => socket.write(trickle), 100) : undefined;
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    });
    socket.on('error', () => undefined);
  });
}

describe('server timeouts', () => {
  it('cuts off a body that trickles in slower than the request timeout', async () => {
    const port = await listen((req, res) => req.resume().on('end', () => res.end('done')));
    const { answer, ms } = await slowClient(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n', 'a');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3_000);
  });

  it('cuts off headers that never finish', async () => {
    const port = await listen((_req, res) => res.end('done'));
    const { answer, ms } = await slowClient(port, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3_000);
  });

  it('lets a response stream for longer than the request timeout', async () => {
    const port = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      let sent = 0;
      const timer = setInterval(() => {
        res.write(`chunk ${sent}\n`);
        if (++sent === 12) {
          clearInterval(timer);
          res.end();
        }
      }, 150);
    });
    const started = Date.now();
    const body = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(Date.now() - started).toBeGreaterThan(1_500);
    expect(body.trim().split('\n')).toHaveLength(12);
  });

  it('keeps an idle keep-alive connection open past the old five seconds, so a client reusing it is not hung up on', async () => {
    const server = http.createServer((req, res) => res.end(String(req.socket.remotePort)));
    servers.push(server);
    server.listen(0, '127.0.0.1');
    applyServerTimeouts(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, agent }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk)).on('end', () => resolve(body));
          })
          .on('error', reject);
      });
    const first = await get();
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const second = await get();
    agent.destroy();
    // The same client port: the second request rode the same connection.
    expect(second).toBe(first);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  }, 15_000);
});
