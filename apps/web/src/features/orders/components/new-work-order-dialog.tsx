import {
  createWorkOrderInputSchema,
  WORK_ORDER_CREATE_FAILED,
  WORK_ORDER_CUSTOMER_REQUIRED_MESSAGE,
  WORK_ORDER_TITLE_REQUIRED_MESSAGE,
  workOrderLabel,
  type WorkOrder,
} from '@groundwork/domain/orders';
import { Loader2Icon } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { domainResolver } from '@/lib/domain-resolver';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateWorkOrder } from '../api/create-order';
import { emptyNewWorkOrder, newWorkOrderBody, newWorkOrderFieldNames, type NewWorkOrderFormValues } from '../order-form-values';
import type { CustomerOption, NamedOption, PropertyOption } from '../order-options';

type NewWorkOrderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customers: readonly CustomerOption[];
  customersLoading?: boolean;
  /** The chosen customer's properties (undefined while they load, or before a customer is chosen). */
  properties: readonly PropertyOption[] | undefined;
  /** Tells the screen which customer's properties to read. */
  onCustomerChange: (customerId: string) => void;
  services: readonly NamedOption[];
  crews: readonly NamedOption[];
  onCreated: (order: WorkOrder) => void;
};

/** *New work order*: a one-off order for a customer, outside any job (storm clean-up, a repair). */
export function NewWorkOrderDialog({ open, onOpenChange, ...props }: NewWorkOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <NewWorkOrderForm {...props} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

const resolver = domainResolver<NewWorkOrderFormValues, unknown>(createWorkOrderInputSchema, newWorkOrderBody, {
  // The schema checks the customer and the title once every other field parses; the form says so at once.
  extraErrors: (values): Record<string, string> => ({
    ...(values.customerId ? {} : { customerId: WORK_ORDER_CUSTOMER_REQUIRED_MESSAGE }),
    ...(values.title.trim() ? {} : { title: WORK_ORDER_TITLE_REQUIRED_MESSAGE }),
  }),
});

function NewWorkOrderForm({
  customers,
  customersLoading = false,
  properties,
  onCustomerChange,
  services,
  crews,
  onCreated,
  onClose,
}: Omit<NewWorkOrderDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const createOrder = useCreateWorkOrder();
  const {
    register,
    control,
    setValue,
    getValues,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<NewWorkOrderFormValues>({ resolver, defaultValues: emptyNewWorkOrder });
  const customerId = useWatch({ control, name: 'customerId' });
  const busy = createOrder.isPending;

  const customerOptions = useMemo<ComboboxOption[]>(
    () => customers.map((customer) => ({ value: customer.id, label: customer.detail ? `${customer.name} · ${customer.detail}` : customer.name, keywords: customer.keywords })),
    [customers],
  );

  // When the chosen customer's properties arrive, the order goes to the primary one (where most work is done); once
  // per customer, so choosing 'No property' afterwards sticks.
  const propertiesPickedFor = useRef('');
  useEffect(() => {
    if (!properties || !customerId || propertiesPickedFor.current === customerId) return;
    propertiesPickedFor.current = customerId;
    const primary = properties.find((property) => property.isPrimary) ?? properties[0];
    setValue('propertyId', primary?.id ?? '');
  }, [properties, customerId, setValue]);

  const onSubmit = handleSubmit((values) => {
    createOrder.mutate(newWorkOrderBody(values), {
      onSuccess: (order) => {
        toast.success(`Work order ${workOrderLabel(order.number)} created`);
        onClose();
        onCreated(order);
      },
      onError: (error) => {
        const onField = applyServerFieldErrors(error, setError, newWorkOrderFieldNames);
        toast.error(WORK_ORDER_CREATE_FAILED, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
      },
    });
  });

  return (
    <DialogContent className="max-w-2xl overflow-y-auto">
      <DialogHeader>
        <DialogTitle>New work order</DialogTitle>
        <DialogDescription>A one-off order for work outside a job. Orders for a job’s visits are made from the job.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
          <FormField id="new-order-customer" label="Customer" error={errors.customerId?.message} hint={customersLoading ? 'Loading your customers…' : undefined}>
            {(controlProps) => (
              <Controller
                control={control}
                name="customerId"
                render={({ field }) => (
                  <Combobox
                    {...controlProps}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(value) => {
                      field.onChange(value);
                      setValue('propertyId', '');
                      onCustomerChange(value);
                    }}
                    options={customerOptions}
                    placeholder="Type a name"
                    emptyText={customersLoading ? 'Loading…' : 'No customer matches'}
                    disabled={busy}
                  />
                )}
              />
            )}
          </FormField>
          <FormField
            id="new-order-property"
            label="Property"
            error={errors.propertyId?.message}
            hint={customerId && !properties ? 'Loading the customer’s properties…' : undefined}
          >
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('propertyId')} disabled={busy || !customerId || !properties}>
                <option value="">{customerId ? 'No property' : 'Choose a customer first'}</option>
                {properties?.map((property) => (
                  <option key={property.id} value={property.id}>
                    {property.label}
                    {property.isPrimary ? ' (primary)' : ''}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <InputField id="new-order-title" label="Title" className="sm:col-span-2" autoComplete="off" placeholder="Storm clean-up" error={errors.title?.message} {...register('title')} />
          <FormField id="new-order-service" label="Service (optional)" error={errors.serviceId?.message}>
            {(controlProps) => (
              <NativeSelect
                {...controlProps}
                {...register('serviceId', {
                  // A service chosen before a title is typed names the work.
                  onChange: (event: { target: { value: string } }) => {
                    const service = services.find((candidate) => candidate.id === event.target.value);
                    if (service && !getValues('title').trim()) setValue('title', service.name);
                  },
                })}
              >
                <option value="">No service</option>
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <InputField id="new-order-price" label="Price (USD)" inputMode="decimal" autoComplete="off" placeholder="0.00" error={errors.price?.message} {...register('price')} />
          <FormField id="new-order-crew" label="Crew" error={errors.crewId?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('crewId')}>
                <option value="">Unassigned</option>
                {crews.map((crew) => (
                  <option key={crew.id} value={crew.id}>
                    {crew.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <InputField id="new-order-date" label="Date" type="date" error={errors.date?.message} hint="A crew and a date make it scheduled." {...register('date')} />
          <InputField id="new-order-start" label="Start time" type="time" error={errors.startTime?.message} {...register('startTime')} />
          <InputField id="new-order-hours" label="Budgeted hours" inputMode="decimal" autoComplete="off" error={errors.budgetedHours?.message} hint="Person-hours for the whole crew." {...register('budgetedHours')} />
          <InputField id="new-order-crew-size" label="Crew size" inputMode="numeric" autoComplete="off" error={errors.crewSize?.message} {...register('crewSize')} />
          <FormField id="new-order-instructions" label="Instructions" className="sm:col-span-2" error={errors.instructions?.message} hint="What the crew needs to know: gate codes, pets, where to park.">
            {(controlProps) => <Textarea {...controlProps} rows={3} {...register('instructions')} />}
          </FormField>
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Create work order
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
