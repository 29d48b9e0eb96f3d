import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  DeleteAccountRequest,
  DeleteAccountResponse,
  MessageResponse,
  UpdateProfileRequest,
  UserResponse,
} from '@bedtime/contracts';
import { apiJson, USER_QUERY_KEY } from '@bedtime/web-kit';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => apiJson<UserResponse>('PATCH', '/api/user/profile', input),
    // spec/core.md §7: GET /api/user is refreshed after a profile update.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => apiJson<MessageResponse>('POST', '/api/user/change-password', input),
  });
}

/** Deletes the account; afterwards nothing cached about the person may stay on screen. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountRequest) => apiJson<DeleteAccountResponse>('DELETE', '/api/user', input),
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    },
  });
}
