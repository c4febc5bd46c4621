import type { Customer, CustomerCreateInput } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCachedList } from '@/lib/list-cache';
import { customersKeys } from './get-customers';

export async function createCustomer(input: CustomerCreateInput): Promise<Customer> {
  const { customer } = await api.post<{ customer: Customer }>('/customers', input);
  return customer;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(customersKeys.detail(customer.id), customer);
      void invalidateCachedList(queryClient, 'customers');
    },
  });
}
