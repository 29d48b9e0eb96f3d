import type { Server } from 'node:http';
import type Koa from 'koa';
import type { Logger } from './logger';

export interface RunServiceOptions {
  name: string;
  app: Koa;
  port: number;
  host: string;
  logger: Logger;
  /** Extra fields for the "listening" log line (which mail transport, which engine…). */
  describe?: Record<string, unknown>;
  /** Server settings beyond the defaults (e.g. the gateway's header timeout). */
  configure?: (server: Server) => void;
  /** Releases what the service holds (database pool, engines, timers) once no request is in flight. */
  onStop?: () => Promise<void> | void;
  /** How long requests in flight may finish after a stop signal; streams are then cut. */
  graceMs?: number;
}

export interface RunningService {
  server: Server;
  port: number;
  stop(signal?: string): Promise<void>;
}

/**
 * Listens, then stops cleanly on SIGINT or SIGTERM: no new connections, idle keep-alive sockets closed,
 * requests in flight given `graceMs` to finish, then `onStop` (close the database) and exit 0. Every
 * service's main.ts ends with it, so they all start and stop the same way under the stack, Docker and
 * an orchestrator.
 */
export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const { app, logger, name } = options;
  const server = app.listen(options.port, options.host);
  // Story generation streams for minutes: no request timeout; the gateway's proxy timeout bounds it.
  server.requestTimeout = 0;
  options.configure?.(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  logger.info({ port, ...options.describe }, `${name} listening`);

  let stopping: Promise<void> | undefined;
  const stop = (signal = 'stop') =>
    (stopping ??= (async () => {
      logger.info({ signal }, `${name} stopping`);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), options.graceMs ?? 2000);
      await closed;
      clearTimeout(grace);
      await options.onStop?.();
    })());

  const onSignal = (signal: NodeJS.Signals) => {
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, `${name} did not stop cleanly`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { server, port, stop };
}
