import type { ServiceDetail, Upsale } from '@groundwork/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

/** Saves the upsales' order, first to last; the server renumbers them from 1. */
export function reorderUpsales({ serviceId, upsales }: { serviceId: string; upsales: readonly Upsale[] }): Promise<{ upsales: Upsale[] }> {
  return api.put<{ upsales: Upsale[] }>(`/services/${encodeURIComponent(serviceId)}/upsales/reorder`, { ids: upsales.map((upsale) => upsale.id) });
}

/** Moves the rows at once and puts them back when the server refuses. */
export function useReorderUpsales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderUpsales,
    onMutate: async ({ serviceId, upsales }) => {
      const key = servicesKeys.detail(serviceId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ service: ServiceDetail }>(key);
      if (previous) {
        queryClient.setQueryData(key, { service: { ...previous.service, upsales: upsales.map((upsale, index) => ({ ...upsale, order: index + 1 })) } });
      }
      return { previous };
    },
    onError: (_error, { serviceId }, context) => {
      if (context?.previous) queryClient.setQueryData(servicesKeys.detail(serviceId), context.previous);
    },
    onSettled: (_result, _error, { serviceId }) => queryClient.invalidateQueries({ queryKey: servicesKeys.detail(serviceId) }),
  });
}
