import type { ClientType } from '@groundwork/domain/customers';
import { validateCustomFieldValues, type CustomField, type CustomFieldValues, type CustomFieldValuesResult } from '@groundwork/domain/custom-fields';
import { AlertCircleIcon, Loader2Icon, SlidersHorizontalIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCustomFieldValues } from '../api/get-custom-field-values';
import { useUpdateCustomFieldValues } from '../api/update-custom-field-values';

/** Form state: every answer as typed (checkboxes as booleans), keyed by field id under `values`. */
type ValuesForm = { values: Record<string, string | boolean> };

function toForm(result: CustomFieldValuesResult): ValuesForm {
  const values: Record<string, string | boolean> = {};
  for (const field of result.customFields) {
    const value = result.values[field.id];
    values[field.id] = field.type === 'checkbox' ? value === true : value === null || value === undefined ? '' : String(value);
  }
  return { values };
}

/** One client's custom field values, each with an input of its type; validated by the domain's rules before saving. */
export function CustomFieldValuesForm({ clientType, clientId }: { clientType: ClientType; clientId: string }) {
  const query = useCustomFieldValues(clientType, clientId);
  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading custom fields">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>Could not load the custom fields</AlertTitle>
        <AlertDescription>{errorMessage(query.error)}</AlertDescription>
      </Alert>
    );
  }
  if (query.data.customFields.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-card p-6">
        <p className="text-sm text-muted-foreground">No custom fields are defined for {clientType === 'customer' ? 'customers' : 'leads'} yet.</p>
        <Button variant="outline" size="sm" asChild>
          <Link to="/custom-fields">
            <SlidersHorizontalIcon aria-hidden="true" />
            Define custom fields
          </Link>
        </Button>
      </div>
    );
  }
  return <ValuesEditor clientType={clientType} clientId={clientId} result={query.data} />;
}

function ValuesEditor({ clientType, clientId, result }: { clientType: ClientType; clientId: string; result: CustomFieldValuesResult }) {
  const update = useUpdateCustomFieldValues();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ValuesForm>({ defaultValues: toForm(result) });

  // Fresh values from the server replace the form's unless the user is editing.
  useEffect(() => {
    if (!isDirty) reset(toForm(result));
  }, [result, isDirty, reset]);

  const showErrors = (fieldErrors: Record<string, string[]>) => {
    Object.entries(fieldErrors).forEach(([key, messages], index) => {
      const id = key.replace(/^values\./, '');
      setError(`values.${id}`, { type: 'validation', message: messages[0] }, { shouldFocus: index === 0 });
    });
  };

  const onSubmit = handleSubmit(({ values }) => {
    const checked = validateCustomFieldValues(result.customFields, values);
    if (!checked.ok) {
      showErrors(checked.fieldErrors);
      return;
    }
    update.mutate(
      { clientType, clientId, values: checked.values satisfies CustomFieldValues },
      {
        onSuccess: (saved) => {
          reset(toForm(saved));
          toast.success('Custom fields saved');
        },
        onError: (error) => {
          if (isApiError(error)) showErrors(error.fieldErrors);
          toast.error('Failed to save custom fields', { description: errorMessage(error) });
        },
      },
    );
  });

  const fieldError = (field: CustomField) => errors.values?.[field.id]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {result.customFields.map((field) => {
          const id = `custom-field-${field.id}`;
          const label = field.required ? `${field.label} (required)` : field.label;
          if (field.type === 'checkbox') {
            return (
              <div key={field.id} className="grid content-start gap-2">
                <div className="flex items-center gap-3 pt-7">
                  <Controller
                    control={control}
                    name={`values.${field.id}`}
                    render={({ field: controlled }) => (
                      <Checkbox
                        id={id}
                        checked={controlled.value === true}
                        onCheckedChange={(checked) => controlled.onChange(checked === true)}
                        aria-invalid={fieldError(field) ? true : undefined}
                        aria-describedby={fieldError(field) ? `${id}-error` : undefined}
                      />
                    )}
                  />
                  <Label htmlFor={id}>{label}</Label>
                </div>
                {fieldError(field) && (
                  <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                    {fieldError(field)}
                  </p>
                )}
              </div>
            );
          }
          return (
            <FormField key={field.id} id={id} label={label} error={fieldError(field)}>
              {(controlProps) =>
                field.type === 'select' ? (
                  <NativeSelect {...controlProps} {...register(`values.${field.id}`)}>
                    <option value="">—</option>
                    {field.options.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </NativeSelect>
                ) : (
                  <Input
                    {...controlProps}
                    type={field.type === 'date' ? 'date' : 'text'}
                    inputMode={field.type === 'number' ? 'decimal' : undefined}
                    {...register(`values.${field.id}`)}
                  />
                )
              }
            </FormField>
          );
        })}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save custom fields
        </Button>
      </div>
    </form>
  );
}
