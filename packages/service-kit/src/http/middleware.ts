import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Logger } from '../logger';
import { verifyIdentity, IDENTITY_HEADER, type Identity } from '../identity';
import { EntitlementRequiredError, ForbiddenError, UnauthenticatedError, ValidationError } from '../errors';
import { statusFor, messageFor } from './errors';

export const REQUEST_ID_HEADER = 'x-request-id';

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
    identity: Identity;
  }
}

const SAFE_REQUEST_ID = /^[\w.-]{1,100}$/;

/** Keeps the gateway's request id (or makes one) and gives every log line of the request that id. */
export const requestContext = (logger: Logger) =>
  async function requestContext(ctx: Koa.Context, next: Koa.Next) {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (!ctx.path.startsWith('/health')) {
        ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
      }
    }
  };

/**
 * The client closed its connection while its request body was being read: the read fails with Node's
 * "aborted" (ECONNRESET, which otherwise reads as a database that went away) or raw-body's
 * "request aborted". Nobody is left to answer and nothing is wrong on our side.
 */
function clientWentAway(ctx: Koa.Context, error: unknown): boolean {
  const { code, type } = error as { code?: unknown; type?: unknown };
  const abortError = type === 'request.aborted' || code === 'ECONNRESET' || code === 'ECONNABORTED' || code === 'ERR_STREAM_PREMATURE_CLOSE';
  return abortError && (ctx.req.destroyed || ctx.req.socket.destroyed) && !ctx.req.complete;
}

/** One place turns every error into a `{ message }` body; unknown errors are logged and answered generically. */
export const errorEnvelope = () =>
  async function errorEnvelope(ctx: Koa.Context, next: Koa.Next) {
    try {
      await next();
    } catch (error) {
      if (clientWentAway(ctx, error)) {
        ctx.state.log?.info('client went away before its request was read');
        ctx.status = 400;
        ctx.body = { message: 'The request was not received in full.' };
        return;
      }
      const status = statusFor(error);
      ctx.status = status;
      const details = error instanceof ValidationError ? error.details : undefined;
      ctx.body = { message: messageFor(error, status), ...details };
      if (status >= 500) ctx.state.log?.error({ err: error }, 'unhandled error');
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (status === 429 && retryAfter) ctx.set('Retry-After', String(retryAfter));
    }
  };

/**
 * Services accept API requests only with an identity signed by the gateway (or by a sibling service for
 * internal calls). Anonymous callers arrive with a signed identity whose userId is null.
 */
export const gatewayIdentity = (secret: string, options: { paths?: RegExp } = {}) =>
  async function gatewayIdentity(ctx: Koa.Context, next: Koa.Next) {
    if (options.paths && !options.paths.test(ctx.path)) return next();
    const check = verifyIdentity(secret, ctx.get(IDENTITY_HEADER) || undefined);
    if (!check.ok) {
      ctx.state.log?.warn({ reason: check.reason }, 'refused request without a valid gateway identity');
      ctx.status = 401;
      ctx.body = { message: 'This service only answers requests signed by the gateway.' };
      return;
    }
    ctx.state.identity = check.identity;
    await next();
  };

export function requireUser(ctx: Koa.Context): Identity & { userId: string } {
  const identity = ctx.state.identity;
  if (!identity?.userId) throw new UnauthenticatedError();
  return identity as Identity & { userId: string };
}

export function requireEntitledUser(ctx: Koa.Context): Identity & { userId: string } {
  const identity = requireUser(ctx);
  if (!identity.entitled) throw new EntitlementRequiredError();
  return identity;
}

export function requireInternalCaller(ctx: Koa.Context): Identity {
  const identity = ctx.state.identity;
  if (!identity || identity.issuer === 'gateway') throw new ForbiddenError('Internal endpoint.');
  return identity;
}
