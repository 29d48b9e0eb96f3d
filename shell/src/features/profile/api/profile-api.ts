import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAccountResponseSchema,
  giftHistoryResponseSchema,
  messageResponseSchema,
  redeemGiftResponseSchema,
  userResponseSchema,
} from '@bedtime/contracts';
import type { ChangePasswordRequest, DeleteAccountRequest, UpdateProfileRequest } from '@bedtime/contracts';
import { apiJson, GIFT_HISTORY_QUERY_KEY, USER_QUERY_KEY } from '@bedtime/web-kit';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => apiJson(userResponseSchema, 'PATCH', '/api/user/profile', input),
    // GET /api/user is refreshed after a profile update (docs/product-rules.md, Fetching and caching).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => apiJson(messageResponseSchema, 'POST', '/api/user/change-password', input),
  });
}

/** Deletes the account; afterwards nothing cached about the person may stay on screen. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountRequest) => apiJson(deleteAccountResponseSchema, 'DELETE', '/api/user', input),
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    },
  });
}

/** The gifts I bought and the gifts I redeemed (billing). */
export function useGiftHistory() {
  return useQuery({
    queryKey: GIFT_HISTORY_QUERY_KEY,
    queryFn: async () => await apiJson(giftHistoryResponseSchema, 'GET', '/api/gift-cards/history'),
  });
}

/** Redeems a gift code on my account; my subscription and my gift list change. */
export function useRedeemGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => await apiJson(redeemGiftResponseSchema, 'POST', '/api/gift-cards/redeem', { code }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: GIFT_HISTORY_QUERY_KEY });
    },
  });
}
