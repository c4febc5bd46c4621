import { crewMessages, filterCrews, type Crew, type CrewFilters } from '@groundwork/domain/crews';
import { PlusIcon, UsersRoundIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCrews, type CrewsQuery } from '../api/get-crews';
import { CrewCard } from './crew-card';
import { CrewFiltersBar, noCrewFilters, type CrewFilterValues } from './crew-filters';
import { CrewFormDialog } from './crew-form-dialog';
import { CrewMembersDialog, type AssignableEmployee } from './crew-members-dialog';
import { DeleteCrewDialog } from './delete-crew-dialog';

function setFilters(values: CrewFilterValues): Partial<CrewFilters> {
  const set: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value.trim() !== '') set[key] = value.trim();
  return set as Partial<CrewFilters>;
}

/**
 * The crews screen's body. Search and filters apply at once to the loaded crews (the domain's rules)
 * and then on the server; `employees` is the roster to assign from.
 */
export function CrewsPanel({ employees }: { employees: readonly AssignableEmployee[] }) {
  const [filters, setFilterValues] = useState<CrewFilterValues>(noCrewFilters);
  const [editing, setEditing] = useState<Crew | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Crew | null>(null);
  const [managingId, setManagingId] = useState<string | null>(null);

  const serverFilters = useDebouncedValue(filters, 250);
  const query: CrewsQuery = { page: 1, ...setFilters(serverFilters) };
  const crews = useCrews(query);

  useEffect(() => {
    if (crews.isError) toast.error(crewMessages.loadFailed);
  }, [crews.isError, crews.errorUpdatedAt]);

  const shown = useMemo(() => (crews.data ? filterCrews(crews.data.crews, setFilters(filters)) : []), [crews.data, filters]);
  // The members dialog follows the crew as the list reloads after each change.
  const managing = managingId ? (crews.data?.crews.find((crew) => crew.id === managingId) ?? null) : null;
  const anyFilter = Object.keys(setFilters(filters)).length > 0;

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={openAdd}>
          <PlusIcon aria-hidden="true" />
          Add crew
        </Button>
      </div>
      <CrewFiltersBar value={filters} onChange={setFilterValues} />

      {crews.isPending ? (
        <LoadingRows label="Loading crews" />
      ) : crews.isError && !crews.data ? (
        <LoadError title={crewMessages.loadFailed} error={crews.error} onRetry={() => void crews.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<UsersRoundIcon aria-hidden="true" />}
          title={anyFilter ? 'No crews match these filters.' : 'No crews yet.'}
          description={anyFilter ? undefined : 'Group your people the way they go out: a leader and the members on one truck.'}
          action={
            anyFilter ? (
              <Button variant="outline" onClick={() => setFilterValues(noCrewFilters)}>
                Clear filters
              </Button>
            ) : (
              <Button onClick={openAdd}>
                <PlusIcon aria-hidden="true" />
                Add crew
              </Button>
            )
          }
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((crew) => (
            <CrewCard
              key={crew.id}
              crew={crew}
              onEdit={(item) => {
                setEditing(item);
                setFormOpen(true);
              }}
              onManageMembers={(item) => setManagingId(item.id)}
              onDelete={setDeleting}
            />
          ))}
        </div>
      )}

      <CrewFormDialog open={formOpen} onOpenChange={setFormOpen} crew={editing} />
      <DeleteCrewDialog crew={deleting} onClose={() => setDeleting(null)} />
      <CrewMembersDialog crew={managing} employees={employees} onClose={() => setManagingId(null)} />
    </div>
  );
}
