import type { EmployeeFilters, EmployeeList } from '@groundwork/domain/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * One page holds up to 200 employees (the server's largest page): a landscaping company's whole roster
 * usually fits, so the table filters it instantly and virtualises it; bigger rosters page on the server.
 */
export const EMPLOYEES_PAGE_SIZE = 200;

export type EmployeesQuery = Partial<EmployeeFilters> & { page: number; limit?: number };

export function getEmployees({ page, limit = EMPLOYEES_PAGE_SIZE, ...filters }: EmployeesQuery, signal?: AbortSignal): Promise<EmployeeList> {
  return api.get<EmployeeList>('/employees', { query: { page, limit, ...filters }, signal });
}

export const employeesQueryKey = ['employees'] as const;

export function getEmployeesQueryOptions(query: EmployeesQuery) {
  return queryOptions({
    queryKey: [...employeesQueryKey, 'list', query],
    queryFn: ({ signal }) => getEmployees(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmployees(query: EmployeesQuery) {
  return useQuery(getEmployeesQueryOptions(query));
}
