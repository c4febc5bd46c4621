import type { EstimateListItem } from '@groundwork/domain/estimates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { estimatesKeys } from './get-estimates';

/** GET /estimatesbyCustomer/{id}: one customer's estimates (404 when the customer is not the company's). */
export async function getCustomerEstimates(customerId: string, signal?: AbortSignal): Promise<EstimateListItem[]> {
  const { estimates } = await api.get<{ estimates: EstimateListItem[] }>(`/estimatesbyCustomer/${encodeURIComponent(customerId)}`, { signal });
  return estimates;
}

export function customerEstimatesQueryOptions(customerId: string) {
  return queryOptions({ queryKey: estimatesKeys.byCustomer(customerId), queryFn: ({ signal }) => getCustomerEstimates(customerId, signal) });
}

export function useCustomerEstimates(customerId: string) {
  return useQuery(customerEstimatesQueryOptions(customerId));
}
