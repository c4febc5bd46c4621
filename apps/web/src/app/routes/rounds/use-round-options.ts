import { formatAddress } from '@groundwork/domain/customers';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getCustomerQueryOptions } from '@/features/customers/api/get-customer';
import type { StopOption } from '@/features/rounds/round-options';

/** One customer's properties as the stops they would become, once a customer is chosen and read (undefined until then). */
export function useStopOptions(customerId: string): StopOption[] | undefined {
  const customer = useQuery({ ...getCustomerQueryOptions(customerId), enabled: customerId !== '' });
  return useMemo(() => {
    const found = customer.data;
    if (!found || found.id !== customerId) return undefined;
    return found.properties.map((property) => {
      const address = formatAddress(property.address);
      return {
        propertyId: property.id,
        customerId: found.id,
        customerName: found.displayName,
        address,
        located: property.latitude !== null && property.longitude !== null,
        label: property.name && address ? `${property.name} · ${address}` : property.name || address || 'Property',
        isPrimary: property.isPrimary,
      };
    });
  }, [customer.data, customerId]);
}
