import { profitAccelerator, profitLeversSchema, type ProfitFigures, type ProfitLeversInput } from '@groundwork/domain/growth';
import type { OverheadBudget } from '@groundwork/domain/overhead';
import { RotateCcwIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InputField } from '@/components/ui/form-field';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatCurrency, formatHours } from '@/lib/format';

type LeverName = keyof ProfitLeversInput;

const levers: ReadonlyArray<{ name: LeverName; label: string; hint: string; unit: string }> = [
  { name: 'priceIncreasePercent', label: 'Price increase', hint: 'Every price up by this much; costs stay.', unit: '%' },
  { name: 'billableHoursPercent', label: 'More billable hours', hint: 'Crew efficiency: more hours sold from the same paid hours.', unit: '%' },
  { name: 'crewsAdded', label: 'Crews added', hint: 'Each like your average crew today: its hours, costs and sales.', unit: 'crews' },
  { name: 'overheadCutPercent', label: 'Overhead cut', hint: 'Operating expenses down by this much; prices stay.', unit: '%' },
  { name: 'materialsMarkupPercent', label: 'Materials markup', hint: 'The overhead markup on materials; blank keeps the budget’s.', unit: '%' },
];

const noLevers: Record<LeverName, string> = { priceIncreasePercent: '', billableHoursPercent: '', crewsAdded: '', overheadCutPercent: '', materialsMarkupPercent: '' };

const rows: ReadonlyArray<{ key: keyof ProfitFigures; label: string; kind: 'money' | 'percent' | 'hours' | 'rate'; strong?: boolean }> = [
  { key: 'revenue', label: 'Revenue', kind: 'money', strong: true },
  { key: 'directCosts', label: 'Direct costs', kind: 'money' },
  { key: 'grossProfit', label: 'Gross profit', kind: 'money' },
  { key: 'grossMarginPercent', label: 'Gross margin', kind: 'percent' },
  { key: 'overhead', label: 'Overhead', kind: 'money' },
  { key: 'netProfit', label: 'Net profit', kind: 'money', strong: true },
  { key: 'netMarginPercent', label: 'Net margin', kind: 'percent' },
  { key: 'billableHours', label: 'Billable hours', kind: 'hours' },
  { key: 'revenuePerManHour', label: 'Revenue per man-hour', kind: 'rate', strong: true },
];

function show(value: number | null, kind: (typeof rows)[number]['kind']): string {
  if (value === null) return '—';
  if (kind === 'percent') return `${value.toFixed(2)}%`;
  if (kind === 'hours') return formatHours(value);
  if (kind === 'rate') return `${formatCurrency(value)}/h`;
  return formatCurrency(value);
}

/** The typed levers as the schema reads them: blank is no lever (materials markup: the budget's). */
function leverValues(typed: Record<LeverName, string>): Record<string, number | null | undefined> {
  return Object.fromEntries(
    Object.entries(typed).map(([name, text]) => [name, text.trim() === '' ? (name === 'materialsMarkupPercent' ? null : undefined) : Number(text)]),
  );
}

/**
 * What-if on the active overhead budget: the year as the budget prices it, and with five levers, side by side. Each
 * figure comes from profitAccelerator (packages/domain/src/growth), which prices as estimates do.
 */
export function ProfitAccelerator({ budget, crews }: { budget: OverheadBudget; crews: number }) {
  const [typed, setTyped] = useState(noLevers);
  const parsed = useMemo(() => profitLeversSchema.safeParse(leverValues(typed)), [typed]);
  const errors = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const result = useMemo(() => profitAccelerator(budget, crews, parsed.success ? parsed.data : {}), [budget, crews, parsed]);

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Levers</CardTitle>
          <CardDescription>
            From the {budget.year} budget “{budget.name}”, with {crews === 0 ? 'no crews set up yet (counted as one)' : `${crews} ${crews === 1 ? 'crew' : 'crews'} today`}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {levers.map((lever) => (
            <InputField
              key={lever.name}
              id={`lever-${lever.name}`}
              label={`${lever.label} (${lever.unit})`}
              hint={lever.hint}
              inputMode="decimal"
              placeholder={lever.name === 'materialsMarkupPercent' ? 'The budget’s' : '0'}
              value={typed[lever.name]}
              error={errors[lever.name]}
              onChange={(event) => setTyped((current) => ({ ...current, [lever.name]: event.target.value }))}
            />
          ))}
          <Button type="button" variant="outline" onClick={() => setTyped(noLevers)} disabled={Object.values(typed).every((text) => text === '')}>
            <RotateCcwIcon aria-hidden="true" />
            Reset the levers
          </Button>
        </CardContent>
      </Card>

      {!result.ok ? (
        <Alert variant="info">
          <AlertTitle>The budget does not price a labour hour yet</AlertTitle>
          <AlertDescription>{result.reason}, in Budget Pricing.</AlertDescription>
        </Alert>
      ) : (
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>The year now and with the levers</CardTitle>
            <CardDescription>Sold at the budget’s prices: each billable hour at the labour price, materials, equipment and subcontractors at their markups.</CardDescription>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <Table aria-label="The year now and with the levers">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Figure</TableHead>
                  <TableHead scope="col" className="text-right">
                    Now
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    With the levers
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Change
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => {
                  const change = row.key in result.change ? result.change[row.key as keyof typeof result.change] : null;
                  return (
                    <TableRow key={row.key}>
                      <th scope="row" className={cn('px-4 py-2 text-left text-sm font-normal text-muted-foreground', row.strong && 'font-medium text-foreground')}>
                        {row.label}
                      </th>
                      <TableCell className="text-right tabular-nums">{show(result.now[row.key], row.kind)}</TableCell>
                      <TableCell className={cn('text-right tabular-nums', row.strong && 'font-semibold')}>{show(result.withLevers[row.key], row.kind)}</TableCell>
                      <TableCell className={cn('text-right tabular-nums', change !== null && change > 0 && 'text-primary', change !== null && change < 0 && 'text-destructive')}>
                        {change === null || change === 0 ? '' : `${change > 0 ? '+' : ''}${show(change, row.kind)}`}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
