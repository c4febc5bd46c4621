import { employeeStatusLabels, employeeStatuses, employmentTypeLabels, employmentTypes, type EmployeeFilters } from '@groundwork/domain/employees';
import { SearchIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

export type EmployeeFilterValues = Required<{ [K in keyof EmployeeFilters]: string }>;

export const noEmployeeFilters: EmployeeFilterValues = {
  search: '',
  department: '',
  position: '',
  status: '',
  employmentType: '',
  managerId: '',
};

export type ManagerOption = { id: string; name: string };

type EmployeeFiltersBarProps = {
  value: EmployeeFilterValues;
  onChange: (value: EmployeeFilterValues) => void;
  departments: readonly string[];
  positions: readonly string[];
  managers: readonly ManagerOption[];
};

/** SPEC.md §5: search by full name, e-mail or employee ID, and filter by department, position, status, type and manager. */
export function EmployeeFiltersBar({ value, onChange, departments, positions, managers }: EmployeeFiltersBarProps) {
  const set = (key: keyof EmployeeFilterValues) => (next: string) => onChange({ ...value, [key]: next });
  const active = Object.values(value).some((item) => item !== '');

  return (
    <div role="search" aria-label="Search and filter employees" className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs">
      <div className="relative">
        <Label htmlFor="employee-search" className="sr-only">
          Search employees
        </Label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id="employee-search"
          type="search"
          className="pl-9"
          placeholder="Search by name, e-mail or employee ID"
          value={value.search}
          onChange={(event) => set('search')(event.target.value)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect id="employee-filter-department" label="Department" value={value.department} onChange={set('department')} allLabel="All departments">
          {departments.map((department) => (
            <option key={department} value={department}>
              {department}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="employee-filter-position" label="Position" value={value.position} onChange={set('position')} allLabel="All positions">
          {positions.map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="employee-filter-status" label="Status" value={value.status} onChange={set('status')} allLabel="All statuses">
          {employeeStatuses.map((status) => (
            <option key={status} value={status}>
              {employeeStatusLabels[status]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="employee-filter-type" label="Employment type" value={value.employmentType} onChange={set('employmentType')} allLabel="All types">
          {employmentTypes.map((type) => (
            <option key={type} value={type}>
              {employmentTypeLabels[type]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="employee-filter-manager" label="Manager" value={value.managerId} onChange={set('managerId')} allLabel="All managers">
          {managers.map((manager) => (
            <option key={manager.id} value={manager.id}>
              {manager.name}
            </option>
          ))}
        </FilterSelect>
      </div>
      {active && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => onChange(noEmployeeFilters)}>
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  value: string;
  allLabel: string;
  onChange: (value: string) => void;
  children: ReactNode;
};

function FilterSelect({ id, label, value, allLabel, onChange, children }: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {children}
      </NativeSelect>
    </div>
  );
}
