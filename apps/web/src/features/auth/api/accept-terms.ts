import type { User } from '@groundwork/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '../auth-provider';

export function acceptTerms(): Promise<{ user: User }> {
  return api.put<{ user: User }>('/users/accept_terms');
}

export function useAcceptTerms() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: ({ user }) => updateUser(user),
  });
}
