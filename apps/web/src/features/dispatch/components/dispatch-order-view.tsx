import type { DispatchDay, DispatchOrder } from '@groundwork/domain/dispatch';
import { workOrderLabel, workOrderReasonLabels } from '@groundwork/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, CloudOffIcon, ExternalLinkIcon, Loader2Icon, PlayIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { isStaleWrite } from '@/lib/stale-write';
import { refreshAfterDispatchChange, showRecordedOrder } from '../api/get-dispatch-day';
import type { WorkOrderSubmission } from '../api/record-work-order';
import { formatClockTime } from '../clock-time';
import { serverFieldErrors } from '../complete-form';
import { canComplete, canSkip, canStart, formatStartTime, mapsLink } from '../dispatch-format';
import { OFFLINE_SAVED_MESSAGE, sendPendingReport, submitReport, useOrderDraft, type SendOutcome } from '../order-draft';
import { CompleteWorkOrderForm } from './complete-work-order-form';
import { DispatchStatusBadge } from './dispatch-status-badge';
import { OrderChecklists } from './order-checklists';
import { OrderSection } from './order-section';
import { OrderPhotos } from './order-photos';
import { SkipWorkOrderForm } from './skip-work-order-form';
import { formatHours } from '@/lib/format';

const doneMessages = { start: 'started', complete: 'completed', skip: 'skipped' } as const;

type DispatchOrderViewProps = {
  order: DispatchOrder;
  crew: Pick<DispatchDay['crews'][number], 'crewName' | 'members'>;
  date: string;
  onBack: () => void;
};

/** One order on the crew leader's phone: where and what, then start, complete (hours, materials, notes, photos) or skip. */
export function DispatchOrderView({ order, crew, date, onBack }: DispatchOrderViewProps) {
  const queryClient = useQueryClient();
  const timeZone = useCompanyTimeZone();
  const { draft, sending } = useOrderDraft(order.id);
  const [refusal, setRefusal] = useState<{ action: WorkOrderSubmission['action']; error: unknown } | null>(null);
  const [skipping, setSkipping] = useState(Boolean(draft.skip));
  const [reloading, setReloading] = useState(false);
  const label = workOrderLabel(order.number);

  const handle = (result: SendOutcome) => {
    if (result.outcome === 'sent') {
      setRefusal(null);
      setSkipping(false);
      toast.success(`${label} ${doneMessages[result.submission.action]}`);
      showRecordedOrder(queryClient, result.order);
      refreshAfterDispatchChange(queryClient);
    } else if (result.outcome === 'refused') {
      setRefusal({ action: result.submission.action, error: result.error });
    }
  };
  const submit = (submission: WorkOrderSubmission) => {
    setRefusal(null);
    void submitReport(submission).then(handle);
  };
  const retry = () => void sendPendingReport(order.id).then(handle);
  const reload = async () => {
    setReloading(true);
    try {
      await queryClient.refetchQueries({ queryKey: ['dispatch', 'day'] });
      setRefusal(null);
    } finally {
      setReloading(false);
    }
  };

  const busy = sending || Boolean(draft.pending);
  const fieldErrorsOf = (action: WorkOrderSubmission['action']) =>
    refusal?.action === action && isApiError(refusal.error) ? serverFieldErrors(refusal.error.fieldErrors, draft.complete ?? { timeEntries: [], materials: {}, notes: '' }, order) : {};
  const skipFieldErrors = refusal?.action === 'skip' && isApiError(refusal.error) ? Object.fromEntries(Object.entries(refusal.error.fieldErrors).map(([key, messages]) => [key, messages[0] ?? ''])) : {};

  return (
    <article className="grid gap-5" aria-labelledby={`order-${order.id}-title`}>
      <Button variant="ghost" className="min-h-11 justify-self-start" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        All orders
      </Button>

      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          Stop {order.sequence + 1}
          {order.startTime && ` · ${formatStartTime(order.startTime)}`} · {label} · {crew.crewName}
        </p>
        <h2 id={`order-${order.id}-title`} className="text-xl font-semibold break-words">
          {order.title}
        </h2>
        <p className="break-words">{order.customerName}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <DispatchStatusBadge status={order.status} />
          <span className="text-muted-foreground">Budget {formatHours(order.budgetedHours)}</span>
        </div>
      </header>

      <OrderSection title="Where">
        <p className="break-words">{order.address || 'No address'}</p>
        {order.address && (
          <a className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline" href={mapsLink(order.address)} target="_blank" rel="noopener noreferrer">
            Open in maps
            <ExternalLinkIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </OrderSection>

      <OrderSection title="Instructions">
        <p className="text-sm break-words whitespace-pre-wrap">{order.instructions || 'No instructions for the crew.'}</p>
        {order.jobNotes && <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{order.jobNotes}</p>}
      </OrderSection>

      <OrderSection title="Work">
        {order.lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">No lines: the title and instructions say what to do.</p>
        ) : (
          <ul className="grid gap-2 text-sm" aria-label="Lines">
            {order.lines.map((line) => (
              <li key={line.itemId} className="flex justify-between gap-3 border-b border-border pb-2 last:border-0">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{line.name}</span>
                  {line.description && <span className="block text-muted-foreground">{line.description}</span>}
                </span>
                <span className="shrink-0 tabular-nums">{line.type === 'labor' ? formatHours(line.quantity) : line.quantity.toLocaleString('en-US', { maximumFractionDigits: 4 })}</span>
              </li>
            ))}
          </ul>
        )}
      </OrderSection>

      <OrderChecklists orderId={order.id} serviceId={order.serviceId} readOnly={order.status === 'skipped' || order.status === 'cancelled'} />

      {draft.pending &&
        (sending ? (
          <Alert variant="info" role="status">
            <Loader2Icon className="animate-spin" aria-hidden="true" />
            <AlertTitle>Sending…</AlertTitle>
          </Alert>
        ) : (
          <Alert variant="info" role="status">
            <CloudOffIcon aria-hidden="true" />
            <AlertTitle>{OFFLINE_SAVED_MESSAGE}</AlertTitle>
            <AlertDescription>
              <Button variant="outline" className="mt-2 min-h-11" onClick={retry}>
                <RefreshCwIcon aria-hidden="true" />
                Retry
              </Button>
            </AlertDescription>
          </Alert>
        ))}

      {refusal &&
        (isStaleWrite(refusal.error) ? (
          <StaleWriteAlert
            title="Someone else changed this work order"
            description="Nothing was saved. What you typed is kept: reload to see the order as it is now, then send again."
            busy={reloading}
            onReload={() => void reload()}
          />
        ) : (
          <Alert variant="destructive" role="alert">
            <AlertTitle>Not saved</AlertTitle>
            <AlertDescription>{errorMessage(refusal.error)}</AlertDescription>
          </Alert>
        ))}

      {(order.status === 'skipped' || order.status === 'cancelled') && (
        <OrderSection title={order.status === 'skipped' ? 'Skipped' : 'Cancelled'}>
          <p className="text-sm">{order.reason ? workOrderReasonLabels[order.reason] : 'No reason given'}</p>
          {order.statusNote && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{order.statusNote}</p>}
        </OrderSection>
      )}

      {order.status === 'completed' && (
        <OrderSection title="Recorded">
          <ul className="grid gap-1 text-sm" aria-label="Hours recorded">
            {order.timeEntries.map((entry) => (
              <li key={entry.id} className="flex justify-between gap-3">
                <span>{entry.employeeName}</span>
                <span className="tabular-nums">
                  {entry.clockIn && entry.clockOut ? `${formatClockTime(entry.clockIn, timeZone)}–${formatClockTime(entry.clockOut, timeZone)} · ` : ''}
                  {formatHours(entry.hours)}
                </span>
              </li>
            ))}
          </ul>
          {order.materials.length > 0 && (
            <ul className="grid gap-1 text-sm" aria-label="Materials recorded">
              {order.materials.map((use) => (
                <li key={use.id} className="flex justify-between gap-3">
                  <span>{use.name}</span>
                  <span className="tabular-nums">{use.quantity.toLocaleString('en-US', { maximumFractionDigits: 4 })}</span>
                </li>
              ))}
            </ul>
          )}
          {order.statusNote && <p className="text-sm whitespace-pre-wrap">{order.statusNote}</p>}
        </OrderSection>
      )}

      {canStart(order.status) && (
        <Button className="min-h-11" disabled={busy} onClick={() => submit({ action: 'start', orderId: order.id, body: { updatedAt: order.updatedAt } })}>
          <PlayIcon aria-hidden="true" />
          Start
        </Button>
      )}

      {canComplete(order.status) && (
        <OrderSection title="Complete">
          <CompleteWorkOrderForm
            order={order}
            members={crew.members}
            date={date}
            busy={busy}
            serverErrors={fieldErrorsOf('complete')}
            onSubmit={(body) => submit({ action: 'complete', orderId: order.id, body })}
          />
        </OrderSection>
      )}

      {canSkip(order.status) && (
        <OrderSection title="Skip">
          {skipping ? (
            <SkipWorkOrderForm
              order={order}
              busy={busy}
              serverErrors={skipFieldErrors}
              onSubmit={(body) => submit({ action: 'skip', orderId: order.id, body })}
              onCancel={() => setSkipping(false)}
            />
          ) : (
            <Button variant="outline" className="min-h-11 justify-self-start" onClick={() => setSkipping(true)}>
              Skip this order…
            </Button>
          )}
        </OrderSection>
      )}

      <OrderSection title="Photos">
        <OrderPhotos orderId={order.id} photos={order.photos} />
      </OrderSection>
    </article>
  );
}
