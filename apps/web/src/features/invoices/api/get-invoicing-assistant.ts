import type { InvoicingAssistant, InvoicingAssistantQuery } from '@groundwork/domain/invoices';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const assistantKeys = {
  all: ['invoices', 'assistant'] as const,
  list: (filters: InvoicingAssistantQuery) => ['invoices', 'assistant', filters] as const,
};

/** GET /invoices/assistant?customerId&source&status: what is ready to bill, grouped by customer, with the status counts. */
export async function getInvoicingAssistant(filters: InvoicingAssistantQuery, signal?: AbortSignal): Promise<InvoicingAssistant> {
  const { assistant } = await api.get<{ assistant: InvoicingAssistant }>('/invoices/assistant', {
    query: { customerId: filters.customerId || undefined, source: filters.source || undefined, status: filters.status || undefined },
    signal,
  });
  return assistant;
}

export function invoicingAssistantQueryOptions(filters: InvoicingAssistantQuery) {
  return queryOptions({
    queryKey: assistantKeys.list(filters),
    queryFn: ({ signal }) => getInvoicingAssistant(filters, signal),
    // A new filter keeps the groups on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}

export function useInvoicingAssistant(filters: InvoicingAssistantQuery) {
  return useQuery(invoicingAssistantQueryOptions(filters));
}

/** After a batch or a fix: what is ready to bill (and its statuses) is read again. */
export function refreshInvoicingAssistant(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: assistantKeys.all });
}
