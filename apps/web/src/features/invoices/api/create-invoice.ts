import type { CreateInvoiceInput, Invoice } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesKeys, refreshInvoiceLists } from './get-invoices';

/**
 * POST /invoices: a one-off draft with the next number. The key is the form's, kept across retries, so a submit
 * retried after a lost answer never takes a second number.
 */
export async function createInvoice({ input, idempotencyKey }: { input: CreateInvoiceInput; idempotencyKey: string }): Promise<Invoice> {
  const { invoice } = await api.post<{ invoice: Invoice }>('/invoices', input, { idempotencyKey });
  return invoice;
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoicesKeys.detail(invoice.id), invoice);
      refreshInvoiceLists(queryClient);
    },
  });
}
