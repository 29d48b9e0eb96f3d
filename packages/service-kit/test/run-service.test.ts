import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { captureLogger } from '../src/testing/index';
import { runService } from '../src/run-service';

/** /slow waits for `release`; `slowArrived` resolves once such a request is in the app's hands. */
function slowApp(release: Promise<void>) {
  const app = new Koa();
  let arrived!: () => void;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  app.use(async (ctx) => {
    if (ctx.path === '/slow') {
      arrived();
      await release;
    }
    ctx.body = { ok: true };
  });
  return { app, slowArrived };
}

describe('runService', () => {
  it('listens, and on stop lets the request in flight finish before releasing what the service holds', async () => {
    const log = captureLogger();
    let finish!: () => void;
    const release = new Promise<void>((resolve) => (finish = resolve));
    const events: string[] = [];
    const { app, slowArrived } = slowApp(release);
    const running = await runService({
      name: 'probe',
      app,
      port: 0,
      host: '127.0.0.1',
      logger: log.logger,
      onStop: () => void events.push('released'),
    });
    await log.waitFor('probe listening');
    expect((await fetch(`http://127.0.0.1:${running.port}/fast`)).status).toBe(200);

    const inFlight = fetch(`http://127.0.0.1:${running.port}/slow`).then((response) => {
      events.push('answered');
      return response.status;
    });
    await slowArrived;
    const stopped = running.stop('SIGTERM');
    await log.waitFor('probe stopping');
    await expect(fetch(`http://127.0.0.1:${running.port}/fast`)).rejects.toThrow();
    finish();
    expect(await inFlight).toBe(200);
    await stopped;
    expect(events).toEqual(['answered', 'released']);
  });

  it('cuts a request that outlives the grace period, then still releases', async () => {
    const log = captureLogger();
    const never = new Promise<void>(() => undefined);
    let released = false;
    const { app, slowArrived } = slowApp(never);
    const running = await runService({
      name: 'probe',
      app,
      port: 0,
      host: '127.0.0.1',
      logger: log.logger,
      graceMs: 100,
      onStop: () => void (released = true),
    });
    const hanging = fetch(`http://127.0.0.1:${running.port}/slow`).catch((error: unknown) => error);
    await slowArrived;
    await running.stop();
    expect(released).toBe(true);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
