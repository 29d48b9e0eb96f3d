import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiJson, apiJsonUnlessSignedOut, apiRequest, errorMessage, TIMEOUT_MESSAGE } from '../src/api-client';
import { createQueryClient } from '../src/query-client';
import { needsSubscription, storiesTitle } from '../src/subscription';

let base = '';
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 500);
    if (req.url === '/401') return void res.writeHead(401).end('{"message":"Not signed in"}');
    if (req.url === '/empty-500') return void res.writeHead(500).end();
    if (req.url === '/echo') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ got: JSON.parse(body), type: req.headers['content-type'] })),
      );
      return;
    }
    res.writeHead(400).end('{"message":"Age must be between 2 and 12"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api client', () => {
  it('sends JSON and reads the answer through its contract', async () => {
    const echo = z.object({ got: z.object({ a: z.number() }), type: z.string() });
    expect(await apiJson(echo, 'POST', `${base}/echo`, { a: 1 })).toEqual({ got: { a: 1 }, type: 'application/json' });
    // an answer that does not fit the contract is an error, not a cast
    await expect(apiJson(z.object({ got: z.object({ a: z.string() }) }), 'POST', `${base}/echo`, { a: 1 })).rejects.toThrow();
  });

  it("turns a non-OK answer into '{status}: {text}' and exposes the server message", async () => {
    const error = await apiRequest('GET', `${base}/bad`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Age must be between 2 and 12"}');
    expect(errorMessage(error)).toBe('Age must be between 2 and 12');
  });

  it('uses the status text when the body is empty', async () => {
    const error = (await apiRequest('GET', `${base}/empty-500`).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: Internal Server Error');
  });

  it('gives the product rules message on timeout', async () => {
    await expect(apiRequest('GET', `${base}/slow`, undefined, { timeoutMs: 50 })).rejects.toThrow(TIMEOUT_MESSAGE);
  });

  it('answers null for a 401 only where nobody signed in is an answer', async () => {
    expect(await apiJsonUnlessSignedOut(z.object({}), `${base}/401`)).toBeNull();
    await expect(apiJson(z.object({}), 'GET', `${base}/401`)).rejects.toThrow('401: {"message":"Not signed in"}');
    await expect(apiJsonUnlessSignedOut(z.object({}), `${base}/bad`)).rejects.toThrow(/^400: /);
  });

  it('configures queries never to retry, go stale, refetch on focus or poll', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

describe('session rules', () => {
  const user = { nickname: null, firstName: 'Ada', subscriptionStatus: 'trial', subscriptionEndsAt: null, trialEndsAt: '2020-01-01T00:00:00Z' } as const;
  it('names the stories by nickname, first name, or Your', () => {
    expect(storiesTitle({ nickname: 'Bee', firstName: 'Ada' })).toBe("Bee's Stories");
    expect(storiesTitle({ nickname: null, firstName: 'Ada' })).toBe("Ada's Stories");
    expect(storiesTitle(null)).toBe("Your's Stories");
  });
  it('needs a subscription only when the trial is over and nothing counts', () => {
    expect(needsSubscription(user as never)).toBe(true);
    expect(needsSubscription({ ...user, subscriptionStatus: 'lifetime' } as never)).toBe(false);
    expect(needsSubscription({ ...user, subscriptionStatus: 'active', subscriptionEndsAt: '2999-01-01T00:00:00Z' } as never)).toBe(false);
    expect(needsSubscription({ ...user, trialEndsAt: '2999-01-01T00:00:00Z' } as never)).toBe(false);
  });
});
