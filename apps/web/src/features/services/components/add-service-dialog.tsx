import { serviceMessages, type ServiceDetail } from '@groundwork/domain/services';
import { Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useCreateService } from '../api/create-service';
import { serviceFailure, serviceSuccess } from '../service-toasts';

type AddServiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where to go next: usually the new service's page, to price it. */
  onCreated: (service: ServiceDetail) => void;
};

/** A new service by name (and description); its price, recipe and the rest are set on its own page. */
export function AddServiceDialog({ open, onOpenChange, onCreated }: AddServiceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Add service</DialogTitle>
            <DialogDescription>Name it now; set its rate matrix, recipe and accounts on the next page.</DialogDescription>
          </DialogHeader>
          <AddServiceForm onCancel={() => onOpenChange(false)} onCreated={onCreated} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AddServiceForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (service: ServiceDetail) => void }) {
  const create = useCreateService();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setErrors({ name: 'Service name is required' });
      document.getElementById('new-service-name')?.focus();
      return;
    }
    create.mutate(
      { name, description },
      {
        onSuccess: ({ service }) => {
          serviceSuccess(serviceMessages.serviceAdded, `${service.name} was added.`);
          onCreated(service);
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          if (fieldErrors.name?.[0] || fieldErrors.description?.[0]) {
            setErrors({ name: fieldErrors.name?.[0], description: fieldErrors.description?.[0] });
            serviceFailure(serviceMessages.addFailed, null, 'Please check the highlighted fields.');
          } else serviceFailure(serviceMessages.addFailed, error, serviceMessages.addFailedDetail);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Add service">
      <InputField
        id="new-service-name"
        label="Service name"
        autoFocus
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors({});
        }}
      />
      <FormField id="new-service-description" label="Description" error={errors.description}>
        {(control) => <Textarea {...control} rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Add service
        </Button>
      </DialogFooter>
    </form>
  );
}
