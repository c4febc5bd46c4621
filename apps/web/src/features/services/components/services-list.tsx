import { serviceMessages, type Service } from '@groundwork/domain/services';
import { ArchiveIcon, ArchiveRestoreIcon, PlusIcon, SearchIcon, ShovelIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { Switch } from '@/components/ui/switch';
import { formatCurrency } from '@/lib/format';
import { useArchiveService } from '../api/archive-service';
import { useDeleteService } from '../api/delete-service';
import { useServices } from '../api/get-services';
import { useReorderServices } from '../api/reorder-services';
import { serviceFailure, serviceSuccess } from '../service-toasts';
import { AddServiceDialog } from './add-service-dialog';
import { ReorderableList } from './reorderable-list';

/** Whether a service matches what was typed: every word in its name, description or class. */
export function matchesServiceSearch(service: Service, search: string): boolean {
  const haystack = `${service.name} ${service.description} ${service.serviceClass}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function priceSummary(service: Service): string {
  const rows = service.rateMatrixData.matrixRows;
  if (rows.length === 0) return 'Priced by hand';
  const rates = rows.map((row) => row.rate);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return `${rows.length} price band${rows.length === 1 ? '' : 's'}, ${low === high ? formatCurrency(low) : `${formatCurrency(low)}–${formatCurrency(high)}`}`;
}

/**
 * The price book's services in the order estimates offer them: search, drag (or arrow keys) to reorder,
 * archive and restore, add, delete. Read-only for roles that may not change services.
 */
export function ServicesList({ canEdit, servicePath }: { canEdit: boolean; servicePath: (id: string) => string }) {
  const navigate = useNavigate();
  const [showArchived, setShowArchived] = useState(false);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const services = useServices({ includeArchived: showArchived });
  const reorder = useReorderServices(showArchived);
  const archive = useArchiveService();
  const remove = useDeleteService();

  const shown = useMemo(() => (services.data ?? []).filter((service) => matchesServiceSearch(service, search)), [services.data, search]);
  const searching = search.trim() !== '';

  const onReorder = (next: Service[]) =>
    reorder.mutate(next, {
      onSuccess: () => serviceSuccess(serviceMessages.servicesReordered),
      onError: (error) => serviceFailure(serviceMessages.reorderFailed, error, serviceMessages.reorderFailedDetail),
    });

  const toggleArchive = (service: Service) =>
    archive.mutate(
      { id: service.id, archived: !service.archived },
      {
        onSuccess: () => serviceSuccess(service.archived ? serviceMessages.serviceRestored : serviceMessages.serviceArchived, service.name),
        onError: (error) => serviceFailure(serviceMessages.updateFailed, error, serviceMessages.updateFailedDetail),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        serviceSuccess(serviceMessages.serviceDeleted, `${name} was deleted.`);
      },
      onError: (error) => serviceFailure(serviceMessages.deleteFailed, error, serviceMessages.deleteFailedDetail),
    });
  };

  const addButton = canEdit && (
    <Button onClick={() => setAdding(true)}>
      <PlusIcon aria-hidden="true" />
      Add service
    </Button>
  );

  let body;
  if (services.isPending) body = <LoadingRows rows={5} label="Loading services" />;
  else if (services.isError) body = <LoadError title={serviceMessages.loadFailed} error={services.error} onRetry={() => void services.refetch()} />;
  else if (services.data.length === 0)
    body = (
      <EmptyState
        icon={<ShovelIcon />}
        title={showArchived ? 'No services yet.' : 'No active services.'}
        description="Add what you sell — mowing, fertiliser rounds, spring clean-ups — with a rate matrix that prices each property."
        action={addButton}
      />
    );
  else if (shown.length === 0) body = <p className="rounded-xl border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">No services match “{search}”.</p>;
  else
    body = (
      <ReorderableList
        aria-label="Services"
        items={shown}
        getId={(service) => service.id}
        getLabel={(service) => service.name}
        onReorder={onReorder}
        disabled={!canEdit || searching}
        busy={reorder.isPending}
        renderItem={(service) => (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <Link to={servicePath(service.id)} className="font-medium text-foreground underline-offset-4 hover:underline">
                  {service.name}
                </Link>
                {service.archived && <Badge variant="warning">Archived</Badge>}
                {!service.isTaxable && <Badge variant="muted">Not taxable</Badge>}
              </p>
              {service.description && <p className="line-clamp-1 text-sm text-muted-foreground">{service.description}</p>}
            </div>
            <p className="text-sm text-muted-foreground">{priceSummary(service)}</p>
            {canEdit && (
              <div className="flex gap-1">
                <Button variant="ghost" size="sm" onClick={() => toggleArchive(service)} disabled={archive.isPending} aria-label={`${service.archived ? 'Restore' : 'Archive'} ${service.name}`}>
                  {service.archived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
                  {service.archived ? 'Restore' : 'Archive'}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(service)} aria-label={`Delete ${service.name}`}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </div>
            )}
          </div>
        )}
      />
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" aria-label="Search services" placeholder="Search services" className="pl-9" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="flex items-center gap-2">
          <Switch id="services-show-archived" checked={showArchived} onCheckedChange={setShowArchived} />
          <Label htmlFor="services-show-archived" className="font-normal">
            Show archived
          </Label>
        </div>
        {services.data && services.data.length > 0 && addButton}
      </div>
      {canEdit && searching && shown.length > 0 && <p className="text-xs text-muted-foreground">Clear the search to reorder services.</p>}
      {!canEdit && <p className="text-xs text-muted-foreground">{serviceMessages.managersOnly}</p>}
      {body}
      <AddServiceDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(service) => {
          setAdding(false);
          void navigate(servicePath(service.id));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this service'}?`}
        description="Its upsales, questions and charges are deleted with it. Archive it instead to keep it for past work."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
