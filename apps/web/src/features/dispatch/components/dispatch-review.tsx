import type { ReviewCrew } from '@groundwork/domain/dispatch';
import { workOrderLabel, workOrderReasonLabels } from '@groundwork/domain/orders';
import { CalendarClockIcon, ClipboardCheckIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDispatchReview } from '../api/get-dispatch-review';
import { useRescheduleOrders } from '../api/reschedule-orders';
import { formatLongDay } from '../dispatch-format';
import { DispatchStatusBadge } from './dispatch-status-badge';
import { formatHours } from '@/lib/format';

/** Actual against budgeted hours, over budget in red and in words (never colour alone). */
function HoursAgainstBudget({ budgeted, actual, overBudget }: { budgeted: number; actual: number; overBudget: boolean }) {
  return (
    <span className={cn('tabular-nums', overBudget && 'font-medium text-destructive')}>
      {formatHours(actual)} of {formatHours(budgeted)}
      {overBudget && ` · over budget by ${formatHours(actual - budgeted)}`}
    </span>
  );
}

/**
 * The office's end of day: per crew, what was planned and what happened, hours budgeted vs actual, and the orders not
 * completed, moved to another day in one step.
 */
export function DispatchReview({ date }: { date: string }) {
  const review = useDispatchReview(date);
  const reschedule = useRescheduleOrders();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState<string | undefined>();

  if (review.isPending) return <LoadingRows rows={4} label="Loading the review" />;
  if (review.isError) return <LoadError title="Could not load the review" error={review.error} onRetry={() => void review.refetch()} />;
  const { crews, totals } = review.data;

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const move = () => {
    if (!target) {
      setTargetError('Choose the day to move them to');
      return;
    }
    setTargetError(undefined);
    reschedule.mutate(
      { input: { orderIds: [...chosen], date: target }, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: (orders) => {
          toast.success(`${orders.length === 1 ? '1 work order' : `${orders.length} work orders`} rescheduled to ${formatLongDay(target)}`);
          setChosen(new Set());
        },
        onError: (error) => {
          const fieldError = isApiError(error) ? error.fieldErrors.date?.[0] : undefined;
          if (fieldError) setTargetError(fieldError);
          toast.error('Could not reschedule', { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{formatLongDay(review.data.date)}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
            <Stat label="Planned">{totals.planned}</Stat>
            <Stat label="Completed">{totals.completed}</Stat>
            <Stat label="Skipped">{totals.skipped}</Stat>
            <Stat label="Not completed">{totals.notCompleted}</Stat>
            <Stat label="Hours (actual of budgeted)">
              <HoursAgainstBudget budgeted={totals.budgetedHours} actual={totals.actualHours} overBudget={totals.overBudget} />
            </Stat>
          </dl>
        </CardContent>
      </Card>

      {crews.length === 0 ? (
        <EmptyState icon={<ClipboardCheckIcon aria-hidden="true" />} title="No work orders on this day" description="Orders planned for the day show here with what the crews recorded." />
      ) : (
        crews.map((crew) => <CrewReview key={crew.crewId ?? 'none'} crew={crew} chosen={chosen} onToggle={toggle} />)
      )}

      {crews.some((crew) => crew.orders.some((order) => order.notCompleted)) && (
        <Card>
          <CardHeader>
            <CardTitle>Reschedule</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field id="reschedule-date" label="Reschedule to…" error={targetError}>
              <Input {...fieldA11y('reschedule-date', targetError)} type="date" value={target} onChange={(event) => setTarget(event.target.value)} />
            </Field>
            <Button disabled={chosen.size === 0 || reschedule.isPending} onClick={move}>
              <CalendarClockIcon aria-hidden="true" />
              {chosen.size === 0 ? 'Choose orders to reschedule' : `Reschedule ${chosen.size === 1 ? '1 order' : `${chosen.size} orders`}`}
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function CrewReview({ crew, chosen, onToggle }: { crew: ReviewCrew; chosen: Set<string>; onToggle: (id: string, on: boolean) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{crew.crewName}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {crew.completed} of {crew.planned} completed{crew.skipped > 0 && `, ${crew.skipped} skipped`}
          {crew.notCompleted > 0 && `, ${crew.notCompleted} not completed`} · Hours <HoursAgainstBudget budgeted={crew.budgetedHours} actual={crew.actualHours} overBudget={crew.overBudget} />
        </p>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table aria-label={`${crew.crewName} work orders`}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <span className="sr-only">Choose</span>
              </TableHead>
              <TableHead>Work order</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Hours</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {crew.orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  {order.notCompleted && (
                    <Checkbox
                      aria-label={`Choose ${workOrderLabel(order.number)} to reschedule`}
                      checked={chosen.has(order.id)}
                      onCheckedChange={(value) => onToggle(order.id, value === true)}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <Link className="font-medium text-primary hover:underline" to={paths.order(order.id)}>
                    {workOrderLabel(order.number)}
                  </Link>{' '}
                  {order.title}
                  <span className="block text-xs text-muted-foreground">{order.customerName}</span>
                </TableCell>
                <TableCell>
                  <DispatchStatusBadge status={order.status} />
                  {order.reason && <span className="block text-xs text-muted-foreground">{workOrderReasonLabels[order.reason]}</span>}
                </TableCell>
                <TableCell className="text-right">
                  <HoursAgainstBudget budgeted={order.budgetedHours} actual={order.actualHours} overBudget={order.overBudget} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground uppercase">{label}</dt>
      <dd className="text-lg font-semibold">{children}</dd>
    </div>
  );
}
