import type { Customer } from '@groundwork/domain/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersKeys } from './get-customers';

export async function getCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  const { customer } = await api.get<{ customer: Customer }>(`/customers/${encodeURIComponent(id)}`, { signal });
  return customer;
}

export function getCustomerQueryOptions(id: string) {
  return queryOptions({ queryKey: customersKeys.detail(id), queryFn: ({ signal }) => getCustomer(id, signal) });
}

export function useCustomer(id: string) {
  return useQuery(getCustomerQueryOptions(id));
}
