import { applicationStatusFilters, type ApplicationStatusFilter } from '@groundwork/domain/chemical-applications';
import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { isFiltered, type ApplicationsUrlState } from '../application-filters';
import type { ApplicationOptions } from '../application-options';

export const statusFilterLabels: Record<ApplicationStatusFilter, string> = { complete: 'Complete', incomplete: 'Incomplete', late: 'Late' };

type ApplicationFiltersBarProps = {
  state: ApplicationsUrlState;
  onChange: (change: Partial<ApplicationsUrlState>) => void;
  options: Pick<ApplicationOptions, 'products' | 'applicators'>;
};

/** Date range, product, applicator, status and a search of customer or property, kept in the URL. */
export function ApplicationFiltersBar({ state, onChange, options }: ApplicationFiltersBarProps) {
  // What is typed shows at once; the URL (and the request) follow once typing pauses.
  const [search, setSearch] = useState(state.search);
  const debouncedSearch = useDebouncedValue(search, 300);
  const [shownSearch, setShownSearch] = useState(state.search);
  if (state.search !== shownSearch) {
    setShownSearch(state.search);
    setSearch(state.search);
  }
  useEffect(() => {
    if (debouncedSearch.trim() !== state.search.trim()) onChange({ search: debouncedSearch });
    // Only a pause in typing writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  return (
    <div className="grid gap-3" role="search" aria-label="Filter application records">
      <div className="grid gap-2">
        <Label htmlFor="applications-search">Search records</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="applications-search"
            type="search"
            className="pl-9"
            placeholder="Customer, property address, product, EPA number or applicator"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-3 xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]">
        <FormField id="applications-from" label="From">
          {(control) => <Input {...control} type="date" value={state.from} onChange={(event) => onChange({ from: event.target.value })} />}
        </FormField>
        <FormField id="applications-to" label="To">
          {(control) => <Input {...control} type="date" value={state.to} onChange={(event) => onChange({ to: event.target.value })} />}
        </FormField>
        <FormField id="applications-product" label="Product">
          {(control) => (
            <NativeSelect {...control} value={state.product} onChange={(event) => onChange({ product: event.target.value })}>
              <option value="">All products</option>
              {options.products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="applications-applicator" label="Applicator">
          {(control) => (
            <NativeSelect {...control} value={state.applicator} onChange={(event) => onChange({ applicator: event.target.value })}>
              <option value="">Anyone</option>
              {options.applicators.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="applications-status" label="Status">
          {(control) => (
            <NativeSelect {...control} value={state.status} onChange={(event) => onChange({ status: event.target.value as ApplicationStatusFilter | '' })}>
              <option value="">All records</option>
              {applicationStatusFilters.map((status) => (
                <option key={status} value={status}>
                  {statusFilterLabels[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {isFiltered(state) && (
          <Button
            variant="ghost"
            className="justify-self-start"
            onClick={() => {
              setSearch('');
              onChange({ from: '', to: '', product: '', applicator: '', status: '', search: '' });
            }}
          >
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
