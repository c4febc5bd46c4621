import type { ResetPasswordInput } from '@groundwork/domain/auth';
import type { MessageEnvelope } from '@groundwork/domain/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<MessageEnvelope> {
  return api.post<MessageEnvelope>('/auth/reset-password', input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
