import type { DeleteEmployeeResult } from '@groundwork/domain/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeesQueryKey } from './get-employees';

/** DELETE /employees/{id}: deleted, or — when crews, reports or positions point at them — marked terminated. */
export function deleteEmployee(id: string): Promise<DeleteEmployeeResult> {
  return api.delete<DeleteEmployeeResult>(`/employees/${encodeURIComponent(id)}`);
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}
