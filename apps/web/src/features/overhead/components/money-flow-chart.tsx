import type { OverheadBudgetFigures, OverheadResults } from '@groundwork/domain/overhead';
import { roundTo } from '@groundwork/domain/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCurrency } from '@/lib/format';
import { formatPercent } from './format-figures';

export interface MoneyShare {
  key: string;
  label: string;
  amount: number;
  color: string;
}

/** Where each dollar of the target revenue goes: the direct costs line by line, overhead, then profit. */
export function moneyShares(figures: Pick<OverheadBudgetFigures, 'directCost'>, results: OverheadResults): MoneyShare[] {
  const { directCost } = figures;
  const profit = results.targetRevenue === null ? 0 : Math.max(0, roundTo(results.targetRevenue - results.breakEvenRevenue, 2));
  return [
    { key: 'directLabor', label: 'Direct labour', amount: directCost.directLabor, color: '#2f7d4f' },
    { key: 'directLaborBurden', label: 'Labour burden', amount: directCost.directLaborBurden, color: '#6fb58a' },
    { key: 'materials', label: 'Materials', amount: directCost.materials, color: '#b07b2c' },
    { key: 'equipments', label: 'Equipment', amount: directCost.equipments, color: '#5c6f8a' },
    { key: 'subcontractors', label: 'Subcontractors', amount: directCost.subcontractors, color: '#8a5c86' },
    { key: 'overhead', label: 'Overhead', amount: results.totalOverhead, color: '#c2553d' },
    { key: 'profit', label: 'Net profit', amount: profit, color: '#2a6fb0' },
  ];
}

/**
 * A stacked bar of the year's revenue split into what pays for what, with the same figures as a table for
 * screen readers and anyone who prefers numbers.
 */
export function MoneyFlowChart({ figures, results }: { figures: Pick<OverheadBudgetFigures, 'directCost'>; results: OverheadResults }) {
  const shares = moneyShares(figures, results);
  const total = roundTo(
    shares.reduce((sum, share) => sum + share.amount, 0),
    2,
  );
  if (total <= 0) {
    return <p className="text-sm text-muted-foreground">Enter direct costs and operating expenses to see where the money goes.</p>;
  }

  const shown = shares.filter((share) => share.amount > 0);
  const widthOf = (share: MoneyShare) => (share.amount / total) * 1000;
  const segments = shown.map((share, index) => ({
    ...share,
    x: shown.slice(0, index).reduce((sum, before) => sum + widthOf(before), 0),
    width: widthOf(share),
  }));
  const summary = shown
    .map((share) => `${share.label} ${formatPercent(roundTo((share.amount / total) * 100, 2))}`)
    .join(', ');

  return (
    <figure className="grid gap-4">
      <svg viewBox="0 0 1000 48" preserveAspectRatio="none" className="h-12 w-full overflow-hidden rounded-md" role="img" aria-label={`Where the money goes: ${summary}`}>
        {segments.map((segment) => (
          <rect key={segment.key} x={segment.x} y={0} width={segment.width} height={48} fill={segment.color}>
            <title>{`${segment.label}: ${formatCurrency(segment.amount)}`}</title>
          </rect>
        ))}
      </svg>
      <figcaption className="sr-only">Where the money goes, as a share of {results.targetRevenue === null ? 'break-even' : 'target'} revenue</figcaption>
      <Table aria-label="Where the money goes">
        <TableHeader>
          <TableRow>
            <TableHead>Goes to</TableHead>
            <TableHead className="text-right">Per year</TableHead>
            <TableHead className="text-right">Share</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shares.map((share) => (
            <TableRow key={share.key}>
              <TableCell>
                <span className="flex items-center gap-2">
                  <span className="inline-block size-3 shrink-0 rounded-sm" style={{ backgroundColor: share.color }} aria-hidden="true" />
                  {share.label}
                </span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCurrency(share.amount)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatPercent(roundTo((share.amount / total) * 100, 2))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </figure>
  );
}
