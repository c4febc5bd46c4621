import type { EstimateLine } from '@groundwork/domain/estimates';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownIcon, ArrowUpIcon, CopyIcon, GripVerticalIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCurrency, formatUnitRate } from '@/lib/format';
import type { DraftAction, DraftLine, DropPlace, EditableField } from './estimate-draft';
import { formatPercent, numberText, parseNumber } from './estimate-format';

const ROW_HEIGHT = 44;

/** The editable cells in keyboard order; a parent service line edits only its name. */
const cells: { field: EditableField; label: string; blankAllowed: boolean; whole?: boolean }[] = [
  { field: 'name', label: 'Name', blankAllowed: false },
  { field: 'qty', label: 'Quantity', blankAllowed: false },
  { field: 'visits', label: 'Visits', blankAllowed: false, whole: true },
  { field: 'cost', label: 'Unit cost', blankAllowed: false },
  { field: 'markup', label: 'Markup %', blankAllowed: true },
  { field: 'rate', label: 'Rate', blankAllowed: true },
];
const typeLabels = { labor: 'Labor', equipment: 'Equipment', product: 'Product', subcontractor: 'Subcontractor' } as const;
const COLUMN_COUNT = 11;
/** Handle, name, type, qty, visits, unit cost, markup, rate, total, margin, actions: figures never cut off. */
const columnWidths = ['2rem', 'auto', '6.5rem', '4.5rem', '4rem', '6rem', '5.5rem', '6rem', '6rem', '5rem', '8rem'];

type DropTarget = { id: string; place: DropPlace };

type GridProps = {
  lines: readonly DraftLine[];
  /** Figures by line id (from calculateEstimate; may lag a keystroke behind while typing). */
  priced: ReadonlyMap<string, EstimateLine<DraftLine>>;
  dispatch: (action: DraftAction) => void;
  readOnly?: boolean;
};

function cellEditable(line: DraftLine, column: number) {
  return column === 0 || line.parentId !== null;
}

/**
 * The estimate's lines as an editable grid. Only the rows in view are drawn (TanStack Virtual), so a
 * 1,000-line estimate types as fast as a short one. Arrow keys and Enter move between cells.
 * Lines reorder by dragging their handle (a service with its lines; a line among its service's lines or into
 * another service) or from the keyboard: the handle moves its row on ArrowUp/ArrowDown, and every row has
 * Move up / Move down buttons. Each move is one undo step and is announced to screen readers.
 */
export function EstimateLineGrid({ lines, priced, dispatch, readOnly = false }: GridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The line whose handle takes the focus (and whose new row is announced) once the move has rendered.
  const movedRef = useRef<{ id: string; focus: boolean } | null>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1200, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items.length > 0 ? items[0]!.start : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  const focusCell = (row: number, column: number) => {
    virtualizer.scrollToIndex(row, { align: 'auto' });
    const tryFocus = (attempt: number) => {
      const input = scrollRef.current?.querySelector<HTMLInputElement>(`[data-cell="${row}:${column}"]`);
      if (input) {
        input.focus();
        input.select();
      } else if (attempt < 5) requestAnimationFrame(() => tryFocus(attempt + 1));
    };
    tryFocus(0);
  };

  useEffect(() => {
    const moved = movedRef.current;
    if (!moved) return;
    movedRef.current = null;
    const index = lines.findIndex((line) => line.id === moved.id);
    if (index < 0) return;
    const line = lines[index]!;
    setAnnouncement(`${line.name || 'Line'} moved to row ${index + 1} of ${lines.length}${line.parentId === null ? '' : `, in ${lines.find((item) => item.id === line.parentId)?.name ?? 'its service'}`}.`);
    if (!moved.focus) return;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const tryFocus = (attempt: number) => {
      const handle = scrollRef.current?.querySelector<HTMLElement>(`[data-reorder-handle="${CSS.escape(moved.id)}"]`);
      if (handle) handle.focus();
      else if (attempt < 5) requestAnimationFrame(() => tryFocus(attempt + 1));
    };
    tryFocus(0);
  }, [lines, virtualizer]);

  const reorder = (action: DraftAction & { id: string }, focus: boolean) => {
    movedRef.current = { id: action.id, focus };
    dispatch({ type: 'endTyping' });
    dispatch(action);
  };

  /** ArrowUp/ArrowDown on a handle: a service past its neighbour; a line among its siblings, then into the next service. */
  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, row: number) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const direction = event.key === 'ArrowUp' ? -1 : 1;
    const line = lines[row]!;
    const neighbour = lines[row + direction];
    if (line.parentId === null || (neighbour && neighbour.parentId === line.parentId)) {
      reorder({ type: 'move', id: line.id, direction }, true);
      return;
    }
    if (direction === -1) {
      // First line of its service: to the end of the service above (a drop on the upper half of its service's row).
      if (lines.slice(0, row - 1).some((item) => item.parentId === null)) reorder({ type: 'reorder', id: line.id, targetId: line.parentId, place: 'before' }, true);
    } else if (neighbour) {
      // Last line of its service: to the top of the next service.
      reorder({ type: 'reorder', id: line.id, targetId: neighbour.id, place: 'after' }, true);
    }
  };

  const dragHandlers = (line: DraftLine) =>
    readOnly
      ? {}
      : {
          onDragOver: (event: DragEvent<HTMLTableRowElement>) => {
            if (dragId === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            const rect = event.currentTarget.getBoundingClientRect();
            const place: DropPlace = event.clientY < rect.top + rect.height / 2 ? 'before' : 'after';
            if (dropTarget?.id !== line.id || dropTarget.place !== place) setDropTarget({ id: line.id, place });
          },
          onDrop: (event: DragEvent<HTMLTableRowElement>) => {
            event.preventDefault();
            if (dragId !== null && dropTarget !== null && dragId !== dropTarget.id) reorder({ type: 'reorder', id: dragId, targetId: dropTarget.id, place: dropTarget.place }, false);
            setDragId(null);
            setDropTarget(null);
          },
        };

  const handleProps = (line: DraftLine, row: number): HandleProps => ({
    helpId,
    dragging: dragId === line.id,
    onKeyDown: (event) => onHandleKeyDown(event, row),
    onDragStart: (event) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', line.id);
      // The whole row follows the pointer, not just the handle.
      const row = event.currentTarget.closest('tr');
      if (row && typeof event.dataTransfer.setDragImage === 'function') event.dataTransfer.setDragImage(row, 16, 22);
      setDragId(line.id);
    },
    onDragEnd: () => {
      setDragId(null);
      setDropTarget(null);
    },
  });

  const moveVertical = (row: number, column: number, step: 1 | -1) => {
    for (let target = row + step; target >= 0 && target < lines.length; target += step) {
      if (cellEditable(lines[target]!, column)) return focusCell(target, column);
    }
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const input = event.currentTarget;
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)) {
      event.preventDefault();
      dispatch({ type: 'endTyping' });
      moveVertical(row, column, 1);
    } else if (event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)) {
      event.preventDefault();
      dispatch({ type: 'endTyping' });
      moveVertical(row, column, -1);
    } else if (event.key === 'ArrowLeft' && input.selectionStart === 0 && input.selectionEnd === 0 && column > 0) {
      event.preventDefault();
      dispatch({ type: 'endTyping' });
      focusCell(row, column - 1);
    } else if (event.key === 'ArrowRight' && input.selectionStart === input.value.length && column < cells.length - 1 && cellEditable(lines[row]!, column + 1)) {
      event.preventDefault();
      dispatch({ type: 'endTyping' });
      focusCell(row, column + 1);
    }
  };

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Estimate lines (scrollable)"
      // Read only, the lines hold nothing to focus: the region itself takes the keyboard, to scroll it.
      tabIndex={readOnly ? 0 : -1}
      className="relative max-h-[60vh] overflow-auto rounded-xl border border-border bg-card shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table aria-label="Estimate lines" aria-rowcount={lines.length + 1} className="w-full min-w-[66rem] table-fixed border-separate border-spacing-0 text-sm">
        <colgroup>
          {columnWidths.map((width, index) => (
            <col key={index} style={{ width }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-muted">
          <tr aria-rowindex={1}>
            <th scope="col" className="h-9 w-8 border-b border-border px-1">
              <span className="sr-only">Reorder</span>
            </th>
            {['Name', 'Type', 'Qty', 'Visits', 'Unit cost', 'Markup %', 'Rate', 'Total', 'Margin', 'Actions'].map((header) => (
              <th key={header} scope="col" className="h-9 border-b border-border px-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase">
                {header === 'Actions' && readOnly ? <span className="sr-only">{header}</span> : header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={COLUMN_COUNT} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const line = lines[item.index]!;
            return (
              <LineRow
                key={line.id}
                line={line}
                row={item.index}
                figures={priced.get(line.id)}
                dispatch={dispatch}
                onCellKeyDown={onCellKeyDown}
                readOnly={readOnly}
                handle={readOnly ? null : handleProps(line, item.index)}
                dropPlace={dragId !== null && dragId !== line.id && dropTarget?.id === line.id ? dropTarget.place : null}
                {...dragHandlers(line)}
              />
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={COLUMN_COUNT} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
      {!readOnly && (
        <p id={helpId} className="sr-only">
          Drag to reorder, or press the up and down arrow keys. A line moves among its service&apos;s lines, then into the next service.
        </p>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

type HandleProps = {
  helpId: string;
  dragging: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onDragStart: (event: DragEvent<HTMLButtonElement>) => void;
  onDragEnd: () => void;
};

type RowProps = {
  line: DraftLine;
  row: number;
  figures: EstimateLine<DraftLine> | undefined;
  dispatch: (action: DraftAction) => void;
  onCellKeyDown: (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => void;
  readOnly: boolean;
  handle: HandleProps | null;
  /** Where a dragged line would land on this row, shown as a line above or below it. */
  dropPlace: DropPlace | null;
  onDragOver?: (event: DragEvent<HTMLTableRowElement>) => void;
  onDrop?: (event: DragEvent<HTMLTableRowElement>) => void;
};

function LineRow({ line, row, figures, dispatch, onCellKeyDown, readOnly, handle, dropPlace, onDragOver, onDrop }: RowProps) {
  const isParent = line.parentId === null;
  const name = line.name || 'line';
  return (
    <tr
      aria-rowindex={row + 2}
      data-line-id={line.id}
      className={cn(
        'h-11',
        isParent && 'bg-muted/40 font-medium',
        handle?.dragging && 'opacity-50',
        dropPlace === 'before' && 'shadow-[inset_0_2px_0_0_var(--color-primary)]',
        dropPlace === 'after' && 'shadow-[inset_0_-2px_0_0_var(--color-primary)]',
      )}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      <td className="border-b border-border px-1">
        {handle && (
          <button
            type="button"
            draggable
            data-reorder-handle={line.id}
            aria-label={`Reorder ${name}, row ${row + 1}`}
            aria-describedby={handle.helpId}
            aria-keyshortcuts="ArrowUp ArrowDown"
            className={cn(
              'flex size-8 cursor-grab items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing',
              !isParent && 'ml-2 size-7',
            )}
            onKeyDown={handle.onKeyDown}
            onDragStart={handle.onDragStart}
            onDragEnd={handle.onDragEnd}
          >
            <GripVerticalIcon aria-hidden="true" className="size-4" />
          </button>
        )}
      </td>
      {cells.map((cell, column) => {
        const content = !cellEditable(line, column) ? null : readOnly ? (
          <ReadOnlyCell line={line} field={cell.field} figures={figures} indent={!isParent && column === 0} />
        ) : cell.field === 'name' ? (
          <TextCell
            value={line.name}
            label={`${isParent ? 'Service' : 'Line'} name, row ${row + 1}`}
            dataCell={`${row}:${column}`}
            readOnly={readOnly}
            onCommit={(value) => dispatch({ type: 'edit', id: line.id, field: 'name', value })}
            onKeyDown={(event) => onCellKeyDown(event, row, column)}
            indent={!isParent}
          />
        ) : (
          <NumberCell
            value={line[cell.field] as number | null}
            placeholder={cell.field === 'markup' ? numberText(figures?.markup ?? null) : cell.field === 'rate' ? numberText(figures?.calc ?? null) : undefined}
            label={`${cell.label} of ${name}, row ${row + 1}`}
            dataCell={`${row}:${column}`}
            blankAllowed={cell.blankAllowed}
            whole={cell.whole}
            readOnly={readOnly}
            onCommit={(value) => dispatch({ type: 'edit', id: line.id, field: cell.field, value })}
            onKeyDown={(event) => onCellKeyDown(event, row, column)}
          />
        );
        return [
          <td key={cell.field} className={cn('border-b border-border px-1', column === 0 ? 'min-w-56' : 'w-24')}>
            {content}
          </td>,
          column === 0 ? (
            <td key="type" className="border-b border-border px-2 whitespace-nowrap text-muted-foreground">
              {isParent ? 'Service' : typeLabels[line.type]}
            </td>
          ) : null,
        ];
      })}
      <td className="border-b border-border px-2 text-right tabular-nums whitespace-nowrap" data-testid={`total-${row}`}>
        {formatCurrency(figures?.total)}
      </td>
      <td className="border-b border-border px-2 text-right tabular-nums whitespace-nowrap">{figures ? formatPercent(figures.margin) : '—'}</td>
      <td className="border-b border-border px-1 whitespace-nowrap">
        {!readOnly && (
          <span className="flex gap-0.5">
            <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={`Move ${name} up`} onClick={() => dispatch({ type: 'move', id: line.id, direction: -1 })}>
              <ArrowUpIcon aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={`Move ${name} down`} onClick={() => dispatch({ type: 'move', id: line.id, direction: 1 })}>
              <ArrowDownIcon aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={`Duplicate ${name}`} onClick={() => dispatch({ type: 'duplicate', id: line.id })}>
              <CopyIcon aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={`Delete ${name}`} onClick={() => dispatch({ type: 'remove', id: line.id })}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}

const cellInput =
  'h-8 w-full text-ellipsis rounded-md border border-transparent bg-transparent px-2 text-sm tabular-nums outline-none hover:border-border focus:border-ring focus:ring-2 focus:ring-ring/40 aria-invalid:border-destructive';

/** A cell of an estimate that can no longer change: plain text, with the figure the budget worked out where the line left it blank. */
function ReadOnlyCell({ line, field, figures, indent }: { line: DraftLine; field: EditableField; figures: EstimateLine<DraftLine> | undefined; indent: boolean }) {
  if (field === 'name')
    return (
      <span className={cn('block truncate px-2 py-1.5 text-sm', indent && 'pl-6')} title={line.name}>
        {line.name}
      </span>
    );
  const value = line[field] as number | null;
  const shown = value ?? (field === 'markup' ? (figures?.markup ?? null) : field === 'rate' ? (figures?.calc ?? null) : null);
  const text = shown === null ? '—' : field === 'cost' || field === 'rate' ? formatUnitRate(shown) : numberText(shown);
  return <span className="block px-2 py-1.5 text-right text-sm tabular-nums">{text}</span>;
}

type CellProps<T> = {
  value: T;
  label: string;
  dataCell: string;
  readOnly: boolean;
  onCommit: (value: T) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

function TextCell({ value, label, dataCell, readOnly, onCommit, onKeyDown, indent }: CellProps<string> & { indent: boolean }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Undo or another edit changed the line: show it (what is typed here is always committed, so nothing is lost).
    setSeen(value);
    setText(value);
  }
  const invalid = text.trim() === '';
  return (
    <input
      className={cn(cellInput, indent && 'pl-6')}
      aria-label={label}
      aria-invalid={invalid || undefined}
      title={text}
      data-cell={dataCell}
      readOnly={readOnly}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        // A blank name is kept on screen (flagged) but the line keeps its last name until one is typed.
        if (event.target.value.trim() !== '') {
          setSeen(event.target.value);
          onCommit(event.target.value);
        }
      }}
      onKeyDown={onKeyDown}
    />
  );
}

function NumberCell({
  value,
  placeholder,
  blankAllowed,
  whole,
  label,
  dataCell,
  readOnly,
  onCommit,
  onKeyDown,
}: CellProps<number | null> & { placeholder?: string; blankAllowed: boolean; whole?: boolean }) {
  const [text, setText] = useState(numberText(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(numberText(value));
  }
  const parsed = parseNumber(text);
  const invalid = parsed === undefined || (parsed === null && !blankAllowed) || (whole === true && parsed !== null && !Number.isInteger(parsed));
  return (
    <input
      className={cn(cellInput, 'text-right')}
      inputMode="decimal"
      aria-label={label}
      aria-invalid={invalid || undefined}
      title={blankAllowed ? 'Blank uses the figure worked out from the budget' : undefined}
      data-cell={dataCell}
      readOnly={readOnly}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const number = parseNumber(next);
        const ok = number !== undefined && (number !== null || blankAllowed) && (!whole || number === null || Number.isInteger(number)) && (number === null || number >= 0 || blankAllowed);
        if (ok && number !== value) {
          setSeen(number);
          onCommit(number);
        }
      }}
      onKeyDown={onKeyDown}
    />
  );
}
