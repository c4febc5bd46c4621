import type { ServiceDetail, ServiceFormValues } from '@groundwork/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

export function createService(input: ServiceFormValues): Promise<{ service: ServiceDetail }> {
  return api.post<{ service: ServiceDetail }>('/services', input);
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: ({ service }) => {
      queryClient.setQueryData(servicesKeys.detail(service.id), { service });
      return queryClient.invalidateQueries({ queryKey: servicesKeys.lists });
    },
  });
}
