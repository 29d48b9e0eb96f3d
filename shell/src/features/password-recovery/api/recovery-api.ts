import { useMutation } from '@tanstack/react-query';
import { ApiError, apiJson } from '@bedtime/web-kit';
import { messageResponseSchema } from '@bedtime/contracts';

export const NETWORK_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => apiJson(messageResponseSchema, 'POST', '/api/auth/forgot-password', { email }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => apiJson(messageResponseSchema, 'POST', '/api/auth/reset-password', input),
  });
}

/**
 * An answer from the server shows its message (or the page's
 * fallback); no answer at all (network, time-out) shows the generic text (docs/product-rules.md, Accounts and passwords).
 */
export function recoveryErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return NETWORK_FAILURE_MESSAGE;
}
