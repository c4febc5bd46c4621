import type { CustomField } from '@groundwork/domain/custom-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCustomField } from './save-custom-field';
import { customFieldsKeys } from './get-custom-fields';

/** Saves a new order: each definition whose position changed gets `order` = its new index. */
export async function reorderCustomFields(fields: readonly CustomField[]): Promise<void> {
  const changed = fields.map((field, order) => ({ field, order })).filter(({ field, order }) => field.order !== order);
  for (const { field, order } of changed) {
    await saveCustomField({ id: field.id, input: { label: field.label, options: field.options, required: field.required, order } });
  }
}

export function useReorderCustomFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCustomFields,
    onMutate: (fields) => {
      const clientType = fields[0]?.clientType;
      if (clientType) queryClient.setQueryData(customFieldsKeys.definitions(clientType), fields.map((field, order) => ({ ...field, order })));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customFieldsKeys.all }),
  });
}
