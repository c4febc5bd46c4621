import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Checkbox } from './checkbox';

export type SortDirection = 'asc' | 'desc';
export type SortState<K extends string = string> = { column: K; direction: SortDirection };

export type VirtualTableColumn<T, K extends string = string> = {
  id: K;
  header: string;
  cell: (row: T) => ReactNode;
  /** Columns are sortable unless told otherwise. */
  sortable?: boolean;
  className?: string;
};

type VirtualTableProps<T, K extends string> = {
  /** The table's accessible name ('Customers'). */
  label: string;
  columns: VirtualTableColumn<T, K>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** A short name of a row for the select checkbox ('Select Jane Doe'). */
  getRowLabel: (row: T) => string;
  sort: SortState<K> | null;
  onSortChange: (sort: SortState<K>) => void;
  /** With these two, a checkbox column selects rows (the header one selects every row shown). */
  selectedIds?: ReadonlySet<string>;
  onSelectedIdsChange?: (ids: Set<string>) => void;
  rowHeight?: number;
  className?: string;
};

const DEFAULT_ROW_HEIGHT = 52;

/**
 * A table that draws only the rows in view (TanStack Virtual), so tens of thousands of rows scroll
 * smoothly. It stays a real <table>: rows carry aria-rowindex out of aria-rowcount, headers aria-sort.
 */
export function VirtualTable<T, K extends string>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort,
  onSortChange,
  selectedIds,
  onSelectedIdsChange,
  rowHeight = DEFAULT_ROW_HEIGHT,
  className,
}: VirtualTableProps<T, K>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual returns functions React Compiler must not memoise; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items.length > 0 ? items[0]!.start : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const selectable = selectedIds !== undefined && onSelectedIdsChange !== undefined;
  const columnCount = columns.length + (selectable ? 1 : 0);

  const selectedShown = selectable ? rows.reduce((count, row) => count + (selectedIds.has(getRowId(row)) ? 1 : 0), 0) : 0;
  const allShownSelected = rows.length > 0 && selectedShown === rows.length;

  const toggleAll = () => {
    if (!selectable) return;
    const next = new Set(selectedIds);
    if (allShownSelected) for (const row of rows) next.delete(getRowId(row));
    else for (const row of rows) next.add(getRowId(row));
    onSelectedIdsChange(next);
  };

  const toggleRow = (id: string) => {
    if (!selectable) return;
    const next = new Set(selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedIdsChange(next);
  };

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${label} (scrollable)`}
      tabIndex={0}
      className={cn('relative max-h-[65vh] overflow-auto rounded-xl border border-border bg-card shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
    >
      <table aria-label={label} aria-rowcount={rows.length + 1} className="w-full caption-bottom border-separate border-spacing-0 text-sm">
        <thead className="sticky top-0 z-10 bg-muted">
          <tr aria-rowindex={1}>
            {selectable && (
              <th scope="col" className="w-12 border-b border-border px-4 text-left">
                <Checkbox
                  aria-label={`Select all ${rows.length} shown`}
                  checked={allShownSelected ? true : selectedShown > 0 ? 'indeterminate' : false}
                  onCheckedChange={toggleAll}
                  disabled={rows.length === 0}
                />
              </th>
            )}
            {columns.map((column) => {
              const sorted = sort?.column === column.id ? sort.direction : null;
              const sortable = column.sortable !== false;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={cn('h-10 border-b border-border px-4 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase', column.className)}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      onClick={() => onSortChange({ column: column.id, direction: sorted === 'asc' ? 'desc' : 'asc' })}
                    >
                      {column.header}
                      {sorted === 'asc' ? (
                        <ArrowUpIcon className="size-3.5" aria-hidden="true" />
                      ) : sorted === 'desc' ? (
                        <ArrowDownIcon className="size-3.5" aria-hidden="true" />
                      ) : (
                        <ArrowUpDownIcon className="size-3.5 opacity-50" aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]!;
            const id = getRowId(row);
            const selected = selectable && selectedIds.has(id);
            return (
              <tr
                key={id}
                aria-rowindex={item.index + 2}
                aria-selected={selectable ? selected : undefined}
                data-state={selected ? 'selected' : undefined}
                style={{ height: rowHeight }}
                className="transition-colors hover:bg-muted/40 data-[state=selected]:bg-primary-soft/60"
              >
                {selectable && (
                  <td className="w-12 border-b border-border px-4">
                    <Checkbox aria-label={`Select ${getRowLabel(row)}`} checked={selected} onCheckedChange={() => toggleRow(id)} />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.id} className={cn('max-w-64 truncate border-b border-border px-4 align-middle', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
