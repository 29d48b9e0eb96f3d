import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, USER_QUERY_KEY } from '@bedtime/web-kit';
import { billingOverviewSchema, type BillingOverview, type CardDetails } from '@bedtime/contracts';

export const BILLING_OVERVIEW_QUERY_KEY = ['/api/billing/subscription'] as const;

/** GET /api/billing/subscription: plan, status, renewal date, saved card, invoices. */
export function useBillingOverview() {
  return useQuery({
    queryKey: BILLING_OVERVIEW_QUERY_KEY,
    queryFn: async () => billingOverviewSchema.parse(await apiJson('GET', '/api/billing/subscription')),
  });
}

/** Portal actions answer with the new overview; the session's user is refreshed too (status and end date). */
function usePortalAction<TInput>(request: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => billingOverviewSchema.parse(await request(input)),
    onSuccess: (overview: BillingOverview) => {
      queryClient.setQueryData(BILLING_OVERVIEW_QUERY_KEY, overview);
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

export const useCancelAtPeriodEnd = () => usePortalAction(() => apiJson('POST', '/api/billing/subscription/cancel'));
export const useResumeSubscription = () => usePortalAction(() => apiJson('POST', '/api/billing/subscription/resume'));
export const useChangeCard = () => usePortalAction((card: CardDetails) => apiJson('POST', '/api/billing/payment-method', { card }));
