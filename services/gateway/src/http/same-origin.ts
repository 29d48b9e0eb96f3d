import type Koa from 'koa';
import { ForbiddenError } from '@bedtime/service-kit';
import type { RouteRule } from './route-table';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery check for state-changing /api calls. SameSite=Lax cookies alone still let
 * another site's form post or `text/plain` fetch ride on a signed-in session in some browsers and through
 * same-site subdomains, so the browser's Origin (or, without it, the Referer) must be one of ours.
 * A request with neither header is not from a browser page (browsers send Origin on every cross-origin
 * POST), so it carries no ambient cookie risk and is let through.
 */
export function checkOrigin(ctx: Koa.Context, rule: Pick<RouteRule, 'crossOrigin'>, allowedOrigins: string[]): void {
  if (SAFE_METHODS.has(ctx.method) || rule.crossOrigin) return;
  const origin = ctx.get('origin');
  const referer = ctx.get('referer');
  const claimed = origin ? (origin === 'null' ? null : originOf(origin)) : referer ? originOf(referer) : undefined;
  if (claimed === undefined) return;
  const own = `${ctx.protocol}://${ctx.host}`;
  if (claimed !== null && (claimed === own || allowedOrigins.includes(claimed))) return;
  throw new ForbiddenError('This request came from another website and was refused. Please use Bedtime Stories directly.');
}
