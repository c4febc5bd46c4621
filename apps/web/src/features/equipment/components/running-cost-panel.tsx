import type { UnitUpkeep } from '@groundwork/domain/equipment';
import { TrendingUpIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatCurrency, formatHours, formatShortDay, formatUnitRate } from '@/lib/format';

/**
 * The budget link: what an hour of this unit actually cost over the last 12 months (service-log costs over the hours it
 * ran) beside what the price book charges an hour (what estimates use), with a warning when the price book is lower.
 */
export function RunningCostPanel({ upkeep, canManage }: { upkeep: UnitUpkeep; canManage: boolean }) {
  const { unit, period } = upkeep;
  return (
    <section aria-labelledby="running-cost-heading" className="grid gap-3 rounded-xl border border-border p-4">
      <div>
        <h3 id="running-cost-heading" className="text-base font-semibold">
          Cost per hour
        </h3>
        <p className="text-xs text-muted-foreground">
          {formatShortDay(period.from)} – {formatShortDay(period.to)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm tabular-nums">
        <div className="grid gap-0.5 rounded-lg bg-muted/50 p-3">
          <dt className="text-muted-foreground">Actual running cost</dt>
          <dd className={unit.underPriced ? 'text-lg font-semibold text-destructive' : 'text-lg font-semibold'} data-testid="running-cost-per-hour">
            {unit.runningCostPerHour === null ? 'No hours yet' : `${formatCurrency(unit.runningCostPerHour)} / hour`}
          </dd>
          <dd className="text-xs text-muted-foreground">
            {formatCurrency(unit.serviceCost)} of service over {formatHours(unit.hoursUsed)}
          </dd>
        </div>
        <div className="grid gap-0.5 rounded-lg bg-muted/50 p-3">
          <dt className="text-muted-foreground">Price book charges</dt>
          <dd className="text-lg font-semibold" data-testid="price-book-cost-per-hour">
            {unit.priceBookCostPerHour === null ? 'Not priced' : `${formatUnitRate(unit.priceBookCostPerHour)} / hour`}
          </dd>
          <dd className="text-xs text-muted-foreground">What estimates use</dd>
        </div>
      </dl>
      {unit.underPriced && unit.runningCostPerHour !== null && unit.priceBookCostPerHour !== null && (
        <Alert variant="destructive" role="alert">
          <TrendingUpIcon aria-hidden="true" />
          <AlertTitle>Under-priced machine</AlertTitle>
          <AlertDescription>
            <p>
              Running {unit.name} costs {formatCurrency(unit.runningCostPerHour)} an hour, but the price book charges {formatUnitRate(unit.priceBookCostPerHour)}: every hour it
              works loses money on estimates.{' '}
              {canManage ? (
                <Link to="/equipment" className="font-medium underline underline-offset-4">
                  Raise its repairs or hours in the price book
                </Link>
              ) : (
                'Ask whoever keeps the price book to raise it.'
              )}
            </p>
          </AlertDescription>
        </Alert>
      )}
    </section>
  );
}
