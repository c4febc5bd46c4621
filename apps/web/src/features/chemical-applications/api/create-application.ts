import type { Application, CreateApplicationInput } from '@groundwork/domain/chemical-applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationsKeys, refreshApplicationLists } from './get-applications';

/**
 * POST /chemical_applications: a record on a work order or a stand-alone one. A warning without a reason answers 422
 * with the warning on `overrideReasons.{code}`; the Idempotency-Key makes a retry record once.
 */
export async function createApplication({ input, idempotencyKey }: { input: CreateApplicationInput; idempotencyKey: string }): Promise<Application> {
  const { application } = await api.post<{ application: Application }>('/chemical_applications', input, { idempotencyKey });
  return application;
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationsKeys.detail(application.id), application);
      refreshApplicationLists(queryClient);
    },
  });
}
