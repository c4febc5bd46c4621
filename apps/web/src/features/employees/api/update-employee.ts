import type { Employee, UpdateEmployeeInput } from '@groundwork/domain/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { employeesQueryKey } from './get-employees';

/** PUT /employees/{id} replaces the record; `updatedAt` as last read turns a colliding edit into a 409. */
export function updateEmployee({ id, input }: { id: string; input: UpdateEmployeeInput }): Promise<{ employee: Employee }> {
  return api.put<{ employee: Employee }>(`/employees/${encodeURIComponent(id)}`, input);
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
    // A stale write (409): fetch what the other person saved, so the next look shows it.
    onError: (error) => {
      if (isStaleWrite(error)) void queryClient.invalidateQueries({ queryKey: employeesQueryKey });
    },
  });
}
