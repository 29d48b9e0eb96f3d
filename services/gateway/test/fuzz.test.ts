import http from 'node:http';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../scripts/stack';
import { ROUTES, type RouteRule } from '../src/http/route-table';

/**
 * Malformed requests against every route of the route table, through the real gateway and the real
 * services (processes started as `npm start` starts them). Routes added to the table later are
 * covered without touching this file. A route fails on any 5xx but a deliberate 503/504, on any
 * answer slower than 5 s, and the run fails if a service stops answering afterwards. Then slow clients
 * on every route: bodies and headers sent a byte at a time must not hold up anyone else's requests.
 */
const REQUESTS_PER_ROUTE = 200;
const CONCURRENCY = 8;
const HANG_MS = 5_000;

let stack: Stack;
let dataDir: string;
let userCookie: string;
let storyId: string;

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One raw request: paths go out exactly as written (fetch would resolve `..` and refuse some bytes). */
function send(method: string, rawPath: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  const url = new URL(stack.baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        method,
        path: rawPath,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        // A connection per request: a server that answers before reading a whole body (413, 401) leaves
        // that socket busy writing, and a shared pool would then queue later requests behind it.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 300), ms: performance.now() - started }),
        );
        res.on('error', () => resolve({ status: -1, body: 'response aborted', ms: performance.now() - started }));
      },
    );
    req.setTimeout(HANG_MS, () => {
      req.destroy();
      resolve({ status: 0, body: `no answer within ${HANG_MS} ms`, ms: performance.now() - started });
    });
    // The server may refuse a body before reading it all (413, 415): that is an answer, not a failure.
    req.on('error', (error) => resolve({ status: -1, body: `connection error: ${error.message}`, ms: performance.now() - started }));
    req.end(body);
  });
}

/** A small seeded generator, so a failure names a case that can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const encode = (text: string) => text.replace(/[^\x21-\x7e]|[%?#]/g, (char) => encodeURIComponent(char)).replace(/%25(?=[0-9A-Fa-f]{2})/g, '%');

// Path parameters: traversal, NUL, prototype names, sizes, unicode, broken escapes, and (sometimes) a real id.
const PARAMS = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '%00',
  'abc%00def',
  '__proto__',
  'constructor',
  'prototype',
  'x'.repeat(5_000),
  'a'.repeat(65),
  '%F0%9D%95%8F%F0%9D%95%90',
  '%F0%9F%90%BB',
  '%E0%A4%A',
  '%',
  '%ZZ',
  "'%20OR%201=1--",
  '-1',
  '0',
  'null',
  'undefined',
  'NaN',
  '.',
  '..',
  '%20',
  `${'0'.repeat(64)}.png`,
  `${'f'.repeat(64)}.ogg`,
  'REAL',
];

const FIELDS = [
  'text',
  'title',
  'lesson',
  'plotTwists',
  'age',
  'gender',
  'interests',
  'style',
  'character',
  'storyId',
  'email',
  'password',
  'firstName',
  'lastName',
  'nickname',
  'currentPassword',
  'newPassword',
  'token',
  'characterPosition',
  'wordIndex',
  'scrollPercentage',
  'voice',
  'speed',
  'isCollaborative',
  'childName',
  'query',
  'promoCode',
];

const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '𝕏𝕐',
  '🐻'.repeat(200),
  '<script>alert(1)</script>',
  "$& $` $'",
  "'; drop table stories; --",
  'x'.repeat(20_000),
  [],
  [null],
  ['Animals', 'Animals'],
  [1, 2, 3, 4],
  {},
  { $gt: '' },
  { __proto__: { isAdmin: true } },
  'Animals',
  'gentle',
  'girl',
  5,
  0.5,
  'REAL',
];

/** A body that is wrong in some way: syntax, type, size, encoding, prototype keys, NUL, unicode. */
function makeBody(rng: ReturnType<typeof random>): { body?: Buffer; headers: Record<string, string> } {
  const json = { 'content-type': 'application/json' };
  const real = (value: unknown) => (value === 'REAL' ? storyId : value);
  switch (Math.floor(rng.next() * 14)) {
    case 0:
      return { headers: {} };
    case 1:
      return {
        body: Buffer.from(rng.pick(['{', '{"a":', '[1,2', 'null', '[]', '"text"', '123', 'true', '{"a":1}}', '\u0000', '{"a":"\\ud800"}'])),
        headers: json,
      };
    case 2:
      return { body: Buffer.from('{"__proto__":{"isAdmin":true,"userId":"someone"},"constructor":{"prototype":{"isAdmin":true}}}'), headers: json };
    case 3:
      // Larger than the 1 MB limit.
      return { body: Buffer.from(JSON.stringify({ text: 'x'.repeat(1_100_000) })), headers: json };
    case 4:
      return { body: Buffer.from('{"text":"not really gzip"}'), headers: { ...json, 'content-encoding': rng.pick(['gzip', 'br', 'deflate', 'GZIP']) } };
    case 5:
      return { body: Buffer.from('{"text":"x"}'), headers: { ...json, 'content-encoding': rng.pick(['compress', 'gzip, br', 'x-unknown', 'identity, gzip']) } };
    case 6:
      return { body: gzipSync(JSON.stringify({ text: 'a\u0000b', title: '\u0000' })), headers: { ...json, 'content-encoding': 'gzip' } };
    case 7:
      return {
        body: Buffer.from(rng.pick(['text=hello&title=%00', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', 'plain words'])),
        headers: { 'content-type': rng.pick(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'application/xml']) },
      };
    case 8:
      return { body: Buffer.from(JSON.stringify({ a: 1 }), 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' } };
    case 9:
      // Nested 5,000 deep (written as text: JSON.stringify itself would overflow the stack).
      return { body: Buffer.from(`{"text":${'['.repeat(5_000)}"deep"${']'.repeat(5_000)}}`), headers: json };
    default: {
      // An object of known field names with values of the wrong (or sometimes right) types.
      const body: Record<string, unknown> = {};
      for (let n = 1 + Math.floor(rng.next() * 6); n > 0; n--) body[rng.pick(FIELDS)] = real(rng.pick(VALUES));
      return { body: Buffer.from(JSON.stringify(body)), headers: json };
    }
  }
}

function makeQuery(rng: ReturnType<typeof random>): string {
  return rng.pick([
    '',
    '',
    '?query=%00',
    '?query=%F0%9D%95%8F&age=abc&style=nope',
    '?__proto__[isAdmin]=true&constructor[prototype][x]=1',
    '?age[]=1&age[]=2&style[$ne]=x',
    '?age=99999999999999999999999',
    '?query=%E0%A4%A',
    `?query=${'q'.repeat(8_000)}`,
    '?limit=-1&cursor=../../etc&page=NaN',
  ]);
}

function makeCase(rule: RouteRule, index: number, rng: ReturnType<typeof random>) {
  const param = PARAMS[index % PARAMS.length]!;
  const value = param === 'REAL' ? storyId : param;
  const rawPath = rule.path.replace(/:[A-Za-z]+/g, () => encode(value)) + makeQuery(rng);
  const { body, headers } = rule.method === 'GET' ? (rng.next() < 0.1 ? makeBody(rng) : { headers: {} }) : makeBody(rng);
  // Logging out would end the session the other cases use.
  const signedIn = rule.path !== '/api/logout' && index % 4 !== 0;
  const extra: Record<string, string> = {};
  if (rng.next() < 0.1) extra['x-identity'] = 'forged.identity';
  if (rng.next() < 0.05) extra['x-request-id'] = '\u00ff'.repeat(10) + '../../';
  if (rng.next() < 0.05) extra.accept = 'text/event-stream';
  return { method: rule.method, rawPath, headers: { ...headers, ...extra, ...(signedIn ? { cookie: userCookie } : {}) }, body };
}

async function api(method: string, apiPath: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${stack.baseUrl}${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { response, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bedtime-fuzz-'));
  stack = await startStack({
    dataDir,
    port: 0,
    logs: 'quiet',
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_EMAIL: '1000000',
      GENERATIONS_PER_USER_PER_10_MINUTES: '1000000',
    },
  });
  const { response, json } = await api('POST', '/api/register', {
    email: `fuzz-${randomUUID()}@example.com`,
    password: 'Fuzzing-1234',
    firstName: 'Fuzz',
    lastName: 'Tester',
  });
  expect(response.status).toBe(201);
  userCookie = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  // A short story of the user's own, so some cases reach real handlers with a real id (quick to narrate).
  storyId = randomUUID();
  const story = new pg.Client({ connectionString: stack.databaseUrls.story });
  await story.connect();
  try {
    await story.query(
      `insert into stories (id, user_id, title, content, age, gender, interests, style, lesson, is_collaborative, plot_twists, engine)
       values ($1, $2, 'Pip Sleeps', 'Pip the bunny yawned. Then Pip slept.', 5, 'girl', '{Animals}', 'gentle', 'Rest', false, '{}', 'test')`,
      [storyId, (json.user as { id: string }).id],
    );
  } finally {
    await story.end();
  }
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('fuzzing every route of the route table', () => {
  it(`answers ${REQUESTS_PER_ROUTE} malformed requests per route without a server error or a hang, and keeps answering`, async () => {
    expect(ROUTES.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let sent = 0;
    for (const [routeIndex, rule] of ROUTES.entries()) {
      const rng = random(routeIndex + 1);
      const cases = Array.from({ length: REQUESTS_PER_ROUTE }, (_, index) => makeCase(rule, index, rng));
      let nextCase = 0;
      const worker = async () => {
        while (nextCase < cases.length) {
          const fuzz = cases[nextCase++]!;
          const answer = await send(fuzz.method, fuzz.rawPath, fuzz.headers, fuzz.body);
          sent++;
          const deliberate = answer.status === 503 || answer.status === 504;
          // -1: the server closed the connection while we were still sending a body it had refused.
          if (answer.status === 0 || (answer.status >= 500 && !deliberate)) {
            failures.push(
              `${rule.method} ${rule.path}: ${fuzz.method} ${fuzz.rawPath.slice(0, 120)} [${JSON.stringify(fuzz.headers).slice(0, 160)}] body ${fuzz.body?.subarray(0, 80).toString() ?? '-'} -> ${answer.status} ${answer.body}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    }
    expect(sent).toBe(ROUTES.length * REQUESTS_PER_ROUTE);
    expect(failures, `${failures.length} failures:\n${failures.slice(0, 25).join('\n')}\n${stack.recentLogs().slice(-3000)}`).toEqual([]);

    // Every process still answers, and a normal call is quick.
    for (const [name, port] of Object.entries(stack.ports)) {
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2_000) });
      expect(ready.status, `${name} readiness`).toBe(200);
    }
    // (The user's story itself may be gone: one of the cases is a DELETE with its real id.)
    const started = performance.now();
    const { response, json } = await api('GET', '/api/stories', undefined, userCookie);
    expect(response.status).toBe(200);
    expect(Array.isArray(json.stories)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  }, 180_000);
});

/** How a slow client of the harness went: what it was answered, and who closed the connection. */
interface SlowClient {
  shape: 'body' | 'chunked' | 'headers';
  route: string;
  status: number | null;
  closedBy: 'server' | 'client';
  ms: number;
}

/**
 * One slow client on loopback: it sends its request a byte every 2 s (the body, or the headers
 * themselves), at most 10 bytes, and closes its own connection after `lifetimeMs` at the latest.
 */
function slowClient(
  rule: RouteRule,
  shape: SlowClient['shape'],
  signedIn: boolean,
  lifetimeMs: number,
): { connected: Promise<void>; outcome: Promise<SlowClient> } {
  const port = Number(new URL(stack.baseUrl).port);
  const target = rule.path.replace(/:[A-Za-z]+/g, () => storyId);
  const headers = [`${rule.method} ${target} HTTP/1.1`, `Host: localhost:${port}`, 'Content-Type: application/json'];
  if (signedIn) headers.push(`Cookie: ${userCookie}`);
  if (shape === 'body') headers.push('Content-Length: 100');
  if (shape === 'chunked') headers.push('Transfer-Encoding: chunked');
  const head = `${headers.join('\r\n')}\r\n\r\n`;
  // Headers sent slowly are dripped from their start; bodies after the whole head.
  const drip = shape === 'headers' ? head : shape === 'chunked' ? '1\r\na\r\n1\r\na\r\n' : 'aaaaaaaaaa';
  const started = performance.now();
  let connected!: () => void;
  const whenConnected = new Promise<void>((resolve) => (connected = resolve));
  const outcome = new Promise<SlowClient>((resolve) => {
    let answer = '';
    let closedBy: SlowClient['closedBy'] = 'server';
    let sent = 0;
    const socket = net.connect(port, '127.0.0.1', () => {
      connected();
      if (shape !== 'headers') socket.write(head);
      const next = () => {
        if (socket.destroyed || sent >= 10 || sent >= drip.length) return;
        socket.write(drip[sent++]!);
        setTimeout(next, 2_000).unref();
      };
      next();
    });
    const lifetime = setTimeout(() => {
      closedBy = 'client';
      socket.destroy();
    }, lifetimeMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      connected();
      clearTimeout(lifetime);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve({ shape, route: `${rule.method} ${rule.path}`, status: status ? Number(status) : null, closedBy, ms: performance.now() - started });
    });
  });
  return { connected: whenConnected, outcome };
}

describe('slow clients on every route of the route table', () => {
  it('do not delay a parent beyond 1 s, and every slow body is refused (4xx) and closed by the gateway', async () => {
    const shapes = ['body', 'chunked', 'headers'] as const;
    const lifetimeMs = 15_000;
    // About 300 connections: four per route, across the three shapes, signed in or not.
    const slow = ROUTES.flatMap((rule, routeIndex) =>
      Array.from({ length: 4 }, (_, i) => slowClient(rule, shapes[(routeIndex + i) % shapes.length]!, i % 2 === 0, lifetimeMs)),
    );
    // Every connection is open and dripping before the parent asks.
    await Promise.all(slow.map((client) => client.connected));
    for (const [method, path, body] of [
      ['GET', '/api/stories', undefined],
      ['GET', '/api/stories/search?query=Pip', undefined],
      ['POST', `/api/stories/${storyId}/progress`, { characterPosition: 12, wordIndex: 3, scrollPercentage: 20 }],
    ] as const) {
      const started = performance.now();
      const { response } = await api(method, path, body, userCookie);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      expect(performance.now() - started, `${method} ${path}`).toBeLessThan(1_000);
    }

    const outcomes = await Promise.all(slow.map((client) => client.outcome));
    const bodies = outcomes.filter((outcome) => outcome.shape !== 'headers');
    const wrong = bodies.filter((outcome) => outcome.status === null || outcome.status < 400 || outcome.status >= 500 || outcome.closedBy !== 'server');
    expect(wrong, JSON.stringify(wrong.slice(0, 10))).toEqual([]);
    // Refused within the grace period, the drain of an early answer and some slack for a busy machine.
    expect(Math.max(...bodies.map((outcome) => outcome.ms))).toBeLessThan(lifetimeMs);
    for (const [name, port] of Object.entries(stack.ports)) {
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2_000) });
      expect(ready.status, `${name} readiness`).toBe(200);
    }
  }, 60_000);
});
