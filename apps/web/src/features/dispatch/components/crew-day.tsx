import { NO_CREW_FOR_USER_MESSAGE, type DispatchDay, type DispatchOrder } from '@groundwork/domain/dispatch';
import { workOrderLabel } from '@groundwork/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRightIcon, CloudOffIcon, MapPinIcon, RefreshCwIcon, UsersIcon } from 'lucide-react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { refreshAfterDispatchChange, showRecordedOrder, useDispatchDay } from '../api/get-dispatch-day';
import { formatLongDay, formatStartTime } from '../dispatch-format';
import { OFFLINE_SAVED_MESSAGE, ordersWithPendingReports, sendPendingReport, useOrderDraft, usePendingReportIds } from '../order-draft';
import { DispatchOrderView } from './dispatch-order-view';
import { DispatchStatusBadge } from './dispatch-status-badge';
import { formatHours } from '@/lib/format';

export const NO_ORDERS_TODAY_MESSAGE = 'No work orders for you today';

type CrewDayProps = {
  /** YYYY-MM-DD; blank for the company's today. */
  date?: string;
  /** The office looking at one crew's day. */
  crewId?: string;
  /** The open order (kept in the URL so a reload reopens it). */
  openOrderId: string | null;
  onOpenOrder: (orderId: string | null) => void;
  /** The office's view of a crew: the same screens, worded for someone else's day. */
  asOffice?: boolean;
  /** Something to do about an order from the field (the route gives "Raise a task"), under its card and its view. */
  orderAction?: (order: DispatchOrder) => ReactNode;
};

/**
 * The crew leader's day, phone first: the crews' orders as cards in route order; a card opens the order to start,
 * complete (hours, materials, notes, photos) or skip it. Reports typed without a connection wait on the phone and go
 * when it is back.
 */
export function CrewDay({ date, crewId, openOrderId, onOpenOrder, asOffice = false, orderAction }: CrewDayProps) {
  const day = useDispatchDay({ date, crewId });
  const orders = day.data?.crews.flatMap((crew) => crew.orders) ?? [];
  useSendPendingReports(orders);

  if (day.isPending) return <LoadingRows rows={3} label="Loading the day" />;
  if (day.isError) return <LoadError title="Could not load the day" error={day.error} onRetry={() => void day.refetch()} />;
  // A crew leader's day lists every crew they are on, orders or not: none means they are on no crew (docs/dispatch.md).
  if (!asOffice && day.data.crews.length === 0) {
    return <EmptyState icon={<UsersIcon aria-hidden="true" />} title="You are not on a crew yet" description={NO_CREW_FOR_USER_MESSAGE} />;
  }

  const open = openOrderId ? findOrder(day.data, openOrderId) : null;
  if (open) {
    const action = orderAction?.(open.order);
    if (!action) return <DispatchOrderView order={open.order} crew={open.crew} date={day.data.date} onBack={() => onOpenOrder(null)} />;
    return (
      <div className="grid gap-4">
        <DispatchOrderView order={open.order} crew={open.crew} date={day.data.date} onBack={() => onOpenOrder(null)} />
        <div className="flex flex-wrap gap-2">{action}</div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{formatLongDay(day.data.date)}</p>
      <PendingReportsBanner orders={orders} />
      {orders.length === 0 ? (
        <EmptyState title={asOffice ? 'No work orders for this crew on this day' : NO_ORDERS_TODAY_MESSAGE} description="Orders the office plans for your crew show here in route order." />
      ) : (
        day.data.crews
          .filter((crew) => crew.orders.length > 0)
          .map((crew) => (
            <section key={crew.crewId} aria-labelledby={`crew-${crew.crewId}`} className="grid gap-3">
              <h2 id={`crew-${crew.crewId}`} className="text-lg font-semibold">
                {crew.crewName}
                <span className="ml-2 text-sm font-normal text-muted-foreground">{crew.members.map((member) => member.name).join(', ')}</span>
              </h2>
              <ol className="grid gap-3" aria-label={`${crew.crewName} work orders in route order`}>
                {crew.orders.map((order) => (
                  <li key={order.id} className="grid gap-2">
                    <OrderCard order={order} onOpen={() => onOpenOrder(order.id)} />
                    {orderAction && <div className="flex flex-wrap justify-end gap-2">{orderAction(order)}</div>}
                  </li>
                ))}
              </ol>
            </section>
          ))
      )}
    </div>
  );
}

function findOrder(day: DispatchDay, orderId: string) {
  for (const crew of day.crews) {
    const order = crew.orders.find((candidate) => candidate.id === orderId);
    if (order) return { order, crew };
  }
  return null;
}

function OrderCard({ order, onOpen }: { order: DispatchOrder; onOpen: () => void }) {
  const { draft } = useOrderDraft(order.id);
  const time = formatStartTime(order.startTime);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid min-h-11 w-full gap-1 rounded-xl border border-border bg-card p-4 text-left shadow-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block text-xs text-muted-foreground">
            Stop {order.sequence + 1}
            {time && ` · ${time}`} · {workOrderLabel(order.number)}
          </span>
          <span className="block font-medium break-words text-foreground">{order.title}</span>
          <span className="block text-sm break-words text-muted-foreground">{order.customerName}</span>
        </span>
        <ChevronRightIcon className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </span>
      <span className="flex items-start gap-1 text-sm break-words text-muted-foreground">
        <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {order.address || 'No address'}
      </span>
      <span className="flex flex-wrap items-center gap-2 text-sm">
        <DispatchStatusBadge status={order.status} />
        <span className="text-muted-foreground">Budget {formatHours(order.budgetedHours)}</span>
        {draft.pending && (
          <span className="inline-flex items-center gap-1 font-medium text-warning-strong">
            <CloudOffIcon className="size-4" aria-hidden="true" />
            Not sent yet
          </span>
        )}
      </span>
    </button>
  );
}

/** Reports waiting on this phone: how many, and a way to send them now. */
function PendingReportsBanner({ orders }: { orders: DispatchOrder[] }) {
  const queryClient = useQueryClient();
  const waiting = usePendingReportIds(orders.map((order) => order.id));
  if (waiting.length === 0) return null;
  const retry = async () => {
    for (const orderId of waiting) await announce(await sendPendingReport(orderId), queryClient);
  };
  return (
    <Alert variant="info" role="status">
      <CloudOffIcon aria-hidden="true" />
      <AlertTitle>{waiting.length === 1 ? '1 report not sent yet' : `${waiting.length} reports not sent yet`}</AlertTitle>
      <AlertDescription>
        <p>{OFFLINE_SAVED_MESSAGE}</p>
        <Button variant="outline" className="mt-3 min-h-11" onClick={() => void retry()}>
          <RefreshCwIcon aria-hidden="true" />
          Retry now
        </Button>
      </AlertDescription>
    </Alert>
  );
}

async function announce(result: Awaited<ReturnType<typeof sendPendingReport>>, queryClient: ReturnType<typeof useQueryClient>) {
  if (result.outcome === 'sent') {
    toast.success(`${workOrderLabel(result.order.number)} sent`);
    showRecordedOrder(queryClient, result.order);
    refreshAfterDispatchChange(queryClient);
  } else if (result.outcome === 'refused') {
    toast.error('A report was not accepted', { description: `${errorMessage(result.error)} Open the order to correct it.` });
    refreshAfterDispatchChange(queryClient);
  }
}

/** Sends the reports waiting on this phone when the screen opens and whenever the connection comes back. */
function useSendPendingReports(orders: DispatchOrder[]) {
  const queryClient = useQueryClient();
  const ids = orders.map((order) => order.id).join(',');
  const sendAll = useCallback(async () => {
    for (const orderId of ids ? ids.split(',') : []) {
      if (!ordersWithPendingReports([{ id: orderId }]).length) continue;
      await announce(await sendPendingReport(orderId), queryClient);
    }
  }, [ids, queryClient]);
  useEffect(() => {
    void sendAll();
    const onOnline = () => void sendAll();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sendAll]);
}
