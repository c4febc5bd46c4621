import type { ClientType } from '@groundwork/domain/customers';
import { customFieldTypeLabels, sortCustomFields, type CustomField } from '@groundwork/domain/custom-fields';
import { AlertCircleIcon, ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, SlidersHorizontalIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCustomField } from '../api/delete-custom-field';
import { useCustomFields } from '../api/get-custom-fields';
import { useReorderCustomFields } from '../api/reorder-custom-fields';
import { CustomFieldDialog } from './custom-field-dialog';

/** The custom field definitions of one client type, in the order clients show them: add, edit, reorder, delete. */
export function CustomFieldsManager({ clientType }: { clientType: ClientType }) {
  const query = useCustomFields(clientType);
  const reorder = useReorderCustomFields();
  const deleteField = useDeleteCustomField();
  const [editing, setEditing] = useState<{ field: CustomField | null } | null>(null);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const noun = clientType === 'customer' ? 'customers' : 'leads';

  const addButton = (
    <Button onClick={() => setEditing({ field: null })}>
      <PlusIcon aria-hidden="true" />
      Add field
    </Button>
  );

  const move = (fields: CustomField[], index: number, offset: -1 | 1) => {
    const next = [...fields];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + offset, 0, moved);
    reorder.mutate(next, { onError: (error) => toast.error('Reorder Failed', { description: errorMessage(error) }) });
  };

  const remove = () => {
    if (!deleting) return;
    deleteField.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Custom field deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error('Failed to delete custom field', { description: errorMessage(error) }),
    });
  };

  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-2" role="status" aria-label="Loading custom fields">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <Alert variant="destructive" role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>Could not load the custom fields</AlertTitle>
        <AlertDescription>{errorMessage(query.error)}</AlertDescription>
      </Alert>
    );
  } else if (query.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
        <SlidersHorizontalIcon className="size-6 text-primary" aria-hidden="true" />
        <p className="text-base font-medium text-foreground">No custom fields for {noun} yet.</p>
        <p className="max-w-md text-sm text-muted-foreground">Add the details your office tracks that Groundwork does not: gate codes, dog on site, irrigation zones…</p>
        {addButton}
      </div>
    );
  } else {
    const fields = sortCustomFields(query.data);
    body = (
      <ol className="grid gap-2" aria-label={`Custom fields for ${noun}`}>
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                {field.label}
                {field.required && <Badge variant="warning">Required</Badge>}
              </p>
              <p className="text-sm text-muted-foreground">
                {customFieldTypeLabels[field.type]}
                {field.type === 'select' && `: ${field.options.join(', ')}`}
              </p>
            </div>
            <div className="flex gap-1">
              <Button size="icon" variant="ghost" aria-label={`Move ${field.label} up`} disabled={index === 0 || reorder.isPending} onClick={() => move(fields, index, -1)}>
                <ArrowUpIcon aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Move ${field.label} down`}
                disabled={index === fields.length - 1 || reorder.isPending}
                onClick={() => move(fields, index, 1)}
              >
                <ArrowDownIcon aria-hidden="true" />
              </Button>
              <Button size="icon" variant="ghost" aria-label={`Edit ${field.label}`} onClick={() => setEditing({ field })}>
                <PencilIcon aria-hidden="true" />
              </Button>
              <Button size="icon" variant="ghost" aria-label={`Delete ${field.label}`} onClick={() => setDeleting(field)}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="grid gap-4">
      {query.data && query.data.length > 0 && <div className="flex justify-end">{addButton}</div>}
      {body}
      <CustomFieldDialog clientType={clientType} field={editing?.field ?? null} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this custom field?"
        description={`${deleting?.label ?? 'The field'} and every ${clientType}'s value for it will be deleted.`}
        confirmLabel="Delete field"
        busyLabel="Deleting..."
        busy={deleteField.isPending}
        onConfirm={remove}
      />
    </div>
  );
}
