import { equipmentMessages, equipmentTypeLabels, equipmentTypes, type Equipment } from '@groundwork/domain/equipment';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangleIcon, PlusIcon, SearchIcon, TractorIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { useEquipment } from '../api/get-equipment';
import { upkeepOverviewQueryOptions } from '../api/get-upkeep-overview';
import { DeleteEquipmentDialog } from './delete-equipment-dialog';
import { EquipmentFormDialog } from './equipment-form-dialog';
import { EquipmentTable } from './equipment-table';

type EquipmentPanelProps = {
  /** From the domain's canManagePriceBook: others read the list without actions. */
  canManage: boolean;
  /** The office reads upkeep (GET /equipment/upkeep): each row then shows whether its service is due or overdue. */
  showUpkeep?: boolean;
};

const matchesSearch = (unit: Equipment, search: string) => {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [unit.name, unit.make, unit.model, unit.serialNumber].some((value) => value?.toLowerCase().includes(needle));
};

/**
 * The company's equipment as the price book sees it (what an hour of each unit costs), searched on the client as you
 * type, with add, edit and delete for those who may change the price book, and each unit's service state from upkeep.
 */
export function EquipmentPanel({ canManage, showUpkeep = false }: EquipmentPanelProps) {
  const equipment = useEquipment();
  const upkeep = useQuery({ ...upkeepOverviewQueryOptions(), enabled: showUpkeep });
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Equipment | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Equipment | null>(null);

  useEffect(() => {
    if (equipment.isError) toast.error(equipmentMessages.loadFailed);
  }, [equipment.isError, equipment.errorUpdatedAt]);

  const all = useMemo(() => equipment.data?.equipment ?? [], [equipment.data]);
  const shown = useMemo(() => {
    const term = search.trim();
    return all.filter((unit) => matchesSearch(unit, term) && (filter === '' || unit.type === filter));
  }, [all, search, filter]);
  const upkeepById = useMemo(() => (upkeep.data ? new Map(upkeep.data.units.map((unit) => [unit.id, unit])) : undefined), [upkeep.data]);
  const needsService = upkeep.data?.needsServiceCount ?? 0;

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = useCallback((unit: Equipment) => {
    setEditing(unit);
    setFormOpen(true);
  }, []);
  const openDelete = useCallback((unit: Equipment) => setDeleting(unit), []);
  const rowActions = useMemo(() => (canManage ? { onEdit: openEdit, onDelete: openDelete } : undefined), [canManage, openEdit, openDelete]);

  const anyFilter = search.trim() !== '' || filter !== '';

  return (
    <div className="grid gap-4">
      <div role="search" aria-label="Search and filter equipment" className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <div className="relative">
          <Label htmlFor={"equipment-search"} className="sr-only">
            Search equipment
          </Label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={"equipment-search"}
            type="search"
            className="pl-9"
            placeholder="Search by name, make, model or serial number"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={"equipment-filter"}>Type</Label>
          <NativeSelect id={"equipment-filter"} value={filter} onChange={(event) => setFilter(event.target.value)}>
            <option value="">All types</option>
            {equipmentTypes.map((type) => (
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

      {needsService > 0 && (
        <p className="flex flex-wrap items-center gap-2 rounded-lg border border-warning/25 bg-warning-soft px-4 py-2 text-sm text-warning-strong" role="status">
          <AlertTriangleIcon className="size-4" aria-hidden="true" />
          {needsService === 1 ? '1 unit needs service.' : `${needsService} units need service.`}
          <Link to="/equipment-management?show=overdue" className="font-medium underline underline-offset-4">
            See equipment upkeep
          </Link>
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
          <EquipmentTable equipment={shown} upkeep={upkeepById} actions={rowActions} />
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
