/**
 * Every /api route of the product in one list: who owns it, who may call it, and whether it needs an
 * entitlement (trial not ended, or a subscription that counts). The gateway refuses what the table
 * refuses before any service sees the request; routes owned by the gateway itself are listed too, so
 * the table is the whole map. Order matters where patterns overlap: the first match wins. An owner must
 * be a registered service (the type says so; test/route-table.test.ts checks it for the whole table).
 */
import type { Access, Method, ServiceName } from '@bedtime/platform';
import type { ExtraService } from '@bedtime/platform/extra-services';

export type { Access, Method, ServiceName };

export interface RouteRule {
  method: Method;
  path: string;
  /** A service of the platform registry (packages/platform), or one registered at run time. */
  service: ServiceName | (string & {});
  access: Access;
  entitlement?: boolean;
  /**
   * The entitlement is needed only for calls with these query values (a route whose richer variant is a
   * generation: GET /api/stories/{id}/merchandise?enhanced=true draws AI designs, the plain call does not).
   */
  entitlementWhenQuery?: Record<string, string>;
  /**
   * Accept state-changing calls whose Origin is another site. Only for server-to-server routes that prove
   * their caller otherwise (a webhook's signature); every other POST/PUT/PATCH/DELETE must come from
   * the product's own pages (http/same-origin.ts).
   */
  crossOrigin?: boolean;
}

const r = (method: Method, path: string, service: ServiceName, access: Access, entitlement = false): RouteRule => ({
  method,
  path,
  service,
  access,
  entitlement,
});

export const ROUTES: RouteRule[] = [
  // Identity (gateway)
  r('GET', '/api/user', 'gateway', 'public'),
  r('DELETE', '/api/user', 'gateway', 'user'),
  r('POST', '/api/register', 'gateway', 'public'),
  r('POST', '/api/login', 'gateway', 'public'),
  r('POST', '/api/logout', 'gateway', 'public'),
  r('PATCH', '/api/user/profile', 'gateway', 'user'),
  r('POST', '/api/user/change-password', 'gateway', 'user'),
  r('POST', '/api/auth/forgot-password', 'gateway', 'public'),
  r('POST', '/api/auth/reset-password', 'gateway', 'public'),
  r('POST', '/api/auth/verify-email', 'gateway', 'public'),
  r('POST', '/api/auth/resend-verification', 'gateway', 'user'),

  // Admin area (gateway: composed from each service's internal figures; docs/admin.md). The proxy checks
  // admin access for these too, before the gateway's own handlers run.
  r('GET', '/api/admin/stats', 'gateway', 'admin'),
  r('GET', '/api/admin/story-analytics', 'gateway', 'admin'),
  r('GET', '/api/admin/users', 'gateway', 'admin'),
  r('GET', '/api/admin/health', 'gateway', 'admin'),
  r('POST', '/api/admin/generate-weekly-report', 'gateway', 'admin'),
  r('GET', '/api/admin/reports', 'gateway', 'admin'),
  r('GET', '/api/admin/reports/:id', 'gateway', 'admin'),

  // Stories (story service)
  r('POST', '/api/generate-story', 'story', 'user', true),
  r('POST', '/api/understand-ideas', 'story', 'user'),
  r('POST', '/api/generate-audio', 'story', 'user', true),
  r('GET', '/api/stories', 'story', 'user'),
  r('GET', '/api/stories/search', 'story', 'user'),
  // A family's saved children (the story service's; only ever the caller's own).
  r('GET', '/api/children', 'story', 'user'),
  r('POST', '/api/children', 'story', 'user'),
  r('PUT', '/api/children/:id', 'story', 'user'),
  r('DELETE', '/api/children/:id', 'story', 'user'),
  r('GET', '/api/favorites', 'story', 'user'),
  r('POST', '/api/favorites/:storyId/toggle', 'story', 'user'),
  r('POST', '/api/generate-single-sticker', 'story', 'user', true),
  r('GET', '/api/stories/:id', 'story', 'public'),
  // Only the owner can delete; the story service answers 404 to anyone else.
  r('DELETE', '/api/stories/:id', 'story', 'user'),
  r('POST', '/api/stories/:id/favorite', 'story', 'user'),
  r('PATCH', '/api/stories/:id/title', 'story', 'user'),
  r('GET', '/api/stories/:id/progress', 'story', 'user'),
  r('POST', '/api/stories/:id/progress', 'story', 'user'),
  r('GET', '/api/stories/:id/narration', 'story', 'user', true),
  // The narrators on offer and the account's choice of narrator and pace.
  r('GET', '/api/narration/voices', 'story', 'user'),
  r('PUT', '/api/narration/preference', 'story', 'user'),
  r('POST', '/api/stories/:id/illustrations', 'story', 'user', true),
  r('POST', '/api/stories/:id/extract-characters', 'story', 'user'),
  r('POST', '/api/stories/:id/stickers-chunked', 'story', 'user', true),
  r('GET', '/api/stories/:id/social-card', 'story', 'public'),
  r('GET', '/api/stories/:id/social-card.png', 'story', 'public'),
  r('GET', '/api/stories/:id/pdf', 'story', 'public'),
  r('GET', '/api/stories/:id/coloring-book', 'story', 'public'),
  // Story merchandise: the story service draws the story onto billing's products (it asks billing for them).
  { ...r('GET', '/api/stories/:id/merchandise', 'story', 'user'), entitlementWhenQuery: { enhanced: 'true' } },
  // Billing: subscriptions, the portal, payments (the local engine's card form), provider webhooks.
  r('POST', '/api/create-subscription', 'billing', 'user'),
  r('POST', '/api/create-customer-portal-session', 'billing', 'user'),
  // Stripe calls it from its own servers; the signature on the raw body proves the caller.
  { ...r('POST', '/api/webhooks/stripe', 'billing', 'public'), crossOrigin: true },
  r('GET', '/api/billing/config', 'billing', 'public'),
  r('GET', '/api/billing/subscription', 'billing', 'user'),
  r('POST', '/api/billing/subscription/cancel', 'billing', 'user'),
  r('POST', '/api/billing/subscription/resume', 'billing', 'user'),
  r('POST', '/api/billing/confirm-payment', 'billing', 'user'),
  r('POST', '/api/billing/confirm-payment/authenticate', 'billing', 'user'),
  r('POST', '/api/billing/payment-method', 'billing', 'user'),
  // Gift subscriptions: the gift's payment (priced by billing), the card it buys, my gifts, redeeming a code.
  r('POST', '/api/create-payment-intent', 'billing', 'user'),
  r('POST', '/api/gift-cards/purchase', 'billing', 'user'),
  r('GET', '/api/gift-cards/history', 'billing', 'user'),
  r('POST', '/api/gift-cards/redeem', 'billing', 'user'),

  // Marketplace and merchandise (billing owns products, prices, orders and the product pictures).
  r('GET', '/api/marketplace/products', 'billing', 'public'),
  r('GET', '/api/marketplace/pictures/:file', 'billing', 'public'),
  r('POST', '/api/marketplace/checkout', 'billing', 'user'),
  r('GET', '/api/marketplace/orders', 'billing', 'user'),
  r('GET', '/api/marketplace/orders/:id', 'billing', 'user'),
  r('PUT', '/api/marketplace/orders/:id/shipping', 'billing', 'user'),
  r('POST', '/api/marketplace/orders/:id/payment-intent', 'billing', 'user'),
  r('POST', '/api/marketplace/orders/:id/complete', 'billing', 'user'),
  r('GET', '/api/merchandise', 'billing', 'public'),
  r('GET', '/api/admin/merchandise', 'billing', 'admin'),
  r('POST', '/api/admin/merchandise', 'billing', 'admin'),
  r('PUT', '/api/admin/merchandise/:id', 'billing', 'admin'),
  r('DELETE', '/api/admin/merchandise/:id', 'billing', 'admin'),

  // Printed books (billing: formats, estimates, paid orders; the story service renders the files).
  r('GET', '/api/lulu/book-configs', 'billing', 'user'),
  r('POST', '/api/lulu/price-estimate', 'billing', 'user'),
  r('POST', '/api/lulu/payment-intent', 'billing', 'user'),
  r('POST', '/api/lulu/submit-order', 'billing', 'user'),
  r('GET', '/api/lulu/my-print-orders', 'billing', 'user'),
  r('GET', '/api/lulu/print-orders/:id', 'billing', 'user'),
  // The print shop fetches an order's files: the unguessable token (query string, never logged) is the permission.
  r('GET', '/api/lulu/files/:id/:file', 'billing', 'public'),

  // Content-addressed media (audio, images): unguessable keys, cacheable, readable like the story itself.
  r('GET', '/api/media/:key', 'story', 'public'),

  // Community (community service): the lists are public, voting and sharing need an account.
  r('GET', '/api/community/stories', 'community', 'public'),
  r('GET', '/api/community/top-weekly', 'community', 'public'),
  r('POST', '/api/stories/:id/vote', 'community', 'user'),
  r('GET', '/api/stories/:id/share', 'community', 'user'),
  r('POST', '/api/stories/:id/share', 'community', 'user'),
  r('DELETE', '/api/stories/:id/share', 'community', 'user'),
];

/** Whether a call to this rule needs an entitlement, given its query. */
export function needsEntitlement(rule: RouteRule, query: Record<string, string | string[] | undefined>): boolean {
  if (rule.entitlement) return true;
  if (!rule.entitlementWhenQuery) return false;
  return Object.entries(rule.entitlementWhenQuery).some(([name, value]) => {
    const given = query[name];
    return Array.isArray(given) ? given.includes(value) : given === value;
  });
}

/** The table's rules followed by the routes that services registered at run time bring with them. */
export const routesWith = (extra: ExtraService[]): RouteRule[] => [
  ...ROUTES,
  ...extra.flatMap((service) => service.routes.map((route) => ({ ...route, service: service.name }))),
];

export type RouteMatch = { rule: RouteRule } | { rule: null; allowed: Method[] };
export type RouteTable = (method: string, path: string) => RouteMatch;

export function createRouteTable(rules: RouteRule[]): RouteTable {
  const compiled = rules.map((rule) => ({
    ...rule,
    pattern: new RegExp(`^${rule.path.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  }));
  /** The rule for a request, or the methods the path does allow (for 405), or nothing (404). */
  function scan(method: string, path: string): RouteMatch {
    const allowed: Method[] = [];
    for (const rule of compiled) {
      if (!rule.pattern.test(path)) continue;
      if (rule.method === method || (method === 'HEAD' && rule.method === 'GET')) return { rule };
      allowed.push(rule.method);
    }
    return { rule: null, allowed };
  }
  // Most calls repeat a few paths (the library, the same story): their answer is kept, so the ~90
  // patterns are tried once per path rather than on every request. Bounded, since ids make paths endless.
  const seen = new Map<string, RouteMatch>();
  return function matchRoute(method, path) {
    const key = `${method} ${path}`;
    let match = seen.get(key);
    if (match) return match;
    match = scan(method, path);
    if (path.length > LONGEST_KEPT_PATH) return match;
    if (seen.size >= MATCHES_KEPT) seen.clear();
    seen.set(key, match);
    return match;
  };
}

const MATCHES_KEPT = 2_000;
const LONGEST_KEPT_PATH = 200;

export const matchRoute = createRouteTable(ROUTES);
