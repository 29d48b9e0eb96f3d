import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, STORIES_QUERY_KEY } from '@bedtime/web-kit';
import {
  bookConfigsResponseSchema,
  myPrintOrdersResponseSchema,
  PRINT_NO_CONFIG_SELECTED,
  priceEstimateResponseSchema,
  printPaymentIntentResponseSchema,
  storyResponseSchema,
  submitPrintOrderResponseSchema,
  type PrintBookConfig,
  type PrintPaymentIntentRequest,
  type PrintPaymentIntentResponse,
  type ShippingCountry,
  type ShippingLevel,
  type SubmitPrintOrderRequest,
} from '@bedtime/contracts';

export const BOOK_CONFIGS_QUERY_KEY = ['/api/lulu/book-configs'] as const;
export const MY_PRINT_ORDERS_QUERY_KEY = ['/api/lulu/my-print-orders'] as const;

/** Runs only while the dialog is open. */
export function useBookConfigs(open: boolean) {
  return useQuery({
    queryKey: BOOK_CONFIGS_QUERY_KEY,
    enabled: open,
    queryFn: async () => (await apiJson(bookConfigsResponseSchema, 'GET', '/api/lulu/book-configs')).configs,
  });
}

/** Only once a configuration is chosen and the configs have loaded. */
export function usePriceEstimate(config: PrintBookConfig | undefined, shippingCountry: ShippingCountry, shippingLevel: ShippingLevel, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/lulu/price-estimate', config?.podPackageId, shippingCountry, shippingLevel],
    enabled: enabled && !!config,
    queryFn: async () => {
      if (!config) throw new Error(PRINT_NO_CONFIG_SELECTED);
      const answer = await apiJson(priceEstimateResponseSchema, 'POST', '/api/lulu/price-estimate', {
        podPackageId: config.podPackageId,
        quantity: 1,
        shippingCountry,
        shippingLevel,
      });
      return answer.estimate;
    },
  });
}

/** POST /api/lulu/payment-intent: billing makes and prices the book, and prepares a payment of exactly that. */
export async function createPrintPaymentIntent(input: PrintPaymentIntentRequest): Promise<PrintPaymentIntentResponse> {
  return await apiJson(printPaymentIntentResponseSchema, 'POST', '/api/lulu/payment-intent', input, { timeoutMs: 120_000 });
}

export function useSubmitPrintOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubmitPrintOrderRequest) =>
      await apiJson(submitPrintOrderResponseSchema, 'POST', '/api/lulu/submit-order', input, { timeoutMs: 120_000 }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_PRINT_ORDERS_QUERY_KEY }),
  });
}

export function useMyPrintOrders() {
  return useQuery({
    queryKey: MY_PRINT_ORDERS_QUERY_KEY,
    queryFn: async () => (await apiJson(myPrintOrdersResponseSchema, 'GET', '/api/lulu/my-print-orders')).orders,
  });
}

/**
 * Whether the story has illustrations yet (the coloring book is drawn from them). Asked fresh each time
 * the dialog opens: pictures made a minute ago on the story page must count.
 */
export function useStoryHasIllustrations(storyId: string, open: boolean) {
  return useQuery({
    queryKey: [...STORIES_QUERY_KEY, storyId, 'has-illustrations'],
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => (await apiJson(storyResponseSchema, 'GET', `/api/stories/${encodeURIComponent(storyId)}`)).story.illustrations.length > 0,
  });
}
