import { zodResolver } from '@hookform/resolvers/zod';
import {
  crewAddedMessage,
  crewMessages,
  crewSpecializationLabels,
  crewSpecializations,
  crewStatusLabels,
  crewStatuses,
  createCrewInputSchema,
  type CreateCrewInput,
  type Crew,
  type CrewFormValues,
} from '@groundwork/domain/crews';
import { Loader2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateCrew } from '../api/create-crew';
import { useUpdateCrew } from '../api/update-crew';

type CrewFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The crew being edited; null adds a new one. */
  crew: Crew | null;
};

export function CrewFormDialog({ open, onOpenChange, crew }: CrewFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-w-xl sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{crew ? 'Edit crew' : 'Add crew'}</DialogTitle>
            <DialogDescription>{crew ? `Change ${crew.name}.` : 'A crew is the people who go out on one truck.'}</DialogDescription>
          </DialogHeader>
          <CrewForm key={crew?.id ?? 'new'} crew={crew} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CrewForm({ crew, onDone }: { crew: Crew | null; onDone: () => void }) {
  const createCrew = useCreateCrew();
  const updateCrew = useUpdateCrew();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CrewFormValues, unknown, CreateCrewInput>({
    resolver: zodResolver(createCrewInputSchema),
    defaultValues: {
      name: crew?.name ?? '',
      description: crew?.description ?? '',
      status: crew?.status ?? 'active',
      specialization: crew?.specialization ?? 'general',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      if (crew) {
        const { members: _members, ...fields } = values;
        await updateCrew.mutateAsync({ id: crew.id, input: { ...fields, updatedAt: crew.updatedAt } });
        toast.success(crewMessages.updated);
      } else {
        const { crew: created } = await createCrew.mutateAsync(values);
        toast.success(crewAddedMessage(created.name));
      }
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'description', 'status', 'specialization']);
      const fallback = crew ? crewMessages.updateFailed : crewMessages.addFailed;
      toast.error(serverMessageOr(error, fallback));
    }
  });

  const busy = createCrew.isPending || updateCrew.isPending;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <InputField id="crew-name" label="Crew name" error={errors.name?.message} autoComplete="off" {...register('name')} />
      <FormField id="crew-description" label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="crew-status" label="Status" error={errors.status?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('status')}>
              {crewStatuses.map((status) => (
                <option key={status} value={status}>
                  {crewStatusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="crew-specialization" label="Specialization" error={errors.specialization?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('specialization')}>
              {crewSpecializations.map((specialization) => (
                <option key={specialization} value={specialization}>
                  {crewSpecializationLabels[specialization]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {crew ? 'Save changes' : 'Add crew'}
        </Button>
      </div>
    </form>
  );
}
