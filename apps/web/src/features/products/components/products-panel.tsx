import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { productCategories, productCategoryLabels, productMessages, type Product } from '@groundwork/domain/products';
import { PackageIcon, PlusIcon, SearchIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { useProducts } from '../api/get-products';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { ProductsTable } from './products-table';

type ProductsPanelProps = {
  /** From the domain's canManagePriceBook: others read the list without actions. */
  canManage: boolean;
  /** The active overhead budget's markups (the default recovery settings when none is saved); null while unavailable. */
  markups: OverheadMarkups | null;
  markupsFromDefaults?: boolean;
};

const matchesSearch = (product: Product, needle: string) =>
  needle === '' || [product.name, product.description, product.supplier, product.epaRegistrationNumber].some((value) => value?.toLowerCase().includes(needle));

/** The products in the price book: searched and filtered by category as you type, with add, edit and delete. */
export function ProductsPanel({ canManage, markups, markupsFromDefaults = false }: ProductsPanelProps) {
  const products = useProducts();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [editing, setEditing] = useState<Product | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);

  useEffect(() => {
    if (products.isError) toast.error(productMessages.loadFailed);
  }, [products.isError, products.errorUpdatedAt]);

  const all = useMemo(() => products.data?.products ?? [], [products.data]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return all.filter((product) => matchesSearch(product, needle) && (category === '' || product.category === category));
  }, [all, search, category]);

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = useCallback((product: Product) => {
    setEditing(product);
    setFormOpen(true);
  }, []);
  const openDelete = useCallback((product: Product) => setDeleting(product), []);
  const rowActions = useMemo(() => (canManage ? { onEdit: openEdit, onDelete: openDelete } : undefined), [canManage, openEdit, openDelete]);
  const anyFilter = search.trim() !== '' || category !== '';

  return (
    <div className="grid gap-4">
      <div role="search" aria-label="Search and filter products" className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <div className="relative">
          <Label htmlFor="product-search" className="sr-only">
            Search products
          </Label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="product-search"
            type="search"
            className="pl-9"
            placeholder="Search by name, description or supplier"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="product-filter-category">Category</Label>
          <NativeSelect id="product-filter-category" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">All categories</option>
            {productCategories.map((value) => (
              <option key={value} value={value}>
                {productCategoryLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {canManage && (
          <Button onClick={openAdd}>
            <PlusIcon aria-hidden="true" />
            Add product
          </Button>
        )}
      </div>

      {products.isPending ? (
        <LoadingRows label="Loading products" />
      ) : products.isError && !products.data ? (
        <LoadError title={productMessages.loadFailed} error={products.error} onRetry={() => void products.refetch()} />
      ) : shown.length === 0 ? (
        anyFilter ? (
          <EmptyState
            icon={<PackageIcon aria-hidden="true" />}
            title="No products match this search."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setCategory('');
                }}
              >
                Clear search
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<PackageIcon aria-hidden="true" />}
            title="No products yet."
            description={
              canManage
                ? 'Add the mulch, stone, seed and fertiliser you sell: price each yourself or let the budget price it.'
                : 'An admin, office manager or estimator adds products to the price book.'
            }
            action={
              canManage && (
                <Button onClick={openAdd}>
                  <PlusIcon aria-hidden="true" />
                  Add product
                </Button>
              )
            }
          />
        )
      ) : (
        <>
          <ProductsTable products={shown} markups={markups} actions={rowActions} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.length} of {all.length} shown{products.isFetching ? ' · updating…' : ''}
          </p>
        </>
      )}

      <ProductFormDialog open={formOpen} onOpenChange={setFormOpen} product={editing} markups={markups} markupsFromDefaults={markupsFromDefaults} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
