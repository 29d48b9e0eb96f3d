import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export type ApiHandler = (req: IncomingMessage, res: ServerResponse, body: string) => unknown;

/**
 * A local server answering the page's '/api/...' calls for one test file, so the real fetch (and stream)
 * path runs: the browser resolves those against the page, here the page is this server. Each test sets
 * `api.handler` to answer the way the service does.
 */
export function serveLocalApi(): { handler: ApiHandler } {
  const api: { handler: ApiHandler } = { handler: (_req, res) => void res.end() };
  const realFetch = globalThis.fetch;
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => void api.handler(req, res, body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    globalThis.fetch = (input, init) => realFetch(new URL(String(input), base), init);
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await new Promise((resolve) => server.close(resolve));
  });
  return api;
}
