import type Koa from 'koa';
import type { RateLimiter } from '../domain/rate-limiter';

/** Redeeming a gift code is counted per address and per account before billing sees it: codes are not for guessing. */
export function giftRedeemLimit(options: { rateLimiter: RateLimiter; perIp: number; perUser: number }) {
  return async function giftRedeemLimit(ctx: Koa.Context, next: Koa.Next) {
    if (ctx.method === 'POST' && /^\/api\/gift-cards\/redeem\/?$/.test(ctx.path)) {
      const checks = [{ rule: { name: 'gift-redeem:ip', limit: options.perIp }, subject: ctx.ip }];
      const userId = typeof ctx.session?.userId === 'string' ? ctx.session.userId : null;
      if (userId) checks.push({ rule: { name: 'gift-redeem:user', limit: options.perUser }, subject: userId });
      await options.rateLimiter.hit(checks, 'Too many gift code attempts. Please wait a few minutes and try again.');
    }
    await next();
  };
}
