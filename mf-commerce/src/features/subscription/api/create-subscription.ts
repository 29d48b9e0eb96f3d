import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@bedtime/web-kit';
import { createSubscriptionResponseSchema, type CreateSubscriptionResponse } from '@bedtime/contracts';

/** POST /api/create-subscription: no body (the plan and price are the server's). */
export async function createSubscription(): Promise<CreateSubscriptionResponse> {
  return await apiJson(createSubscriptionResponseSchema, 'POST', '/api/create-subscription');
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
