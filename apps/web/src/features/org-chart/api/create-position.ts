import type { CreateOrgPositionInput, OrgPosition } from '@groundwork/domain/org-chart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positionsQueryKey } from './get-positions';

/** POST /org_positions; with `templateId` the template fills whatever the body leaves out. */
export function createPosition(input: Partial<CreateOrgPositionInput>): Promise<{ position: OrgPosition }> {
  return api.post<{ position: OrgPosition }>('/org_positions', input);
}

export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: positionsQueryKey }),
  });
}
