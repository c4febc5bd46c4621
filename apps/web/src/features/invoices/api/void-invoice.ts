import type { Invoice, VoidInvoiceInput } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesKeys, refreshInvoiceLists } from './get-invoices';

/** POST /invoices/{id}/void: the invoice keeps its number and shows the reason; a stale `updatedAt` answers 409. */
export async function voidInvoice({ id, input, idempotencyKey }: { id: string; input: VoidInvoiceInput; idempotencyKey: string }): Promise<Invoice> {
  const { invoice } = await api.post<{ invoice: Invoice }>(`/invoices/${encodeURIComponent(id)}/void`, input, { idempotencyKey });
  return invoice;
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoicesKeys.detail(invoice.id), invoice);
      refreshInvoiceLists(queryClient);
    },
  });
}
