import Router from '@koa/router';
import {
  checkoutRequestSchema,
  completeOrderRequestSchema,
  merchandiseInputSchema,
  merchandiseQuerySchema,
  saveOrderShippingRequestSchema,
} from '@bedtime/contracts';
import { ForbiddenError, parseWith, requireUser } from '@bedtime/service-kit';
import type { Marketplace } from '../domain/marketplace';
import type { Merchandise } from '../domain/merchandise';
import { productPicture } from '../domain/product-pictures';

/** The marketplace (checkout and orders), the merchandise catalogue and its admin API, and the product pictures. */
export function marketplaceRoutes({ marketplace, merchandise }: { marketplace: Marketplace; merchandise: Merchandise }) {
  const router = new Router();

  router.get('/api/marketplace/products', async (ctx) => {
    // Stock moves with every sale: revalidate every time rather than show a stale "in stock".
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await marketplace.listProducts();
  });

  router.get('/api/marketplace/pictures/:file', (ctx) => {
    const svg = ctx.params.file?.endsWith('.svg') ? productPicture(ctx.params.file.slice(0, -4)) : null;
    if (!svg) {
      ctx.status = 404;
      ctx.body = { message: 'No such picture.' };
      return;
    }
    ctx.type = 'image/svg+xml';
    // Drawn deterministically from the name: a picture never changes under the same URL.
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.body = svg;
  });

  router.post('/api/marketplace/checkout', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await marketplace.checkout(user.userId, parseWith(checkoutRequestSchema, ctx.request.body));
  });

  router.get('/api/marketplace/orders', async (ctx) => {
    const user = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await marketplace.orders(user.userId);
  });

  router.get('/api/marketplace/orders/:id', async (ctx) => {
    const user = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await marketplace.order(user.userId, ctx.params.id!);
  });

  router.put('/api/marketplace/orders/:id/shipping', async (ctx) => {
    const user = requireUser(ctx);
    const { shipping } = parseWith(saveOrderShippingRequestSchema, ctx.request.body ?? {});
    ctx.body = await marketplace.saveShipping(user.userId, ctx.params.id!, shipping);
  });

  // The order's payment, of the server's total: the card form (the same as for gifts and printed books) confirms it.
  router.post('/api/marketplace/orders/:id/payment-intent', async (ctx) => {
    const user = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await marketplace.paymentIntent({ userId: user.userId, email: user.email }, ctx.params.id!);
  });

  router.post('/api/marketplace/orders/:id/complete', async (ctx) => {
    const user = requireUser(ctx);
    const { paymentIntentId } = parseWith(completeOrderRequestSchema, ctx.request.body ?? {});
    ctx.body = await marketplace.complete(user.userId, ctx.params.id!, paymentIntentId);
  });

  router.get('/api/merchandise', async (ctx) => {
    ctx.body = await merchandise.catalogue(parseWith(merchandiseQuerySchema, ctx.query));
  });

  // The gateway admits only admins here (route table); the service checks again, as it trusts no path alone.
  const requireAdmin = (ctx: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(ctx);
    if (!user.isAdmin) throw new ForbiddenError("You don't have permission to access the admin area.");
    return user;
  };

  router.get('/api/admin/merchandise', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await merchandise.all();
  });

  router.post('/api/admin/merchandise', async (ctx) => {
    requireAdmin(ctx);
    ctx.status = 201;
    ctx.body = await merchandise.create(parseWith(merchandiseInputSchema, ctx.request.body));
  });

  router.put('/api/admin/merchandise/:id', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await merchandise.update(ctx.params.id!, parseWith(merchandiseInputSchema, ctx.request.body));
  });

  router.delete('/api/admin/merchandise/:id', async (ctx) => {
    requireAdmin(ctx);
    await merchandise.remove(ctx.params.id!);
    ctx.status = 204;
  });

  return router;
}
