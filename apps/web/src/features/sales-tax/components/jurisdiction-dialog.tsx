import { zodResolver } from '@hookform/resolvers/zod';
import {
  allowedParentTypes,
  createJurisdictionInputSchema,
  jurisdictionTypes,
  type CreateJurisdictionInput,
  type Jurisdiction,
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
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateJurisdiction } from '../api/create-jurisdiction';
import { useUpdateJurisdiction } from '../api/update-jurisdiction';
import { jurisdictionLabel, jurisdictionRows } from '../jurisdiction-tree';

type FormOutput = z.output<typeof createJurisdictionInputSchema>;

export const jurisdictionTypeLabels: Record<Jurisdiction['type'], string> = { country: 'Country', state: 'State', county: 'County', city: 'City' };

const serverFields: FieldPath<CreateJurisdictionInput>[] = ['name', 'type', 'code', 'parentJurisdictionId', 'isActive'];

type JurisdictionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  jurisdiction: Jurisdiction | null;
  jurisdictions: readonly Jurisdiction[];
  /** A new jurisdiction starts under this one (the row's 'Add below'). */
  parentForNew?: Jurisdiction | null;
};

export function JurisdictionDialog({ open, onOpenChange, jurisdiction, jurisdictions, parentForNew = null }: JurisdictionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{jurisdiction ? 'Edit jurisdiction' : 'Add jurisdiction'}</DialogTitle>
            <DialogDescription>A state sits in a country, a county in a state, a city in a county or state.</DialogDescription>
          </DialogHeader>
          <JurisdictionForm jurisdiction={jurisdiction} jurisdictions={jurisdictions} parentForNew={parentForNew} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const childType: Record<Jurisdiction['type'], Jurisdiction['type']> = { country: 'state', state: 'county', county: 'city', city: 'city' };

function JurisdictionForm({ jurisdiction, jurisdictions, parentForNew, onDone }: Omit<JurisdictionDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const create = useCreateJurisdiction();
  const update = useUpdateJurisdiction();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateJurisdictionInput, unknown, FormOutput>({
    resolver: zodResolver(createJurisdictionInputSchema),
    defaultValues: jurisdiction
      ? { name: jurisdiction.name, type: jurisdiction.type, code: jurisdiction.code, parentJurisdictionId: jurisdiction.parentJurisdictionId, isActive: jurisdiction.isActive }
      : { name: '', type: parentForNew ? childType[parentForNew.type] : 'state', code: '', parentJurisdictionId: parentForNew?.id ?? null, isActive: true },
  });
  const type = useWatch({ control, name: 'type' }) ?? 'state';
  const rows = useMemo(() => jurisdictionRows(jurisdictions), [jurisdictions]);
  // A parent of the right level, and never the jurisdiction itself or one below it.
  const parents = rows.filter(
    (row) =>
      allowedParentTypes[type].includes(row.jurisdiction.type) &&
      (!jurisdiction || (row.jurisdiction.id !== jurisdiction.id && !row.ancestorIds.includes(jurisdiction.id))),
  );

  const onSubmit = handleSubmit((values) => {
    const callbacks = {
      onSuccess: () => {
        toast.success(jurisdiction ? 'Jurisdiction updated' : 'Jurisdiction added');
        onDone();
      },
      onError: (error: unknown) => {
        const onField = applyServerFieldErrors(error, setError, serverFields);
        toast.error(jurisdiction ? 'Failed to update jurisdiction' : 'Failed to add jurisdiction', {
          description: onField ? 'Please check the highlighted fields.' : errorMessage(error),
        });
      },
    };
    const input = { ...values, parentJurisdictionId: values.type === 'country' ? null : values.parentJurisdictionId };
    if (jurisdiction) update.mutate({ id: jurisdiction.id, input: { ...input, updatedAt: jurisdiction.updatedAt } }, callbacks);
    else create.mutate(input, callbacks);
  });

  const busy = create.isPending || update.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={jurisdiction ? 'Edit jurisdiction' : 'Add jurisdiction'}>
      <InputField id="jurisdiction-name" label="Name" error={errors.name?.message} autoFocus {...register('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="jurisdiction-type" label="Type" error={errors.type?.message}>
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('type')}>
              {jurisdictionTypes.map((value) => (
                <option key={value} value={value}>
                  {jurisdictionTypeLabels[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField id="jurisdiction-code" label="Code" hint="Unique, e.g. US-MN-HENNEPIN." error={errors.code?.message} {...register('code')} />
      </div>
      {type !== 'country' && (
        <FormField id="jurisdiction-parent" label="Parent" error={errors.parentJurisdictionId?.message}>
          {(controlProps) => (
            <Controller
              control={control}
              name="parentJurisdictionId"
              render={({ field }) => (
                <NativeSelect {...controlProps} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value || null)} onBlur={field.onBlur}>
                  <option value="">Choose a parent</option>
                  {parents.map((row) => (
                    <option key={row.jurisdiction.id} value={row.jurisdiction.id}>
                      {jurisdictionLabel(row)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          )}
        </FormField>
      )}
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4">
            <div className="grid gap-0.5">
              <Label htmlFor="jurisdiction-active">Active</Label>
              <p id="jurisdiction-active-hint" className="text-xs text-muted-foreground">
                An inactive jurisdiction adds no tax to combined rates.
              </p>
            </div>
            <Switch id="jurisdiction-active" aria-describedby="jurisdiction-active-hint" checked={field.value === true} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {jurisdiction ? 'Save changes' : 'Add jurisdiction'}
        </Button>
      </DialogFooter>
    </form>
  );
}
