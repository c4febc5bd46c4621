import type { HeadlineFigure, Kpi } from '@groundwork/domain/reporting';
import { ChartColumnIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-states';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useKpis } from '../api/get-kpis';
import { HeadlineFigures } from './headline-figures';

type Span = 'month' | 'season';

const asFigure = (kpi: Kpi, span: Span): HeadlineFigure => ({ key: kpi.key, label: kpi.label, kind: kpi.kind, link: kpi.link, ...kpi[span] });

/**
 * The figures an owner runs the company by, this month and this season to date: each against the same days last year
 * (its trend) and the budget, and each a click from the records behind it. Read after the page has painted.
 */
export function KpiCards() {
  const kpis = useKpis();
  const [span, setSpan] = useState<Span>('month');
  return (
    <Card aria-labelledby="kpi-cards-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <ChartColumnIcon className="size-5 text-primary" aria-hidden="true" />
            <CardTitle id="kpi-cards-title">How the company is doing</CardTitle>
          </div>
          <CardDescription>
            {span === 'month' ? 'This month so far' : 'This season so far'}, against the same days last year and the budget.{' '}
            <Link to={`/reporting?report=budget-vs-actual&preset=${span === 'month' ? 'this_month' : 'this_season'}&compare=last_year`} className="font-medium text-primary underline-offset-4 hover:underline">
              Open the reports
            </Link>
          </CardDescription>
        </div>
        <div role="group" aria-label="Period of the figures" className="inline-flex gap-1 rounded-lg bg-muted p-1">
          {(['month', 'season'] as const).map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={span === each}
              onClick={() => setSpan(each)}
              className={cn(
                'inline-flex h-8 cursor-pointer items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none',
                'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                span === each && 'bg-card text-foreground shadow-xs',
              )}
            >
              {each === 'month' ? 'This month' : 'This season'}
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {kpis.isPending ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label="Loading the figures">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-24 rounded-xl" />
            ))}
          </div>
        ) : kpis.isError ? (
          <LoadError title="The figures could not be loaded" error={kpis.error} onRetry={() => void kpis.refetch()} />
        ) : (
          <HeadlineFigures figures={kpis.data.kpis.map((kpi) => asFigure(kpi, span))} comparisonLabel="Last year" className="xl:grid-cols-3" />
        )}
      </CardContent>
    </Card>
  );
}
