import type { IncomingMessage, ServerResponse } from 'node:http';
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

export interface ProxyDeps {
  /** Service name → base URL, one per registered service. */
  targets: Record<string, string | undefined>;
  routes?: RouteTable;
  identitySecret: string;
  currentUser: CurrentUser;
  timeoutMs: number;
}

/**
 * Routes /api requests by the route table. Access and entitlement are checked here; the service receives
 * the caller's identity only as a signed header (anything the client sent under that name is dropped).
 * The session is only read on these requests, never changed, so koa-session has nothing to write after
 * the proxy has answered (a session written after a proxied answer would send headers twice).
 */
export function apiProxy(deps: ProxyDeps) {
  const matchRoute = deps.routes ?? defaultRouteTable;
  const proxies = new Map<string, ReturnType<typeof createProxyMiddleware<IncomingMessage, ServerResponse>>>();
  for (const [service, target] of Object.entries(deps.targets)) {
    if (!target) continue;
    proxies.set(
      service,
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target,
        changeOrigin: true,
        xfwd: true,
        proxyTimeout: deps.timeoutMs,
        on: {
          error: (error, req, res) => {
            const timedOut = (req as IncomingMessage & { proxyTimedOut?: boolean }).proxyTimedOut || /timeout|timed out/i.test(error.message);
            const status = timedOut ? 504 : 503;
            const message = timedOut
              ? `The ${service} service took too long to answer. Please try again.`
              : `The ${service} service is unavailable right now. Please try again in a moment.`;
            if ('writeHead' in res && !res.headersSent) {
              res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
              res.end(JSON.stringify({ message }));
            } else if ('destroy' in res) {
              res.destroy();
            }
          },
        },
      }),
    );
  }

  return async function proxyApi(ctx: Koa.Context, next: Koa.Next) {
    if (!ctx.path.startsWith('/api/')) return next();
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
    if (rule.service === 'gateway') return next();

    const current = await deps.currentUser.load(ctx);
    if (rule.access !== 'public' && !current) throw new UnauthenticatedError();
    if (rule.access === 'admin' && !current?.user.isAdmin) throw new ForbiddenError("You don't have permission to access the admin area.");
    if (rule.entitlement && !current?.entitled) throw new EntitlementRequiredError();

    const proxy = proxies.get(rule.service);
    if (!proxy) {
      ctx.status = 503;
      ctx.body = { message: `The ${rule.service} service is not part of this deployment yet.` };
      return;
    }

    const claims: IdentityClaims = current
      ? { userId: current.user.id, email: current.user.email, isAdmin: current.user.isAdmin, entitled: current.entitled, issuer: 'gateway' }
      : ANONYMOUS;
    const req = ctx.req;
    delete req.headers[IDENTITY_HEADER];
    delete req.headers.cookie;
    req.headers[IDENTITY_HEADER] = signIdentity(deps.identitySecret, claims);
    req.headers[REQUEST_ID_HEADER] = ctx.state.requestId;

    ctx.respond = false;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        (req as IncomingMessage & { proxyTimedOut?: boolean }).proxyTimedOut = true;
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
