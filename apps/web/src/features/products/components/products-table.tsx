import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { productCategoryLabels, productSellingPrice, productUnitLabels, type Product } from '@groundwork/domain/products';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { formatUnitRate } from '@/lib/format';

type ColumnId = 'name' | 'category' | 'unitCost' | 'price' | 'supplier' | 'actions';

type ProductsTableProps = {
  products: readonly Product[];
  markups: OverheadMarkups | null;
  /** Absent for people who may not change the price book: the table then has no actions column. */
  actions?: { onEdit: (product: Product) => void; onDelete: (product: Product) => void };
};

/** The products, sortable by any column; a product priced from the budget shows the price the budget gives it. */
export function ProductsTable({ products, markups, actions }: ProductsTableProps) {
  const [sort, setSort] = useState<SortState<ColumnId> | null>({ column: 'name', direction: 'asc' });

  const columns = useMemo<VirtualTableColumn<Product, ColumnId>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        cell: (product) => (
          <div className="min-w-0">
            <div className="truncate font-medium text-foreground">{product.name}</div>
            <div className="truncate text-xs text-muted-foreground">
              {product.epaRegistrationNumber ? `EPA Reg. No. ${product.epaRegistrationNumber}` : (product.description ?? '')}
            </div>
          </div>
        ),
      },
      { id: 'category', header: 'Category', cell: (product) => productCategoryLabels[product.category] },
      {
        id: 'unitCost',
        header: 'Unit cost',
        className: 'text-right tabular-nums',
        cell: (product) => `${formatUnitRate(product.unitCost)} / ${productUnitLabels[product.unit]}`,
      },
      {
        id: 'price',
        header: 'Price',
        className: 'text-right tabular-nums',
        cell: (product) => {
          const price = productSellingPrice(product, markups);
          return (
            <div className="grid justify-items-end gap-0.5">
              <span className="font-medium text-foreground">{price === null ? '—' : `${formatUnitRate(price)} / ${productUnitLabels[product.unit]}`}</span>
              <span className="flex gap-1">
                {product.price === null && <Badge variant="secondary">From budget</Badge>}
                {!product.taxable && <Badge variant="muted">Not taxed</Badge>}
              </span>
            </div>
          );
        },
      },
      { id: 'supplier', header: 'Supplier', cell: (product) => product.supplier ?? '—' },
      ...(actions
        ? [
            {
              id: 'actions' as const,
              header: 'Actions',
              sortable: false,
              width: '7.5rem',
              cell: (product: Product) => (
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${product.name}`} onClick={() => actions.onEdit(product)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${product.name}`} onClick={() => actions.onDelete(product)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              ),
            },
          ]
        : []),
    ],
    [actions, markups],
  );

  const sorted = useMemo(() => {
    if (!sort) return products;
    const value: (product: Product) => string | number =
      sort.column === 'category'
        ? (product) => productCategoryLabels[product.category]
        : sort.column === 'unitCost'
          ? (product) => product.unitCost
          : sort.column === 'price'
            ? (product) => productSellingPrice(product, markups) ?? -1
            : sort.column === 'supplier'
              ? (product) => (product.supplier ?? '').toLowerCase()
              : (product) => product.name.toLowerCase();
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...products].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : 0) * factor;
    });
  }, [products, sort, markups]);

  return (
    <VirtualTable
      label="Products"
      columns={columns}
      rows={sorted}
      getRowId={(product) => product.id}
      getRowLabel={(product) => product.name}
      sort={sort}
      onSortChange={setSort}
      rowHeight={60}
    />
  );
}
