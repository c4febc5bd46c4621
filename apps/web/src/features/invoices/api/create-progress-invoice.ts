import type { CreateProgressInvoiceInput, Invoice } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobBillingKeys } from './get-job-billing';
import { invoicesKeys, refreshInvoiceLists } from './get-invoices';

/** POST /jobs/{id}/progress_invoices: a deposit, progress or final draft for a job billed by deposit and progress. */
export async function createProgressInvoice({
  jobId,
  input,
  idempotencyKey,
}: {
  jobId: string;
  input: CreateProgressInvoiceInput;
  idempotencyKey: string;
}): Promise<Invoice> {
  const { invoice } = await api.post<{ invoice: Invoice }>(`/jobs/${encodeURIComponent(jobId)}/progress_invoices`, input, { idempotencyKey });
  return invoice;
}

export function useCreateProgressInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgressInvoice,
    onSuccess: (invoice, { jobId }) => {
      queryClient.setQueryData(invoicesKeys.detail(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: jobBillingKeys.all(jobId) });
      refreshInvoiceLists(queryClient);
    },
  });
}
