import { zodResolver } from '@hookform/resolvers/zod';
import { createIncomeDivisionInputSchema, type CreateIncomeDivisionInput, type IncomeDivision } from '@groundwork/domain/income-divisions';
import { Loader2Icon } from 'lucide-react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateIncomeDivision } from '../api/create-income-division';
import { useUpdateIncomeDivision } from '../api/update-income-division';

type FormOutput = z.output<typeof createIncomeDivisionInputSchema>;
const serverFields: FieldPath<CreateIncomeDivisionInput>[] = ['name', 'code', 'description', 'incomeAccount', 'isActive'];

type IncomeDivisionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The division to edit, or null to add one. */
  division: IncomeDivision | null;
};

export function IncomeDivisionDialog({ open, onOpenChange, division }: IncomeDivisionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{division ? 'Edit income division' : 'Add income division'}</DialogTitle>
            <DialogDescription>Services and reports group revenue by division.</DialogDescription>
          </DialogHeader>
          <IncomeDivisionForm division={division} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function IncomeDivisionForm({ division, onDone }: { division: IncomeDivision | null; onDone: () => void }) {
  const create = useCreateIncomeDivision();
  const update = useUpdateIncomeDivision();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateIncomeDivisionInput, unknown, FormOutput>({
    resolver: zodResolver(createIncomeDivisionInputSchema),
    defaultValues: division
      ? { name: division.name, code: division.code, description: division.description, incomeAccount: division.incomeAccount, isActive: division.isActive }
      : { name: '', code: '', description: '', incomeAccount: '', isActive: true },
  });

  const onSubmit = handleSubmit((values) => {
    const callbacks = {
      onSuccess: () => {
        toast.success(division ? 'Income division updated' : 'Income division added');
        onDone();
      },
      onError: (error: unknown) => {
        const onField = applyServerFieldErrors(error, setError, serverFields);
        toast.error(division ? 'Failed to update income division' : 'Failed to add income division', {
          description: onField ? 'Please check the highlighted fields.' : errorMessage(error),
        });
      },
    };
    if (division) update.mutate({ id: division.id, input: { ...values, updatedAt: division.updatedAt } }, callbacks);
    else create.mutate(values, callbacks);
  });

  const busy = create.isPending || update.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={division ? 'Edit income division' : 'Add income division'}>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <InputField id="division-name" label="Name" error={errors.name?.message} autoFocus {...register('name')} />
        <InputField id="division-code" label="Code" error={errors.code?.message} {...register('code')} />
      </div>
      <FormField id="division-description" label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={2} {...register('description')} />}
      </FormField>
      <InputField id="division-income-account" label="Income account" hint="The account in your books, e.g. 4100 Maintenance Income." error={errors.incomeAccount?.message} {...register('incomeAccount')} />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4">
            <div className="grid gap-0.5">
              <Label htmlFor="division-active">Active</Label>
              <p id="division-active-hint" className="text-xs text-muted-foreground">
                Inactive divisions are not offered for new services.
              </p>
            </div>
            <Switch id="division-active" aria-describedby="division-active-hint" checked={field.value === true} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {division ? 'Save changes' : 'Add division'}
        </Button>
      </DialogFooter>
    </form>
  );
}
