import { reportSchema, type Comparison, type Period, type Report, type ReportName } from '@groundwork/domain/reporting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ReportRequest = { name: ReportName; period: Period; compare: Comparison };

export const reportKeys = {
  all: ['reports'] as const,
  one: ({ name, period, compare }: ReportRequest) => ['reports', name, period.from, period.to, compare] as const,
};

/** GET /reports/{name}?from&to&compare: one report over a range (inclusive), with its comparison. */
export async function getReport({ name, period, compare }: ReportRequest, signal?: AbortSignal): Promise<Report> {
  const data = await api.get<{ report: unknown }>(`/reports/${encodeURIComponent(name)}`, { query: { from: period.from, to: period.to, compare }, signal });
  return reportSchema.parse(data.report);
}

export function reportQueryOptions(request: ReportRequest) {
  return queryOptions({
    queryKey: reportKeys.one(request),
    queryFn: ({ signal }) => getReport(request, signal),
    // A new range or comparison keeps the same report on screen until its answer comes; another report does not.
    placeholderData: (previous) => (previous?.name === request.name ? previous : undefined),
  });
}

/** The report of a range; `request` is null while the range is not a valid one, and then nothing is asked. */
export function useReport(request: ReportRequest | null) {
  // A hook cannot be skipped, so an invalid range keeps a stand-in key that is never fetched.
  const standIn: ReportRequest = { name: 'budget-vs-actual', period: { from: '', to: '' }, compare: 'none' };
  return useQuery({ ...reportQueryOptions(request ?? standIn), enabled: request !== null });
}
