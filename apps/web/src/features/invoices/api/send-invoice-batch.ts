import type { BatchProgress, SendInvoiceBatchInput } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceBatchKeys } from './get-invoice-batch';

/** POST /invoices/batch/send: the invoices go out as background jobs; the answer is the progress so far (202). */
export async function sendInvoiceBatch({ input, idempotencyKey }: { input: SendInvoiceBatchInput; idempotencyKey: string }): Promise<BatchProgress> {
  const { progress } = await api.post<{ progress: BatchProgress }>('/invoices/batch/send', input, { idempotencyKey });
  return progress;
}

export function useSendInvoiceBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoiceBatch,
    onSuccess: (progress) => queryClient.setQueryData(invoiceBatchKeys.detail(progress.id), progress),
  });
}
