import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

export function deleteCharge({ serviceId, chargeId }: { serviceId: string; chargeId: string }): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/services/${encodeURIComponent(serviceId)}/charges/${encodeURIComponent(chargeId)}`);
}

export function useDeleteCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCharge,
    onSuccess: (_result, { serviceId }) => queryClient.invalidateQueries({ queryKey: servicesKeys.detail(serviceId) }),
  });
}
