import type { Board } from '@groundwork/domain/orders';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatShortDay } from '../board-format';
import { formatHours } from '@/lib/format';

type Period = Board['budget']['week'];

/** Where budget pricing lives: the overhead budget whose billable hours are the hours to sell. */
const BUDGET_PRICING_PATH = '/budget-pricing';

function HoursRow({ label, hours, scale, tone }: { label: string; hours: number; scale: number; tone: string }) {
  const width = scale > 0 ? Math.min(100, (hours / scale) * 100) : 0;
  return (
    <div className="grid grid-cols-[5.5rem_minmax(0,1fr)_4.5rem] items-center gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className={cn('h-full rounded-full', tone)} style={{ width: `${width}%` }} />
      </div>
      <dd className="text-right font-medium tabular-nums">{formatHours(hours)}</dd>
    </div>
  );
}

function PeriodHours({ title, period }: { title: string; period: Period }) {
  const scale = Math.max(period.soldHours, period.scheduledHours, period.neededHours);
  const short = period.neededHours - period.soldHours;
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="text-sm font-medium">
        {title} <span className="font-normal text-muted-foreground">({formatShortDay(period.from)} – {formatShortDay(period.to)})</span>
      </h3>
      <dl className="grid gap-1.5">
        <HoursRow label="Sold" hours={period.soldHours} scale={scale} tone="bg-primary" />
        <HoursRow label="Scheduled" hours={period.scheduledHours} scale={scale} tone="bg-info" />
        <HoursRow label="Needed" hours={period.neededHours} scale={scale} tone="bg-foreground/40" />
      </dl>
      {period.neededHours > 0 && (
        <p className={cn('text-xs', short > 0 ? 'text-destructive' : 'text-muted-foreground')}>
          {short > 0 ? `${formatHours(short)} short of what the budget needs sold.` : 'The budget’s hours are sold.'}
        </p>
      )}
    </section>
  );
}

/** Hours sold and scheduled this week and month against the hours the overhead budget needs sold. */
export function BudgetCapacityPanel({ budget }: { budget: Board['budget'] }) {
  const noBudget = budget.week.neededHours === 0 && budget.month.neededHours === 0;
  return (
    <Card className="gap-4 py-4" aria-labelledby="board-budget-title">
      <CardHeader className="px-4">
        <CardTitle id="board-budget-title">Capacity from the budget</CardTitle>
        <CardDescription>Hours sold and scheduled against the hours your overhead budget needs sold.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:grid-cols-2">
        <PeriodHours title="Week" period={budget.week} />
        <PeriodHours title="Month" period={budget.month} />
        {noBudget && (
          <p className="text-sm text-muted-foreground sm:col-span-2">
            No hours needed yet: <Link className="text-primary underline underline-offset-4" to={BUDGET_PRICING_PATH}>set up the overhead budget</Link> to see
            how many hours to sell.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
