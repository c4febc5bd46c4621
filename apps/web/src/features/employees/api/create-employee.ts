import type { CreateEmployeeInput, Employee } from '@groundwork/domain/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeesQueryKey } from './get-employees';

export function createEmployee(input: CreateEmployeeInput): Promise<{ employee: Employee }> {
  return api.post<{ employee: Employee }>('/employees', input);
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}
