import type { Timesheets } from '@groundwork/domain/dispatch';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './get-dispatch-day';

export type TimesheetPeriod = { from: string; to: string };

/** GET /timesheets?from&to: each employee's entries and totals for a day or a week. */
export async function getTimesheets(period: TimesheetPeriod, signal?: AbortSignal): Promise<Timesheets> {
  const { timesheets } = await api.get<{ timesheets: Timesheets }>('/timesheets', { query: { from: period.from, to: period.to }, signal });
  return timesheets;
}

export function timesheetsQueryOptions(period: TimesheetPeriod) {
  return queryOptions({ queryKey: dispatchKeys.timesheet(period), queryFn: ({ signal }) => getTimesheets(period, signal) });
}

export function useTimesheets(period: TimesheetPeriod) {
  return useQuery({ ...timesheetsQueryOptions(period), placeholderData: keepPreviousData });
}
