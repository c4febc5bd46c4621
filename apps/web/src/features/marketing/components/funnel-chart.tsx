import type { FunnelMonth } from '@groundwork/domain/marketing';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// recharts is large: it loads in a chunk of its own once the plan is on screen, as the reports' charts do.
const FunnelChartDrawing = lazy(() => import('./funnel-chart-drawing'));

/** A chart that cannot be drawn (its chunk failed to load after a deploy) costs the picture; the table has the figures. */
class ChartFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <p className="flex h-full items-center justify-center text-sm text-muted-foreground">The chart could not be drawn; the table below has the figures.</p>;
    return this.props.children;
  }
}

/** The leads, estimates and jobs each month needs, named for screen readers; the table under it has the same figures. */
export function FunnelChart({ months }: { months: readonly FunnelMonth[] }) {
  const busiest = months.reduce<FunnelMonth | null>((best, month) => ((month.leads ?? 0) > (best?.leads ?? 0) ? month : best), null);
  const label = busiest ? `Bar chart of the leads, estimates and jobs each month needs; the busiest month needs ${busiest.leads} leads.` : 'Bar chart of the leads, estimates and jobs each month needs: nothing to show until the funnel is worked out.';
  return (
    <div role="img" aria-label={label} className="h-56 w-full min-w-0">
      <ChartFailure>
        <Suspense fallback={<Skeleton className="h-full w-full" />}>
          <FunnelChartDrawing months={months} />
        </Suspense>
      </ChartFailure>
    </div>
  );
}
