import type { Jurisdiction } from '@groundwork/domain/sales-tax';
import { ChevronRightIcon, MapPinIcon, PencilIcon, PlusIcon, PowerIcon, SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EmptyState } from '@/components/ui/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUpdateJurisdiction } from '../api/update-jurisdiction';
import { jurisdictionRows, visibleJurisdictionRows } from '../jurisdiction-tree';
import { JurisdictionDialog, jurisdictionTypeLabels } from './jurisdiction-dialog';

/** Jurisdictions as a tree: country → state → county → city. Add, edit, and switch them on or off. */
export function JurisdictionsTree({ jurisdictions, canEdit }: { jurisdictions: Jurisdiction[]; canEdit: boolean }) {
  const rows = useMemo(() => jurisdictionRows(jurisdictions), [jurisdictions]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ jurisdiction: Jurisdiction | null; parent: Jurisdiction | null } | null>(null);
  const update = useUpdateJurisdiction();
  const shown = visibleJurisdictionRows(rows, collapsed, search);

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const setActive = (jurisdiction: Jurisdiction, isActive: boolean) => {
    update.mutate(
      {
        id: jurisdiction.id,
        input: {
          name: jurisdiction.name,
          type: jurisdiction.type,
          code: jurisdiction.code,
          parentJurisdictionId: jurisdiction.parentJurisdictionId,
          isActive,
          updatedAt: jurisdiction.updatedAt,
        },
      },
      {
        onSuccess: () => toast.success(`${jurisdiction.name} ${isActive ? 'activated' : 'deactivated'}`),
        onError: (error) => toast.error('Failed to update jurisdiction', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-xs">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" aria-label="Search jurisdictions" placeholder="Search jurisdictions" className="pl-9" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        {canEdit && (
          <Button onClick={() => setDialog({ jurisdiction: null, parent: null })}>
            <PlusIcon aria-hidden="true" />
            Add jurisdiction
          </Button>
        )}
      </div>

      {rows.length === 0 ? (
        <EmptyState icon={<MapPinIcon />} title="No jurisdictions yet." description="Add the countries, states, counties and cities you charge tax in." />
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">No jurisdiction matches “{search}”.</p>
      ) : (
        <div className="max-h-[32rem] overflow-auto rounded-xl border border-border bg-card shadow-xs">
          <Table aria-label="Jurisdictions">
            <TableHeader className="sticky top-0 z-10 bg-muted">
              <TableRow className="hover:bg-transparent">
                <TableHead>Name</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Code</TableHead>
                <TableHead>Status</TableHead>
                {canEdit && (
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map(({ jurisdiction, depth, hasChildren }) => {
                const isCollapsed = collapsed.has(jurisdiction.id) && !search.trim();
                return (
                  <TableRow key={jurisdiction.id} className={cn(!jurisdiction.isActive && 'text-muted-foreground')}>
                    <TableCell>
                      <div className="flex items-center gap-1" style={{ paddingLeft: `${depth * 1.25}rem` }}>
                        {hasChildren ? (
                          <button
                            type="button"
                            className="rounded p-0.5 text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                            aria-expanded={!isCollapsed}
                            aria-label={`${isCollapsed ? 'Show' : 'Hide'} jurisdictions in ${jurisdiction.name}`}
                            onClick={() => toggle(jurisdiction.id)}
                          >
                            <ChevronRightIcon className={cn('size-4 transition-transform', !isCollapsed && 'rotate-90')} aria-hidden="true" />
                          </button>
                        ) : (
                          <span className="inline-block w-5" aria-hidden="true" />
                        )}
                        <span className="font-medium">{jurisdiction.name}</span>
                      </div>
                    </TableCell>
                    <TableCell>{jurisdictionTypeLabels[jurisdiction.type]}</TableCell>
                    <TableCell className="font-mono text-xs">{jurisdiction.code}</TableCell>
                    <TableCell>
                      <Badge variant={jurisdiction.isActive ? 'success' : 'muted'}>{jurisdiction.isActive ? 'Active' : 'Inactive'}</Badge>
                    </TableCell>
                    {canEdit && (
                      <TableCell className="text-right whitespace-nowrap">
                        {jurisdiction.type !== 'city' && (
                          <Button variant="ghost" size="sm" onClick={() => setDialog({ jurisdiction: null, parent: jurisdiction })} aria-label={`Add a jurisdiction in ${jurisdiction.name}`}>
                            <PlusIcon aria-hidden="true" />
                          </Button>
                        )}
                        <Button variant="ghost" size="sm" onClick={() => setDialog({ jurisdiction, parent: null })} aria-label={`Edit ${jurisdiction.name}`}>
                          <PencilIcon aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={update.isPending}
                          onClick={() => setActive(jurisdiction, !jurisdiction.isActive)}
                          aria-label={`${jurisdiction.isActive ? 'Deactivate' : 'Activate'} ${jurisdiction.name}`}
                        >
                          <PowerIcon aria-hidden="true" />
                          {jurisdiction.isActive ? 'Deactivate' : 'Activate'}
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}

      <JurisdictionDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        jurisdiction={dialog?.jurisdiction ?? null}
        parentForNew={dialog?.parent ?? null}
        jurisdictions={jurisdictions}
      />
    </div>
  );
}
