import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from 'lucide-react';
import { useId, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** `items` with the item at `from` moved to `to` (both clamped); the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

type ReorderableListProps<T> = {
  items: readonly T[];
  getId: (item: T) => string;
  /** The item's name in the move buttons' labels and the announcement ('Move Weekly mowing up'). */
  getLabel: (item: T) => string;
  /** The whole list in its new order; only called when something moved. */
  onReorder: (next: T[], moved: T) => void;
  renderItem: (item: T, index: number) => ReactNode;
  /** Renders without handles or move buttons (read-only roles, or a filtered view). */
  disabled?: boolean;
  /** Handles and buttons stay visible but do nothing (a save is in flight). */
  busy?: boolean;
  'aria-label': string;
};

/**
 * A list a person reorders by dragging the handle, or from the keyboard: the handle moves its row on
 * ArrowUp/ArrowDown (Home/End to the ends), and every row also has Move up / Move down buttons.
 * Each move is announced to screen readers.
 */
export function ReorderableList<T>({ items, getId, getLabel, onReorder, renderItem, disabled = false, busy = false, ...aria }: ReorderableListProps<T>) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const helpId = useId();

  const move = (from: number, to: number) => {
    if (busy || disabled) return;
    const target = Math.max(0, Math.min(items.length - 1, to));
    const item = items[from];
    if (item === undefined || target === from) return;
    setAnnouncement(`${getLabel(item)} moved to position ${target + 1} of ${items.length}.`);
    onReorder(moveItem(items, from, target), item);
    // Keep the keyboard on the moved row's handle.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-reorder-handle="${getId(item)}"]`)?.focus());
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const targets: Record<string, number> = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: items.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(index, target);
  };

  const dragProps = (index: number) =>
    disabled
      ? {}
      : {
          onDragOver: (event: DragEvent<HTMLLIElement>) => {
            if (dragging === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOver(index);
          },
          onDrop: (event: DragEvent<HTMLLIElement>) => {
            event.preventDefault();
            if (dragging !== null) move(dragging, index);
            setDragging(null);
            setOver(null);
          },
        };

  return (
    <>
      <ol className="grid gap-2" {...aria}>
        {items.map((item, index) => {
          const label = getLabel(item);
          return (
            <li
              key={getId(item)}
              className={cn(
                'flex items-center gap-2 rounded-lg border border-border bg-card px-3 py-2',
                dragging === index && 'opacity-50',
                over === index && dragging !== null && dragging !== index && 'border-primary ring-2 ring-primary/30',
              )}
              {...dragProps(index)}
            >
              {!disabled && (
                <button
                  type="button"
                  draggable
                  data-reorder-handle={getId(item)}
                  aria-label={`Reorder ${label}`}
                  aria-describedby={helpId}
                  aria-keyshortcuts="ArrowUp ArrowDown Home End"
                  className="flex size-8 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
                  onKeyDown={(event) => onHandleKeyDown(event, index)}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', getId(item));
                    setDragging(index);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                >
                  <GripVerticalIcon aria-hidden="true" />
                </button>
              )}
              <div className="min-w-0 flex-1">{renderItem(item, index)}</div>
              {!disabled && (
                <div className="flex shrink-0 gap-0.5">
                  <Button size="icon" variant="ghost" aria-label={`Move ${label} up`} disabled={index === 0 || busy} onClick={() => move(index, index - 1)}>
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button size="icon" variant="ghost" aria-label={`Move ${label} down`} disabled={index === items.length - 1 || busy} onClick={() => move(index, index + 1)}>
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {!disabled && (
        <p id={helpId} className="sr-only">
          Drag to reorder, or press the up and down arrow keys.
        </p>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
