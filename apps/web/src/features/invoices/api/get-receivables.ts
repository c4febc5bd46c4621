import { receivablesResultSchema, type Receivables } from '@groundwork/domain/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const receivablesKeys = {
  all: ['receivables'] as const,
  asOf: (asOf: string) => ['receivables', asOf] as const,
};

/** GET /receivables?asOf: what every customer owes, by how long it is past due, with the totals. */
export async function getReceivables(asOf: string, signal?: AbortSignal): Promise<Receivables> {
  return receivablesResultSchema.parse(await api.get<unknown>('/receivables', { query: { asOf: asOf || undefined }, signal })).receivables;
}

export function receivablesQueryOptions(asOf: string) {
  // A new date keeps the table on screen until its answer comes.
  return queryOptions({ queryKey: receivablesKeys.asOf(asOf), queryFn: ({ signal }) => getReceivables(asOf, signal), placeholderData: keepPreviousData });
}

export function useReceivables(asOf: string) {
  return useQuery(receivablesQueryOptions(asOf));
}
