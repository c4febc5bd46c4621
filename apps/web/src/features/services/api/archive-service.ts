import type { ServiceDetail } from '@groundwork/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

/** Archives (or restores) a service: it leaves the list and pickers but keeps its history. */
export function archiveService({ id, archived }: { id: string; archived: boolean }): Promise<{ service: ServiceDetail }> {
  return api.put<{ service: ServiceDetail }>(`/services/${encodeURIComponent(id)}/archive`, { archived });
}

export function useArchiveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveService,
    onSuccess: ({ service }) => {
      queryClient.setQueryData(servicesKeys.detail(service.id), { service });
      return queryClient.invalidateQueries({ queryKey: servicesKeys.lists });
    },
  });
}
