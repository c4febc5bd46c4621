import type { DeleteResult } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCachedList } from '@/lib/list-cache';
import { customersKeys } from './get-customers';

/** The last property cannot go (422): a customer always has somewhere to work. */
export function deleteProperty({ customerId, propertyId }: { customerId: string; propertyId: string }): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/customers/${encodeURIComponent(customerId)}/properties/${encodeURIComponent(propertyId)}`);
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_result, { customerId }) => {
      void queryClient.invalidateQueries({ queryKey: customersKeys.detail(customerId) });
      void invalidateCachedList(queryClient, 'customers');
    },
  });
}
