import type { DeleteResult } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCachedList } from '@/lib/list-cache';
import { customersKeys } from './get-customers';

/** Removes the customer, or archives it when estimates, jobs or invoices point at it (`outcome` says which). */
export function deleteCustomer(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/customers/${encodeURIComponent(id)}`);
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: (result) => {
      if (result.outcome === 'deleted') queryClient.removeQueries({ queryKey: customersKeys.detail(result.id) });
      else void queryClient.invalidateQueries({ queryKey: customersKeys.detail(result.id) });
      void invalidateCachedList(queryClient, 'customers');
    },
  });
}
