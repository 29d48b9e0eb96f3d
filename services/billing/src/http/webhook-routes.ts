import Router from '@koa/router';
import type { WebhookHandler } from '../domain/webhooks';
import { WebhookSignatureError } from '../domain/webhooks';

/** POST /api/webhooks/stripe: public (Stripe calls it), trusted only through the signature on the raw body. */
export function webhookRoutes({ webhooks }: { webhooks: WebhookHandler }) {
  const router = new Router();
  router.post('/api/webhooks/stripe', async (ctx) => {
    const raw = (ctx.request as { rawBody?: string }).rawBody;
    if (typeof raw !== 'string') throw new WebhookSignatureError('Webhook signature verification failed.');
    const { outcome } = await webhooks.receive(raw, ctx.get('stripe-signature') || undefined);
    ctx.body = { received: true, outcome };
  });
  return router;
}
