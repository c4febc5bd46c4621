import { formatAddress } from '@groundwork/domain/customers';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { SitePickerProps } from '@/features/chemical-applications/application-options';
import { getCustomerQueryOptions } from '@/features/customers/api/get-customer';
import { useCustomers } from '@/features/customers/api/get-customers';

/** A customer from the client book, then (optionally) one of their properties: where a stand-alone record was applied. */
export function ApplicationSitePicker({ id, value, onChange, invalid, describedBy }: SitePickerProps) {
  const customers = useCustomers();
  const options = useMemo(() => {
    const list = (customers.data ?? [])
      .filter((customer) => customer.status !== 'archived')
      .map((customer) => ({
        value: customer.id,
        label: customer.displayName || 'Unnamed customer',
        keywords: `${customer.propertyStreet || customer.street} ${customer.city} ${customer.companyName} ${customer.email} ${customer.phone}`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en-US', { sensitivity: 'base' }));
    // The chosen one is always an option, so its name shows even before the list loads.
    return value && !list.some((option) => option.value === value.customerId) ? [{ value: value.customerId, label: value.customerLabel }, ...list] : list;
  }, [customers.data, value]);

  return (
    <div className="grid gap-2">
      <Combobox
        id={id}
        value={value?.customerId ?? ''}
        onChange={(chosen) => {
          const option = options.find((item) => item.value === chosen);
          onChange(option ? { customerId: option.value, customerLabel: option.label, propertyId: null, propertyLabel: null } : null);
        }}
        options={options}
        placeholder="Search customers"
        emptyText="No customer matches"
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      {value && <PropertySelect id={`${id}-property`} value={value} onChange={onChange} />}
    </div>
  );
}

function PropertySelect({ id, value, onChange }: { id: string; value: NonNullable<SitePickerProps['value']>; onChange: SitePickerProps['onChange'] }) {
  const record = useQuery(getCustomerQueryOptions(value.customerId));
  const properties = (record.data?.properties ?? []).map((property) => ({ id: property.id, label: property.name || formatAddress(property.address) || 'Property' }));
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
        Property
      </Label>
      <NativeSelect
        id={id}
        disabled={record.isPending}
        value={value.propertyId ?? ''}
        onChange={(event) => {
          const property = properties.find((item) => item.id === event.target.value);
          onChange({ ...value, propertyId: property?.id ?? null, propertyLabel: property?.label ?? null });
        }}
      >
        <option value="">{record.isPending ? 'Loading properties…' : properties.length === 0 ? 'No properties: the customer’s address' : 'The customer’s address'}</option>
        {properties.map((property) => (
          <option key={property.id} value={property.id}>
            {property.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
