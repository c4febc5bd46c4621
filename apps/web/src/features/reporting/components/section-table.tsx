import type { FigureValue, ReportColumn, ReportRow, ReportSection } from '@groundwork/domain/reporting';
import { TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { cn } from '@/lib/cn';
import { formatFigure } from '../format-figure';

/** Above this many rows the table draws only what is in view. */
export const VIRTUAL_TABLE_FROM_ROWS = 100;

const isNumeric = (column: ReportColumn) => column.kind !== 'text';
const numericCell = 'text-right tabular-nums whitespace-nowrap';

/** The label a row is known by (its first column), for the select and sort labels. */
function rowLabel(row: ReportRow, columns: readonly ReportColumn[]): string {
  const first = columns[0];
  return first ? formatFigure(row.values[first.key], first.kind) : row.key;
}

/**
 * A row's first cell: what the row is, linked to the records behind it. A row that needs a person is marked with an
 * icon and words, not by colour alone.
 */
function FirstCell({ row, column }: { row: ReportRow; column: ReportColumn }) {
  const text = formatFigure(row.values[column.key], column.kind);
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      {row.highlight && (
        <>
          <TriangleAlertIcon className="size-4 shrink-0 text-warning" aria-hidden="true" />
          <span className="sr-only">Needs attention: </span>
        </>
      )}
      {row.link ? (
        <Link to={row.link} className="min-w-0 font-medium break-words text-primary hover:underline focus-visible:underline">
          {text}
        </Link>
      ) : (
        <span className="min-w-0 break-words">{text}</span>
      )}
    </span>
  );
}

/** A total: blank where the section has none for the column (a total that means nothing). */
const totalText = (value: FigureValue | undefined, column: ReportColumn) => (value === null || value === undefined ? '' : formatFigure(value, column.kind));

/** The first column of the totals row says 'Total' unless the section totals it itself (as the CSV export does). */
function totalCells(section: ReportSection): string[] {
  const totals = section.totals ?? {};
  return section.columns.map((column, index) => (index === 0 && totals[column.key] === undefined ? 'Total' : totalText(totals[column.key], column)));
}

/** A section's rows as a table: numeric columns right-aligned in tabular figures, the totals row last. */
export function SectionTable({ section }: { section: ReportSection }) {
  return section.rows.length > VIRTUAL_TABLE_FROM_ROWS ? <LongSectionTable section={section} /> : <ShortSectionTable section={section} />;
}

function ShortSectionTable({ section }: { section: ReportSection }) {
  const { columns, rows } = section;
  return (
    // A wide table scrolls sideways inside its card (a phone); the box takes focus so the keyboard can scroll it too.
    <div
      role="region"
      aria-label={`${section.title} (scrollable)`}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table aria-label={section.title} className="w-full caption-bottom text-sm">
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.key} className={cn(isNumeric(column) && 'text-right')}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-highlight={row.highlight || undefined} className={cn(row.highlight && 'bg-warning-soft hover:bg-warning-soft')}>
              {columns.map((column, index) => (
                <TableCell key={column.key} className={cn(index === 0 ? 'min-w-40' : isNumeric(column) && numericCell)}>
                  {index === 0 ? <FirstCell row={row} column={column} /> : formatFigure(row.values[column.key], column.kind)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {section.totals && (
          <tfoot className="border-t-2 border-border bg-muted/40 font-semibold">
            <TableRow>
              {totalCells(section).map((text, index) => (
                <TableCell key={columns[index]!.key} className={cn(index > 0 && isNumeric(columns[index]!) && numericCell)}>
                  {text}
                </TableCell>
              ))}
            </TableRow>
          </tfoot>
        )}
      </table>
    </div>
  );
}

const missing = (value: FigureValue | undefined) => value === null || value === undefined;

/** Rows sorted by a column: numbers by value, text alphabetically, missing figures last whichever the direction. */
function sortedRows(rows: readonly ReportRow[], sort: SortState): ReportRow[] {
  return [...rows].sort((a, b) => {
    const [x, y] = [a.values[sort.column], b.values[sort.column]];
    if (missing(x) || missing(y)) return Number(missing(x)) - Number(missing(y));
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en-US', { numeric: true });
    return sort.direction === 'asc' ? order : -order;
  });
}

/** A long section's first column (the job or order) and each figure's, wide enough for money to the cent to read whole. */
const FIRST_COLUMN_REM = 16;
const FIGURE_COLUMN_REM = 7.5;

/**
 * A long section (job costing lists up to 500 jobs): virtualised, sortable on the client, the totals under it. Its
 * dozen figures do not fit beside the report picker, so the table keeps each column readable and scrolls sideways.
 */
function LongSectionTable({ section }: { section: ReportSection }) {
  const [sort, setSort] = useState<SortState | null>(null);
  const { columns } = section;
  const rows = sort ? sortedRows(section.rows, sort) : section.rows;
  const tableColumns: VirtualTableColumn<ReportRow>[] = columns.map((column, index) => ({
    id: column.key,
    header: column.label,
    cell: (row) => (index === 0 ? <FirstCell row={row} column={column} /> : formatFigure(row.values[column.key], column.kind)),
    className: index > 0 && isNumeric(column) ? 'text-right tabular-nums' : undefined,
    width: `${index === 0 ? FIRST_COLUMN_REM : FIGURE_COLUMN_REM}rem`,
  }));
  const minWidth = `${FIRST_COLUMN_REM + (columns.length - 1) * FIGURE_COLUMN_REM}rem`;
  const totals = section.totals ? totalCells(section) : null;
  return (
    <div className="grid min-w-0 gap-3">
      <VirtualTable label={section.title} columns={tableColumns} rows={rows} getRowId={(row) => row.key} getRowLabel={(row) => rowLabel(row, columns)} sort={sort} onSortChange={setSort} minWidth={minWidth} />
      {totals && (
        <div className="rounded-xl border border-border bg-muted/40 p-3 text-sm">
          <p className="mb-2 font-semibold">Totals</p>
          <dl aria-label={`${section.title}: totals`} className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-x-4 gap-y-2">
            {columns.map((column, index) =>
              index === 0 || totals[index] === '' ? null : (
                <div key={column.key} className="min-w-0">
                  <dt className="truncate text-muted-foreground">{column.label}</dt>
                  <dd className="font-semibold tabular-nums">{totals[index]}</dd>
                </div>
              ),
            )}
          </dl>
        </div>
      )}
    </div>
  );
}
