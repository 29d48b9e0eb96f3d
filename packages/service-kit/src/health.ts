import Router from '@koa/router';

export interface HealthOptions {
  name: string;
  /** Readiness: true when the process can do its work (database reachable, migrations applied). */
  ready: () => Promise<boolean>;
}

/**
 * `/health/live` (the process answers) and `/health/ready` (it can work): the stack waits for ready
 * before starting the next process, and an orchestrator routes traffic only to ready replicas.
 */
export function healthRoutes(options: HealthOptions) {
  const router = new Router();
  router.get('/health/live', (ctx) => {
    ctx.body = { status: 'ok', service: options.name };
  });
  router.get('/health/ready', async (ctx) => {
    const ready = await options.ready();
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'not ready', service: options.name };
  });
  return router;
}
