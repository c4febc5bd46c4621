import type { OrgPosition, UpdateOrgPositionInput } from '@groundwork/domain/org-chart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { positionsQueryKey } from './get-positions';

/** PUT /org_positions/{id} replaces the position; `updatedAt` as last read turns a colliding edit into a 409. */
export function updatePosition({ id, input }: { id: string; input: UpdateOrgPositionInput }): Promise<{ position: OrgPosition }> {
  return api.put<{ position: OrgPosition }>(`/org_positions/${encodeURIComponent(id)}`, input);
}

/** The body that replaces `position` with `changes` applied: PUT needs every field. */
export function positionUpdate(position: OrgPosition, changes: Partial<UpdateOrgPositionInput> = {}): UpdateOrgPositionInput {
  return {
    title: position.title,
    department: position.department,
    reportsToId: position.reportsToId,
    employeeIds: position.employeeIds,
    purpose: position.purpose,
    keyResponsibilities: position.keyResponsibilities,
    kpis: position.kpis,
    x: position.x,
    y: position.y,
    updatedAt: position.updatedAt,
    ...changes,
  };
}

export function useUpdatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: positionsQueryKey }),
    // A stale write (409): fetch what the other person saved, so the next look shows it.
    onError: (error) => {
      if (isStaleWrite(error)) void queryClient.invalidateQueries({ queryKey: positionsQueryKey });
    },
  });
}
