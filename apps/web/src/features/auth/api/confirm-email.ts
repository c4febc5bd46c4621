import type { ConfirmEmailInput } from '@groundwork/domain/auth';
import type { MessageEnvelope } from '@groundwork/domain/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function confirmEmail(input: ConfirmEmailInput): Promise<MessageEnvelope> {
  return api.post<MessageEnvelope>('/auth/confirm-email', input, { auth: false });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
