import { operatingExpenseLabels, overheadMessages, type OverheadCategory, type OverheadCategoryItem } from '@groundwork/domain/overhead';
import { ChevronDownIcon, ChevronRightIcon, FolderIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { useDeleteOverheadCategory } from '../api/delete-overhead-category';
import { useDeleteOverheadCategoryItem } from '../api/delete-overhead-category-item';
import { useOverheadCategories } from '../api/get-overhead-categories';
import { useOverheadCategoryItems } from '../api/get-overhead-category-items';
import { OverheadCategoryDialog } from './overhead-category-dialog';
import { OverheadItemDialog } from './overhead-item-dialog';


/**
 * The company's overhead ledger: categories of items (policies, contracts, subscriptions), each adding up to one
 * operating expense line, which 'Copy category totals' writes into the budget.
 */
export function OverheadCategories({ canEdit }: { canEdit: boolean }) {
  const categories = useOverheadCategories();
  const remove = useDeleteOverheadCategory();
  const [dialog, setDialog] = useState<{ category: OverheadCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<OverheadCategory | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Category deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error(overheadMessages.categoryDeleteFailed, { description: errorMessage(error) }),
    });
  };

  if (categories.isPending) return <LoadingRows rows={3} label="Loading categories" />;
  if (categories.isError) return <LoadError title={overheadMessages.categoriesNotFound} error={categories.error} onRetry={() => void categories.refetch()} />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">
          List what makes up each overhead line — every policy, contract and subscription — then use Copy category totals on the budget to write the sums into it.
        </p>
        {canEdit && (
          <Button onClick={() => setDialog({ category: null })}>
            <PlusIcon aria-hidden="true" />
            Add category
          </Button>
        )}
      </div>
      {categories.data.length === 0 ? (
        <EmptyState icon={<FolderIcon />} title="No overhead categories yet." description="Add a category such as Insurance or Software, then the items in it with what each costs a year." />
      ) : (
        <ul className="grid gap-3" aria-label="Overhead categories">
          {categories.data.map((category) => {
            const open = expanded.has(category.id);
            const panelId = `category-items-${category.id}`;
            return (
              <li key={category.id} className="rounded-xl border border-border bg-card shadow-xs">
                <div className="flex flex-wrap items-center gap-3 p-4">
                  <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => toggle(category.id)} className="mr-auto h-auto justify-start px-2 py-1 text-left">
                    {open ? <ChevronDownIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />}
                    <span className="grid">
                      <span className="text-sm font-semibold text-foreground">{category.name}</span>
                      <span className="text-xs font-normal text-muted-foreground">
                        {operatingExpenseLabels[category.operatingExpenseLine]} · {category.itemCount} {category.itemCount === 1 ? 'item' : 'items'}
                      </span>
                    </span>
                  </Button>
                  <span className="text-sm font-semibold tabular-nums">{formatCurrency(category.total)} a year</span>
                  {canEdit && (
                    <span className="flex gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Rename ${category.name}`} onClick={() => setDialog({ category })}>
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" aria-label={`Delete ${category.name}`} onClick={() => setDeleting(category)}>
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </span>
                  )}
                </div>
                {open && (
                  <div id={panelId} className="border-t border-border p-4">
                    <CategoryItems category={category} canEdit={canEdit} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <OverheadCategoryDialog open={dialog !== null} onOpenChange={(next) => !next && setDialog(null)} category={dialog?.category ?? null} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete category?"
        description={deleting ? `${deleting.name} and its ${deleting.itemCount} ${deleting.itemCount === 1 ? 'item' : 'items'} will be deleted. The budget keeps its figures until you copy category totals again.` : ''}
        confirmLabel="Delete category"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function CategoryItems({ category, canEdit }: { category: OverheadCategory; canEdit: boolean }) {
  const items = useOverheadCategoryItems(category.id);
  const remove = useDeleteOverheadCategoryItem();
  const [dialog, setDialog] = useState<{ item: OverheadCategoryItem | null } | null>(null);
  const [deleting, setDeleting] = useState<OverheadCategoryItem | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Item deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error('Failed to delete item', { description: errorMessage(error) }),
    });
  };

  return (
    <div className="grid gap-3">
      {items.isPending ? (
        <LoadingRows rows={2} label={`Loading ${category.name} items`} />
      ) : items.isError ? (
        <LoadError title="Failed to fetch items" error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No items in {category.name} yet.</p>
      ) : (
        <Table aria-label={`${category.name} items`}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Item</TableHead>
              <TableHead className="text-right">A year</TableHead>
              <TableHead>Notes</TableHead>
              {canEdit && (
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.data.map((item) => (
              <TableRow key={item.id}>
                <TableCell className="font-medium">{item.name}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCurrency(item.annualAmount)}</TableCell>
                <TableCell className="text-muted-foreground">{item.notes || '—'}</TableCell>
                {canEdit && (
                  <TableCell className="text-right whitespace-nowrap">
                    <Button variant="ghost" size="icon" aria-label={`Edit ${item.name}`} onClick={() => setDialog({ item })}>
                      <PencilIcon aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${item.name}`} onClick={() => setDeleting(item)}>
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {canEdit && (
        <div>
          <Button variant="outline" size="sm" onClick={() => setDialog({ item: null })}>
            <PlusIcon aria-hidden="true" />
            Add item
          </Button>
        </div>
      )}
      <OverheadItemDialog open={dialog !== null} onOpenChange={(next) => !next && setDialog(null)} categoryId={category.id} categoryName={category.name} item={dialog?.item ?? null} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete item?"
        description={deleting ? `${deleting.name} (${formatCurrency(deleting.annualAmount)} a year) will be deleted.` : ''}
        confirmLabel="Delete item"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
