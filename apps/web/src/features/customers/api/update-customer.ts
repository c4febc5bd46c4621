import type { Customer, CustomerUpdateInput } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCachedList } from '@/lib/list-cache';
import { customersKeys } from './get-customers';

export async function updateCustomer({ id, input }: { id: string; input: CustomerUpdateInput }): Promise<Customer> {
  const { customer } = await api.put<{ customer: Customer }>(`/customers/${encodeURIComponent(id)}`, input);
  return customer;
}

/** A stale `updatedAt` answers 409: the form then offers to reload rather than overwrite someone's work. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(customersKeys.detail(customer.id), customer);
      void queryClient.invalidateQueries({ queryKey: customersKeys.activities(customer.id) });
      void invalidateCachedList(queryClient, 'customers');
    },
  });
}
