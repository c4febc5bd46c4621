import type { InvoiceSettings, InvoiceSettingsInput } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getInvoiceSettingsQueryOptions } from './get-invoice-settings';
import { refreshInvoicingAssistant } from './get-invoicing-assistant';

export function updateInvoiceSettings(input: InvoiceSettingsInput): Promise<{ settings: InvoiceSettings }> {
  return api.put<{ settings: InvoiceSettings }>('/invoices/settings', input);
}

export function useUpdateInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceSettings,
    onSuccess: (result) => {
      queryClient.setQueryData(getInvoiceSettingsQueryOptions().queryKey, result);
      // The default terms decide what the assistant flags as Missing terms.
      refreshInvoicingAssistant(queryClient);
    },
  });
}
