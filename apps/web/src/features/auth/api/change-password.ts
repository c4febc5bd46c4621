import type { ChangePasswordInput } from '@groundwork/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '../auth-provider';

export function changePassword(input: ChangePasswordInput): Promise<{ token: string }> {
  return api.post<{ token: string }>('/auth/change-password', input);
}

export function useChangePassword() {
  const { updateToken } = useAuth();
  return useMutation({
    mutationFn: changePassword,
    // Every other session was revoked; this browser carries on with the fresh token.
    onSuccess: ({ token }) => updateToken(token),
  });
}
