import type { OrgPosition, UpdateCoordinatesInput } from '@groundwork/domain/org-chart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positionsQueryKey } from './get-positions';

/** PUT /org_positions/update_coordinates/?id={id} with { x, y } — SPEC.md §7's path, trailing slash included. */
export function updatePositionCoordinates({ id, ...coordinates }: UpdateCoordinatesInput & { id: string }): Promise<{ id: string; x: number; y: number }> {
  return api.put<{ id: string; x: number; y: number }>('/org_positions/update_coordinates/', coordinates, { query: { id } });
}

export function useUpdatePositionCoordinates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePositionCoordinates,
    // The chart already shows the new place; the cache learns it so a remount does not jump back.
    onSuccess: (saved) =>
      queryClient.setQueryData<{ positions: OrgPosition[] }>(positionsQueryKey, (current) =>
        current ? { positions: current.positions.map((position) => (position.id === saved.id ? { ...position, x: saved.x, y: saved.y } : position)) } : current,
      ),
  });
}
