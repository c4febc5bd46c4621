import { zodResolver } from '@hookform/resolvers/zod';
import type { OverheadMarkups } from '@groundwork/domain/overhead';
import {
  createProductInputSchema,
  isApplicationProduct,
  labelRateUnitLabels,
  labelRateUnits,
  MAX_REENTRY_INTERVAL_HOURS,
  productCategories,
  productCategoryLabels,
  productUnitLabels,
  productUnitNames,
  productUnits,
  type CreateProductInput,
  type Product,
  type ProductFormValues,
  signalWordLabels,
  signalWords,
} from '@groundwork/domain/products';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { BudgetPricePreview } from './budget-price-preview';

type ProductFormProps = {
  product?: Product | null;
  /** The active budget's markups (null without one): the budget price shown while "price from budget" is on. */
  markups: OverheadMarkups | null;
  /** The markups are the default recovery settings: the company has saved no budget yet. */
  markupsFromDefaults?: boolean;
  busy: boolean;
  submitLabel: string;
  /** Saves; rejects with the server's error, which the form puts on its fields where it can. */
  onSubmit: (values: CreateProductInput) => Promise<unknown>;
  onCancel: () => void;
};

function toFormValues(product: Product | null | undefined): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    category: product?.category ?? 'other',
    unit: product?.unit ?? 'each',
    unitCost: product?.unitCost ?? 0,
    price: product?.price ?? null,
    taxable: product?.taxable ?? true,
    supplier: product?.supplier ?? '',
    epaRegistrationNumber: product?.epaRegistrationNumber ?? '',
    activeIngredient: product?.activeIngredient ?? '',
    labelMaxRate: product?.labelMaxRate ?? null,
    labelRateUnit: product?.labelRateUnit ?? 'lb',
    reentryIntervalHours: product?.reentryIntervalHours ?? null,
    signalWord: product?.signalWord ?? null,
    archived: product?.archived ?? false,
  };
}

const serverFields: Path<ProductFormValues>[] = [
  'name',
  'description',
  'category',
  'unit',
  'unitCost',
  'price',
  'taxable',
  'supplier',
  'epaRegistrationNumber',
  'activeIngredient',
  'labelMaxRate',
  'labelRateUnit',
  'reentryIntervalHours',
  'signalWord',
];

/** An emptied optional amount is no amount (null), not NaN. */
const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** A material the company buys and sells: cost, and either its own price or the price the overhead budget gives it. */
export function ProductForm({ product, markups, markupsFromDefaults = false, busy, submitLabel, onSubmit, onCancel }: ProductFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, CreateProductInput>({
    resolver: zodResolver(createProductInputSchema),
    defaultValues: toFormValues(product),
  });
  // A new product is priced from the budget unless told otherwise, so it follows the budget when that changes.
  const [fromBudget, setFromBudget] = useState(product ? product.price === null : true);
  const [unitCost, unit, category, epaRegistrationNumber] = useWatch({ control, name: ['unitCost', 'unit', 'category', 'epaRegistrationNumber'] });
  // Fertilisers and pesticides carry their label: their applications are recorded and checked against it.
  const isLabelled = isApplicationProduct(category ?? 'other') || Boolean(epaRegistrationNumber);

  const changePricing = (budget: boolean) => {
    setFromBudget(budget);
    // Priced from the budget means no price of its own; the server stores that as null.
    if (budget) setValue('price', null, { shouldValidate: false });
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(fromBudget ? { ...values, price: null } : values);
    } catch (error) {
      applyServerFieldErrors(error, setError, serverFields);
    }
  });

  const rate = { type: 'number', inputMode: 'decimal', step: '0.0001', min: 0 } as const;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={submitLabel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="product-name" label="Name" error={errors.name?.message} autoComplete="off" {...register('name')} />
        <FormField id="product-category" label="Category" error={errors.category?.message}>
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('category')}>
              {productCategories.map((value) => (
                <option key={value} value={value}>
                  {productCategoryLabels[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="product-description" label="Description" error={errors.description?.message} className="sm:col-span-2">
          {(controlProps) => <Textarea {...controlProps} rows={2} {...register('description')} />}
        </FormField>
        <FormField id="product-unit" label="Unit" error={errors.unit?.message}>
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('unit')}>
              {productUnits.map((value) => (
                <option key={value} value={value}>
                  {productUnitNames[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField id="product-unit-cost" label="Unit cost ($)" {...rate} error={errors.unitCost?.message} {...register('unitCost', { valueAsNumber: true })} />
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-foreground">Price</legend>
        <div className="flex items-center gap-3">
          <Switch id="product-price-from-budget" checked={fromBudget} onCheckedChange={changePricing} />
          <Label htmlFor="product-price-from-budget">Price from the budget</Label>
        </div>
        {fromBudget ? (
          <BudgetPricePreview unitCost={unitCost} markups={markups} fromDefaults={markupsFromDefaults} unitLabel={unit ? productUnitLabels[unit] : undefined} />
        ) : (
          <InputField
            id="product-price"
            label="Price ($)"
            {...rate}
            hint="What a customer pays for one unit."
            error={errors.price?.message}
            {...register('price', { setValueAs: optionalNumber })}
          />
        )}
        <Controller
          control={control}
          name="taxable"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox id="product-taxable" checked={field.value ?? true} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
              <Label htmlFor="product-taxable">Taxable</Label>
            </div>
          )}
        />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="product-supplier" label="Supplier" error={errors.supplier?.message} autoComplete="off" {...register('supplier')} />
      </div>

      {isLabelled && (
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold text-foreground">Label</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              id="product-epa-number"
              label="EPA registration number"
              hint="Printed on the label of a pesticide, like 12345-67."
              error={errors.epaRegistrationNumber?.message}
              autoComplete="off"
              {...register('epaRegistrationNumber')}
            />
            <InputField
              id="product-active-ingredient"
              label="Active ingredient"
              hint="As the label names it, like 2,4-D 30.5%."
              error={errors.activeIngredient?.message}
              autoComplete="off"
              {...register('activeIngredient')}
            />
            <InputField
              id="product-label-max-rate"
              label="Label maximum rate per 1,000 sq ft"
              type="number"
              inputMode="decimal"
              step="0.0001"
              min={0}
              hint="A record above it needs a reason. Leave blank when the label gives none."
              error={errors.labelMaxRate?.message}
              {...register('labelMaxRate', { setValueAs: optionalNumber })}
            />
            <FormField id="product-label-rate-unit" label="Rate unit" error={errors.labelRateUnit?.message}>
              {(controlProps) => (
                <NativeSelect {...controlProps} {...register('labelRateUnit')}>
                  {labelRateUnits.map((value) => (
                    <option key={value} value={value}>
                      {labelRateUnitLabels[value]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <InputField
              id="product-reentry-interval"
              label="Re-entry interval (hours)"
              type="number"
              inputMode="numeric"
              step="1"
              min={0}
              max={MAX_REENTRY_INTERVAL_HOURS}
              hint="How long people and pets stay off; the lawn sign shows when they may go back."
              error={errors.reentryIntervalHours?.message}
              {...register('reentryIntervalHours', { setValueAs: optionalNumber })}
            />
            <FormField id="product-signal-word" label="Signal word" error={errors.signalWord?.message}>
              {(controlProps) => (
                <NativeSelect {...controlProps} {...register('signalWord', { setValueAs: (value: unknown) => (value ? value : null) })}>
                  <option value="">None</option>
                  {signalWords.map((value) => (
                    <option key={value} value={value}>
                      {signalWordLabels[value]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
        </fieldset>
      )}

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
