import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type Koa from 'koa';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  ANONYMOUS,
  EntitlementRequiredError,
  ForbiddenError,
  IDENTITY_HEADER,
  NotFoundError,
  REQUEST_ID_HEADER,
  UnauthenticatedError,
  signIdentity,
  type IdentityClaims,
} from '@bedtime/service-kit';
import { matchRoute as defaultRouteTable, type RouteTable } from './route-table';
import type { CurrentUser } from './current-user';
import { checkOrigin } from './same-origin';

export interface ProxyDeps {
  /** Service name → base URL, one per registered service. */
  targets: Record<string, string | undefined>;
  routes?: RouteTable;
  identitySecret: string;
  currentUser: CurrentUser;
  timeoutMs: number;
  /** Largest request body passed on to a service; larger ones are refused here with 413. */
  bodyLimitBytes: number;
  /** Whether an email is in an admin domain (to tell an unverified admin why they are refused). */
  isAdminDomain?: (email: string) => boolean;
  /** Origins allowed to make state-changing calls besides the request's own (the public URL's). */
  allowedOrigins: string[];
}

/** Sockets per service. Bounded so one caller cannot open unlimited upstream connections. */
export const UPSTREAM_SOCKETS = 256;

interface ProxiedRequest extends IncomingMessage {
  proxyTimedOut?: boolean;
  /** The request to the service, once http-proxy has made it: destroyed when the client goes away. */
  upstream?: http.ClientRequest;
  /** Set when the gateway has answered on its own (body too large), so a late proxy error is not reported twice. */
  answered?: boolean;
}

const tooLargeMessage = (limit: number) => `The request is too large (the limit is ${Math.floor(limit / 1024)} KB).`;

function answerJson(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify({ message }));
}

/** A chunked body has no length to check up front: count it as it streams and cut it at the limit. */
function limitStreamedBody(req: ProxiedRequest, res: ServerResponse, limit: number) {
  let received = 0;
  const countBytes = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off('data', countBytes);
    req.answered = true;
    req.upstream?.destroy();
    req.unpipe();
    answerJson(res, 413, tooLargeMessage(limit), { connection: 'close' });
    // What the client still sends is read and dropped until it sees the answer; then the socket goes.
    req.resume();
    setTimeout(() => req.socket.destroy(), 2_000).unref();
  };
  req.on('data', countBytes);
}

/** Nobody is waiting for the answer: neither the account nor the service is asked. */
function leaveQuietly(ctx: Koa.Context) {
  ctx.respond = false;
}

/**
 * Routes /api requests by the route table. Access and entitlement are checked here; the service receives
 * the caller's identity only as a signed header (anything the client sent under that name is dropped).
 * The session is only read on these requests, never changed, so koa-session has nothing to write after
 * the proxy has answered (a session written after a proxied answer would send headers twice).
 */
export function apiProxy(deps: ProxyDeps) {
  const matchRoute = deps.routes ?? defaultRouteTable;
  // Keep-alive sockets are reused instead of opening one connection per request; the bound makes a leak
  // visible as waiting requests rather than an unbounded number of connections.
  const agent = new http.Agent({ keepAlive: true, maxSockets: UPSTREAM_SOCKETS, timeout: deps.timeoutMs });
  const proxies = new Map<string, ReturnType<typeof createProxyMiddleware<IncomingMessage, ServerResponse>>>();
  for (const [service, target] of Object.entries(deps.targets)) {
    if (!target) continue;
    proxies.set(
      service,
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target,
        agent,
        changeOrigin: true,
        xfwd: true,
        proxyTimeout: deps.timeoutMs,
        on: {
          // Emitted in the same tick as the body is piped to the service, so no chunk goes uncounted.
          start: (req, res) => {
            if (req.headers['content-length'] === undefined) limitStreamedBody(req as ProxiedRequest, res as ServerResponse, deps.bodyLimitBytes);
          },
          proxyReq: (proxyReq, req) => {
            const proxied = req as ProxiedRequest;
            proxied.upstream = proxyReq;
            // The client may have gone between the checks below and this point.
            if (req.destroyed || proxied.answered) proxyReq.destroy();
          },
          error: (error, req, res) => {
            const proxied = req as ProxiedRequest;
            if (proxied.answered) return;
            const timedOut = proxied.proxyTimedOut || /timeout|timed out/i.test(error.message);
            const status = timedOut ? 504 : 503;
            const message = timedOut
              ? `The ${service} service took too long to answer. Please try again.`
              : `The ${service} service is unavailable right now. Please try again in a moment.`;
            if ('writeHead' in res && !res.headersSent) answerJson(res, status, message);
            else if ('destroy' in res) res.destroy();
          },
        },
      }),
    );
  }

  return async function proxyApi(ctx: Koa.Context, next: Koa.Next) {
    if (!ctx.path.startsWith('/api/')) return next();
    // Registered before this middleware's first await: a client that leaves while its account is looked
    // up must not cost an upstream connection (such requests otherwise hold the agent's sockets until
    // every call waits). One that left even earlier, while koa-session read the session, shows as a
    // destroyed request or response.
    const req = ctx.req as ProxiedRequest;
    let clientGone = false;
    const gone = () => clientGone || req.destroyed || ctx.res.destroyed;
    const onClientGone = () => {
      if (ctx.res.writableFinished) return;
      clientGone = true;
      req.upstream?.destroy();
    };
    ctx.res.once('close', onClientGone);

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

    const declared = Number(ctx.get('content-length') || 0);
    if (declared > deps.bodyLimitBytes) {
      ctx.set('Connection', 'close');
      ctx.status = 413;
      ctx.body = { message: tooLargeMessage(deps.bodyLimitBytes) };
      return;
    }

    if (gone()) return leaveQuietly(ctx);
    const current = await deps.currentUser.load(ctx);
    if (rule.access !== 'public' && !current) throw new UnauthenticatedError();
    if (rule.access === 'admin' && !current?.user.isAdmin)
      throw new ForbiddenError(
        current?.user.emailVerified === false && deps.isAdminDomain?.(current.user.email)
          ? 'Please verify your email address first: admin access needs a verified address.'
          : "You don't have permission to access the admin area.",
      );
    if (rule.entitlement && current?.entitled === 'unknown') {
      // Billing cannot be asked and the trial is over: say so, rather than refuse a subscriber or grant a non-payer.
      ctx.status = 503;
      ctx.body = { message: "We can't check your subscription right now. Please try again in a moment." };
      return;
    }
    if (rule.entitlement && current?.entitled !== true) throw new EntitlementRequiredError();
    if (rule.service === 'gateway') return next();

    const proxy = proxies.get(rule.service);
    if (!proxy) {
      ctx.status = 503;
      ctx.body = { message: `The ${rule.service} service is not part of this deployment yet.` };
      return;
    }
    if (gone()) return leaveQuietly(ctx);

    const claims: IdentityClaims = current
      ? { userId: current.user.id, email: current.user.email, isAdmin: current.user.isAdmin, entitled: current.entitled === true, issuer: 'gateway' }
      : ANONYMOUS;
    delete req.headers[IDENTITY_HEADER];
    delete req.headers.cookie;
    req.headers[IDENTITY_HEADER] = signIdentity(deps.identitySecret, claims);
    req.headers[REQUEST_ID_HEADER] = ctx.state.requestId;

    ctx.respond = false;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        req.proxyTimedOut = true;
      }, deps.timeoutMs - 5);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      ctx.res.once('finish', done);
      ctx.res.once('close', done);
      void proxy(req, ctx.res, () => {
        ctx.respond = true;
        done();
      });
    });
  };
}
