import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, USER_QUERY_KEY } from '@bedtime/web-kit';
import { billingOverviewSchema, type BillingOverview, type CardDetails } from '@bedtime/contracts';

export const BILLING_OVERVIEW_QUERY_KEY = ['/api/billing/subscription'] as const;

/** GET /api/billing/subscription: plan, status, renewal date, saved card, invoices. */
export function useBillingOverview() {
  return useQuery({
    queryKey: BILLING_OVERVIEW_QUERY_KEY,
    queryFn: () => apiJson(billingOverviewSchema, 'GET', '/api/billing/subscription'),
  });
}

/** Portal actions answer with the new overview; the session's user is refreshed too (status and end date). */
function usePortalAction<TInput>(request: (input: TInput) => Promise<BillingOverview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (overview: BillingOverview) => {
      queryClient.setQueryData(BILLING_OVERVIEW_QUERY_KEY, overview);
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

export const useCancelAtPeriodEnd = () => usePortalAction(() => apiJson(billingOverviewSchema, 'POST', '/api/billing/subscription/cancel'));
export const useResumeSubscription = () => usePortalAction(() => apiJson(billingOverviewSchema, 'POST', '/api/billing/subscription/resume'));
export const useChangeCard = () => usePortalAction((card: CardDetails) => apiJson(billingOverviewSchema, 'POST', '/api/billing/payment-method', { card }));
