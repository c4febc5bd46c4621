import type { ClientType } from '@groundwork/domain/customers';
import { customFieldCreateSchema, customFieldTypeLabels, customFieldTypes, type CustomField, type CustomFieldType } from '@groundwork/domain/custom-fields';
import { Loader2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSaveCustomField } from '../api/save-custom-field';

type DefinitionForm = { label: string; type: CustomFieldType; optionsText: string; required: boolean };

function optionsOf(text: string): string[] {
  return text
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean);
}

// The domain's create schema checks label, type and options (the update schema is the same minus the type).
function definitionResolver(clientType: ClientType): Resolver<DefinitionForm> {
  return (values) => {
    const parsed = customFieldCreateSchema.safeParse({ clientType, label: values.label, type: values.type, options: optionsOf(values.optionsText), required: values.required });
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'options' ? 'optionsText' : String(issue.path[0] ?? 'label');
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors };
  };
}

type CustomFieldDialogProps = {
  clientType: ClientType;
  /** null: a new field. */
  field: CustomField | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Define a field: its label, type (fixed once created), options for a select, and whether it must be filled. */
export function CustomFieldDialog({ clientType, field, open, onOpenChange }: CustomFieldDialogProps) {
  const save = useSaveCustomField();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<DefinitionForm>({ resolver: definitionResolver(clientType), defaultValues: { label: '', type: 'text', optionsText: '', required: false } });
  const type = useWatch({ control, name: 'type' });
  const required = useWatch({ control, name: 'required' });

  useEffect(() => {
    if (open) reset(field ? { label: field.label, type: field.type, optionsText: field.options.join('\n'), required: field.required } : { label: '', type: 'text', optionsText: '', required: false });
  }, [open, field, reset]);

  const onSubmit = handleSubmit((values) => {
    const options = values.type === 'select' ? optionsOf(values.optionsText) : [];
    const args = field
      ? { id: field.id, input: { label: values.label, options, required: values.required, order: field.order } }
      : { input: { clientType, label: values.label, type: values.type, options, required: values.required } };
    save.mutate(args, {
      onSuccess: () => {
        toast.success(field ? 'Custom field updated' : 'Custom field added');
        onOpenChange(false);
      },
      onError: (error) => {
        const entries = isApiError(error) ? Object.entries(error.fieldErrors) : [];
        entries.forEach(([key, messages]) => {
          const name = (key.startsWith('options') ? 'optionsText' : key) as Path<DefinitionForm>;
          setError(name, { type: 'server', message: messages[0] });
        });
        toast.error(field ? 'Failed to update custom field' : 'Failed to add custom field', { description: errorMessage(error) });
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{field ? 'Edit custom field' : 'Add custom field'}</DialogTitle>
          <DialogDescription>Shown on every {clientType === 'customer' ? 'customer' : 'lead'}'s Custom fields tab.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <InputField id="custom-field-label" label="Label" autoComplete="off" error={errors.label?.message} {...register('label')} />
          <FormField id="custom-field-type" label="Type" error={errors.type?.message} hint={field ? 'The type cannot change once values are recorded.' : undefined}>
            {(controlProps) => (
              <NativeSelect {...controlProps} disabled={field !== null} {...register('type')}>
                {customFieldTypes.map((value) => (
                  <option key={value} value={value}>
                    {customFieldTypeLabels[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {type === 'select' && (
            <FormField id="custom-field-options" label="Options" hint="One option per line." error={errors.optionsText?.message}>
              {(controlProps) => <Textarea {...controlProps} rows={4} {...register('optionsText')} />}
            </FormField>
          )}
          <div className="flex items-center gap-3">
            <Checkbox id="custom-field-required" checked={required} onCheckedChange={(checked) => setValue('required', checked === true)} />
            <Label htmlFor="custom-field-required">Required</Label>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {field ? 'Save field' : 'Add field'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
