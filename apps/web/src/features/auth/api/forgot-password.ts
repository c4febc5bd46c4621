import type { ForgotPasswordInput } from '@groundwork/domain/auth';
import type { MessageEnvelope } from '@groundwork/domain/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function forgotPassword(input: ForgotPasswordInput): Promise<MessageEnvelope> {
  return api.post<MessageEnvelope>('/auth/forgot-password', input, { auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
