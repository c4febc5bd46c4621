import type { CustomerImportInput, CustomerImportResult } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCachedList } from '@/lib/list-cache';

/** Sends the file text and the chosen mapping; the server validates every row again and imports the good ones at once. */
export function importCustomers(input: CustomerImportInput): Promise<CustomerImportResult> {
  // A big file takes longer than the usual 10 s to validate and store.
  return api.post<CustomerImportResult>('/customers/import', input, { timeoutMs: 120_000 });
}

export function useImportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCustomers,
    onSuccess: () => void invalidateCachedList(queryClient, 'customers'),
  });
}
