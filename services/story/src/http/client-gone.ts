import type Koa from 'koa';

/**
 * Aborted when the client goes away before its answer was sent (a closed tab, a cancelled fetch, the
 * gateway closing the upstream request): work done only for that answer can stop, and keep nothing.
 */
export function clientGoneSignal(ctx: Koa.Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort(new Error('the client went away'));
  });
  return controller.signal;
}
