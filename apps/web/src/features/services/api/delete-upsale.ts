import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

export function deleteUpsale({ serviceId, upsaleId }: { serviceId: string; upsaleId: string }): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/services/${encodeURIComponent(serviceId)}/upsales/${encodeURIComponent(upsaleId)}`);
}

export function useDeleteUpsale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpsale,
    onSuccess: (_result, { serviceId }) => queryClient.invalidateQueries({ queryKey: servicesKeys.detail(serviceId) }),
  });
}
