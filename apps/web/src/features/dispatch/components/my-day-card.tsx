import { NO_CREW_FOR_USER_MESSAGE, type DispatchDay, type DispatchOrder } from '@groundwork/domain/dispatch';
import { addDays } from '@groundwork/domain/shared';
import type { ReactNode } from 'react';
import { ArrowRightIcon, ClipboardListIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { paths } from '@/lib/paths';
import { useDispatchDay } from '../api/get-dispatch-day';
import { canComplete, formatLongDay, formatStartTime } from '../dispatch-format';
import { formatHours } from '@/lib/format';

const ordersOf = (day: DispatchDay | undefined) => day?.crews.flatMap((crew) => crew.orders) ?? [];
const budgetedHoursOf = (orders: readonly DispatchOrder[]) => orders.reduce((sum, order) => sum + order.budgetedHours, 0);

/** On a day without work (a Sunday, a rain day called off): what the next day holds, so the leader knows what is coming. */
function TomorrowLine({ today }: { today: string }) {
  const date = addDays(today, 1);
  const tomorrow = useDispatchDay({ date });
  if (!tomorrow.data) return null;
  const orders = ordersOf(tomorrow.data);
  const when = `Tomorrow, ${formatLongDay(date)}`;
  return (
    <p className="text-sm">
      {orders.length === 0 ? (
        <span className="text-muted-foreground">{when}: nothing planned yet.</span>
      ) : (
        <>
          <span className="text-muted-foreground">{when}: </span>
          <span className="font-medium">
            {orders.length} work {orders.length === 1 ? 'order' : 'orders'}, {formatHours(budgetedHoursOf(orders))} budgeted
          </span>
        </>
      )}
    </p>
  );
}

/**
 * A crew leader's dashboard: today's orders for their crews, how many are done, the next stop, and the way to the day
 * (on a day without work, what tomorrow holds). `orderAction` is something to do about the next stop from the field
 * (the route gives "Raise a task").
 */
export function MyDayCard({ orderAction }: { orderAction?: (order: DispatchOrder) => ReactNode } = {}) {
  const day = useDispatchDay({});
  const orders = ordersOf(day.data);
  const done = orders.filter((order) => order.status === 'completed').length;
  const next = orders.find((order) => canComplete(order.status));
  const hours = budgetedHoursOf(orders);

  return (
    <Card aria-labelledby="my-day-card-title">
      <CardHeader>
        <div className="flex items-center gap-2">
          <ClipboardListIcon className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="my-day-card-title">My day</CardTitle>
        </div>
        <CardDescription>
          {day.data && day.data.crews.length > 0 ? day.data.crews.map((crew) => crew.crewName).join(', ') : 'Your crew’s work orders for today, in route order.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {day.isPending ? (
          <LoadingRows rows={2} label="Loading your day" />
        ) : day.isError ? (
          <LoadError title="Could not load your day" error={day.error} onRetry={() => void day.refetch()} />
        ) : day.data.crews.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_CREW_FOR_USER_MESSAGE}</p>
        ) : orders.length === 0 ? (
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground">No work orders for you today.</p>
            <TomorrowLine today={day.data.date} />
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Work orders</dt>
                <dd className="text-xl font-semibold tabular-nums">{orders.length}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Done</dt>
                <dd className="text-xl font-semibold tabular-nums">{done}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Budgeted</dt>
                <dd className="text-xl font-semibold tabular-nums">{formatHours(hours)}</dd>
              </div>
            </dl>
            {next ? (
              <p className="text-sm">
                <span className="text-muted-foreground">Next: </span>
                <span className="font-medium">{[formatStartTime(next.startTime), next.customerName].filter(Boolean).join(' · ')}</span>
                {next.address && <span className="block break-words text-muted-foreground">{next.address}</span>}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">Every work order of the day is recorded.</p>
            )}
          </>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild className="min-h-11">
            <Link to={paths.dispatchEndOfDay}>
              Open my day
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          {next && orderAction?.(next)}
        </div>
      </CardContent>
    </Card>
  );
}
