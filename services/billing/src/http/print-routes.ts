import Router from '@koa/router';
import { z } from 'zod';
import { priceEstimateRequestSchema, printPaymentIntentRequestSchema, submitPrintOrderRequestSchema } from '@bedtime/contracts';
import { parseWith, requireUser } from '@bedtime/service-kit';
import type { PrintFulfilment } from '../domain/print-fulfilment';
import type { PrintOrders } from '../domain/print-orders';

const orderParams = z.object({ id: z.string().regex(/^print_[0-9a-f]{24}$/, 'No such print order.') });
const fileParams = z.object({
  id: z.string().regex(/^print_[0-9a-f]{24}$/, 'No such file.'),
  file: z.enum(['interior.pdf', 'cover.pdf'], { error: 'No such file.' }),
});
const fileQuery = z.object({ token: z.string({ error: 'No such file.' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'No such file.') });

/** Printed books: formats, estimates, paid orders, the user's orders, and the files the print shop fetches. */
export function printRoutes({ printOrders, printFulfilment }: { printOrders: PrintOrders; printFulfilment: PrintFulfilment }) {
  const router = new Router();

  router.get('/api/lulu/book-configs', (ctx) => {
    requireUser(ctx);
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = printOrders.configs();
  });

  router.post('/api/lulu/price-estimate', async (ctx) => {
    requireUser(ctx);
    ctx.body = await printOrders.estimate(parseWith(priceEstimateRequestSchema, ctx.request.body ?? {}));
  });

  // The book priced by the server and a payment of exactly that prepared (the Payment Element pays it).
  router.post('/api/lulu/payment-intent', async (ctx) => {
    const user = requireUser(ctx);
    const input = parseWith(printPaymentIntentRequestSchema, ctx.request.body ?? {});
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await printOrders.paymentIntent({ userId: user.userId, email: user.email }, input, ctx.state.requestId as string | undefined);
  });

  router.post('/api/lulu/submit-order', async (ctx) => {
    const user = requireUser(ctx);
    const input = parseWith(submitPrintOrderRequestSchema, ctx.request.body ?? {});
    ctx.body = await printOrders.submit({ userId: user.userId, email: user.email }, input);
  });

  router.get('/api/lulu/my-print-orders', async (ctx) => {
    const user = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { orders: await printOrders.myOrders(user.userId) };
  });

  router.get('/api/lulu/print-orders/:id', async (ctx) => {
    const user = requireUser(ctx);
    const { id } = parseWith(orderParams, ctx.params);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await printOrders.order(user.userId, id);
  });

  // Public, for the print shop's file fetcher: the unguessable token is the permission. It travels in the
  // query string, which request logs leave out (they keep the path only).
  router.get('/api/lulu/files/:id/:file', async (ctx) => {
    const { id, file } = parseWith(fileParams, ctx.params);
    const { token } = parseWith(fileQuery, ctx.query);
    const data = await printFulfilment.file(id, token, file === 'interior.pdf' ? 'interior' : 'cover');
    ctx.type = 'application/pdf';
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', `inline; filename="${file}"`);
    ctx.body = data;
  });

  return router;
}
