import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customFieldsKeys } from './get-custom-fields';

/** Deletes a definition and every client's value for it. */
export function deleteCustomField(id: string): Promise<{ id: string; outcome: 'deleted'; message: string }> {
  return api.delete(`/custom_fields/${encodeURIComponent(id)}`);
}

export function useDeleteCustomField() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCustomField, onSuccess: () => void queryClient.invalidateQueries({ queryKey: customFieldsKeys.all }) });
}
