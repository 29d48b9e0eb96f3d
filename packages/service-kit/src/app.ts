import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { Logger } from './logger';
import { healthRoutes } from './health';
import { errorEnvelope, gatewayIdentity, requestContext } from './http/middleware';

export const BODY_LIMIT = '1mb';

/**
 * JSON bodies up to 1 MB; a parse failure goes to the error envelope (400 with a readable message).
 * The gateway mounts it on its own routes only: a body parser in front of proxied routes would consume
 * the stream the service needs.
 */
export const jsonBody = () =>
  bodyParser({
    enableTypes: ['json'],
    jsonLimit: BODY_LIMIT,
    encoding: 'utf-8',
    onError: (error) => {
      throw error;
    },
  });

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  identitySecret: string;
  /** Readiness: true when the service can do its work (database reachable, migrations applied). */
  ready: () => Promise<boolean>;
}

/**
 * The common shape of every service: request id and logging, one error envelope, JSON bodies up to 1 MB,
 * gateway-signed identity on /api and /internal, and health endpoints. Routes are added by the caller.
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const app = new Koa({ proxy: true });
  app.silent = true;
  app.use(requestContext(options.logger));
  app.use(errorEnvelope());
  app.use(healthRoutes(options).routes());
  app.use(gatewayIdentity(options.identitySecret, { paths: /^\/(api|internal)\// }));
  app.use(jsonBody());
  return app;
}
