import type { MessageEnvelope } from '@groundwork/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '../auth-provider';

export function logout(): Promise<MessageEnvelope> {
  return api.post<MessageEnvelope>('/auth/logout');
}

/** Signing out always succeeds locally; a failed server call is only logged (SPEC.md §4). */
export function useLogout() {
  const { endSession } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        console.error('Logout failed', error);
      }
    },
    onSettled: () => {
      endSession();
      queryClient.clear();
    },
  });
}
