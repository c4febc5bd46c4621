import { formatAddress, jobRequestInputSchema, type Customer, type JobRequest } from '@groundwork/domain/customers';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateJobRequest } from '../api/create-job-request';

type ScheduleJobValues = z.input<typeof jobRequestInputSchema>;

/** Records the requested service, preferred date and notes as a job request on the customer (until the jobs area exists). */
export function ScheduleJobForm({ customer, onSaved, onCancel }: { customer: Customer; onSaved: (request: JobRequest) => void; onCancel: () => void }) {
  const createJobRequest = useCreateJobRequest();
  const primary = customer.properties.find((property) => property.isPrimary) ?? customer.properties[0];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ScheduleJobValues, unknown, z.output<typeof jobRequestInputSchema>>({
    resolver: zodResolver(jobRequestInputSchema),
    defaultValues: { requestedService: '', preferredDate: '', propertyId: primary?.id ?? '', notes: '' },
  });

  const onSubmit = handleSubmit((input) => {
    createJobRequest.mutate(
      { customerId: customer.id, input },
      {
        onSuccess: (request) => {
          toast.success('Job request saved');
          onSaved(request);
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? Object.entries(error.fieldErrors) : [];
          fieldErrors.forEach(([field, messages], index) =>
            setError(field as Path<ScheduleJobValues>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 }),
          );
          toast.error('Failed to save job request', { description: fieldErrors.length > 0 ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  const busy = createJobRequest.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <InputField id="job-service" label="Requested service" placeholder="Spring clean-up, weekly mowing…" error={errors.requestedService?.message} {...register('requestedService')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="job-preferred-date" label="Preferred date" type="date" error={errors.preferredDate?.message} {...register('preferredDate')} />
        <FormField id="job-property" label="Property" error={errors.propertyId?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('propertyId')}>
              {customer.properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.name || formatAddress(property.address) || 'Property'}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id="job-notes" label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea {...control} rows={4} {...register('notes')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save job request
        </Button>
      </div>
    </form>
  );
}
