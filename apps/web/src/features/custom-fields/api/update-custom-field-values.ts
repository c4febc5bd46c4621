import type { ClientType } from '@groundwork/domain/customers';
import type { CustomFieldValues, CustomFieldValuesResult } from '@groundwork/domain/custom-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customFieldValuesPath } from './get-custom-field-values';
import { customFieldsKeys } from './get-custom-fields';

export function updateCustomFieldValues({ clientType, clientId, values }: { clientType: ClientType; clientId: string; values: CustomFieldValues }) {
  return api.put<CustomFieldValuesResult>(customFieldValuesPath(clientType, clientId), { values });
}

export function useUpdateCustomFieldValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomFieldValues,
    onSuccess: (result, { clientType, clientId }) => queryClient.setQueryData(customFieldsKeys.values(clientType, clientId), result),
  });
}
