import type { CustomField, CustomFieldCreateInput, CustomFieldUpdateInput } from '@groundwork/domain/custom-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customFieldsKeys } from './get-custom-fields';

type SaveCustomFieldArgs = { id: string; input: CustomFieldUpdateInput } | { id?: undefined; input: CustomFieldCreateInput };

/** Creates a definition (no id) or updates its label, options, required flag or order. */
export async function saveCustomField({ id, input }: SaveCustomFieldArgs): Promise<CustomField> {
  const { customField } = id
    ? await api.put<{ customField: CustomField }>(`/custom_fields/${encodeURIComponent(id)}`, input)
    : await api.post<{ customField: CustomField }>('/custom_fields', input);
  return customField;
}

export function useSaveCustomField() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCustomField, onSuccess: () => void queryClient.invalidateQueries({ queryKey: customFieldsKeys.all }) });
}
