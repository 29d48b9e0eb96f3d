import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@bedtime/web-kit';
import {
  checkoutResponseSchema,
  marketplaceProductSchema,
  merchandiseItemSchema,
  orderViewSchema,
  type CardDetails,
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

export function usePayOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { shipping: ShippingAddress; card: CardDetails }) =>
      await apiJson(orderViewSchema, 'POST', `/api/marketplace/orders/${encodeURIComponent(orderId)}/pay`, input),
    onSuccess: (order: OrderView) => {
      queryClient.setQueryData(['/api/marketplace/orders', orderId], order);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
    },
  });
}

export function useMerchandise(query: { search: string; sort: string }) {
  return useQuery({
    queryKey: ['/api/merchandise', query],
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
