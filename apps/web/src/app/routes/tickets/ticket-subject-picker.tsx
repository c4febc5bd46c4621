import { formatAddress } from '@groundwork/domain/customers';
import { jobTypeLabels } from '@groundwork/domain/jobs';
import { workOrderLabel } from '@groundwork/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { getCustomerQueryOptions } from '@/features/customers/api/get-customer';
import { useCustomers } from '@/features/customers/api/get-customers';
import { useEquipment } from '@/features/equipment/api/get-equipment';
import { useEstimates } from '@/features/estimates/api/get-estimates';
import { useCustomerJobs } from '@/features/jobs/api/get-jobs';
import { useWorkOrders } from '@/features/orders/api/get-orders';
import type { SubjectChoice, SubjectPickerProps } from '@/features/tickets/ticket-options';
import { formatDay } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * What a task is about, picked with the app's own lists: the client book (customers, and a customer's properties or
 * jobs), work orders and estimates searched on the server, the fleet.
 */
export function TicketSubjectPicker(props: SubjectPickerProps) {
  switch (props.kind) {
    case 'customer':
      return <CustomerPicker {...props} />;
    case 'property':
      return <CustomerThenPicker {...props} />;
    case 'job':
      return <CustomerThenPicker {...props} />;
    case 'work_order':
      return <WorkOrderPicker {...props} />;
    case 'estimate':
      return <EstimatePicker {...props} />;
    case 'equipment':
      return <EquipmentPicker {...props} />;
  }
}

type PickerComboboxProps = SubjectPickerProps & {
  options: ComboboxOption[];
  placeholder: string;
  emptyText: string;
  onQueryChange?: (query: string) => void;
};

/** A Combobox over the records; the chosen one is always an option, so its name shows even before the list loads. */
function PickerCombobox({ id, value, onChange, invalid, describedBy, disabled, options, placeholder, emptyText, onQueryChange }: PickerComboboxProps) {
  const withCurrent = value && !options.some((option) => option.value === value.id) ? [{ value: value.id, label: value.label }, ...options] : options;
  return (
    <Combobox
      id={id}
      value={value?.id ?? ''}
      onChange={(chosen) => {
        const option = withCurrent.find((item) => item.value === chosen);
        onChange(option ? { id: option.value, label: option.label } : null);
      }}
      options={withCurrent}
      placeholder={placeholder}
      emptyText={emptyText}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      disabled={disabled}
      onQueryChange={onQueryChange}
    />
  );
}

function useCustomerOptions(): ComboboxOption[] {
  const customers = useCustomers();
  return useMemo(
    () =>
      (customers.data ?? [])
        .filter((customer) => customer.status !== 'archived')
        .map((customer) => ({
          value: customer.id,
          label: customer.displayName || 'Unnamed customer',
          keywords: `${customer.propertyStreet || customer.street} ${customer.city} ${customer.companyName} ${customer.email} ${customer.phone}`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-US', { sensitivity: 'base' })),
    [customers.data],
  );
}

function CustomerPicker(props: SubjectPickerProps) {
  const options = useCustomerOptions();
  return <PickerCombobox {...props} options={options} placeholder="Search customers" emptyText="No customer matches" />;
}

/** A property or a job: the customer first, then one of theirs. */
function CustomerThenPicker(props: SubjectPickerProps) {
  const customers = useCustomerOptions();
  const [customer, setCustomer] = useState<SubjectChoice | null>(null);
  const customerId = `${props.id}-customer`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={customerId} className="text-xs font-normal text-muted-foreground">
        Customer
      </Label>
      <PickerCombobox
        {...props}
        id={customerId}
        value={customer}
        onChange={(chosen) => {
          setCustomer(chosen);
          props.onChange(null);
        }}
        describedBy={undefined}
        options={customers}
        placeholder={props.value ? `Another customer’s ${props.kind === 'job' ? 'job' : 'property'}` : 'Search customers first'}
        emptyText="No customer matches"
      />
      {customer ? (
        props.kind === 'job' ? (
          <JobSelect {...props} customer={customer} />
        ) : (
          <PropertySelect {...props} customer={customer} />
        )
      ) : (
        props.value && (
          <p id={props.id} className="text-sm">
            {props.value.label}
          </p>
        )
      )}
    </div>
  );
}

function PropertySelect({ id, value, onChange, invalid, describedBy, disabled, customer }: SubjectPickerProps & { customer: SubjectChoice }) {
  const record = useQuery(getCustomerQueryOptions(customer.id));
  const properties = (record.data?.properties ?? []).map((property) => ({ id: property.id, label: property.name || formatAddress(property.address) || 'Property' }));
  return (
    <NativeSelect
      id={id}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      disabled={disabled || record.isPending}
      value={value?.id ?? ''}
      onChange={(event) => {
        const property = properties.find((item) => item.id === event.target.value);
        onChange(property ? { id: property.id, label: `${customer.label} · ${property.label}` } : null);
      }}
    >
      <option value="">{record.isPending ? 'Loading properties…' : properties.length === 0 ? 'No properties' : 'Choose a property'}</option>
      {properties.map((property) => (
        <option key={property.id} value={property.id}>
          {property.label}
        </option>
      ))}
    </NativeSelect>
  );
}

function JobSelect({ id, value, onChange, invalid, describedBy, disabled, customer }: SubjectPickerProps & { customer: SubjectChoice }) {
  const jobs = useCustomerJobs(customer.id);
  const options = (jobs.data ?? []).map((job) => ({ id: job.id, label: `${job.serviceName} · ${jobTypeLabels[job.jobType]} from ${formatDay(job.instanceDate)}` }));
  return (
    <NativeSelect
      id={id}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      disabled={disabled || jobs.isPending}
      value={value?.id ?? ''}
      onChange={(event) => {
        const job = options.find((item) => item.id === event.target.value);
        onChange(job ? { id: job.id, label: `${customer.label} · ${job.label}` } : null);
      }}
    >
      <option value="">{jobs.isPending ? 'Loading jobs…' : options.length === 0 ? 'No jobs' : 'Choose a job'}</option>
      {options.map((job) => (
        <option key={job.id} value={job.id}>
          {job.label}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Work orders are many: the first page of those matching what is typed (number, customer, title or address). */
function WorkOrderPicker(props: SubjectPickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const orders = useWorkOrders({ search: debounced.trim() || undefined });
  const options = useMemo(
    () =>
      (orders.data?.pages[0]?.orders ?? []).map((order) => ({
        value: order.id,
        label: `${workOrderLabel(order.number)} · ${order.customerName} · ${order.title}${order.date ? ` · ${formatDay(order.date)}` : ''}`,
      })),
    [orders.data],
  );
  return <PickerCombobox {...props} options={options} placeholder="Search work orders (WO-1042, customer…)" emptyText={orders.isFetching ? 'Searching…' : 'No work order matches'} onQueryChange={setSearch} />;
}

/** Estimates searched on the server by number, client or description. */
function EstimatePicker(props: SubjectPickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const estimates = useEstimates({ search: debounced.trim() || undefined });
  const options = useMemo(
    () =>
      (estimates.data ?? []).slice(0, 100).map((estimate) => ({
        value: estimate.id,
        label: `#${estimate.number} · ${estimate.clientName}${estimate.description ? ` · ${estimate.description}` : ''}`,
      })),
    [estimates.data],
  );
  return <PickerCombobox {...props} options={options} placeholder="Search estimates (number, client…)" emptyText={estimates.isFetching ? 'Searching…' : 'No estimate matches'} onQueryChange={setSearch} />;
}

function EquipmentPicker(props: SubjectPickerProps) {
  const equipment = useEquipment();
  const options = useMemo(
    () =>
      (equipment.data?.equipment ?? []).map((unit) => ({
        value: unit.id,
        label: unit.name,
        keywords: `${unit.make ?? ''} ${unit.model ?? ''} ${unit.serialNumber ?? ''}`,
      })),
    [equipment.data],
  );
  return <PickerCombobox {...props} options={options} placeholder="Search equipment" emptyText="No equipment matches" />;
}
