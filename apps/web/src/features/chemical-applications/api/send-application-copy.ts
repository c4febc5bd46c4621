import type { Application } from '@groundwork/domain/chemical-applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationsKeys, refreshApplicationLists } from './get-applications';

/** POST /chemical_applications/{id}/send: e-mails the customer their copy (the PDF attached). */
export async function sendApplicationCopy(id: string): Promise<Application> {
  const { application } = await api.post<{ application: Application }>(`/chemical_applications/${encodeURIComponent(id)}/send`);
  return application;
}

export function useSendApplicationCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendApplicationCopy,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationsKeys.detail(application.id), application);
      refreshApplicationLists(queryClient);
    },
  });
}
