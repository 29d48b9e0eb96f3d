import type Koa from 'koa';
import type pg from 'pg';
import { httpMetrics, matchedRoute, traceRequests, tracingEnabled, watchPool } from '@bedtime/service-kit';
import type { ExtraService } from '@bedtime/platform/extra-services';
import { createRouteTable, routesWith } from './route-table';

/**
 * The route label of a gateway request: the route table's pattern for /api (proxied or the gateway's
 * own), koa-router's for the system routes, and one label for every page and file.
 */
export function gatewayRouteOf(extraServices: ExtraService[]) {
  const table = createRouteTable(routesWith(extraServices));
  return (ctx: Koa.Context): string => {
    if (ctx.path.startsWith('/api/')) return table(ctx.method, ctx.path).rule?.path ?? '(unmatched)';
    return matchedRoute(ctx) ?? '(pages and files)';
  };
}

/**
 * Request metrics and, when tracing is on, a span per request: mounted first, kept out of the proxy.
 * The labels are worked out when the answer is done, off its path. The span is written into the
 * request's own headers, so the proxy carries it to the service as `traceparent`; a trace a browser
 * sends is not continued (only the services' calls to /internal are).
 */
export function observeRequests(app: Koa, options: { extraServices: ExtraService[]; pool: pg.Pool }) {
  const routeOf = gatewayRouteOf(options.extraServices);
  if (tracingEnabled())
    app.use(traceRequests({ tracer: 'gateway', routeOf, continueTrace: (ctx) => ctx.path.startsWith('/internal/'), carryInRequestHeaders: true }));
  app.use(httpMetrics({ routeOf }));
  watchPool('gateway', options.pool);
}
