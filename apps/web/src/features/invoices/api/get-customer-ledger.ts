import { customerLedgerResultSchema, type CustomerLedger } from '@groundwork/domain/invoices';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A period of the ledger: both ends optional (from the first entry, to today), YYYY-MM-DD. */
export type LedgerPeriod = { from?: string; to?: string };

export const customerLedgerKeys = {
  all: ['customer-ledger'] as const,
  customer: (customerId: string) => ['customer-ledger', customerId] as const,
  period: (customerId: string, period: LedgerPeriod) => ['customer-ledger', customerId, period] as const,
};

/** GET /customers/{id}/ledger?from&to: every invoice, payment, credit note and refund with the running balance. */
export async function getCustomerLedger(customerId: string, period: LedgerPeriod, signal?: AbortSignal): Promise<CustomerLedger> {
  const answer = await api.get<unknown>(`/customers/${encodeURIComponent(customerId)}/ledger`, { query: { from: period.from || undefined, to: period.to || undefined }, signal });
  return customerLedgerResultSchema.parse(answer).ledger;
}

export function customerLedgerQueryOptions(customerId: string, period: LedgerPeriod) {
  return queryOptions({
    queryKey: customerLedgerKeys.period(customerId, period),
    queryFn: ({ signal }) => getCustomerLedger(customerId, period, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerLedger(customerId: string, period: LedgerPeriod) {
  return useQuery(customerLedgerQueryOptions(customerId, period));
}

/** After money moves for a customer: their ledger (every period) and the receivables are read again. */
export function refreshCustomerMoney(queryClient: QueryClient, customerId: string): void {
  void queryClient.invalidateQueries({ queryKey: customerLedgerKeys.customer(customerId) });
  void queryClient.invalidateQueries({ queryKey: ['receivables'] });
}
