import { employeeMessages, filterEmployees, type Employee, type EmployeeFilters } from '@groundwork/domain/employees';
import { ChevronLeftIcon, ChevronRightIcon, ContactIcon, PlusIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEmployees, type EmployeesQuery } from '../api/get-employees';
import { useEmployeeManagers } from '../api/get-employee-managers';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { EmployeeFiltersBar, noEmployeeFilters, type EmployeeFilterValues } from './employee-filters';
import { EmployeeFormDialog } from './employee-form-dialog';
import { EmployeesTable } from './employees-table';

/** Only the filters that are set: an empty one is no filter, and the unfiltered list keeps one cache entry. */
function setFilters(values: EmployeeFilterValues): Partial<EmployeeFilters> {
  const set: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value.trim() !== '') set[key] = value.trim();
  return set as Partial<EmployeeFilters>;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The roster screen's body: search and filters apply at once to what is loaded (the domain's filter
 * rules) and, a moment later, on the server, which pages the result; add, edit and delete in dialogs —
 * for those who may change the roster (`canManage`, from the domain's canManageRoster); others read it.
 */
export function EmployeesPanel({ canManage }: { canManage: boolean }) {
  const [filters, setFilterValues] = useState<EmployeeFilterValues>(noEmployeeFilters);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Employee | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Employee | null>(null);

  const serverFilters = useDebouncedValue(filters, 250);
  const listQuery: EmployeesQuery = { page, ...setFilters(serverFilters) };
  const employees = useEmployees(listQuery);
  // The unfiltered first page names the departments and positions to filter by.
  const everyone = useEmployees({ page: 1 });
  const managers = useEmployeeManagers();

  useEffect(() => {
    if (employees.isError) toast.error(employeeMessages.loadFailed);
  }, [employees.isError, employees.errorUpdatedAt]);

  const shown = useMemo(() => (employees.data ? filterEmployees(employees.data.employees, setFilters(filters)) : []), [employees.data, filters]);

  const departments = useMemo(
    () => [...new Set((everyone.data?.employees ?? []).map((employee) => employee.department))].sort(byName),
    [everyone.data],
  );
  const positions = useMemo(() => [...new Set((everyone.data?.employees ?? []).map((employee) => employee.position))].sort(byName), [everyone.data]);
  const managerChoices = useMemo(
    () => (managers.data?.employees ?? []).map((manager) => ({ id: manager.id, name: `${manager.firstName} ${manager.lastName}` })),
    [managers.data],
  );
  // The form also offers the current manager when their position no longer reads like a manager's.
  const formManagers = useMemo(() => {
    if (!editing?.managerId || managerChoices.some((manager) => manager.id === editing.managerId)) return managerChoices;
    return [...managerChoices, { id: editing.managerId, name: editing.managerName ?? 'Current manager' }];
  }, [managerChoices, editing]);

  const changeFilters = (next: EmployeeFilterValues) => {
    setFilterValues(next);
    setPage(1);
  };
  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = useCallback((employee: Employee) => {
    setEditing(employee);
    setFormOpen(true);
  }, []);
  const openDelete = useCallback((employee: Employee) => setDeleting(employee), []);
  const rowActions = useMemo(() => (canManage ? { onEdit: openEdit, onDelete: openDelete } : undefined), [canManage, openEdit, openDelete]);

  const pagination = employees.data?.pagination;
  const pageCount = pagination ? Math.max(1, Math.ceil(pagination.total / pagination.limit)) : 1;
  const anyFilter = Object.keys(setFilters(filters)).length > 0;

  return (
    <div className="grid gap-4">
      {canManage && (
        <div className="flex justify-end">
          <Button onClick={openAdd}>
            <PlusIcon aria-hidden="true" />
            Add employee
          </Button>
        </div>
      )}

      <EmployeeFiltersBar value={filters} onChange={changeFilters} departments={departments} positions={positions} managers={managerChoices} />

      {employees.isPending ? (
        <LoadingRows label="Loading employees" />
      ) : employees.isError && !employees.data ? (
        <LoadError title={employeeMessages.loadFailed} error={employees.error} onRetry={() => void employees.refetch()} />
      ) : shown.length === 0 ? (
        anyFilter ? (
          <EmptyState
            icon={<ContactIcon aria-hidden="true" />}
            title="No employees match these filters."
            action={
              <Button variant="outline" onClick={() => changeFilters(noEmployeeFilters)}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<ContactIcon aria-hidden="true" />}
            title="No employees yet."
            description={
              canManage
                ? 'Add your crew leaders, labourers and office staff to build crews and cost your labour.'
                : 'An admin or office manager adds the roster.'
            }
            action={
              canManage && (
                <Button onClick={openAdd}>
                  <PlusIcon aria-hidden="true" />
                  Add employee
                </Button>
              )
            }
          />
        )
      ) : (
        <>
          <EmployeesTable employees={shown} actions={rowActions} />
          <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <p aria-live="polite">
              {shown.length} shown{pagination ? ` of ${pagination.total}` : ''}
              {employees.isFetching ? ' · updating…' : ''}
            </p>
            {pageCount > 1 && (
              <div className="flex items-center gap-2">
                <Button variant="outline" size="sm" onClick={() => setPage((value) => value - 1)} disabled={page <= 1 || employees.isFetching}>
                  <ChevronLeftIcon aria-hidden="true" />
                  Previous
                </Button>
                <span>
                  Page {page} of {pageCount}
                </span>
                <Button variant="outline" size="sm" onClick={() => setPage((value) => value + 1)} disabled={page >= pageCount || employees.isFetching}>
                  Next
                  <ChevronRightIcon aria-hidden="true" />
                </Button>
              </div>
            )}
          </div>
        </>
      )}

      <EmployeeFormDialog open={formOpen} onOpenChange={setFormOpen} employee={editing} managers={formManagers} departments={departments} />
      <DeleteEmployeeDialog employee={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
