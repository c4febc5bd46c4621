import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { useId, useRef, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-is-mobile';
import { Checkbox } from './checkbox';
import { NativeSelect } from './native-select';

export type SortDirection = 'asc' | 'desc';
export type SortState<K extends string = string> = { column: K; direction: SortDirection };

export type VirtualTableColumn<T, K extends string = string> = {
  id: K;
  header: string;
  cell: (row: T) => ReactNode;
  /** Columns are sortable unless told otherwise. */
  sortable?: boolean;
  className?: string;
  /** A CSS width ('8rem'); columns without one share what is left, so the table never overflows its box. */
  width?: string;
  /** Left out on screens narrower than this breakpoint (lg 1024, xl 1280, 2xl 1536 px), so the rest stay readable. */
  hideBelow?: 'lg' | 'xl' | '2xl';
};

/** Tailwind's breakpoints, in px. */
const breakpoints = { lg: 1024, xl: 1280, '2xl': 1536 } as const;

function subscribeToWidth(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The columns this screen is wide enough for (a column left out is not drawn at all, so spans stay right). */
function useShownColumns<C extends { hideBelow?: keyof typeof breakpoints }>(columns: readonly C[]): C[] {
  const width = useSyncExternalStore(subscribeToWidth, () => window.innerWidth, () => Number.POSITIVE_INFINITY);
  return columns.filter((column) => !column.hideBelow || width >= breakpoints[column.hideBelow]);
}

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
  /**
   * A click anywhere on a row (not on its links, buttons or checkbox) opens it. Keyboard users open it through the link
   * a row's first column should hold, so a row is not a second tab stop.
   */
  onRowClick?: (row: T) => void;
  rowHeight?: number;
  /**
   * A CSS width the table never shrinks below ('90rem'): a table of many figures scrolls sideways instead of cutting
   * them, and its headers wrap onto a second line rather than being cut.
   */
  minWidth?: string;
  className?: string;
};

const DEFAULT_ROW_HEIGHT = 52;

/** Clicks on a row's own controls do what those controls do, not open the row. */
function fromControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea, label, [role="checkbox"]') !== null;
}

function rowClickHandler<T>(row: T, onRowClick: ((row: T) => void) | undefined) {
  if (!onRowClick) return undefined;
  return (event: MouseEvent) => {
    if (!fromControl(event.target)) onRowClick(row);
  };
}
const CARD_HEIGHT_ESTIMATE = 150;

/**
 * A list that draws only the rows in view (TanStack Virtual), so tens of thousands of rows scroll smoothly. From a
 * tablet up it is a real <table> that fits its box (fixed layout: long values are cut with an ellipsis, columns
 * marked hideBelow are left out on narrower screens; with minWidth it scrolls sideways below that width): rows carry aria-rowindex out of aria-rowcount, headers
 * aria-sort. On a phone each row is a card — its first column as the title, the others as label and value — with a
 * Sort by choice instead of the headers.
 */
export function VirtualTable<T, K extends string>(props: VirtualTableProps<T, K>) {
  const columns = useShownColumns(props.columns);
  return useIsMobile() ? <CardList {...props} /> : <TableView {...props} columns={columns} />;
}

function useRowSelection<T>({ rows, getRowId, selectedIds, onSelectedIdsChange }: Pick<VirtualTableProps<T, string>, 'rows' | 'getRowId' | 'selectedIds' | 'onSelectedIdsChange'>) {
  const selectable = selectedIds !== undefined && onSelectedIdsChange !== undefined;
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
  const isSelected = (id: string) => selectable && selectedIds.has(id);
  return { selectable, selectedShown, allShownSelected, toggleAll, toggleRow, isSelected };
}

function TableView<T, K extends string>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort,
  onSortChange,
  selectedIds,
  onSelectedIdsChange,
  onRowClick,
  rowHeight = DEFAULT_ROW_HEIGHT,
  minWidth,
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
  const { selectable, selectedShown, allShownSelected, toggleAll, toggleRow, isSelected } = useRowSelection({ rows, getRowId, selectedIds, onSelectedIdsChange });
  const columnCount = columns.length + (selectable ? 1 : 0);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${label} (scrollable)`}
      tabIndex={0}
      className={cn('relative max-h-[65vh] overflow-auto rounded-xl border border-border bg-card shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
    >
      <table aria-label={label} aria-rowcount={rows.length + 1} style={minWidth ? { minWidth } : undefined} className="w-full table-fixed caption-bottom border-separate border-spacing-0 text-sm">
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
                  style={column.width ? { width: column.width } : undefined}
                  className={cn(
                    'h-10 border-b border-border px-4 text-left align-middle text-xs font-semibold tracking-wide text-muted-foreground uppercase',
                    minWidth ? 'py-2' : 'truncate whitespace-nowrap',
                    column.className,
                  )}
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
            const selected = isSelected(id);
            return (
              <tr
                key={id}
                aria-rowindex={item.index + 2}
                aria-selected={selectable ? selected : undefined}
                data-state={selected ? 'selected' : undefined}
                style={{ height: rowHeight }}
                onClick={rowClickHandler(row, onRowClick)}
                className={cn('transition-colors hover:bg-muted/40 data-[state=selected]:bg-primary-soft/60', onRowClick && 'cursor-pointer')}
              >
                {selectable && (
                  <td className="w-12 border-b border-border px-4">
                    <Checkbox aria-label={`Select ${getRowLabel(row)}`} checked={selected} onCheckedChange={() => toggleRow(id)} />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.id} className={cn('truncate border-b border-border px-4 align-middle', column.className)}>
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

/** The phone layout: one card a row, virtualised like the table (cards are measured, as their heights differ). */
function CardList<T, K extends string>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort,
  onSortChange,
  selectedIds,
  onSelectedIdsChange,
  onRowClick,
  className,
}: VirtualTableProps<T, K>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const sortId = useId();
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT_ESTIMATE,
    gap: 8,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items.length > 0 ? items[0]!.start : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const { selectable, selectedShown, allShownSelected, toggleAll, toggleRow, isSelected } = useRowSelection({ rows, getRowId, selectedIds, onSelectedIdsChange });
  const [title, ...details] = columns;
  const sortable = columns.filter((column) => column.sortable !== false);

  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        {selectable && (
          <label className="flex items-center gap-2 text-sm">
            <Checkbox aria-label={`Select all ${rows.length} shown`} checked={allShownSelected ? true : selectedShown > 0 ? 'indeterminate' : false} onCheckedChange={toggleAll} disabled={rows.length === 0} />
            All
          </label>
        )}
        {sortable.length > 0 && (
          <div className="ml-auto flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm text-muted-foreground">
              Sort by
            </label>
            <NativeSelect
              id={sortId}
              className="w-44"
              value={sort ? `${sort.column}:${sort.direction}` : ''}
              onChange={(event) => {
                const [column, direction] = event.target.value.split(':') as [K, 'asc' | 'desc'];
                if (column) onSortChange({ column, direction });
              }}
            >
              <option value="">As listed</option>
              {sortable.flatMap((column) => [
                <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
                  {column.header} ↑
                </option>,
                <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
                  {column.header} ↓
                </option>,
              ])}
            </NativeSelect>
          </div>
        )}
      </div>
      <div
        ref={scrollRef}
        role="region"
        aria-label={`${label} (scrollable)`}
        tabIndex={0}
        className={cn('relative max-h-[70vh] min-h-40 overflow-y-auto rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      >
        <ul aria-label={label} className="grid gap-2" style={{ paddingTop, paddingBottom }}>
          {items.map((item) => {
            const row = rows[item.index]!;
            const id = getRowId(row);
            const selected = isSelected(id);
            return (
              <li
                key={id}
                ref={virtualizer.measureElement}
                data-index={item.index}
                data-state={selected ? 'selected' : undefined}
                onClick={rowClickHandler(row, onRowClick)}
                className={cn('min-w-0 rounded-xl border border-border bg-card p-3 shadow-xs data-[state=selected]:bg-primary-soft/60', onRowClick && 'cursor-pointer')}
              >
                <div className="flex min-w-0 items-center gap-3">
                  {selectable && <Checkbox aria-label={`Select ${getRowLabel(row)}`} checked={selected} onCheckedChange={() => toggleRow(id)} />}
                  {title && <div className="min-w-0 flex-1 truncate font-medium">{title.cell(row)}</div>}
                </div>
                {details.length > 0 && (
                  <dl className="mt-2 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                    {details.map((column) => {
                      const content = column.cell(row);
                      // A card leaves out what a row has nothing for (a person without a company).
                      if (content === '' || content === null || content === undefined) return null;
                      return (
                        <div key={column.id} className="contents">
                          <dt className="truncate text-muted-foreground">{column.header}</dt>
                          <dd className="min-w-0 truncate">{content}</dd>
                        </div>
                      );
                    })}
                  </dl>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
