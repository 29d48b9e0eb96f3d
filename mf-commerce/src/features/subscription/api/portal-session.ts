import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@bedtime/web-kit';
import { portalSessionResponseSchema } from '@bedtime/contracts';

/** POST /api/create-customer-portal-session: Stripe's hosted portal, or our own portal page. */
export function usePortalSession() {
  return useMutation({
    mutationFn: async () => await apiJson(portalSessionResponseSchema, 'POST', '/api/create-customer-portal-session'),
  });
}
