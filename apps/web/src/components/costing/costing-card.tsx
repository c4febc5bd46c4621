import type { Costing } from '@groundwork/domain/orders';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCurrency, formatHours } from '@/lib/format';


/** A job's callbacks (docs/tickets.md): hours on callback tasks about it, charged at the cost kept with them. */
type Callbacks = { callbackCount: number; callbackHours: number; callbackCost: number };

/**
 * Job costing of a work order or a job: estimated vs actual hours, labour, materials, a job's callbacks, revenue and
 * the margin left (after the callbacks). Money to the cent; over budget and a loss are red and said in words. Shared by
 * the orders and jobs features.
 */
export function CostingCard({ costing, description }: { costing: Costing & Partial<Callbacks>; description?: string }) {
  const loss = costing.grossProfit < 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Costing</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Figure label="Estimated hours">{formatHours(costing.estimatedHours)}</Figure>
          <Figure label="Actual hours">
            <span className={cn(costing.overBudget && 'font-medium text-destructive')}>
              {formatHours(costing.actualHours)}
              {costing.overBudget && <span className="block text-xs">Over budget by {formatHours(costing.hoursVariance)}</span>}
            </span>
          </Figure>
          <Figure label="Labour cost">{formatCurrency(costing.labourCost)}</Figure>
          <Figure label="Materials">{formatCurrency(costing.materialsCost)}</Figure>
          {costing.callbackCount !== undefined && (
            <Figure label="Callbacks">
              {costing.callbackCount === 0 ? (
                'None'
              ) : (
                <span>
                  {formatCurrency(costing.callbackCost ?? 0)}
                  <span className="block text-xs text-muted-foreground">
                    {formatHours(costing.callbackHours ?? 0)} on {costing.callbackCount === 1 ? '1 callback' : `${costing.callbackCount} callbacks`}
                  </span>
                </span>
              )}
            </Figure>
          )}
          <Figure label="Revenue">{formatCurrency(costing.revenue)}</Figure>
          <Figure label="Gross profit">
            <span className={cn(loss && 'font-medium text-destructive')}>{formatCurrency(costing.grossProfit)}</span>
          </Figure>
          <Figure label="Margin">
            <span className={cn(loss && 'font-medium text-destructive')}>
              {costing.marginPercent === null ? 'No revenue' : `${costing.marginPercent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`}
              {loss && <span className="block text-xs">A loss</span>}
            </span>
          </Figure>
        </dl>
      </CardContent>
    </Card>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground uppercase">{label}</dt>
      <dd className="text-foreground tabular-nums">{children}</dd>
    </div>
  );
}
