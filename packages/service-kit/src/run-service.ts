import type { Server } from 'node:http';
import type Koa from 'koa';
import type { Logger } from './logger';
import { applyServerTimeouts } from './server-timeouts';

export interface RunServiceOptions {
  name: string;
  app: Koa;
  port: number;
  host: string;
  /** A listening socket inherited from the process that started this one (LISTEN_FD): served instead of binding port and host. */
  listenFd?: number;
  logger: Logger;
  /** Extra fields for the "listening" log line (which mail transport, which engine…). */
  describe?: Record<string, unknown>;
  /** Server settings beyond the defaults (applied after the shared timeouts). */
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
 * Listens (or serves the socket it was handed), then stops cleanly on SIGINT or SIGTERM: no new connections, idle keep-alive sockets closed,
 * requests in flight given `graceMs` to finish, then `onStop` (close the database) and exit 0. Every
 * service's main.ts ends with it, so they all start and stop the same way under the stack, Docker and
 * an orchestrator.
 */
export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const { app, logger, name } = options;
  const server = options.listenFd !== undefined ? app.listen({ fd: options.listenFd }) : app.listen(options.port, options.host);
  // Bounds receiving a request (slow bodies, unfinished headers); answers may stream as long as they need.
  applyServerTimeouts(server);
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
