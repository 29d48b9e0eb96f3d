import Koa from 'koa';
import type { Logger } from './logger';
import { healthRoutes } from './health';
import { errorEnvelope, gatewayIdentity, requestContext } from './http/middleware';
import { jsonBodyParser } from './http/body-parser';
import { settleUnreadBody } from './http/unread-body';

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  identitySecret: string;
  /** Readiness: true when the service can do its work (database reachable, migrations applied). */
  ready: () => Promise<boolean>;
}

/**
 * The common shape of every service: request id and logging, one error envelope, JSON bodies up to 1 MB
 * (a body answered before it was read is drained or its connection closed),
 * gateway-signed identity on /api and /internal, and health endpoints. Routes are added by the caller.
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const app = new Koa({ proxy: true });
  app.silent = true;
  app.use(requestContext(options.logger));
  app.use(settleUnreadBody());
  app.use(errorEnvelope());
  app.use(healthRoutes(options).routes());
  app.use(gatewayIdentity(options.identitySecret, { paths: /^\/(api|internal)\// }));
  app.use(jsonBodyParser());
  return app;
}
