import type Koa from 'koa';
import type { Logger } from '@bedtime/service-kit';

/**
 * PUBLIC_URL is the address emails point to (password resets, verification, gift codes) and Stripe sends
 * buyers back to. Links inside the product are relative, so a wrong PUBLIC_URL only shows in those: a
 * parent who opens an emailed link lands on another address, where they are signed out. Both checks only
 * warn: behind a proxy the gateway cannot know for sure which address people use.
 */

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const isLoopback = (hostname: string) => LOOPBACK_NAMES.has(hostname.toLowerCase());
const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * At start-up: a gateway listening on this machine only (loopback) is reached at its own port, so a
 * PUBLIC_URL naming another machine or another port cannot be right. Answers the warning, or null.
 */
export function publicUrlMismatch(publicUrl: string, listen: { host: string; port: number }): string | null {
  if (!isLoopback(listen.host) || listen.port === 0) return null;
  const url = new URL(publicUrl);
  if (isLoopback(url.hostname) && portOf(url) === listen.port) return null;
  return `PUBLIC_URL is ${url.origin}, but the gateway listens on ${listen.host}:${listen.port} (this machine only): links in emails will not reach it. Set PUBLIC_URL to the address parents open.`;
}

/** How many other addresses are remembered, so a flood of made-up Host headers cannot grow memory or the log. */
const MAX_REMEMBERED = 20;

/**
 * While serving: the first request from each other address the product is reached at logs one warning
 * (a parent on http://192.168.1.5:3000 gets emails pointing at http://localhost:3000).
 */
export function publicUrlWatch({ publicUrl, logger }: { publicUrl: string; logger: Logger }): Koa.Middleware {
  const expected = new URL(publicUrl);
  const warned = new Set<string>();
  return async function publicUrlWatch(ctx, next) {
    const host = (ctx.get('x-forwarded-host') || ctx.host).split(',')[0]!.trim().toLowerCase();
    if (host && host !== expected.host.toLowerCase() && !warned.has(host) && warned.size < MAX_REMEMBERED && ctx.accepts('html') && ctx.method === 'GET') {
      warned.add(host);
      logger.warn(
        { servedAt: host, publicUrl: expected.origin },
        'the product is being opened at an address other than PUBLIC_URL: links in emails (password resets, gift codes) point to PUBLIC_URL',
      );
    }
    await next();
  };
}
