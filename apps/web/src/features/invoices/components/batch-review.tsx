import { invoiceLabel } from '@groundwork/domain/invoices';
import { AlertCircleIcon, CheckCircle2Icon, Loader2Icon, SendIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatCurrency, formatDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { InvoiceBatch } from '../api/create-invoice-batch';
import { useInvoiceBatchProgress } from '../api/get-invoice-batch';
import { useSendInvoiceBatch } from '../api/send-invoice-batch';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { InvoiceStatusBadge } from './invoice-status-badge';

type BatchReviewProps = {
  batch: InvoiceBatch;
  /** What each skipped item was ('Weekly mowing · WO-1042 · 12 Elm St'), by its key, as the assistant showed it. */
  itemLabels: ReadonlyMap<string, string>;
  onBack: () => void;
  /** How often the progress is asked for while sending (tests shorten it). */
  pollMs?: number;
};

/** The drafts a batch made and what it skipped with the reason; Send all e-mails them with a progress bar. */
export function BatchReview({ batch, itemLabels, onBack, pollMs }: BatchReviewProps) {
  const send = useSendInvoiceBatch();
  const keyFor = useRef(idempotencyKeys()).current;
  const [progressId, setProgressId] = useState<string | null>(null);
  const progress = useInvoiceBatchProgress(progressId, pollMs);
  const drafts = batch.invoices;

  const sendAll = () => {
    const input = { invoiceIds: drafts.map((invoice) => invoice.id) };
    send.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (started) => setProgressId(started.id),
        onError: (error) => toast.error('Failed to send the invoices', { description: errorMessage(error) }),
      },
    );
  };

  const figures = progress.data;
  const finished = figures ? figures.sent + figures.failed : 0;

  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>
            {drafts.length.toLocaleString('en-US')} {drafts.length === 1 ? 'draft' : 'drafts'} made
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onBack}>
              Back to ready to bill
            </Button>
            {drafts.length > 0 && progressId === null && (
              <Button onClick={sendAll} disabled={send.isPending}>
                {send.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
                Send all
              </Button>
            )}
          </div>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          {figures && (
            <section aria-label="Sending" className="grid grid-cols-1 gap-2">
              <div
                role="progressbar"
                aria-label="Invoices sent"
                aria-valuemin={0}
                aria-valuemax={figures.total}
                aria-valuenow={finished}
                aria-valuetext={`${finished} of ${figures.total}`}
                className="h-2 w-full overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full bg-primary transition-[width]" style={{ width: `${figures.total === 0 ? 100 : (finished / figures.total) * 100}%` }} />
              </div>
              <p className="text-sm" aria-live="polite">
                {figures.done ? (
                  <span className="inline-flex items-center gap-1 font-medium">
                    <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
                    Done: {figures.sent} sent{figures.failed > 0 ? `, ${figures.failed} failed` : ''}.
                  </span>
                ) : (
                  `Sending… ${figures.sent} sent, ${figures.failed} failed, ${figures.pending} waiting.`
                )}
              </p>
              {figures.failures.length > 0 && (
                <Alert variant="destructive">
                  <AlertCircleIcon aria-hidden="true" />
                  <AlertTitle>Not sent</AlertTitle>
                  <AlertDescription>
                    <ul className="grid grid-cols-1 gap-1">
                      {figures.failures.map((failure) => (
                        <li key={failure.documentId}>
                          <Link className="font-medium underline" to={paths.invoice(failure.documentId)}>
                            {failure.label}
                          </Link>
                          : {failure.message}
                        </li>
                      ))}
                    </ul>
                  </AlertDescription>
                </Alert>
              )}
            </section>
          )}
          {progress.isError && <p role="alert" className="text-sm text-destructive">Could not read the progress: {errorMessage(progress.error)}</p>}
          {drafts.length === 0 ? (
            <p className="text-sm text-muted-foreground">No draft was made.</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Drafts made">
              {drafts.map((invoice) => (
                <li key={invoice.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-center gap-x-4 gap-y-1 p-3 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_10rem_8rem_6rem]">
                  <Link className="font-medium hover:underline" to={paths.invoice(invoice.id)}>
                    {invoiceLabel(invoice.number)}
                  </Link>
                  <span className="min-w-0 truncate" title={invoice.customerName}>
                    {invoice.customerName}
                    {invoice.propertyAddress && <span className="block truncate text-muted-foreground">{invoice.propertyAddress}</span>}
                  </span>
                  <span className="text-muted-foreground">Due {formatDay(invoice.dueDate)}</span>
                  <span className="text-right font-medium tabular-nums">{formatCurrency(invoice.total)}</span>
                  <span className="sm:justify-self-end">
                    <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {batch.skipped.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>
              {batch.skipped.length} skipped
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm" aria-label="Skipped">
              {batch.skipped.map((skipped) => (
                <li key={skipped.key} className="grid gap-0.5">
                  <span className="font-medium">{itemLabels.get(skipped.key) ?? skipped.key}</span>
                  <span className="text-muted-foreground">{skipped.message}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
