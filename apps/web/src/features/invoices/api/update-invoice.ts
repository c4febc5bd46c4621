import type { Invoice, UpdateInvoiceInput } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesKeys, refreshInvoiceLists } from './get-invoices';

/** PUT /invoices/{id}: a draft's fields (`lines` replaces them all) with the `updatedAt` it was read with: stale → 409. */
export async function updateInvoice({ id, input }: { id: string; input: UpdateInvoiceInput }): Promise<Invoice> {
  const { invoice } = await api.put<{ invoice: Invoice }>(`/invoices/${encodeURIComponent(id)}`, input);
  return invoice;
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoicesKeys.detail(invoice.id), invoice);
      refreshInvoiceLists(queryClient);
    },
  });
}
