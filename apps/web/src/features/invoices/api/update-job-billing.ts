import type { BillingSettingsInput, JobBilling } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobBillingKeys } from './get-job-billing';
import { refreshInvoicingAssistant } from './get-invoicing-assistant';

/** PUT /jobs/{id}/billing: the method and its settings with the `updatedAt` read: stale → 409. */
export async function updateJobBilling({ jobId, input }: { jobId: string; input: BillingSettingsInput }): Promise<JobBilling> {
  const { billing } = await api.put<{ billing: JobBilling }>(`/jobs/${encodeURIComponent(jobId)}/billing`, input);
  return billing;
}

export function useUpdateJobBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobBilling,
    onSuccess: (billing) => {
      queryClient.setQueryData(jobBillingKeys.billing(billing.jobId), billing);
      void queryClient.invalidateQueries({ queryKey: jobBillingKeys.trueUp(billing.jobId) });
      // Instalments due move with the months chosen.
      refreshInvoicingAssistant(queryClient);
    },
  });
}
