import type { Invoice, SendInvoiceInput } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesKeys, refreshInvoiceLists } from './get-invoices';

/** POST /invoices/{id}/send: e-mailed with its PDF, or marked sent; a stale `updatedAt` answers 409. */
export async function sendInvoice({ id, input, idempotencyKey }: { id: string; input: SendInvoiceInput; idempotencyKey: string }): Promise<Invoice> {
  const { invoice } = await api.post<{ invoice: Invoice }>(`/invoices/${encodeURIComponent(id)}/send`, input, { idempotencyKey });
  return invoice;
}

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoicesKeys.detail(invoice.id), invoice);
      refreshInvoiceLists(queryClient);
    },
  });
}
