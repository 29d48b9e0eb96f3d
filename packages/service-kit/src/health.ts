import Router from '@koa/router';
import type { ServiceReadiness } from '@bedtime/contracts';

export interface HealthOptions {
  name: string;
  /** Readiness: true when the process can do its work (database reachable, migrations applied). */
  ready: () => Promise<boolean>;
}

/**
 * `/health/live` (the process answers) and `/health/ready` (it can work): the stack waits for ready
 * before starting the next process, and an orchestrator routes traffic only to ready replicas. Ready
 * also tells the admin health page the process's memory, uptime and how long its check took.
 */
export function healthRoutes(options: HealthOptions) {
  const router = new Router();
  router.get('/health/live', (ctx) => {
    ctx.body = { status: 'ok', service: options.name };
  });
  router.get('/health/ready', async (ctx) => {
    const started = performance.now();
    const ready = await options.ready().catch(() => false);
    const body: ServiceReadiness = {
      status: ready ? 'ready' : 'not ready',
      service: options.name,
      checkMs: Math.round(performance.now() - started),
      memoryBytes: process.memoryUsage().rss,
      uptimeSeconds: Math.round(process.uptime()),
    };
    ctx.status = ready ? 200 : 503;
    ctx.body = body;
  });
  return router;
}
