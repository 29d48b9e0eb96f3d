import Koa from 'koa';
import Router from '@koa/router';
import type pg from 'pg';
import type { Logger } from './logger';
import { healthRoutes } from './health';
import { errorEnvelope, gatewayIdentity, requestContext } from './http/middleware';
import { jsonBodyParser } from './http/body-parser';
import { settleUnreadBody } from './http/unread-body';
import { httpMetrics, serveMetrics, watchPool } from './metrics';
import { traceRequests, tracingEnabled } from './tracing';

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  identitySecret: string;
  /** Readiness: true when the service can do its work (database reachable, migrations applied). */
  ready: () => Promise<boolean>;
  /** The service's database pool, reported at /metrics. */
  pool?: pg.Pool;
}

/**
 * The common shape of every service: request id and logging, one error envelope, JSON bodies up to 1 MB
 * (a body answered before it was read is drained or its connection closed),
 * gateway-signed identity on /api and /internal, health endpoints, Prometheus metrics at /metrics and,
 * when tracing is on, a span per request. Routes are added by the caller.
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const app = new Koa({ proxy: true });
  app.silent = true;
  if (tracingEnabled()) app.use(traceRequests({ tracer: options.name }));
  app.use(httpMetrics());
  if (options.pool) watchPool(options.name, options.pool);
  app.use(requestContext(options.logger));
  app.use(settleUnreadBody());
  app.use(errorEnvelope());
  app.use(healthRoutes(options).routes());
  // Like /health, answered on the service's own (internal) port; the gateway never routes it from /api.
  app.use(new Router().get('/metrics', serveMetrics).routes());
  app.use(gatewayIdentity(options.identitySecret, { paths: /^\/(api|internal)\// }));
  app.use(jsonBodyParser());
  return app;
}
