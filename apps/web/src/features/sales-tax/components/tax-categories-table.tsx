import type { Jurisdiction, SalesTaxCategory } from '@groundwork/domain/sales-tax';
import { PencilIcon, PercentIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteTaxCategory } from '../api/delete-tax-category';
import { jurisdictionRows } from '../jurisdiction-tree';
import { defaultKinds, TaxCategoryDialog } from './tax-category-dialog';

/** '6.875%' — rates keep their own decimals, never rounded for show. */
export function formatRate(rate: number): string {
  return `${rate}%`;
}

/** SPEC.md §3 sales tax categories: rate, jurisdiction, exempt and active, and which is the default for what. */
export function TaxCategoriesTable({ categories, jurisdictions, canEdit }: { categories: SalesTaxCategory[]; jurisdictions: Jurisdiction[]; canEdit: boolean }) {
  const [editing, setEditing] = useState<SalesTaxCategory | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SalesTaxCategory | null>(null);
  const remove = useDeleteTaxCategory();
  const names = useMemo(() => new Map(jurisdictionRows(jurisdictions).map((row) => [row.jurisdiction.id, row.path.join(' › ')])), [jurisdictions]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Tax category deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error('Failed to delete category', { description: errorMessage(error) }),
    });
  };

  return (
    <div className="grid gap-4">
      {canEdit && (
        <div className="flex justify-end">
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add tax category
          </Button>
        </div>
      )}
      {categories.length === 0 ? (
        <EmptyState icon={<PercentIcon />} title="No tax categories yet." description="Add the state, county and city taxes you collect, and an exempt category for clients who pay none." />
      ) : (
        <div className="overflow-hidden rounded-xl border border-border bg-card shadow-xs">
          <Table aria-label="Tax categories">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Name</TableHead>
                <TableHead>Jurisdiction</TableHead>
                <TableHead className="text-right">Rate</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Default for</TableHead>
                {canEdit && (
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {categories.map((category) => {
                const defaults = defaultKinds.filter((kind) => category[kind.field]);
                return (
                  <TableRow key={category.id}>
                    <TableCell>
                      <p className="font-medium">{category.name}</p>
                      {category.description && <p className="text-xs text-muted-foreground">{category.description}</p>}
                    </TableCell>
                    <TableCell className="text-muted-foreground">{category.jurisdictionId ? (names.get(category.jurisdictionId) ?? '—') : 'Anywhere'}</TableCell>
                    <TableCell className="text-right tabular-nums">{category.isExempt ? 'Exempt' : formatRate(category.rate)}</TableCell>
                    <TableCell>
                      <Badge variant={category.isActive ? 'success' : 'muted'}>{category.isActive ? 'Active' : 'Inactive'}</Badge>
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-1">
                        {defaults.length === 0 ? <span className="text-muted-foreground">—</span> : defaults.map((kind) => <Badge key={kind.field} variant="outline">{kind.noun}</Badge>)}
                      </div>
                    </TableCell>
                    {canEdit && (
                      <TableCell className="text-right whitespace-nowrap">
                        <Button variant="ghost" size="sm" onClick={() => setEditing(category)} aria-label={`Edit ${category.name}`}>
                          <PencilIcon aria-hidden="true" />
                          Edit
                        </Button>
                        <Button variant="ghost" size="sm" onClick={() => setDeleting(category)} aria-label={`Delete ${category.name}`}>
                          <Trash2Icon aria-hidden="true" />
                          Delete
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

      <TaxCategoryDialog
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        category={editing}
        categories={categories}
        jurisdictions={jurisdictions}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this category'}?`}
        description="Estimates and invoices already sent keep their tax; new work no longer offers this category."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
