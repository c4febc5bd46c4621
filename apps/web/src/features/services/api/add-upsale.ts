import type { Upsale } from '@groundwork/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

/** Offers another existing service (`upsaleServiceId`) on this one; 404 when that service is gone. */
export function addUpsale({ serviceId, upsaleServiceId }: { serviceId: string; upsaleServiceId: string }): Promise<{ upsale: Upsale }> {
  return api.post<{ upsale: Upsale }>(`/services/${encodeURIComponent(serviceId)}/upsales`, { serviceId: upsaleServiceId });
}

export function useAddUpsale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUpsale,
    onSettled: (_result, _error, { serviceId }) => queryClient.invalidateQueries({ queryKey: servicesKeys.detail(serviceId) }),
  });
}
