import { zodResolver } from '@hookform/resolvers/zod';
import {
  createSalesTaxCategoryInputSchema,
  type CreateSalesTaxCategoryInput,
  type Jurisdiction,
  type SalesTaxCategory,
} from '@groundwork/domain/sales-tax';
import { Loader2Icon } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateTaxCategory } from '../api/create-tax-category';
import { useUpdateTaxCategory } from '../api/update-tax-category';
import { jurisdictionLabel, jurisdictionRows } from '../jurisdiction-tree';

type FormOutput = z.output<typeof createSalesTaxCategoryInputSchema>;

export const defaultKinds = [
  { field: 'isDefaultForProducts', label: 'Default for products', noun: 'products' },
  { field: 'isDefaultForServices', label: 'Default for services', noun: 'services' },
  { field: 'isDefaultForClients', label: 'Default for clients', noun: 'clients' },
] as const;

const serverFields: FieldPath<CreateSalesTaxCategoryInput>[] = ['name', 'description', 'rate', 'isExempt', 'jurisdictionId', 'isActive'];

function defaultsFrom(category: SalesTaxCategory | null): CreateSalesTaxCategoryInput {
  if (!category) {
    return { name: '', description: '', rate: 0, isExempt: false, jurisdictionId: null, isActive: true, isDefaultForProducts: false, isDefaultForServices: false, isDefaultForClients: false };
  }
  return {
    name: category.name,
    description: category.description,
    rate: category.rate,
    isExempt: category.isExempt,
    jurisdictionId: category.jurisdictionId,
    isActive: category.isActive,
    isDefaultForProducts: category.isDefaultForProducts,
    isDefaultForServices: category.isDefaultForServices,
    isDefaultForClients: category.isDefaultForClients,
  };
}

type TaxCategoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category to edit, or null to add one. */
  category: SalesTaxCategory | null;
  categories: readonly SalesTaxCategory[];
  jurisdictions: readonly Jurisdiction[];
};

/** Every field of a sales tax category (SPEC.md §3). Making it a default says which category it takes over from. */
export function TaxCategoryDialog({ open, onOpenChange, category, categories, jurisdictions }: TaxCategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{category ? 'Edit tax category' : 'Add tax category'}</DialogTitle>
            <DialogDescription>Rates are percentages: 6.875 means 6.875%.</DialogDescription>
          </DialogHeader>
          <TaxCategoryForm category={category} categories={categories} jurisdictions={jurisdictions} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function TaxCategoryForm({ category, categories, jurisdictions, onDone }: Omit<TaxCategoryDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const create = useCreateTaxCategory();
  const update = useUpdateTaxCategory();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CreateSalesTaxCategoryInput, unknown, FormOutput>({
    resolver: zodResolver(createSalesTaxCategoryInputSchema),
    defaultValues: defaultsFrom(category),
  });
  const isExempt = useWatch({ control, name: 'isExempt' });
  const rows = useMemo(() => jurisdictionRows(jurisdictions), [jurisdictions]);

  const onSubmit = handleSubmit((values) => {
    const callbacks = {
      onSuccess: () => {
        toast.success(category ? 'Tax category updated' : 'Tax category added');
        onDone();
      },
      onError: (error: unknown) => {
        const onField = applyServerFieldErrors(error, setError, serverFields);
        toast.error(category ? 'Failed to update tax category' : 'Failed to add tax category', {
          description: onField ? 'Please check the highlighted fields.' : errorMessage(error),
        });
      },
    };
    if (category) update.mutate({ id: category.id, input: { ...values, updatedAt: category.updatedAt } }, callbacks);
    else create.mutate(values, callbacks);
  });

  const busy = create.isPending || update.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={category ? 'Edit tax category' : 'Add tax category'}>
      <InputField id="tax-category-name" label="Name" error={errors.name?.message} autoFocus {...register('name')} />
      <FormField id="tax-category-description" label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={2} {...register('description')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="tax-category-rate"
          label="Rate (%)"
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          max={100}
          disabled={isExempt}
          error={errors.rate?.message}
          {...register('rate', { valueAsNumber: true })}
        />
        <FormField id="tax-category-jurisdiction" label="Jurisdiction" error={errors.jurisdictionId?.message}>
          {(controlProps) => (
            <Controller
              control={control}
              name="jurisdictionId"
              render={({ field }) => (
                <NativeSelect {...controlProps} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value || null)} onBlur={field.onBlur}>
                  <option value="">None (applies anywhere)</option>
                  {rows.map((row) => (
                    <option key={row.jurisdiction.id} value={row.jurisdiction.id}>
                      {jurisdictionLabel(row)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          )}
        </FormField>
      </div>

      <div className="grid gap-3 rounded-lg border border-border p-4">
        <SwitchRow
          control={control}
          name="isExempt"
          label="Exempt"
          hint="Work for a client in an exempt category is not taxed at all."
          onChange={(checked) => checked && setValue('rate', 0, { shouldValidate: true })}
        />
        <SwitchRow control={control} name="isActive" label="Active" hint="Inactive categories are not added to combined rates." />
      </div>

      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-medium text-foreground">Defaults</legend>
        <p className="text-xs text-muted-foreground">One category is the default for each; choosing this one replaces the current default.</p>
        {defaultKinds.map((kind) => (
          <DefaultSwitch key={kind.field} kind={kind} control={control} category={category} categories={categories} />
        ))}
      </fieldset>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {category ? 'Save changes' : 'Add category'}
        </Button>
      </DialogFooter>
    </form>
  );
}

type BooleanField = 'isExempt' | 'isActive' | (typeof defaultKinds)[number]['field'];

function SwitchRow({
  control,
  name,
  label,
  hint,
  onChange,
}: {
  control: ReturnType<typeof useForm<CreateSalesTaxCategoryInput, unknown, FormOutput>>['control'];
  name: BooleanField;
  label: string;
  hint?: string;
  onChange?: (checked: boolean) => void;
}) {
  const id = `tax-category-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-0.5">
            <Label htmlFor={id}>{label}</Label>
            {hint && (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {hint}
              </p>
            )}
          </div>
          <Switch
            id={id}
            checked={field.value === true}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onCheckedChange={(checked) => {
              field.onChange(checked);
              onChange?.(checked);
            }}
          />
        </div>
      )}
    />
  );
}

function DefaultSwitch({
  kind,
  control,
  category,
  categories,
}: {
  kind: (typeof defaultKinds)[number];
  control: ReturnType<typeof useForm<CreateSalesTaxCategoryInput, unknown, FormOutput>>['control'];
  category: SalesTaxCategory | null;
  categories: readonly SalesTaxCategory[];
}) {
  const checked = useWatch({ control, name: kind.field });
  const current = categories.find((other) => other[kind.field] && other.id !== category?.id);
  return (
    <div className="grid gap-1">
      <SwitchRow control={control} name={kind.field} label={kind.label} />
      {checked && current && (
        <p className="text-xs text-warning-strong" role="status">
          Replaces {current.name} as the default for {kind.noun}.
        </p>
      )}
    </div>
  );
}
