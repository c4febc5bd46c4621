import type { InvoiceSettings, PaymentTerms } from '@groundwork/domain/invoices';
import type { Customer } from '@groundwork/domain/customers';
import type { SalesTaxCategory } from '@groundwork/domain/sales-tax';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshInvoicingAssistant } from './get-invoicing-assistant';

/**
 * The assistant's one-click fixes that write elsewhere: a tax category on the customer (PUT /customers/{id}, a full
 * replace, so the customer is read first and sent back with only the category changed) or as the company's default
 * for clients (PUT /sales_tax/categories/{id}); payment terms as the company's default (PUT /invoices/settings).
 */

export const fixOptionKeys = {
  taxCategories: ['sales-tax', 'categories'] as const,
  invoiceSettings: ['invoices', 'settings'] as const,
};

export function useTaxCategoryOptions(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: fixOptionKeys.taxCategories,
      queryFn: ({ signal }) => api.get<{ categories: SalesTaxCategory[] }>('/sales_tax/categories', { signal }),
      select: (result) => result.categories.filter((category) => category.isActive),
      enabled,
    }),
  );
}

async function getInvoiceSettings(signal?: AbortSignal): Promise<InvoiceSettings> {
  const { settings } = await api.get<{ settings: InvoiceSettings }>('/invoices/settings', { signal });
  return settings;
}

async function saveCustomerTaxCategory(customerId: string, taxCategoryId: string): Promise<void> {
  const path = `/customers/${encodeURIComponent(customerId)}`;
  const { customer } = await api.get<{ customer: Customer }>(path);
  const { type, firstName, lastName, companyName, displayName, email, alternateEmails, phone, mobilePhone, workPhone, address, leadSourceId, tags, notes, status } =
    customer;
  await api.put(path, {
    type,
    firstName,
    lastName,
    companyName,
    displayName,
    email,
    alternateEmails,
    phone,
    mobilePhone,
    workPhone,
    address,
    leadSourceId,
    tags,
    notes,
    status,
    taxCategoryId,
    updatedAt: customer.updatedAt,
  });
}

async function saveDefaultTaxCategory(category: SalesTaxCategory): Promise<void> {
  const { name, description, rate, isExempt, jurisdictionId, isActive, isDefaultForProducts, isDefaultForServices } = category;
  await api.put(`/sales_tax/categories/${encodeURIComponent(category.id)}`, {
    name,
    description,
    rate,
    isExempt,
    jurisdictionId,
    isActive,
    isDefaultForProducts,
    isDefaultForServices,
    isDefaultForClients: true,
    updatedAt: category.updatedAt,
  });
}

async function saveDefaultTerms(terms: PaymentTerms): Promise<void> {
  const settings = await getInvoiceSettings();
  await api.put('/invoices/settings', {
    firstInvoiceNumber: settings.firstInvoiceNumber,
    defaultTerms: terms,
    paymentInstructions: settings.paymentInstructions,
    reminders: settings.reminders,
    updatedAt: settings.updatedAt,
  });
}

export type PreflightFixInput =
  | { kind: 'tax_category'; scope: 'customer'; customerId: string; category: SalesTaxCategory }
  | { kind: 'tax_category'; scope: 'company'; category: SalesTaxCategory }
  | { kind: 'payment_terms'; terms: PaymentTerms };

export function savePreflightFix(input: PreflightFixInput): Promise<void> {
  if (input.kind === 'payment_terms') return saveDefaultTerms(input.terms);
  if (input.scope === 'customer') return saveCustomerTaxCategory(input.customerId, input.category.id);
  return saveDefaultTaxCategory(input.category);
}

export function useSavePreflightFix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreflightFix,
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: input.kind === 'payment_terms' ? fixOptionKeys.invoiceSettings : fixOptionKeys.taxCategories });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      refreshInvoicingAssistant(queryClient);
    },
  });
}
