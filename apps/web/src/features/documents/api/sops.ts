import type { CreateSopInput, Sop, SopStatus, SopSummary, UpdateSopInput } from '@groundwork/domain/documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './documents';

export const sopKeys = {
  list: () => [...documentKeys.all, 'sops'] as const,
  sop: (id: string) => [...documentKeys.all, 'sop', id] as const,
  services: () => [...documentKeys.all, 'services'] as const,
  employees: () => [...documentKeys.all, 'employees'] as const,
};

const sopPath = (id: string) => `/sops/${encodeURIComponent(id)}`;

export type SopList = { sops: SopSummary[]; departments: string[]; today: string; canEdit: boolean };

export function useSops() {
  return useQuery(queryOptions({ queryKey: sopKeys.list(), queryFn: ({ signal }) => api.get<SopList>('/sops', { signal }) }));
}

export function useSop(id: string) {
  return useQuery({ queryKey: sopKeys.sop(id), queryFn: async ({ signal }) => (await api.get<{ sop: Sop }>(sopPath(id), { signal })).sop, refetchOnWindowFocus: false });
}

/** The company's services, to attach a checklist to (the services feature's list; a feature never imports another). */
export function useServiceChoices(enabled: boolean) {
  return useQuery({
    queryKey: sopKeys.services(),
    queryFn: async ({ signal }) => (await api.get<{ services: Array<{ id: string; name: string }> }>('/services', { signal })).services,
    enabled,
  });
}

/** The company's employees, who may own an SOP (the employees feature's list; a feature never imports another). */
export function useEmployeeChoices(enabled: boolean) {
  return useQuery({
    queryKey: sopKeys.employees(),
    queryFn: async ({ signal }) =>
      (await api.get<{ employees: Array<{ id: string; firstName: string; lastName: string }> }>('/employees', { query: { page: 1, limit: 200 }, signal })).employees,
    enabled,
  });
}

/** Every SOP change answers the SOP: it replaces the cached one, and the list is read again. */
function useSopMutation<TInput>(mutationFn: (input: TInput) => Promise<Sop>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (sop) => {
      queryClient.setQueryData(sopKeys.sop(sop.id), sop);
      void queryClient.invalidateQueries({ queryKey: sopKeys.list() });
    },
  });
}

export function useCreateSop() {
  return useSopMutation(async (input: CreateSopInput) => (await api.post<{ sop: Sop }>('/sops', input)).sop);
}

export function useUpdateSop(id: string) {
  return useSopMutation(async (input: UpdateSopInput) => (await api.put<{ sop: Sop }>(sopPath(id), input)).sop);
}

export function useChangeSopStatus(id: string) {
  return useSopMutation(async (input: { status: SopStatus; updatedAt: string }) => (await api.post<{ sop: Sop }>(`${sopPath(id)}/status`, input)).sop);
}

export function useAcknowledgeSop(id: string) {
  return useSopMutation(async () => (await api.post<{ sop: Sop }>(`${sopPath(id)}/acknowledge`)).sop);
}

export function useAttachChecklist(id: string) {
  return useSopMutation(
    async ({ checklistId, serviceIds }: { checklistId: string; serviceIds: string[] }) =>
      (await api.put<{ sop: Sop }>(`${sopPath(id)}/checklists/${encodeURIComponent(checklistId)}/services`, { serviceIds })).sop,
  );
}

export function useDeleteSop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(sopPath(id)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sopKeys.list() }),
  });
}
