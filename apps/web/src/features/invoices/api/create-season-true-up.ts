import type { CreateTrueUpInput, createTrueUpResultSchema } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { jobBillingKeys } from './get-job-billing';
import { refreshInvoiceLists } from './get-invoices';

export type TrueUpResult = z.infer<typeof createTrueUpResultSchema>;

/** POST /jobs/{id}/true_up: the proposed credit note or extra invoice, made as a draft. */
export async function createSeasonTrueUp({ jobId, input, idempotencyKey }: { jobId: string; input: CreateTrueUpInput; idempotencyKey: string }): Promise<TrueUpResult> {
  return api.post<TrueUpResult>(`/jobs/${encodeURIComponent(jobId)}/true_up`, input, { idempotencyKey });
}

export function useCreateSeasonTrueUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeasonTrueUp,
    onSuccess: (_result, { jobId }) => {
      void queryClient.invalidateQueries({ queryKey: jobBillingKeys.all(jobId) });
      refreshInvoiceLists(queryClient);
    },
  });
}
