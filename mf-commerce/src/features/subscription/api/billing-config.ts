import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@bedtime/web-kit';
import { billingConfigResponseSchema } from '@bedtime/contracts';

export const BILLING_CONFIG_QUERY_KEY = ['/api/billing/config'] as const;

/** Which payment form to show: Stripe's Payment Element (with its publishable key) or our test-mode card form. */
export function useBillingConfig(enabled = true) {
  return useQuery({
    queryKey: BILLING_CONFIG_QUERY_KEY,
    enabled,
    queryFn: async () => await apiJson(billingConfigResponseSchema, 'GET', '/api/billing/config'),
  });
}
