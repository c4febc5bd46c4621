import { crewStatusLabels } from '@groundwork/domain/crews';
import { formatAddress } from '@groundwork/domain/customers';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getCrewsQueryOptions } from '@/features/crews/api/get-crews';
import { getCustomerQueryOptions } from '@/features/customers/api/get-customer';
import { useCustomers } from '@/features/customers/api/get-customers';
import type { CustomerOption, NamedOption, PropertyOption } from '@/features/orders/order-options';
import { useServices } from '@/features/services/api/get-services';

const byName = (a: NamedOption, b: NamedOption) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' });

/** The company's crews to filter by and assign (an inactive one says so: its old orders still carry it). */
export function useCrewOptions(): NamedOption[] {
  const crews = useQuery(getCrewsQueryOptions({ page: 1 }));
  return useMemo(
    () =>
      (crews.data?.crews ?? [])
        .map((crew) => ({ id: crew.id, name: crew.status === 'active' ? crew.name : `${crew.name} (${crewStatusLabels[crew.status].toLowerCase()})` }))
        .sort(byName),
    [crews.data],
  );
}

/** The company's services (archived ones left out). */
export function useServiceOptions(): NamedOption[] {
  const services = useServices();
  return useMemo(() => (services.data ?? []).map((service) => ({ id: service.id, name: service.name })), [services.data]);
}

/** The client book's customers (not archived), with their street to tell namesakes apart. */
export function useCustomerOptions(): { customers: CustomerOption[]; loading: boolean } {
  const customers = useCustomers();
  const options = useMemo(
    () =>
      (customers.data ?? [])
        .filter((customer) => customer.status !== 'archived')
        .map((customer) => ({
          id: customer.id,
          name: customer.displayName || 'Unnamed customer',
          detail: [customer.propertyStreet || customer.street, customer.city].filter(Boolean).join(', '),
          keywords: `${customer.companyName} ${customer.email} ${customer.phone} ${customer.mobilePhone}`,
        }))
        .sort(byName),
    [customers.data],
  );
  return { customers: options, loading: customers.isPending && !customers.data };
}

/** One customer's properties, once a customer is chosen and its record has been read (undefined until then). */
export function usePropertyOptions(customerId: string): PropertyOption[] | undefined {
  const customer = useQuery({ ...getCustomerQueryOptions(customerId), enabled: customerId !== '' });
  return useMemo(
    () =>
      customer.data && customer.data.id === customerId
        ? customer.data.properties.map((property) => ({ id: property.id, label: property.name || formatAddress(property.address) || 'Property', isPrimary: property.isPrimary }))
        : undefined,
    [customer.data, customerId],
  );
}
