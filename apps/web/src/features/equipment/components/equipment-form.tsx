import { zodResolver } from '@hookform/resolvers/zod';
import {
  createEquipmentInputSchema,
  equipmentStatusLabels,
  equipmentStatuses,
  equipmentTypeLabels,
  equipmentTypes,
  type CreateEquipmentInput,
  type Equipment,
  type EquipmentFormValues,
} from '@groundwork/domain/equipment';
import { Loader2Icon } from 'lucide-react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { CostPerHourPreview } from './cost-per-hour-preview';

type EquipmentFormProps = {
  equipment?: Equipment | null;
  busy: boolean;
  submitLabel: string;
  /** Saves; rejects with the server's error, which the form puts on its fields where it can. */
  onSubmit: (values: CreateEquipmentInput) => Promise<unknown>;
  onCancel: () => void;
};

function toFormValues(equipment: Equipment | null | undefined): EquipmentFormValues {
  return {
    name: equipment?.name ?? '',
    type: equipment?.type ?? 'mower',
    make: equipment?.make ?? '',
    model: equipment?.model ?? '',
    serialNumber: equipment?.serialNumber ?? '',
    purchasePrice: equipment?.purchasePrice ?? 0,
    resaleValue: equipment?.resaleValue ?? null,
    expectedLifeYears: equipment?.expectedLifeYears ?? 0,
    annualBillableHours: equipment?.annualBillableHours ?? 0,
    fuelPerYear: equipment?.fuelPerYear ?? 0,
    repairsPerYear: equipment?.repairsPerYear ?? 0,
    insurancePerYear: equipment?.insurancePerYear ?? 0,
    status: equipment?.status ?? 'active',
    outOfServiceReason: equipment?.outOfServiceReason ?? '',
    maintenanceNotes: equipment?.maintenanceNotes ?? '',
    lastServiceDate: equipment?.lastServiceDate ?? '',
    nextServiceDate: equipment?.nextServiceDate ?? '',
  };
}

const serverFields: Path<EquipmentFormValues>[] = [
  'name',
  'type',
  'make',
  'model',
  'serialNumber',
  'purchasePrice',
  'resaleValue',
  'expectedLifeYears',
  'annualBillableHours',
  'fuelPerYear',
  'repairsPerYear',
  'insurancePerYear',
  'status',
  'outOfServiceReason',
  'maintenanceNotes',
  'lastServiceDate',
  'nextServiceDate',
];

/** An emptied optional amount is no amount (null), not NaN. */
const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** One piece of equipment: what it is, what it costs to own and run (with the cost per hour worked out as you type), and its upkeep. */
export function EquipmentForm({ equipment, busy, submitLabel, onSubmit, onCancel }: EquipmentFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EquipmentFormValues, unknown, CreateEquipmentInput>({
    resolver: zodResolver(createEquipmentInputSchema),
    defaultValues: toFormValues(equipment),
  });
  const [purchasePrice, resaleValue, expectedLifeYears, annualBillableHours, fuelPerYear, repairsPerYear, insurancePerYear] = useWatch({
    control,
    name: ['purchasePrice', 'resaleValue', 'expectedLifeYears', 'annualBillableHours', 'fuelPerYear', 'repairsPerYear', 'insurancePerYear'],
  });
  const status = useWatch({ control, name: 'status' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, serverFields);
    }
  });

  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: 0 } as const;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={submitLabel}>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">Unit</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField id="equipment-name" label="Name" error={errors.name?.message} autoComplete="off" {...register('name')} />
          <FormField id="equipment-type" label="Type" error={errors.type?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('type')}>
                {equipmentTypes.map((type) => (
                  <option key={type} value={type}>
                    {equipmentTypeLabels[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <InputField id="equipment-make" label="Make" error={errors.make?.message} autoComplete="off" {...register('make')} />
          <InputField id="equipment-model" label="Model" error={errors.model?.message} autoComplete="off" {...register('model')} />
          <InputField id="equipment-serial" label="Serial number" error={errors.serialNumber?.message} autoComplete="off" {...register('serialNumber')} />
          <FormField id="equipment-status" label="Status" error={errors.status?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('status')}>
                {equipmentStatuses.map((status) => (
                  <option key={status} value={status}>
                    {equipmentStatusLabels[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {status === 'out_of_service' && (
            <InputField
              id="equipment-out-of-service-reason"
              label="Why it is out of service"
              className="sm:col-span-2"
              hint="Saving raises a maintenance task for its repair."
              error={errors.outOfServiceReason?.message}
              autoComplete="off"
              {...register('outOfServiceReason')}
            />
          )}
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">Ownership and running costs</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField id="equipment-purchase-price" label="Purchase price ($)" {...money} error={errors.purchasePrice?.message} {...register('purchasePrice', { valueAsNumber: true })} />
          <InputField
            id="equipment-resale-value"
            label="Resale value ($)"
            {...money}
            hint="What it should sell for at the end of its life; empty counts as $0."
            error={errors.resaleValue?.message}
            {...register('resaleValue', { setValueAs: optionalNumber })}
          />
          <InputField
            id="equipment-life"
            label="Expected life (years)"
            {...money}
            error={errors.expectedLifeYears?.message}
            {...register('expectedLifeYears', { valueAsNumber: true })}
          />
          <InputField
            id="equipment-hours"
            label="Annual billable hours"
            {...money}
            step="1"
            error={errors.annualBillableHours?.message}
            {...register('annualBillableHours', { valueAsNumber: true })}
          />
          <InputField id="equipment-fuel" label="Fuel per year ($)" {...money} error={errors.fuelPerYear?.message} {...register('fuelPerYear', { valueAsNumber: true })} />
          <InputField id="equipment-repairs" label="Repairs per year ($)" {...money} error={errors.repairsPerYear?.message} {...register('repairsPerYear', { valueAsNumber: true })} />
          <InputField
            id="equipment-insurance"
            label="Insurance per year ($)"
            {...money}
            error={errors.insurancePerYear?.message}
            {...register('insurancePerYear', { valueAsNumber: true })}
          />
        </div>
        <CostPerHourPreview draft={{ purchasePrice, resaleValue, expectedLifeYears, annualBillableHours, fuelPerYear, repairsPerYear, insurancePerYear }} />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">Maintenance</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField id="equipment-last-service" label="Last service" type="date" error={errors.lastServiceDate?.message} {...register('lastServiceDate')} />
          <InputField id="equipment-next-service" label="Next service due" type="date" error={errors.nextServiceDate?.message} {...register('nextServiceDate')} />
          <FormField id="equipment-maintenance-notes" label="Maintenance notes" error={errors.maintenanceNotes?.message} className="sm:col-span-2">
            {(controlProps) => <Textarea {...controlProps} rows={3} {...register('maintenanceNotes')} />}
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
