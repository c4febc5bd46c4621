import type { InvoiceSettings } from '@groundwork/domain/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The same key the assistant's payment-terms fix refreshes (preflight-fixes.ts). */
export const invoiceSettingsQueryKey = ['invoices', 'settings'] as const;

export function getInvoiceSettings(signal?: AbortSignal): Promise<{ settings: InvoiceSettings }> {
  return api.get<{ settings: InvoiceSettings }>('/invoices/settings', { signal });
}

export function getInvoiceSettingsQueryOptions() {
  return queryOptions({
    queryKey: invoiceSettingsQueryKey,
    queryFn: ({ signal }) => getInvoiceSettings(signal),
    select: (result): InvoiceSettings => result.settings,
  });
}

export function useInvoiceSettings() {
  return useQuery(getInvoiceSettingsQueryOptions());
}
