import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export type ComboboxOption = { value: string; label: string; /** Extra words the search matches, not shown. */ keywords?: string };

type ComboboxProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  placeholder?: string;
  /** Shown in the list when nothing matches what was typed. */
  emptyText?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
  disabled?: boolean;
  className?: string;
  /**
   * What is typed, for a list searched on the server (called with '' when the search ends). With it the options are
   * shown as given: the caller has already filtered them.
   */
  onQueryChange?: (query: string) => void;
};

const MAX_SHOWN = 200;

function normalise(text: string): string {
  return text.toLowerCase().replaceAll('_', ' ');
}

/**
 * A searchable single choice (WAI-ARIA combobox with a listbox popup): type to filter, arrows to move,
 * Enter to choose, Escape to close. What is typed never becomes the value unless it is an option.
 */
export function Combobox({
  id,
  value,
  onChange,
  options,
  placeholder,
  emptyText = 'No matches',
  onBlur,
  disabled,
  className,
  onQueryChange,
  ...aria
}: ComboboxProps) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const selected = options.find((option) => option.value === value);
  const [query, setQueryState] = useState<string | null>(null);
  const setQuery = (next: string | null) => {
    setQueryState(next);
    if (onQueryChange && next !== query) onQueryChange(next ?? '');
  };
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const filtered = useMemo(() => {
    if (onQueryChange || query === null || query.trim() === '') return options;
    const words = normalise(query).split(/\s+/).filter(Boolean);
    return options.filter((option) => {
      const haystack = normalise(`${option.value} ${option.label} ${option.keywords ?? ''}`);
      return words.every((word) => haystack.includes(word));
    });
  }, [options, query, onQueryChange]);
  const shown = filtered.slice(0, MAX_SHOWN);

  const openList = () => {
    setOpen(true);
    const index = shown.findIndex((option) => option.value === value);
    setActive(index >= 0 ? index : 0);
  };

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, index));
    setActive(next);
    listRef.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else moveTo(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else moveTo(active - 1);
        break;
      case 'Home':
      case 'End':
        if (open) {
          event.preventDefault();
          moveTo(event.key === 'Home' ? 0 : shown.length - 1);
        }
        break;
      case 'Enter':
        if (open && shown[active]) {
          event.preventDefault();
          choose(shown[active]);
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          setOpen(false);
          setQuery(null);
        }
        break;
      default:
    }
  };

  const activeId = open && shown[active] ? `${listId}-option-${active}` : undefined;

  return (
    <div className={cn('relative w-full', className)}>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={aria['aria-invalid'] || undefined}
        aria-describedby={aria['aria-describedby']}
        disabled={disabled}
        placeholder={placeholder}
        value={query ?? selected?.label ?? value}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={(event) => event.target.select()}
        onClick={(event) => {
          if (open) {
            setOpen(false);
            return;
          }
          // Opening starts a new search: what is there is selected, so typing replaces it.
          if (query === null) event.currentTarget.select();
          openList();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // An exact match of what was typed counts as a choice; anything else goes back to the value.
          const typed = query?.trim().toLowerCase();
          const exact = typed ? options.find((option) => option.value.toLowerCase() === typed || option.label.toLowerCase() === typed) : undefined;
          if (exact) onChange(exact.value);
          setQuery(null);
          setOpen(false);
          onBlur?.();
        }}
        className={cn(
          'flex h-10 w-full min-w-0 rounded-md border border-input bg-card py-2 pr-9 pl-3 text-sm text-foreground shadow-xs transition-[color,box-shadow] outline-none',
          'placeholder:text-muted-foreground/80 disabled:cursor-not-allowed disabled:opacity-60',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
          'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
        )}
      />
      <ChevronsUpDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={placeholder ?? 'Options'}
        hidden={!open}
        className="absolute z-50 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-border bg-card p-1 text-sm shadow-lg"
      >
        {shown.length === 0 && (
          <li role="presentation" className="px-2 py-1.5 text-muted-foreground">
            {emptyText}
          </li>
        )}
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={`${listId}-option-${index}`}
            data-index={index}
            role="option"
            aria-selected={option.value === value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5',
              index === active && 'bg-muted',
              option.value === value && 'font-medium',
            )}
            // mousedown, not click: choosing must happen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseMove={() => setActive(index)}
          >
            <CheckIcon className={cn('size-4 shrink-0', option.value === value ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
            <span className="truncate">{option.label}</span>
          </li>
        ))}
        {filtered.length > MAX_SHOWN && (
          <li role="presentation" className="px-2 py-1.5 text-xs text-muted-foreground">
            Keep typing to narrow {filtered.length} matches
          </li>
        )}
      </ul>
    </div>
  );
}
