import { crewSpecializationLabels, crewSpecializations, crewStatusLabels, crewStatuses } from '@groundwork/domain/crews';
import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

export type CrewFilterValues = { search: string; status: string; specialization: string };
export const noCrewFilters: CrewFilterValues = { search: '', status: '', specialization: '' };

/** SPEC.md §5: crews are searched by name or description and filtered by status and specialization. */
export function CrewFiltersBar({ value, onChange }: { value: CrewFilterValues; onChange: (value: CrewFilterValues) => void }) {
  return (
    <div role="search" aria-label="Search and filter crews" className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:grid-cols-[1fr_12rem_12rem] sm:items-end">
      <div className="relative">
        <Label htmlFor="crew-search" className="sr-only">
          Search crews
        </Label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id="crew-search"
          type="search"
          className="pl-9"
          placeholder="Search by name or description"
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="crew-filter-status" className="text-xs text-muted-foreground">
          Status
        </Label>
        <NativeSelect id="crew-filter-status" value={value.status} onChange={(event) => onChange({ ...value, status: event.target.value })}>
          <option value="">All statuses</option>
          {crewStatuses.map((status) => (
            <option key={status} value={status}>
              {crewStatusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="crew-filter-specialization" className="text-xs text-muted-foreground">
          Specialization
        </Label>
        <NativeSelect
          id="crew-filter-specialization"
          value={value.specialization}
          onChange={(event) => onChange({ ...value, specialization: event.target.value })}
        >
          <option value="">All specializations</option>
          {crewSpecializations.map((specialization) => (
            <option key={specialization} value={specialization}>
              {crewSpecializationLabels[specialization]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
