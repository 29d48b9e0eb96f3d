import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, MERCHANDISE_QUERY_KEY } from '@bedtime/web-kit';
import {
  checkoutResponseSchema,
  marketplaceProductSchema,
  merchandiseItemSchema,
  orderPaymentIntentResponseSchema,
  orderViewSchema,
  type OrderView,
  type ShippingAddress,
} from '@bedtime/contracts';

export const PRODUCTS_QUERY_KEY = ['/api/marketplace/products'] as const;
export const ORDERS_QUERY_KEY = ['/api/marketplace/orders'] as const;

export function useProducts() {
  return useQuery({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: async () => await apiJson(marketplaceProductSchema.array(), 'GET', '/api/marketplace/products'),
  });
}

/** The size and colour chosen in the merchandise catalogue, for a design sold as a marketplace product. */
export interface ProductOptions {
  size?: string;
  color?: string;
}

/** POST /api/marketplace/checkout: one product, quantity 1 (the product rules' Buy Now), with its options; the server prices it. */
export async function startCheckout(productId: string, options: ProductOptions = {}) {
  return await apiJson(checkoutResponseSchema.partial(), 'POST', '/api/marketplace/checkout', { items: [{ productId, quantity: 1, ...options }] });
}

export function useOrders(enabled = true) {
  return useQuery({
    queryKey: ORDERS_QUERY_KEY,
    enabled,
    queryFn: async () => await apiJson(orderViewSchema.array(), 'GET', '/api/marketplace/orders'),
  });
}

/** One order; `pollMs` says, from the order as last read, how soon to read it again (false: not again). */
export function useOrder(orderId: string, pollMs: (order: OrderView | undefined) => number | false = () => false) {
  return useQuery({
    queryKey: ['/api/marketplace/orders', orderId],
    queryFn: async () => await apiJson(orderViewSchema, 'GET', `/api/marketplace/orders/${encodeURIComponent(orderId)}`),
    retry: false,
    refetchInterval: (query) => pollMs(query.state.data),
  });
}

const orderPath = (orderId: string, rest = '') => `/api/marketplace/orders/${encodeURIComponent(orderId)}${rest}`;

/**
 * The order's one payment (POST .../payment-intent), prepared once the checkout shows the card form: the
 * same payment each time the page is opened, so it is read once and kept while the page is open.
 */
export function useOrderPayment(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/marketplace/orders', orderId, 'payment-intent'],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => await apiJson(orderPaymentIntentResponseSchema, 'POST', orderPath(orderId, '/payment-intent'), {}),
  });
}

/** PUT .../shipping: where the order ships, kept before the card is confirmed (the provider's event may settle it first). */
export async function saveOrderShipping(orderId: string, shipping: ShippingAddress): Promise<OrderView> {
  return await apiJson(orderViewSchema, 'PUT', orderPath(orderId, '/shipping'), { shipping });
}

/** POST .../complete: the payment the card form confirmed settles the order now (paid, or failed if it sold out meanwhile). */
export function useCompleteOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentIntentId: string) => await apiJson(orderViewSchema, 'POST', orderPath(orderId, '/complete'), { paymentIntentId }),
    onSuccess: (order: OrderView) => {
      queryClient.setQueryData(['/api/marketplace/orders', orderId], order);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY, exact: true });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
    },
  });
}

export function useMerchandise(query: { search: string; sort: string }) {
  return useQuery({
    queryKey: [...MERCHANDISE_QUERY_KEY, query],
    queryFn: async () => {
      const params = new URLSearchParams();
      if (query.search.trim()) params.set('search', query.search.trim());
      if (query.sort) params.set('sort', query.sort);
      const suffix = params.size > 0 ? `?${params}` : '';
      return await apiJson(merchandiseItemSchema.array(), 'GET', `/api/merchandise${suffix}`);
    },
    placeholderData: (previous) => previous,
  });
}
