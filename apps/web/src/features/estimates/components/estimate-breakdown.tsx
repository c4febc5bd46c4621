import type { EstimateTotals, FinancialBreakdown } from '@groundwork/domain/estimates';
import { salesTaxLabel } from '@groundwork/domain/sales-tax';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCurrency, formatHours } from '@/lib/format';
import { formatPercent } from './estimate-format';

type BreakdownProps = {
  breakdown: FinancialBreakdown;
  totals: EstimateTotals;
  /** The client's rate and its name as the server worked them out at the last save ('Minneapolis', 8.025). */
  taxRatePercent: number;
  taxRateName: string;
  taxKnown: boolean;
};

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 font-semibold' : 'flex justify-between gap-4'}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The financial breakdown of SPEC.md §3, worked out in the browser as the estimator types. */
export function EstimateBreakdown({ breakdown, totals, taxRatePercent, taxRateName, taxKnown }: BreakdownProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="estimate-breakdown-title">Breakdown</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-x-8 gap-y-4 text-sm md:grid-cols-3 md:items-start 2xl:grid-cols-1">
        <dl className="space-y-1" aria-label="Financial breakdown">
          <Row label="Revenue" value={formatCurrency(breakdown.revenue)} strong />
          <Row label="Labor cost" value={formatCurrency(breakdown.laborCost)} />
          <Row label="Equipment cost" value={formatCurrency(breakdown.equipmentCost)} />
          <Row label="Product cost" value={formatCurrency(breakdown.productCost)} />
          <Row label="Subcontractor cost" value={formatCurrency(breakdown.subcontractorCost)} />
          <Row label="Total costs" value={formatCurrency(breakdown.totalCosts)} />
          <Row label="Gross profit" value={formatCurrency(breakdown.estimatedGrossProfit)} strong />
          <Row label="Billable hours" value={formatHours(breakdown.totalBillableHours)} />
          <Row label="Revenue per hour" value={formatCurrency(breakdown.revenuePerHour)} />
          <Row label="Net profit per hour" value={formatCurrency(breakdown.netProfitPerHour)} />
        </dl>
        {breakdown.parentServiceBreakdowns.length > 0 && (
          <div>
            <h3 className="mb-1 font-medium">Margin by service</h3>
            <ul className="space-y-1" aria-label="Margin by service">
              {breakdown.parentServiceBreakdowns.map((service, index) => (
                <li key={`${service.parentServiceId}-${index}`} className="flex justify-between gap-4">
                  <span className="truncate">{service.parentServiceName}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {formatCurrency(service.revenue)} · {formatHours(service.hours)} · {formatPercent(service.margin)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <dl className="space-y-1 border-t border-border pt-3 md:border-t-0 md:pt-0 2xl:border-t 2xl:pt-3" aria-label="Totals">
          <Row label="Subtotal" value={formatCurrency(totals.subtotal)} />
          <Row label={taxKnown ? salesTaxLabel(taxRateName, taxRatePercent) : 'Sales tax (worked out on save)'} value={formatCurrency(totals.tax)} />
          <Row label="Total" value={formatCurrency(totals.grandTotal)} strong />
        </dl>
      </CardContent>
    </Card>
  );
}
