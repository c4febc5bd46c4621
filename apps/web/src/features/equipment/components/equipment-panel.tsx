import {
  equipmentMessages,
  equipmentStatusLabels,
  equipmentStatuses,
  equipmentTypeLabels,
  equipmentTypes,
  type Equipment,
  type EquipmentStatus,
} from '@groundwork/domain/equipment';
import { AlertTriangleIcon, PlusIcon, SearchIcon, TractorIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { useEquipment } from '../api/get-equipment';
import { equipmentUpdateInput, useUpdateEquipment } from '../api/update-equipment';
import { DeleteEquipmentDialog } from './delete-equipment-dialog';
import { EquipmentFormDialog } from './equipment-form-dialog';
import { EquipmentTable, type EquipmentView } from './equipment-table';
import { isServiceDue, todayIsoDate } from './service-due';

type EquipmentPanelProps = {
  view: EquipmentView;
  /** From the domain's canManagePriceBook: others read the list without actions. */
  canManage: boolean;
};

const matchesSearch = (unit: Equipment, search: string) => {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [unit.name, unit.make, unit.model, unit.serialNumber].some((value) => value?.toLowerCase().includes(needle));
};

/**
 * The company's equipment as the price book sees it (cost per hour) or as the fleet sees it (status, service dates):
 * one list, searched on the client as you type, with add, edit and delete for those who may change the price book.
 */
export function EquipmentPanel({ view, canManage }: EquipmentPanelProps) {
  const equipment = useEquipment();
  const updateEquipment = useUpdateEquipment();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Equipment | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Equipment | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);
  const today = todayIsoDate();

  useEffect(() => {
    if (equipment.isError) toast.error(equipmentMessages.loadFailed);
  }, [equipment.isError, equipment.errorUpdatedAt]);

  const all = useMemo(() => equipment.data?.equipment ?? [], [equipment.data]);
  const shown = useMemo(() => {
    const term = search.trim();
    return all.filter(
      (unit) => matchesSearch(unit, term) && (filter === '' || (view === 'fleet' ? unit.status === filter : unit.type === filter)),
    );
  }, [all, search, filter, view]);
  const dueCount = useMemo(() => all.filter((unit) => isServiceDue(unit, today)).length, [all, today]);

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = useCallback((unit: Equipment) => {
    setEditing(unit);
    setFormOpen(true);
  }, []);
  const openDelete = useCallback((unit: Equipment) => setDeleting(unit), []);
  const { mutate: saveEquipment } = updateEquipment;
  const changeStatus = useCallback(
    (unit: Equipment, status: EquipmentStatus) => {
      setSavingId(unit.id);
      saveEquipment(
        { id: unit.id, input: equipmentUpdateInput(unit, { status }) },
        {
          onSuccess: () => toast.success(`${unit.name} is now ${equipmentStatusLabels[status].toLowerCase()}`),
          onError: (error) =>
            toast.error(
              isStaleWrite(error) ? equipmentMessages.stale : serverMessageOr(error, equipmentMessages.updateFailed),
            ),
          onSettled: () => setSavingId(null),
        },
      );
    },
    [saveEquipment],
  );
  const rowActions = useMemo(
    () => (canManage ? { onEdit: openEdit, onDelete: openDelete, onStatusChange: changeStatus } : undefined),
    [canManage, openEdit, openDelete, changeStatus],
  );

  const filterLabel = view === 'fleet' ? 'Status' : 'Type';
  const anyFilter = search.trim() !== '' || filter !== '';

  return (
    <div className="grid gap-4">
      <div role="search" aria-label="Search and filter equipment" className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <div className="relative">
          <Label htmlFor={`equipment-search-${view}`} className="sr-only">
            Search equipment
          </Label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={`equipment-search-${view}`}
            type="search"
            className="pl-9"
            placeholder="Search by name, make, model or serial number"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`equipment-filter-${view}`}>{filterLabel}</Label>
          <NativeSelect id={`equipment-filter-${view}`} value={filter} onChange={(event) => setFilter(event.target.value)}>
            <option value="">{view === 'fleet' ? 'All statuses' : 'All types'}</option>
            {view === 'fleet'
              ? equipmentStatuses.map((status) => (
                  <option key={status} value={status}>
                    {equipmentStatusLabels[status]}
                  </option>
                ))
              : equipmentTypes.map((type) => (
                  <option key={type} value={type}>
                    {equipmentTypeLabels[type]}
                  </option>
                ))}
          </NativeSelect>
        </div>
        {canManage && (
          <Button onClick={openAdd}>
            <PlusIcon aria-hidden="true" />
            Add equipment
          </Button>
        )}
      </div>

      {view === 'fleet' && dueCount > 0 && (
        <p className="flex items-center gap-2 rounded-lg border border-warning/25 bg-warning-soft px-4 py-2 text-sm text-warning-strong" role="status">
          <AlertTriangleIcon className="size-4" aria-hidden="true" />
          {dueCount === 1 ? '1 unit is due for service.' : `${dueCount} units are due for service.`}
        </p>
      )}

      {equipment.isPending ? (
        <LoadingRows label="Loading equipment" />
      ) : equipment.isError && !equipment.data ? (
        <LoadError title={equipmentMessages.loadFailed} error={equipment.error} onRetry={() => void equipment.refetch()} />
      ) : shown.length === 0 ? (
        anyFilter ? (
          <EmptyState
            icon={<TractorIcon aria-hidden="true" />}
            title="No equipment matches this search."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setFilter('');
                }}
              >
                Clear search
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<TractorIcon aria-hidden="true" />}
            title="No equipment yet."
            description={
              canManage
                ? 'Add your mowers, trucks and trailers: each one gets a cost per hour your prices can carry.'
                : 'An admin, office manager or estimator adds equipment to the price book.'
            }
            action={
              canManage && (
                <Button onClick={openAdd}>
                  <PlusIcon aria-hidden="true" />
                  Add equipment
                </Button>
              )
            }
          />
        )
      ) : (
        <>
          <EquipmentTable view={view} equipment={shown} today={today} actions={rowActions} savingId={savingId} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.length} of {all.length} shown{equipment.isFetching ? ' · updating…' : ''}
          </p>
        </>
      )}

      <EquipmentFormDialog open={formOpen} onOpenChange={setFormOpen} equipment={editing} />
      <DeleteEquipmentDialog equipment={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
