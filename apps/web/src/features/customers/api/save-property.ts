import type { Property, PropertyInput } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCachedList } from '@/lib/list-cache';
import { customersKeys } from './get-customers';

type SavePropertyArgs = { customerId: string; propertyId?: string; input: PropertyInput & { updatedAt?: string } };

/** Adds a property (no `propertyId`) or updates one. */
export async function saveProperty({ customerId, propertyId, input }: SavePropertyArgs): Promise<Property> {
  const base = `/customers/${encodeURIComponent(customerId)}/properties`;
  const { property } = propertyId
    ? await api.put<{ property: Property }>(`${base}/${encodeURIComponent(propertyId)}`, input)
    : await api.post<{ property: Property }>(base, input);
  return property;
}

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProperty,
    onSuccess: (_property, { customerId }) => {
      void queryClient.invalidateQueries({ queryKey: customersKeys.detail(customerId) });
      void invalidateCachedList(queryClient, 'customers');
    },
  });
}
