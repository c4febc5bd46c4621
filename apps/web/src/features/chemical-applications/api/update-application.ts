import type { Application, UpdateApplicationInput } from '@groundwork/domain/chemical-applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationsKeys, refreshApplicationLists } from './get-applications';

/**
 * PUT /chemical_applications/{id}: the fields that changed plus the `updatedAt` the record was read with (stale → 409).
 * Weather already recorded cannot change (422); a warning without a reason answers 422 on `overrideReasons.{code}`.
 */
export async function updateApplication({ id, input }: { id: string; input: UpdateApplicationInput }): Promise<Application> {
  const { application } = await api.put<{ application: Application }>(`/chemical_applications/${encodeURIComponent(id)}`, input);
  return application;
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationsKeys.detail(application.id), application);
      refreshApplicationLists(queryClient);
    },
  });
}
