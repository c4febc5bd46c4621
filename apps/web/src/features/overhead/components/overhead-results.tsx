import type { NullableResultName, OverheadBudgetFigures, OverheadResults } from '@groundwork/domain/overhead';
import { roundTo } from '@groundwork/domain/shared';
import type { ReactNode } from 'react';
import { formatCurrency } from '@/lib/format';
import { formatPercent } from './format-figures';

type OverheadResultsProps = {
  results: OverheadResults;
  figures: Pick<OverheadBudgetFigures, 'targetNetProfitPercent' | 'OHRecoveryPercent'>;
};

/** One result: its name, its figure (or why there is none) and what it means in plain words. */
function Result({ label, value, reason, children, emphasis = false }: { label: string; value: string; reason?: string | undefined; children?: ReactNode; emphasis?: boolean }) {
  const headingId = `result-${label.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
  return (
    <li aria-labelledby={headingId} className={emphasis ? 'rounded-lg border border-primary/30 bg-primary-soft p-4' : 'rounded-lg border border-border p-4'}>
      <p id={headingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </p>
      {reason ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="result-reason">
          <span className="font-medium text-foreground">Not worked out yet.</span> {reason}
        </p>
      ) : (
        <>
          <p className={emphasis ? 'mt-1 text-2xl font-semibold text-foreground tabular-nums' : 'mt-1 text-lg font-semibold text-foreground tabular-nums'}>{value}</p>
          {children && <p className="mt-1 text-sm text-muted-foreground">{children}</p>}
        </>
      )}
    </li>
  );
}

/** The budget's results explained: what an hour must carry, what to charge, where break-even and the target lie. */
export function OverheadResultsList({ results, figures }: OverheadResultsProps) {
  const reason = (name: NullableResultName) => results.reasons[name];
  const target = formatPercent(figures.targetNetProfitPercent);
  const { materialsOHPercentage, equipmentOHPercentage, subcontractorsOHPercentage } = figures.OHRecoveryPercent;
  const recoveredTotal = roundTo(results.recovered.materials + results.recovered.equipment + results.recovered.subcontractors, 2);
  const profit = results.targetRevenue === null ? null : roundTo(results.targetRevenue - results.breakEvenRevenue, 2);

  return (
    <ul className="grid gap-3" aria-label="Results">
      <Result label="Labour price per hour" value={formatCurrency(results.laborPricePerHour)} reason={reason('laborPricePerHour')} emphasis>
        Charge {formatCurrency(results.laborPricePerHour)} per labour hour to reach your {target} profit.
      </Result>
      <Result label="Overhead per billable hour" value={formatCurrency(results.overheadPerLaborHour)} reason={reason('overheadPerLaborHour')}>
        Every billable hour must carry {formatCurrency(results.overheadPerLaborHour)} of overhead
        {results.recoveryMethod === 'MORS' ? ' after materials, equipment and subcontractors recover their share.' : '.'}
      </Result>
      {results.recoveryMethod === 'MORS' && (
        <Result label="Labour overhead markup" value={formatPercent(results.laborOverheadMarkupPercent)} reason={reason('laborOverheadMarkupPercent')}>
          Labour cost is marked up {formatPercent(results.laborOverheadMarkupPercent)} for overhead. Materials ({formatPercent(materialsOHPercentage)}), equipment (
          {formatPercent(equipmentOHPercentage)}) and subcontractors ({formatPercent(subcontractorsOHPercentage)}) recover {formatCurrency(recoveredTotal)} of it.
        </Result>
      )}
      {results.recoveryMethod === 'SORS' && (
        <Result label="Overhead markup on every cost" value={formatPercent(results.overheadMarkupPercent)} reason={reason('overheadMarkupPercent')}>
          Every dollar of direct cost is marked up {formatPercent(results.overheadMarkupPercent)} for overhead.
        </Result>
      )}
      {results.recoveryMethod === 'FLH' && (
        <Result label="Overhead added per labour hour" value={formatCurrency(results.overheadPerLaborHour)} reason={reason('overheadPerLaborHour')}>
          Costs carry no markup: {formatCurrency(results.overheadPerLaborHour)} of overhead is added to each labour hour instead.
        </Result>
      )}
      <Result label="Average labour cost per hour" value={formatCurrency(results.averageLaborCostPerHour)} reason={reason('averageLaborCostPerHour')}>
        What an hour of field labour costs you, wages plus burden, before overhead and profit.
      </Result>
      <Result label="Break-even revenue" value={formatCurrency(results.breakEvenRevenue)}>
        Sell less than this in the year and you lose money: it pays {formatCurrency(results.totalDirectCost)} of direct costs and {formatCurrency(results.totalOverhead)} of overhead.
      </Result>
      <Result label="Target revenue" value={formatCurrency(results.targetRevenue)} reason={reason('targetRevenue')}>
        Sell this much to keep {target} as net profit ({formatCurrency(profit)}).
      </Result>
      <Result label="Overhead ratio" value={formatPercent(results.overheadRatioPercent)} reason={reason('overheadRatioPercent')}>
        Overhead takes {formatPercent(results.overheadRatioPercent)} of every dollar you bill at the target revenue.
      </Result>
    </ul>
  );
}
