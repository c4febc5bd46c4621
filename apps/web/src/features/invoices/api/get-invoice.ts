import type { Invoice } from '@groundwork/domain/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesKeys } from './get-invoices';

/** GET /invoices/{id}: the whole invoice, with its lines and what was paid and credited on it. */
export async function getInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  const { invoice } = await api.get<{ invoice: Invoice }>(`/invoices/${encodeURIComponent(id)}`, { signal });
  return invoice;
}

export function invoiceQueryOptions(id: string) {
  return queryOptions({ queryKey: invoicesKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });
}

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}
