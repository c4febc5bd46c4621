import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

export function deleteService(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/services/${encodeURIComponent(id)}`);
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: servicesKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: servicesKeys.lists });
    },
  });
}
