import http from 'node:http';
import type Koa from 'koa';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One Prometheus registry per process, read at `/metrics` (a service's own port; the gateway's separate
 * metrics listener). Families are created on first use and found again by name, so a test process that
 * builds several apps shares them instead of failing on a second registration.
 */
export const metricsRegistry = new Registry();
let defaultsCollected = false;

function collectProcessMetrics() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  // CPU, memory, event-loop delay, GC: what saturates first under load.
  collectDefaultMetrics({ register: metricsRegistry });
}

function family<T>(name: string, make: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? make();
}

export function counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
  return family(name, () => new Counter<L>({ name, help, labelNames, registers: [metricsRegistry] }));
}

export function gauge<L extends string>(name: string, help: string, labelNames: readonly L[], collect: (this: Gauge<L>) => void | Promise<void>): Gauge<L> {
  return family(name, () => new Gauge<L>({ name, help, labelNames, registers: [metricsRegistry], collect }));
}

/** Seconds; story generation and narration stream for a minute or more, hence the long tail. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

function httpFamilies() {
  return {
    requests: counter('http_requests_total', 'Requests answered, by method, route pattern and status (499: the client left first).', [
      'method',
      'route',
      'status',
    ]),
    duration: family(
      'http_request_duration_seconds',
      () =>
        new Histogram<'method' | 'route' | 'status'>({
          name: 'http_request_duration_seconds',
          help: 'Time from the request to the end of its answer (streams included), by method, route pattern and status.',
          labelNames: ['method', 'route', 'status'],
          buckets: DURATION_BUCKETS,
          registers: [metricsRegistry],
        }),
    ),
  };
}

/** The route pattern koa-router matched (`/api/stories/:id`), never the URL itself: ids would make a family per story. */
export function matchedRoute(ctx: Koa.Context): string | undefined {
  const route = (ctx as unknown as { _matchedRoute?: string | RegExp })._matchedRoute;
  return route === undefined ? undefined : String(route);
}

export interface HttpMetricsOptions {
  /** The route label when koa-router matched nothing (the gateway names its proxied and static routes). */
  routeOf?: (ctx: Koa.Context) => string | undefined;
}

/**
 * Counts and times every request by route pattern and status. Recorded when the answer's connection is
 * done with it (after the last byte of a stream, or when the client leaves), off the answer's own path.
 */
export function httpMetrics(options: HttpMetricsOptions = {}) {
  collectProcessMetrics();
  const { requests, duration } = httpFamilies();
  return async function httpMetrics(ctx: Koa.Context, next: Koa.Next) {
    if (ctx.path === '/metrics') return next();
    const started = performance.now();
    ctx.res.once('close', () => {
      const route = options.routeOf?.(ctx) ?? matchedRoute(ctx) ?? '(unmatched)';
      const labels = { method: ctx.method, route, status: ctx.res.writableFinished ? String(ctx.res.statusCode) : '499' };
      requests.inc(labels);
      duration.observe(labels, (performance.now() - started) / 1000);
    });
    await next();
  };
}

/** The registry in Prometheus' text format. */
export async function serveMetrics(ctx: Koa.Context) {
  ctx.set('Cache-Control', 'no-store');
  ctx.type = metricsRegistry.contentType;
  ctx.body = await metricsRegistry.metrics();
}

// --- Database pools ---

const pools = new Map<pg.Pool, string>();

/** Reports a pg pool's connections (open, idle, and callers waiting for one) at every scrape, until it is ended. */
export function watchPool(name: string, pool: pg.Pool): () => void {
  collectProcessMetrics();
  pools.set(pool, name);
  const read = (what: (pool: pg.Pool) => number) =>
    function (this: Gauge<'pool'>) {
      this.reset();
      const sums = new Map<string, number>();
      for (const [watched, label] of pools) {
        if ((watched as pg.Pool & { ended?: boolean }).ended) {
          pools.delete(watched);
          continue;
        }
        sums.set(label, (sums.get(label) ?? 0) + what(watched));
      }
      for (const [label, value] of sums) this.set({ pool: label }, value);
    };
  gauge(
    'db_pool_connections',
    'Open connections of the database pool.',
    ['pool'],
    read((p) => p.totalCount),
  );
  gauge(
    'db_pool_idle_connections',
    'Open connections of the pool not in use.',
    ['pool'],
    read((p) => p.idleCount),
  );
  gauge(
    'db_pool_waiting_clients',
    'Queries waiting for a connection of the pool (the pool is exhausted while this is above 0).',
    ['pool'],
    read((p) => p.waitingCount),
  );
  gauge(
    'db_pool_max_connections',
    'The pool size limit.',
    ['pool'],
    read((p) => p.options.max ?? 10),
  );
  return () => pools.delete(pool);
}

// --- Job queues (pg-boss) ---

const queues = new Map<string, () => Promise<number>>();

/**
 * Reports a queue's depth (jobs waiting to be worked) at every scrape. The count is asked for then, not
 * kept: a queue read fails quietly (the family leaves that queue out) rather than failing the scrape.
 */
export function watchQueue(queue: string, depth: () => Promise<number>): () => void {
  collectProcessMetrics();
  queues.set(queue, depth);
  gauge('job_queue_depth', 'Jobs waiting in a pg-boss queue (created or waiting to be retried).', ['queue'], async function (this: Gauge<'queue'>) {
    this.reset();
    await Promise.all(
      [...queues].map(async ([name, read]) => {
        const value = await Promise.race([read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000).unref())]).catch(() => null);
        if (value !== null) this.set({ queue: name }, value);
      }),
    );
  });
  return () => {
    if (queues.get(queue) === depth) queues.delete(queue);
  };
}

/** Runs one job's work and counts how it ended (failed jobs are retried by the queue and counted again). */
export async function countJob<T>(queue: string, work: () => Promise<T>): Promise<T> {
  const outcomes = counter('jobs_processed_total', 'Jobs worked, by queue and outcome (completed or failed).', ['queue', 'outcome']);
  try {
    const result = await work();
    outcomes.inc({ queue, outcome: 'completed' });
    return result;
  } catch (error) {
    outcomes.inc({ queue, outcome: 'failed' });
    throw error;
  }
}

export interface MetricsServerOptions {
  port?: number;
  host: string;
  /** A listening socket inherited from the stack (like LISTEN_FD), served instead of binding port and host. */
  listenFd?: number;
}

/**
 * `/metrics` on a listener of its own, for a process whose main port is public (the gateway): the
 * product's address never answers it, and this one is bound to an internal interface.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<{ server: http.Server; port: number; close(): Promise<void> }> {
  collectProcessMetrics();
  const server = http.createServer((req, res) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && (req.url === '/metrics' || req.url?.startsWith('/metrics?'))) {
      metricsRegistry.metrics().then(
        (text) =>
          res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
        () => res.writeHead(500).end(),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only /metrics is served here.\n');
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  if (options.listenFd !== undefined) server.listen({ fd: options.listenFd });
  else server.listen(options.port ?? 0, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
