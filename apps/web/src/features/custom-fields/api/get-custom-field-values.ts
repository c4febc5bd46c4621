import type { ClientType } from '@groundwork/domain/customers';
import type { CustomFieldValuesResult } from '@groundwork/domain/custom-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customFieldsKeys } from './get-custom-fields';

export function customFieldValuesPath(clientType: ClientType, clientId: string): string {
  return `/custom_field_values/${clientType}/${encodeURIComponent(clientId)}`;
}

export function getCustomFieldValues(clientType: ClientType, clientId: string, signal?: AbortSignal): Promise<CustomFieldValuesResult> {
  return api.get<CustomFieldValuesResult>(customFieldValuesPath(clientType, clientId), { signal });
}

export function getCustomFieldValuesQueryOptions(clientType: ClientType, clientId: string) {
  return queryOptions({
    queryKey: customFieldsKeys.values(clientType, clientId),
    queryFn: ({ signal }) => getCustomFieldValues(clientType, clientId, signal),
  });
}

export function useCustomFieldValues(clientType: ClientType, clientId: string) {
  return useQuery(getCustomFieldValuesQueryOptions(clientType, clientId));
}
