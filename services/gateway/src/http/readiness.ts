import Router from '@koa/router';
import { askReadiness } from '../providers/service-readiness';

export interface UpstreamHealth {
  name: string;
  /** Where the service answers its own readiness, e.g. http://127.0.0.1:4001/health/ready. */
  url: string;
}

/**
 * `/health/live`: the gateway process answers. `/health/ready`: it can serve the product, meaning its
 * database answers and so does every registered service behind it; when one does not, the answer is
 * 503 and names it, so an operator (or the stack) sees which part is down.
 */
export function readinessRoutes(options: { database: () => Promise<boolean>; upstreams: UpstreamHealth[]; timeoutMs?: number }) {
  const router = new Router();
  router.get('/health/live', (ctx) => {
    ctx.body = { status: 'ok', service: 'gateway' };
  });
  router.get('/health/ready', async (ctx) => {
    const probe = async (url: string) => (await askReadiness(url, options.timeoutMs ?? 1_000)).ok;
    const [database, ...services] = await Promise.all([options.database(), ...options.upstreams.map((upstream) => probe(upstream.url))]);
    const checks: Record<string, 'ok' | 'down'> = { database: database ? 'ok' : 'down' };
    options.upstreams.forEach((upstream, index) => (checks[upstream.name] = services[index] ? 'ok' : 'down'));
    const down = Object.entries(checks)
      .filter(([, state]) => state === 'down')
      .map(([name]) => name);
    ctx.status = down.length === 0 ? 200 : 503;
    ctx.body = { status: down.length === 0 ? 'ready' : 'not ready', service: 'gateway', checks, ...(down.length > 0 && { down }) };
  });
  return router;
}
