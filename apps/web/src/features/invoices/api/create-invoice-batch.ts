import type { CreateInvoiceBatchInput, invoiceBatchResultSchema } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshInvoiceLists } from './get-invoices';
import { refreshInvoicingAssistant } from './get-invoicing-assistant';

export type InvoiceBatch = z.infer<typeof invoiceBatchResultSchema>['batch'];

/** POST /invoices/batch: drafts for the items chosen; what could not be billed comes back in `skipped` with the reason. */
export async function createInvoiceBatch({ input, idempotencyKey }: { input: CreateInvoiceBatchInput; idempotencyKey: string }): Promise<InvoiceBatch> {
  const { batch } = await api.post<{ batch: InvoiceBatch }>('/invoices/batch', input, { idempotencyKey, timeoutMs: 60_000 });
  return batch;
}

export function useCreateInvoiceBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoiceBatch,
    onSuccess: () => {
      refreshInvoicingAssistant(queryClient);
      refreshInvoiceLists(queryClient);
    },
  });
}
