import type { Employee } from '@groundwork/domain/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeesQueryKey } from './get-employees';

/** GET /employees/managers: employees whose position contains manager, supervisor or lead (SPEC.md §5). */
export function getEmployeeManagers(signal?: AbortSignal): Promise<{ employees: Employee[] }> {
  return api.get<{ employees: Employee[] }>('/employees/managers', { signal });
}

export function getEmployeeManagersQueryOptions() {
  return queryOptions({
    queryKey: [...employeesQueryKey, 'managers'],
    queryFn: ({ signal }) => getEmployeeManagers(signal),
  });
}

export function useEmployeeManagers() {
  return useQuery(getEmployeeManagersQueryOptions());
}
