import { serviceMessages, type Service, type ServiceDetail, type Upsale } from '@groundwork/domain/services';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { useAddUpsale } from '../api/add-upsale';
import { useDeleteUpsale } from '../api/delete-upsale';
import { useReorderUpsales } from '../api/reorder-upsales';
import { serviceFailure, serviceSuccess } from '../service-toasts';
import { ReorderableList } from './reorderable-list';

type UpsalesPanelProps = {
  service: ServiceDetail;
  /** The company's active services, to offer as upsales. */
  services: readonly Service[];
  canEdit: boolean;
};

/** Other services offered alongside this one, in the order the estimator sees them. */
export function UpsalesPanel({ service, services, canEdit }: UpsalesPanelProps) {
  const add = useAddUpsale();
  const remove = useDeleteUpsale();
  const reorder = useReorderUpsales();
  const [choice, setChoice] = useState('');
  const upsales = [...service.upsales].sort((a, b) => a.order - b.order);
  const taken = new Set(upsales.map((upsale) => upsale.serviceId));
  const candidates = services.filter((candidate) => candidate.id !== service.id && !candidate.archived && !taken.has(candidate.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    add.mutate(
      { serviceId: service.id, upsaleServiceId: choice },
      {
        onSuccess: ({ upsale }) => {
          setChoice('');
          serviceSuccess(serviceMessages.upsaleAdded, `${upsale.serviceName} is offered with ${service.name}.`);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 404) toast.error(serviceMessages.notFoundTitle, { duration: 3000, description: serviceMessages.notFound });
          else serviceFailure(serviceMessages.addUpsaleFailed, error, serviceMessages.addUpsaleFailedDetail);
        },
      },
    );
  };

  const onReorder = (next: Upsale[]) =>
    reorder.mutate(
      { serviceId: service.id, upsales: next },
      {
        onSuccess: () => serviceSuccess(serviceMessages.upsalesReordered),
        onError: () => serviceFailure(serviceMessages.reorderFailed, null, serviceMessages.upsalesReorderFailedDetail),
      },
    );

  const removeUpsale = (upsale: Upsale) =>
    remove.mutate(
      { serviceId: service.id, upsaleId: upsale.id },
      {
        onSuccess: () => serviceSuccess(serviceMessages.upsaleDeleted, upsale.serviceName),
        onError: (error) => serviceFailure(serviceMessages.deleteUpsaleFailed, error),
      },
    );

  return (
    <div className="grid gap-4">
      {upsales.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">No upsales yet. Offer another service alongside this one.</p>
      ) : (
        <ReorderableList
          aria-label="Upsales"
          items={upsales}
          getId={(upsale) => upsale.id}
          getLabel={(upsale) => upsale.serviceName}
          onReorder={onReorder}
          disabled={!canEdit}
          busy={reorder.isPending}
          renderItem={(upsale) => (
            <div className="flex items-center gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{upsale.serviceName}</p>
                {upsale.serviceDescription && <p className="line-clamp-1 text-sm text-muted-foreground">{upsale.serviceDescription}</p>}
              </div>
              {canEdit && (
                <Button type="button" variant="ghost" size="sm" aria-label={`Remove upsale ${upsale.serviceName}`} disabled={remove.isPending} onClick={() => removeUpsale(upsale)}>
                  <XIcon aria-hidden="true" />
                  Remove
                </Button>
              )}
            </div>
          )}
        />
      )}
      {canEdit && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Add an upsale">
          <div className="grid min-w-60 flex-1 gap-1.5">
            <label htmlFor="upsale-service" className="text-sm font-medium">
              Service to offer
            </label>
            <NativeSelect id="upsale-service" value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">{candidates.length === 0 ? 'No other services to offer' : 'Choose a service'}</option>
              {candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={!choice || add.isPending}>
            <PlusIcon aria-hidden="true" />
            Add upsale
          </Button>
        </form>
      )}
    </div>
  );
}
