import type { Pool } from 'undici';
import type Koa from 'koa';
import {
  ANONYMOUS,
  EntitlementRequiredError,
  ForbiddenError,
  IDENTITY_HEADER,
  NotFoundError,
  RateLimitedError,
  REQUEST_ID_HEADER,
  UnauthenticatedError,
  type IdentityClaims,
} from '@bedtime/service-kit';
import { matchRoute as defaultRouteTable, needsEntitlement, type RouteTable } from './route-table';
import type { CurrentUser } from './current-user';
import { checkOrigin } from './same-origin';
import { ClientGoneError, declaresBody, readRequestBody } from './request-body';
import { createUpstreamPool, forwardToService } from './upstream-request';
import { createUpstreamShares } from './upstream-shares';
import { createIdentitySigner } from './identity-signatures';

export interface ProxyDeps {
  /** Service name → the base URL of each of its replicas (or one URL), one entry per registered service. */
  targets: Record<string, string | string[] | undefined>;
  routes?: RouteTable;
  identitySecret: string;
  currentUser: CurrentUser;
  timeoutMs: number;
  /** Largest request body passed on to a service; larger ones are refused here with 413. */
  bodyLimitBytes: number;
  /** Requests one client address may have a service answering at once (429 beyond). */
  requestsPerClient: number;
  /** Whether an email is in an admin domain (to tell an unverified admin why they are refused). */
  isAdminDomain?: (email: string) => boolean;
  /** Origins allowed to make state-changing calls besides the request's own (the public URL's). */
  allowedOrigins: string[];
}

/** Sockets per service. Bounded so one caller cannot open unlimited upstream connections. */
export const UPSTREAM_SOCKETS = 256;

/**
 * A replica that refused the connection never saw the request: any request is tried once more on another
 * replica (its body is already read whole). One that dropped the connection may have acted on it: only an
 * idempotent request is tried again. A replica stopped or restarting is then not seen by the parent.
 */
const NEVER_REACHED = new Set(['ECONNREFUSED']);
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const IDEMPOTENT = new Set(['GET', 'HEAD']);
const worthRetrying = (method: string, code: string | undefined) => NEVER_REACHED.has(code ?? '') || (IDEMPOTENT.has(method) && DROPPED.has(code ?? ''));

interface Replica {
  url: URL;
  pool: Pool;
}

export const TOO_MANY_AT_ONCE = 'Too many requests at once from your address. Please wait a moment and try again.';

/** Nobody is waiting for the answer: neither the account nor the service is asked. */
function leaveQuietly(ctx: Koa.Context) {
  ctx.respond = false;
}

/**
 * Routes /api requests by the route table. Access and entitlement are checked here; the service receives
 * the caller's identity only as a signed header (anything the client sent under that name is dropped).
 * The session is only read on these requests, never changed, so koa-session has nothing to write after
 * the proxy has answered (a session written after a proxied answer would send headers twice).
 *
 * A request's body is read whole by the gateway (at its limit; body-rate-guard.ts holds it to a minimum
 * rate) before a connection to
 * the service is taken, and one client address may have at most `requestsPerClient` requests in a
 * service's hands at once: slow or numerous requests from one client cannot hold the connections every
 * other family's requests need.
 */
export function apiProxy(deps: ProxyDeps) {
  const matchRoute = deps.routes ?? defaultRouteTable;
  // Keep-alive sockets are reused instead of opening one connection per request; the bound makes a leak
  // visible as waiting requests rather than an unbounded number of connections.
  const targets = new Map<string, { replicas: Replica[]; next: number }>();
  for (const [service, target] of Object.entries(deps.targets)) {
    const addresses = target === undefined ? [] : Array.isArray(target) ? target : [target];
    if (addresses.length === 0) continue;
    const replicas = addresses.map((address) => {
      const url = new URL(address);
      return { url, pool: createUpstreamPool(url.origin, { connections: UPSTREAM_SOCKETS, timeoutMs: deps.timeoutMs }) };
    });
    targets.set(service, { replicas, next: 0 });
  }
  /** Round robin: each request goes to the replica after the previous request's. */
  const pick = (target: { replicas: Replica[]; next: number }): Replica => {
    const replica = target.replicas[target.next % target.replicas.length]!;
    target.next = (target.next + 1) % target.replicas.length;
    return replica;
  };
  const shares = createUpstreamShares(deps.requestsPerClient);
  const bodyRules = { limitBytes: deps.bodyLimitBytes };
  const identityHeader = createIdentitySigner(deps.identitySecret);
  const noBody: Buffer = Buffer.alloc(0);

  return async function proxyApi(ctx: Koa.Context, next: Koa.Next) {
    if (!ctx.path.startsWith('/api/')) return next();
    // A client that leaves while its account is looked up or its body read must not cost an upstream
    // connection; one that left even earlier, while koa-session read the session, shows as a destroyed
    // socket. (Not `req.destroyed`: a request whose body has been read whole is destroyed too.)
    const req = ctx.req;
    let clientGone = false;
    const gone = () => clientGone || req.socket.destroyed || ctx.res.destroyed;
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) clientGone = true;
    });

    const match = matchRoute(ctx.method, ctx.path);
    if (!match.rule) {
      if (match.allowed.length > 0) {
        ctx.set('Allow', match.allowed.join(', '));
        ctx.status = 405;
        ctx.body = { message: `${ctx.method} is not allowed here.` };
        return;
      }
      throw new NotFoundError('There is no such API endpoint.');
    }
    const { rule } = match;
    checkOrigin(ctx, rule, deps.allowedOrigins);
    // The gateway's own routes check a signed-in caller themselves; admin access is checked here for
    // every admin route, whoever owns it, so the table alone says who may call them.
    if (rule.service === 'gateway' && rule.access !== 'admin') return next();

    if (gone()) return leaveQuietly(ctx);
    const current = await deps.currentUser.load(ctx);
    if (rule.access !== 'public' && !current) throw new UnauthenticatedError();
    if (rule.access === 'admin' && !current?.user.isAdmin)
      throw new ForbiddenError(
        current?.user.emailVerified === false && deps.isAdminDomain?.(current.user.email)
          ? 'Please verify your email address first: admin access needs a verified address.'
          : "You don't have permission to access the admin area.",
      );
    // The query is parsed only for the one rule that looks at it.
    const entitlement = rule.entitlement === true || (rule.entitlementWhenQuery !== undefined && needsEntitlement(rule, ctx.query));
    if (entitlement && current?.entitled === 'unknown') {
      // Billing cannot be asked and the trial is over: say so, rather than refuse a subscriber or grant a non-payer.
      ctx.status = 503;
      ctx.body = { message: "We can't check your subscription right now. Please try again in a moment." };
      return;
    }
    if (entitlement && current?.entitled !== true) throw new EntitlementRequiredError();
    if (rule.service === 'gateway') return next();

    const target = targets.get(rule.service);
    if (!target) {
      ctx.status = 503;
      ctx.body = { message: `The ${rule.service} service is not part of this deployment yet.` };
      return;
    }

    // The whole body first (at its limit and minimum rate): only then is a connection to the service taken.
    let body: Buffer = noBody;
    try {
      if (declaresBody(req)) body = await readRequestBody(req, bodyRules);
    } catch (error) {
      // Gone, or refused as too slow by the body-rate guard (which answered and closed the connection).
      if (error instanceof ClientGoneError) return leaveQuietly(ctx);
      throw error;
    }
    if (gone()) return leaveQuietly(ctx);
    const release = shares.take(rule.service, ctx.ip);
    if (!release) throw new RateLimitedError(TOO_MANY_AT_ONCE, 1);

    const claims: IdentityClaims = current
      ? { userId: current.user.id, email: current.user.email, isAdmin: current.user.isAdmin, entitled: current.entitled === true, issuer: 'gateway' }
      : ANONYMOUS;
    ctx.respond = false;
    try {
      const call = {
        req,
        res: ctx.res,
        body,
        // Whatever the client sent under the identity header's name is replaced; the cookie never leaves the gateway.
        headers: { [IDENTITY_HEADER]: identityHeader(claims), [REQUEST_ID_HEADER]: ctx.state.requestId },
        drop: ['cookie'],
      };
      const first = pick(target);
      let failure = await forwardToService({ ...call, target: first.url, pool: first.pool });
      if (failure && target.replicas.length > 1 && worthRetrying(req.method ?? 'GET', failure.code) && !gone()) {
        let second = pick(target);
        if (second === first) second = pick(target);
        failure = await forwardToService({ ...call, target: second.url, pool: second.pool });
      }
      if (failure && !ctx.res.headersSent && !ctx.res.destroyed) {
        const status = failure.kind === 'timeout' ? 504 : 503;
        const message =
          failure.kind === 'timeout'
            ? `The ${rule.service} service took too long to answer. Please try again.`
            : `The ${rule.service} service is unavailable right now. Please try again in a moment.`;
        ctx.res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message }));
      }
    } finally {
      release();
    }
  };
}
