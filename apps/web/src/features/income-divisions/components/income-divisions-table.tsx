import type { IncomeDivision } from '@groundwork/domain/income-divisions';
import { LayersIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteIncomeDivision } from '../api/delete-income-division';
import { useIncomeDivisions } from '../api/get-income-divisions';
import { IncomeDivisionDialog } from './income-division-dialog';

/** The company's income divisions with add, edit and delete (a division in use is archived instead). */
export function IncomeDivisionsTable({ canEdit, compact = false }: { canEdit: boolean; compact?: boolean }) {
  const divisions = useIncomeDivisions();
  const remove = useDeleteIncomeDivision();
  const [editing, setEditing] = useState<IncomeDivision | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<IncomeDivision | null>(null);

  if (divisions.isPending) return <LoadingRows rows={4} label="Loading income divisions" />;
  if (divisions.isError) return <LoadError title="Could not load income divisions" error={divisions.error} onRetry={() => void divisions.refetch()} />;

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        setDeleting(null);
        if (result.archived) toast.info(`${name} archived`, { description: 'Services still use this division, so it was archived instead of deleted.' });
        else toast.success(`${name} deleted`);
      },
      onError: (error) => toast.error('Failed to delete income division', { description: errorMessage(error) }),
    });
  };

  return (
    <div className="grid gap-4">
      {canEdit && (
        <div className="flex justify-end">
          <Button onClick={() => setAdding(true)} size={compact ? 'sm' : 'default'}>
            <PlusIcon aria-hidden="true" />
            Add income division
          </Button>
        </div>
      )}
      {divisions.data.length === 0 ? (
        <EmptyState icon={<LayersIcon />} title="No income divisions yet." description="Add the lines of business you earn from, such as Maintenance, Installation or Snow." />
      ) : (
        <div className="overflow-hidden rounded-xl border border-border bg-card shadow-xs">
          <Table aria-label="Income divisions">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Name</TableHead>
                <TableHead>Code</TableHead>
                {!compact && <TableHead>Income account</TableHead>}
                <TableHead>Status</TableHead>
                {canEdit && (
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {divisions.data.map((division) => (
                <TableRow key={division.id}>
                  <TableCell>
                    <p className="font-medium">{division.name}</p>
                    {!compact && division.description && <p className="text-xs text-muted-foreground">{division.description}</p>}
                  </TableCell>
                  <TableCell className="font-mono text-xs">{division.code || '—'}</TableCell>
                  {!compact && <TableCell className="text-muted-foreground">{division.incomeAccount || '—'}</TableCell>}
                  <TableCell>
                    <Badge variant={division.archivedAt ? 'warning' : division.isActive ? 'success' : 'muted'}>
                      {division.archivedAt ? 'Archived' : division.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </TableCell>
                  {canEdit && (
                    <TableCell className="text-right whitespace-nowrap">
                      <Button variant="ghost" size="sm" onClick={() => setEditing(division)} aria-label={`Edit ${division.name}`}>
                        <PencilIcon aria-hidden="true" />
                        {!compact && 'Edit'}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(division)} aria-label={`Delete ${division.name}`}>
                        <Trash2Icon aria-hidden="true" />
                        {!compact && 'Delete'}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      <IncomeDivisionDialog
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        division={editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this division'}?`}
        description="If services still use it, it is archived instead: kept for their history, no longer offered for new work."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
