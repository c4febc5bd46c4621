import { agingBucketLabels, type AgingBucket, type AgingRowView, type BatchProgress } from '@groundwork/domain/invoices';
import { FileDownIcon, MailIcon, WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { cn } from '@/lib/cn';
import { formatCurrency, formatDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useBatchProgress } from '../api/get-batch-progress';
import { useReceivables } from '../api/get-receivables';
import { todayIn } from '@/lib/zoned-time';
import { AccountingExportDialog } from './accounting-export-dialog';
import { SendStatementsDialog } from './send-statements-dialog';

/** The past-due buckets (everything but current), shown under the name on a phone where their columns do not fit. */
function overdueSummary(row: AgingRowView, buckets: readonly AgingBucket[]): string {
  return buckets
    .filter((bucket) => bucket !== 'current' && row.buckets[bucket] !== 0)
    .map((bucket) => `${agingBucketLabels[bucket]}: ${formatCurrency(row.buckets[bucket])}`)
    .join(' · ');
}

/** Statements on their way: a bar, the figures, and what failed. */
export function BatchProgressCard({ first, noun }: { first: BatchProgress; noun: { one: string; many: string } }) {
  const { data: progress = first } = useBatchProgress(first);
  const finished = progress.sent + progress.failed;
  const percent = progress.total === 0 ? 100 : Math.round((finished / progress.total) * 100);
  return (
    <div className="grid gap-2 rounded-xl border border-border bg-card p-4 text-sm" aria-live="polite">
      <p className="font-medium text-foreground">
        {progress.done ? `${progress.sent} of ${progress.total} ${progress.total === 1 ? noun.one : noun.many} sent` : `Sending ${progress.total === 1 ? noun.one : noun.many}: ${finished} of ${progress.total}`}
        {progress.failed > 0 && <span className="text-destructive"> · {progress.failed} failed</span>}
      </p>
      <div className="h-2 w-full overflow-hidden rounded-full bg-muted" role="progressbar" aria-label={`Sending ${noun.many}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className={cn('h-full rounded-full', progress.failed > 0 ? 'bg-warning' : 'bg-primary')} style={{ width: `${percent}%` }} />
      </div>
      {progress.failures.length > 0 && (
        <ul className="grid gap-1 text-destructive" aria-label="Not sent">
          {progress.failures.map((failure) => (
            <li key={failure.documentId} className="break-words">
              {failure.label}: {failure.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The Receivables tab of /invoices: what each customer owes by how long it is past due (Current, 1–30, 31–60,
 * 61–90, 91+) as of a date, with the totals; statements sent in bulk, and the export for QuickBooks.
 */
export function ReceivablesPanel() {
  const timeZone = useCompanyTimeZone();
  const today = todayIn(timeZone);
  const [asOf, setAsOf] = useState(today);
  const query = useReceivables(asOf);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'statements' | 'export' | null>(null);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const receivables = query.data;
  const rows = receivables?.rows ?? [];
  const buckets = receivables?.buckets ?? [];
  // Only customers on the table count: a new date may drop some that were ticked.
  const selectedIds = rows.filter((row) => selected.has(row.customerId)).map((row) => row.customerId);
  const allSelected = rows.length > 0 && selectedIds.length === rows.length;

  const toggle = (customerId: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(customerId);
      else next.delete(customerId);
      return next;
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <InputField
          id="receivables-as-of"
          label="As of"
          type="date"
          className="sm:w-48"
          value={asOf}
          max="9999-12-31"
          onChange={(event) => {
            if (event.target.value) setAsOf(event.target.value);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog('statements')} disabled={!receivables}>
            <MailIcon aria-hidden="true" />
            Send statements{selectedIds.length > 0 ? ` (${selectedIds.length})` : ''}
          </Button>
          <Button variant="outline" onClick={() => setDialog('export')}>
            <FileDownIcon aria-hidden="true" />
            Export for QuickBooks
          </Button>
        </div>
      </div>

      {progress && <BatchProgressCard key={progress.id} first={progress} noun={{ one: 'statement', many: 'statements' }} />}

      {!receivables && query.isPending && <LoadingRows label="Loading receivables" />}
      {query.isError && <LoadError title="Could not load receivables" error={query.error} onRetry={() => void query.refetch()} />}
      {receivables && rows.length === 0 && (
        <EmptyState icon={<WalletIcon />} title="Nothing is owed" description={`No customer had an open balance on ${formatDay(receivables.asOf)}.`} />
      )}
      {receivables && rows.length > 0 && (
        <Table aria-label="Receivables by customer" className="table-fixed md:table-auto">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox aria-label="Select every customer" checked={allSelected} onCheckedChange={(checked) => setSelected(checked === true ? new Set(rows.map((row) => row.customerId)) : new Set())} />
              </TableHead>
              <TableHead>Customer</TableHead>
              {buckets.map((bucket) => (
                <TableHead key={bucket} className="hidden text-right md:table-cell">
                  {agingBucketLabels[bucket]}
                </TableHead>
              ))}
              <TableHead className="w-36 text-right md:w-auto">Total</TableHead>
              <TableHead className="hidden lg:table-cell">Oldest due</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.customerId} data-state={selected.has(row.customerId) ? 'selected' : undefined}>
                <TableCell>
                  <Checkbox aria-label={`Select ${row.customerName}`} checked={selected.has(row.customerId)} onCheckedChange={(checked) => toggle(row.customerId, checked === true)} />
                </TableCell>
                <TableCell className="min-w-0">
                  <Link to={paths.customer(row.customerId)} className="font-medium break-words text-primary hover:underline">
                    {row.customerName}
                  </Link>
                  <span className="block text-xs text-muted-foreground">
                    {row.invoiceCount === 1 ? '1 invoice' : `${row.invoiceCount} invoices`}
                    <span className="lg:hidden"> · oldest due {formatDay(row.oldestDueDate)}</span>
                  </span>
                  {overdueSummary(row, buckets) && <span className="block text-xs text-destructive md:hidden">{overdueSummary(row, buckets)}</span>}
                </TableCell>
                {buckets.map((bucket) => (
                  <TableCell key={bucket} className={cn('hidden text-right tabular-nums md:table-cell', row.buckets[bucket] === 0 && 'text-muted-foreground', bucket !== 'current' && row.buckets[bucket] !== 0 && 'text-destructive')}>
                    {formatCurrency(row.buckets[bucket])}
                  </TableCell>
                ))}
                <TableCell className="text-right font-medium tabular-nums">{formatCurrency(row.total)}</TableCell>
                <TableCell className="hidden lg:table-cell">{formatDay(row.oldestDueDate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <tfoot className="border-t-2 border-border font-semibold">
            <TableRow>
              <TableCell />
              <TableCell>Total</TableCell>
              {buckets.map((bucket) => (
                <TableCell key={bucket} className="hidden text-right tabular-nums md:table-cell">
                  {formatCurrency(receivables.totals.buckets[bucket])}
                </TableCell>
              ))}
              <TableCell className="text-right tabular-nums">{formatCurrency(receivables.totals.total)}</TableCell>
              <TableCell className="hidden lg:table-cell" />
            </TableRow>
          </tfoot>
        </Table>
      )}

      <SendStatementsDialog
        open={dialog === 'statements'}
        onOpenChange={(open) => !open && setDialog(null)}
        selectedIds={selectedIds}
        asOf={asOf}
        onStarted={setProgress}
      />
      <AccountingExportDialog open={dialog === 'export'} onOpenChange={(open) => !open && setDialog(null)} today={today} />
    </div>
  );
}
