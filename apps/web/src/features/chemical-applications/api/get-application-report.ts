import type { ApplicationReport } from '@groundwork/domain/chemical-applications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationsKeys } from './get-applications';

export type ReportFilters = { from: string; to: string; productId?: string; applicatorEmployeeId?: string; customerId?: string; propertyId?: string };

/** GET /chemical_applications/report?from&to&…: the records a regulator asks for, oldest first, and the totals per product. */
export async function getApplicationReport(filters: ReportFilters, signal?: AbortSignal): Promise<ApplicationReport> {
  const { report } = await api.get<{ report: ApplicationReport }>('/chemical_applications/report', {
    query: {
      from: filters.from,
      to: filters.to,
      productId: filters.productId || undefined,
      applicatorEmployeeId: filters.applicatorEmployeeId || undefined,
      customerId: filters.customerId || undefined,
      propertyId: filters.propertyId || undefined,
      format: 'json',
    },
    signal,
  });
  return report;
}

export function applicationReportQueryOptions(filters: ReportFilters) {
  return queryOptions({
    queryKey: [...applicationsKeys.reports, filters] as const,
    queryFn: ({ signal }) => getApplicationReport(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useApplicationReport(filters: ReportFilters, enabled: boolean) {
  return useQuery({ ...applicationReportQueryOptions(filters), enabled });
}
