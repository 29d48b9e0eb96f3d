import type Koa from 'koa';

export interface SecurityHeaderOptions {
  /**
   * Origins other than this one that the page loads code or data from: micro-frontends moved to
   * another host with REMOTE_URLS. Each is allowed for scripts, styles, fetches and images.
   */
  remoteOrigins?: string[];
  /** Stripe's Payment Element is in use: its script, its frames and its API are allowed (Stripe's documented policy). */
  stripe?: boolean;
}

const STRIPE = {
  script: 'https://js.stripe.com https://*.js.stripe.com',
  frame: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
};

/**
 * The Content-Security-Policy of the web app. Module Federation loads remotes at run time from the
 * manifest (fetch) and their chunks as <script> elements from the same origin, so 'self' covers them;
 * antd writes its styles into <style> elements at run time and the shell's boot screen is an inline
 * style, hence 'unsafe-inline' for styles only (never scripts). Narration plays from blob: URLs made
 * of streamed segments, stickers are downloaded through blob: URLs, and some icons are data: URLs.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const remotes = [...new Set((options.remoteOrigins ?? []).filter(Boolean))].join(' ');
  const withRemotes = (...sources: string[]) => [...sources, remotes].filter(Boolean).join(' ');
  const stripe = (sources: string) => (options.stripe ? [sources] : []);
  return [
    `default-src 'self'`,
    `script-src ${withRemotes("'self'", ...stripe(STRIPE.script))}`,
    `frame-src ${["'self'", ...stripe(STRIPE.frame)].join(' ')}`,
    `style-src ${withRemotes("'self'", "'unsafe-inline'")}`,
    `img-src ${withRemotes("'self'", 'data:', 'blob:')}`,
    `media-src 'self' data: blob:`,
    `font-src ${withRemotes("'self'", 'data:')}`,
    `connect-src ${withRemotes("'self'", ...stripe(STRIPE.connect))}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** The origins of any absolute remote manifest URLs (`name=url,...`); same-origin paths add nothing. */
export function remoteOriginsOf(remoteUrls: string | undefined): string[] {
  const origins: string[] = [];
  for (const pair of (remoteUrls ?? '').split(',')) {
    const url = pair.split('=')[1]?.trim();
    if (!url) continue;
    try {
      origins.push(new URL(url).origin);
    } catch {
      // A relative path is same-origin.
    }
  }
  return origins;
}

/**
 * Security headers on every response, HTML, static files and API alike (set before the rest of the
 * chain runs, so proxied answers carry them too): no MIME sniffing, no framing (clickjacking), and
 * no full URLs (story ids) leaking to other sites through Referer.
 */
export const securityHeaders = (options: SecurityHeaderOptions = {}) => {
  const policy = contentSecurityPolicy(options);
  return async function securityHeaders(ctx: Koa.Context, next: Koa.Next) {
    ctx.set('Content-Security-Policy', policy);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    await next();
  };
};
