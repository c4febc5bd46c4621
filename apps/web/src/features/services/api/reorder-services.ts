import type { Service, ServiceList } from '@groundwork/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

/** Saves the order shown, first to last (the server ignores ids it does not know and renumbers from 1). */
export function reorderServices(ids: readonly string[]): Promise<ServiceList> {
  return api.put<ServiceList>('/services/reorder', { ids });
}

/**
 * Moves the rows at once; a failure puts the list back as the server has it. `services` is the whole list
 * being shown, in its new order.
 */
export function useReorderServices(includeArchived: boolean) {
  const queryClient = useQueryClient();
  const key = servicesKeys.list(includeArchived);
  return useMutation({
    mutationFn: (services: readonly Service[]) => reorderServices(services.map((service) => service.id)),
    onMutate: async (services) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ServiceList>(key);
      queryClient.setQueryData<ServiceList>(key, { services: services.map((service, index) => ({ ...service, order: index + 1 })) });
      return { previous };
    },
    onError: (_error, _services, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesKeys.lists }),
  });
}
