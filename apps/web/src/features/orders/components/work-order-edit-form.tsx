import {
  isNotStarted,
  updateWorkOrderInputSchema,
  WORK_ORDER_STARTED_REPLAN_MESSAGE,
  WORK_ORDER_UPDATE_FAILED,
  workOrderLabel,
  type WorkOrder,
} from '@groundwork/domain/orders';
import { Loader2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { domainResolver } from '@/lib/domain-resolver';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { isStaleWrite } from '@/lib/stale-write';
import { useUpdateWorkOrder } from '../api/update-order';
import {
  editableFields,
  editWorkOrderBody,
  editWorkOrderFieldNames,
  editWorkOrderFullBody,
  editWorkOrderServerName,
  editWorkOrderValues,
  type EditWorkOrderFormValues,
} from '../order-form-values';
import type { NamedOption } from '../order-options';

type WorkOrderEditFormProps = {
  order: WorkOrder;
  crews: readonly NamedOption[];
  onSaved: (order: WorkOrder) => void;
  onCancel: () => void;
  /** Reads the order again after someone else saved it first; the screen then shows the form afresh. */
  onReload: () => Promise<unknown>;
};

/**
 * /orders/edit/{orderId}: the plan (crew, date, start, stop), the budget and the crew's instructions; title and price on
 * a one-off order. Crew and date stay put once the order has started. Only what changed is sent, with the version the
 * order was read with: if someone saved first (409), what was typed stays and the user chooses to reload.
 */
export function WorkOrderEditForm({ order, crews, onSaved, onCancel, onReload }: WorkOrderEditFormProps) {
  const updateOrder = useUpdateWorkOrder();
  const notStarted = isNotStarted(order.status);
  const editable = editableFields(order, notStarted);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const resolver = useMemo(() => {
    const check = domainResolver<EditWorkOrderFormValues, unknown>(updateWorkOrderInputSchema, (values) => editWorkOrderFullBody(order, values, notStarted));
    // The schema names the route position `sequence`; the form calls it the stop.
    const onStop: Resolver<EditWorkOrderFormValues> = async (values, context, options) => {
      const result = await check(values, context, options);
      const { sequence, ...errors } = result.errors as FieldErrors<EditWorkOrderFormValues> & { sequence?: FieldError };
      return sequence ? { values: {}, errors: { ...errors, stop: sequence } } : result;
    };
    return onStop;
  }, [order, notStarted]);
  const {
    register,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<EditWorkOrderFormValues>({ resolver, defaultValues: editWorkOrderValues(order) });
  const busy = updateOrder.isPending;
  // A crew that is no longer listed (made inactive) still shows as the order's.
  const crewOptions = order.crewId && !crews.some((crew) => crew.id === order.crewId) ? [...crews, { id: order.crewId, name: order.crewName ?? 'Current crew' }] : crews;

  const onSubmit = handleSubmit((values) => {
    const input = editWorkOrderBody(order, values, notStarted);
    if (Object.keys(input).length === 1) {
      toast.info('Nothing to save: no field was changed.');
      onSaved(order);
      return;
    }
    setStale(false);
    updateOrder.mutate(
      { id: order.id, input },
      {
        onSuccess: (saved) => {
          toast.success(`${workOrderLabel(saved.number)} saved`);
          onSaved(saved);
        },
        onError: (error) => {
          if (isStaleWrite(error)) {
            setStale(true);
            toast.error(WORK_ORDER_UPDATE_FAILED, { description: 'Someone else changed this work order. Reload to see their changes.' });
            return;
          }
          let onField = applyServerFieldErrors(error, setError, editWorkOrderFieldNames, editWorkOrderServerName);
          if (!onField && isApiError(error) && error.message === WORK_ORDER_STARTED_REPLAN_MESSAGE) {
            setError('crewId', { type: 'server', message: error.message }, { shouldFocus: true });
            onField = true;
          }
          toast.error(WORK_ORDER_UPDATE_FAILED, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {stale && (
        <StaleWriteAlert
          title="Someone else changed this work order"
          description="Your changes are not saved. Reload to see the order as it is now (what you typed here will be replaced)."
          busy={reloading}
          onReload={() => void reload()}
        />
      )}

      {editable.titleAndPrice && (
        <fieldset className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]" disabled={busy}>
          <legend className="mb-2 text-base font-medium text-foreground">The work</legend>
          <InputField id="edit-order-title" label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
          <InputField id="edit-order-price" label="Price (USD)" inputMode="decimal" autoComplete="off" error={errors.price?.message} {...register('price')} />
        </fieldset>
      )}

      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={busy}>
        <legend className="mb-2 text-base font-medium text-foreground">Plan</legend>
        {!notStarted && (
          <p className="text-sm text-muted-foreground sm:col-span-2" id="edit-order-started-note">
            {WORK_ORDER_STARTED_REPLAN_MESSAGE}
          </p>
        )}
        <FormField id="edit-order-crew" label="Crew" error={errors.crewId?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('crewId')} disabled={busy || !notStarted} aria-describedby={control['aria-describedby'] ?? (!notStarted ? 'edit-order-started-note' : undefined)}>
              <option value="">Unassigned</option>
              {crewOptions.map((crew) => (
                <option key={crew.id} value={crew.id}>
                  {crew.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField
          id="edit-order-date"
          label="Date"
          type="date"
          error={errors.date?.message}
          disabled={busy || !notStarted}
          {...(!notStarted && !errors.date ? { 'aria-describedby': 'edit-order-started-note' } : {})}
          {...register('date')}
        />
        <InputField id="edit-order-start" label="Start time" type="time" error={errors.startTime?.message} {...register('startTime')} />
        <InputField
          id="edit-order-stop"
          label="Route position"
          inputMode="numeric"
          autoComplete="off"
          hint="The stop in the crew’s route that day (1 is first)."
          error={errors.stop?.message}
          {...register('stop')}
        />
        <InputField id="edit-order-hours" label="Budgeted hours" inputMode="decimal" autoComplete="off" hint="Person-hours for the whole crew." error={errors.budgetedHours?.message} {...register('budgetedHours')} />
        <InputField id="edit-order-crew-size" label="Crew size" inputMode="numeric" autoComplete="off" error={errors.crewSize?.message} {...register('crewSize')} />
      </fieldset>

      <fieldset className="grid gap-4" disabled={busy}>
        <legend className="mb-2 text-base font-medium text-foreground">For the crew</legend>
        <FormField id="edit-order-instructions" label="Instructions" error={errors.instructions?.message} hint="Gate codes, pets, where to park: printed on the crew sheet.">
          {(control) => <Textarea {...control} rows={5} {...register('instructions')} />}
        </FormField>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
