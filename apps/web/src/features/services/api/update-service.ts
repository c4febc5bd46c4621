import type { ServiceDetail, ServiceFormValues } from '@groundwork/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

/** Replaces the editable fields; `updatedAt` is the version the screen loaded (a newer one answers 409). */
export function updateService({ id, input }: { id: string; input: ServiceFormValues & { updatedAt?: string } }): Promise<{ service: ServiceDetail }> {
  return api.put<{ service: ServiceDetail }>(`/services/${encodeURIComponent(id)}`, input);
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: ({ service }) => {
      queryClient.setQueryData(servicesKeys.detail(service.id), { service });
      return queryClient.invalidateQueries({ queryKey: servicesKeys.lists });
    },
  });
}
