import {
  monthLabel,
  preflightStatuses,
  preflightStatusHints,
  preflightStatusLabels,
  readyToBillSourceLabels,
  readyToBillSources,
  sumMoney,
  type PreflightStatus,
  type ReadyToBillGroup,
  type ReadyToBillItem,
  type ReadyToBillSource,
} from '@groundwork/domain/invoices';
import { workOrderLabel } from '@groundwork/domain/orders';
import { useVirtualizer } from '@tanstack/react-virtual';
import { FileStackIcon, WrenchIcon } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { cn } from '@/lib/cn';
import { formatCurrency, formatDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCreateInvoiceBatch, type InvoiceBatch } from '../api/create-invoice-batch';
import { useInvoicingAssistant } from '../api/get-invoicing-assistant';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { todayIn } from '@/lib/zoned-time';
import { BatchReview } from './batch-review';
import { CreateBatchDialog, type CreateBatchChoice } from './create-batch-dialog';
import { PreflightFixDialog, type PreflightFixRequest } from './preflight-fix-dialog';

export const NOTHING_TO_BILL_TITLE = 'Nothing to bill';
export const NOTHING_TO_BILL_DESCRIPTION =
  'Completed work shows here: visits done on the board, instalments whose month has come, and new time and materials.';

/** From this many items the list draws only the rows in view. */
export const VIRTUALISE_FROM = 300;

const statusVariants: Record<PreflightStatus, 'success' | 'warning' | 'destructive'> = {
  ready: 'success',
  missing_address: 'destructive',
  missing_tax_category: 'destructive',
  missing_terms: 'destructive',
  over_estimate: 'warning',
};

/** What the item is, in a line: 'Weekly mowing · WO-1042', 'Weekly mowing · June 2026', 'Tree work · Time and materials'. */
export function readyItemTitle(item: ReadyToBillItem): string {
  if (item.workOrderNumber !== null) return `${item.serviceName} · ${workOrderLabel(item.workOrderNumber)}`;
  if (item.month !== null) return `${item.serviceName} · ${monthLabel(item.month)}`;
  return `${item.serviceName} · ${readyToBillSourceLabels[item.ref.source]}`;
}

type Filters = { status: PreflightStatus | ''; source: ReadyToBillSource | ''; customerId: string };
type Row = { kind: 'group'; group: ReadyToBillGroup; items: ReadyToBillItem[] } | { kind: 'item'; group: ReadyToBillGroup; item: ReadyToBillItem };

type InvoicingAssistantProps = {
  /** How often a batch's progress is asked for while it is sent (tests shorten it). */
  pollMs?: number;
};

/**
 * The invoicing assistant (the /invoices landing view): everything ready to bill, grouped by customer, each item with
 * its pre-flight status and one-click fix. Items chosen become a batch of drafts, reviewed, then sent in one action.
 * Filters work on the client: the whole list is read once.
 */
export function InvoicingAssistant({ pollMs }: InvoicingAssistantProps) {
  const timeZone = useCompanyTimeZone();
  const assistant = useInvoicingAssistant({});
  const createBatch = useCreateInvoiceBatch();
  const keyFor = useRef(idempotencyKeys()).current;
  const [filters, setFilters] = useState<Filters>({ status: '', source: '', customerId: '' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [capped, setCapped] = useState<ReadonlySet<string>>(new Set());
  const [fix, setFix] = useState<PreflightFixRequest | null>(null);
  const [creating, setCreating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [review, setReview] = useState<{ batch: InvoiceBatch; labels: Map<string, string> } | null>(null);

  const groups = useMemo(() => assistant.data?.customers ?? [], [assistant.data]);
  const allItems = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  // Only what is still on the list counts as chosen (a fix or another batch may have taken an item away).
  const chosen = useMemo(() => allItems.filter((item) => selected.has(item.key) && !item.blocked), [allItems, selected]);

  const bySourceAndCustomer = useMemo(
    () => allItems.filter((item) => (!filters.source || item.ref.source === filters.source) && (!filters.customerId || item.customerId === filters.customerId)),
    [allItems, filters.source, filters.customerId],
  );
  const counts = useMemo(() => {
    const result = Object.fromEntries(preflightStatuses.map((status) => [status, 0])) as Record<PreflightStatus, number>;
    for (const item of bySourceAndCustomer) result[item.status] += 1;
    return result;
  }, [bySourceAndCustomer]);
  const sourceCounts = useMemo(() => {
    const result = Object.fromEntries(readyToBillSources.map((source) => [source, 0])) as Record<ReadyToBillSource, number>;
    for (const item of allItems) if (!filters.customerId || item.customerId === filters.customerId) result[item.ref.source] += 1;
    return result;
  }, [allItems, filters.customerId]);

  const rows = useMemo<Row[]>(() => {
    const shown: Row[] = [];
    for (const group of groups) {
      const items = group.items.filter(
        (item) =>
          (!filters.status || item.status === filters.status) &&
          (!filters.source || item.ref.source === filters.source) &&
          (!filters.customerId || item.customerId === filters.customerId),
      );
      if (items.length === 0) continue;
      shown.push({ kind: 'group', group, items });
      for (const item of items) shown.push({ kind: 'item', group, item });
    }
    return shown;
  }, [groups, filters]);
  const shownItems = useMemo(() => rows.flatMap((row) => (row.kind === 'item' ? [row.item] : [])), [rows]);

  const customerOptions = useMemo<ComboboxOption[]>(
    () => [{ value: '', label: 'All customers' }, ...groups.map((group) => ({ value: group.customerId, label: group.customerName }))],
    [groups],
  );

  const toggle = (keys: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  const toggleCap = (key: string) =>
    setCapped((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const selectAllReady = () => toggle(shownItems.filter((item) => item.status === 'ready').map((item) => item.key), true);

  const openFix = (item: ReadyToBillItem, group: ReadyToBillGroup) => {
    if (!item.fix) return;
    if (item.fix.action === 'cap_at_estimate') toggleCap(item.key);
    else if (item.fix.action === 'choose_tax_category' || item.fix.action === 'choose_payment_terms')
      setFix({ action: item.fix.action, customerId: group.customerId, customerName: group.customerName });
  };

  const overEstimateCount = chosen.filter((item) => item.status === 'over_estimate' && !capped.has(item.key)).length;

  const create = (choice: CreateBatchChoice) => {
    setRefusal(null);
    const input = {
      items: chosen.map((item) => ({
        ref: item.ref,
        capAtEstimate: capped.has(item.key),
        allowOverEstimate: item.status === 'over_estimate' && !capped.has(item.key) && choice.allowOverEstimate,
      })),
      grouping: choice.grouping,
      issueDate: choice.issueDate,
    };
    const labels = new Map(allItems.map((item) => [item.key, `${readyItemTitle(item)} · ${item.propertyAddress}`]));
    createBatch.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (batch) => {
          setCreating(false);
          setSelected(new Set());
          setCapped(new Set());
          setReview({ batch, labels });
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };

  if (review) return <BatchReview batch={review.batch} itemLabels={review.labels} pollMs={pollMs} onBack={() => setReview(null)} />;

  let body: ReactNode;
  if (assistant.isPending) body = <LoadingRows rows={6} label="Loading what is ready to bill" />;
  else if (assistant.isError && !assistant.data)
    body = <LoadError title="Could not load what is ready to bill" error={assistant.error} onRetry={() => void assistant.refetch()} />;
  else if (allItems.length === 0) body = <EmptyState icon={<FileStackIcon aria-hidden="true" />} title={NOTHING_TO_BILL_TITLE} description={NOTHING_TO_BILL_DESCRIPTION} />;
  else if (rows.length === 0) body = <EmptyState icon={<FileStackIcon aria-hidden="true" />} title="Nothing matches" description="Try another status, source or customer." />;
  else
    body = (
      <AssistantRows
        rows={rows}
        renderRow={(row) =>
          row.kind === 'group' ? (
            <GroupHeader group={row.group} items={row.items} selected={selected} onToggle={toggle} />
          ) : (
            <ItemRow
              item={row.item}
              checked={selected.has(row.item.key)}
              capped={capped.has(row.item.key)}
              onCheckedChange={(on) => toggle([row.item.key], on)}
              onFix={() => openFix(row.item, row.group)}
            />
          )
        }
      />
    );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3">
        <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
          <FilterChip label="All" count={bySourceAndCustomer.length} pressed={filters.status === ''} onClick={() => setFilters((current) => ({ ...current, status: '' }))} />
          {preflightStatuses.map((status) => (
            <FilterChip
              key={status}
              label={preflightStatusLabels[status]}
              count={counts[status]}
              pressed={filters.status === status}
              onClick={() => setFilters((current) => ({ ...current, status: current.status === status ? '' : status }))}
            />
          ))}
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <FormField id="assistant-source" label="Source">
            {(control) => (
              <NativeSelect {...control} value={filters.source} onChange={(event) => setFilters((current) => ({ ...current, source: event.target.value as Filters['source'] }))}>
                <option value="">All sources</option>
                {readyToBillSources.map((source) => (
                  <option key={source} value={source}>
                    {readyToBillSourceLabels[source]} ({sourceCounts[source]})
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="assistant-customer" label="Customer">
            {(control) => (
              <Combobox
                {...control}
                value={filters.customerId}
                onChange={(value) => setFilters((current) => ({ ...current, customerId: value }))}
                options={customerOptions}
                placeholder="All customers"
                emptyText="No customer matches"
              />
            )}
          </FormField>
        </div>
      </div>

      {allItems.length > 0 && (
        <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card p-3">
          <span className="text-sm" aria-live="polite">
            {chosen.length === 0 ? 'Nothing chosen' : `${chosen.length.toLocaleString('en-US')} chosen · ${formatCurrency(sumMoney(chosen.map((item) => item.amount)))}`}
          </span>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={selectAllReady} disabled={!shownItems.some((item) => item.status === 'ready')}>
              Select all ready
            </Button>
            {chosen.length > 0 && (
              <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                Clear
              </Button>
            )}
            <Button
              size="sm"
              disabled={chosen.length === 0}
              onClick={() => {
                setRefusal(null);
                setCreating(true);
              }}
            >
              Create {chosen.length.toLocaleString('en-US')} {chosen.length === 1 ? 'draft' : 'drafts'}
            </Button>
          </div>
        </div>
      )}

      {body}

      <CreateBatchDialog
        open={creating}
        onOpenChange={setCreating}
        count={chosen.length}
        overEstimateCount={overEstimateCount}
        today={todayIn(timeZone)}
        busy={createBatch.isPending}
        refusal={refusal}
        onConfirm={create}
      />
      <PreflightFixDialog request={fix} onOpenChange={(open) => !open && setFix(null)} />
    </div>
  );
}

function FilterChip({ label, count, pressed, onClick }: { label: string; count: number; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-foreground hover:bg-muted',
      )}
    >
      {label}{' '}
      <span className={cn('tabular-nums', pressed ? 'text-primary-foreground/80' : 'text-muted-foreground')}>{count.toLocaleString('en-US')}</span>
    </button>
  );
}

/** The rows, drawn all at once up to VIRTUALISE_FROM items and only those in view past it. */
function AssistantRows({ rows, renderRow }: { rows: Row[]; renderRow: (row: Row) => ReactNode }) {
  const itemCount = rows.filter((row) => row.kind === 'item').length;
  if (itemCount < VIRTUALISE_FROM)
    return (
      <div role="list" aria-label="Ready to bill" className="grid grid-cols-1 gap-2">
        {rows.map((row) => (
          <div role="listitem" key={row.kind === 'group' ? `group:${row.group.customerId}` : row.item.key}>
            {renderRow(row)}
          </div>
        ))}
      </div>
    );
  return <VirtualRows rows={rows} renderRow={renderRow} />;
}

function VirtualRows({ rows, renderRow }: { rows: Row[]; renderRow: (row: Row) => ReactNode }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's API is a hook returning functions; nothing here is memoised on it.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? 64 : 96),
    overscan: 8,
    getItemKey: (index) => {
      const row = rows[index]!;
      return row.kind === 'group' ? `group:${row.group.customerId}` : row.item.key;
    },
  });
  return (
    <div ref={scrollRef} className="max-h-[75vh] overflow-y-auto" role="list" aria-label="Ready to bill">
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => (
          <div
            role="listitem"
            key={virtual.key}
            data-index={virtual.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full pb-2"
            style={{ transform: `translateY(${virtual.start}px)` }}
          >
            {renderRow(rows[virtual.index]!)}
          </div>
        ))}
      </div>
    </div>
  );
}

function GroupHeader({
  group,
  items,
  selected,
  onToggle,
}: {
  group: ReadyToBillGroup;
  items: ReadyToBillItem[];
  selected: ReadonlySet<string>;
  onToggle: (keys: readonly string[], on: boolean) => void;
}) {
  const selectable = items.filter((item) => !item.blocked).map((item) => item.key);
  const chosen = selectable.filter((key) => selected.has(key)).length;
  const state = chosen === 0 ? false : chosen === selectable.length ? true : 'indeterminate';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border pb-2">
      <Checkbox
        aria-label={`Select everything for ${group.customerName}`}
        checked={state}
        disabled={selectable.length === 0}
        onCheckedChange={() => onToggle(selectable, state !== true)}
      />
      <h2 className="min-w-0 flex-1 truncate text-base font-semibold">
        <Link className="hover:underline" to={paths.customer(group.customerId)}>
          {group.customerName}
        </Link>
      </h2>
      <span className="text-sm text-muted-foreground">
        {group.readyCount} ready of {group.items.length}
      </span>
      <span className="font-semibold tabular-nums">{formatCurrency(group.total)}</span>
    </div>
  );
}

function ItemRow({
  item,
  checked,
  capped,
  onCheckedChange,
  onFix,
}: {
  item: ReadyToBillItem;
  checked: boolean;
  capped: boolean;
  onCheckedChange: (on: boolean) => void;
  onFix: () => void;
}) {
  const title = readyItemTitle(item);
  const fix = item.fix;
  return (
    <div
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 rounded-lg border border-border p-3 text-sm',
        'lg:grid-cols-[auto_minmax(0,1.4fr)_minmax(0,1.2fr)_10.5rem_8rem_minmax(0,1.3fr)]',
        checked && 'border-primary/60 bg-primary/5',
      )}
    >
      <Checkbox aria-label={`Select ${title}`} className="mt-0.5" checked={checked} disabled={item.blocked} onCheckedChange={(state) => onCheckedChange(state === true)} />
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground [overflow-wrap:anywhere]">{item.description}</p>
      </div>
      <span className="text-right font-semibold tabular-nums lg:order-4">{formatCurrency(item.amount)}</span>
      <p className="col-span-2 col-start-2 text-muted-foreground [overflow-wrap:anywhere] lg:order-2 lg:col-span-1 lg:col-start-auto">{item.propertyAddress || 'No property'}</p>
      <p className="col-span-2 col-start-2 text-muted-foreground lg:order-3 lg:col-span-1 lg:col-start-auto">
        {item.completedOn ? `Completed ${formatDay(item.completedOn)}` : readyToBillSourceLabels[item.ref.source]}
      </p>
      <div className="col-span-2 col-start-2 grid justify-items-start gap-1 lg:order-5 lg:col-span-1 lg:col-start-auto">
        <Badge variant={statusVariants[item.status]}>{preflightStatusLabels[item.status]}</Badge>
        {item.status !== 'ready' && <span className="text-xs text-muted-foreground">{preflightStatusHints[item.status]}</span>}
        {capped && <Badge variant="outline">Capped at the estimate</Badge>}
        {fix &&
          (fix.action === 'add_billing_address' ? (
            <Button variant="link" size="sm" className="h-auto p-0" asChild>
              <Link to={paths.customerEdit(item.customerId)}>
                <WrenchIcon aria-hidden="true" />
                {fix.label}
              </Link>
            </Button>
          ) : (
            <Button variant="link" size="sm" className="h-auto p-0" onClick={onFix}>
              <WrenchIcon aria-hidden="true" />
              {fix.action === 'cap_at_estimate' && capped ? 'Bill it in full instead' : fix.label}
            </Button>
          ))}
      </div>
    </div>
  );
}
