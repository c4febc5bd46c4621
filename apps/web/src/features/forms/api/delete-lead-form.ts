import { leadFormDeletedSchema } from '@groundwork/domain/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { formsKeys } from './forms-keys';

/** DELETE /lead_forms/{id}: the form and its submissions go; the leads it made stay. */
export async function deleteLeadForm(id: string) {
  return leadFormDeletedSchema.parse(await api.delete<unknown>(`/lead_forms/${encodeURIComponent(id)}`));
}

export function useDeleteLeadForm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLeadForm, onSuccess: () => void queryClient.invalidateQueries({ queryKey: formsKeys.all }) });
}
