import type { ClientType } from '@groundwork/domain/customers';
import type { CustomField } from '@groundwork/domain/custom-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const customFieldsKeys = {
  all: ['custom-fields'] as const,
  definitions: (clientType: ClientType) => ['custom-fields', 'definitions', clientType] as const,
  values: (clientType: ClientType, clientId: string) => ['custom-fields', 'values', clientType, clientId] as const,
};

export async function getCustomFields(clientType: ClientType, signal?: AbortSignal): Promise<CustomField[]> {
  const { customFields } = await api.get<{ customFields: CustomField[] }>('/custom_fields', { query: { clientType }, signal });
  return customFields;
}

export function getCustomFieldsQueryOptions(clientType: ClientType) {
  return queryOptions({ queryKey: customFieldsKeys.definitions(clientType), queryFn: ({ signal }) => getCustomFields(clientType, signal) });
}

export function useCustomFields(clientType: ClientType) {
  return useQuery(getCustomFieldsQueryOptions(clientType));
}
