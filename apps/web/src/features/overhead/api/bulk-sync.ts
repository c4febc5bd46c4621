import type { BulkSyncInput, OperatingExpenseLine, OverheadBudget, OverheadResults } from '@groundwork/domain/overhead';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overheadQueryKey } from './get-overhead-budgets';

export type BulkSyncResult = { budget: OverheadBudget; results: OverheadResults; syncedLines: OperatingExpenseLine[] };

/** Writes each categorised operating expense line (the sum of its categories' items) into the budget. */
export function bulkSync(input: BulkSyncInput): Promise<BulkSyncResult> {
  return api.post<BulkSyncResult>('/bulk-sync', input);
}

export function useBulkSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkSync,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overheadQueryKey }),
  });
}
