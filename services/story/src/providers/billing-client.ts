import { storyProductsResponseSchema, type StoryProductTemplate } from '@bedtime/contracts';
import { createInternalClient, UpstreamError } from '@bedtime/service-kit';

/** Where story merchandise's products and prices come from (billing owns them). */
export interface ShopProducts {
  storyProducts(requestId?: string): Promise<StoryProductTemplate[]>;
}

/** Billing's internal route, GET /internal/shop/story-products, checked against the shared contract. */
export function createBillingShopProducts(options: { billingUrl: string; identitySecret: string; timeoutMs?: number }): ShopProducts {
  const call = createInternalClient({
    baseUrl: options.billingUrl,
    secret: options.identitySecret,
    issuer: 'story-merchandise',
    timeoutMs: options.timeoutMs ?? 5_000,
  });
  return {
    async storyProducts(requestId) {
      const parsed = storyProductsResponseSchema.safeParse(await call('GET', '/internal/shop/story-products', undefined, requestId));
      if (!parsed.success) throw new UpstreamError('The shop answered with products this service cannot read.');
      return parsed.data.products;
    },
  };
}
