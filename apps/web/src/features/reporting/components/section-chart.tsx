import type { ReportChart, ReportSection } from '@groundwork/domain/reporting';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { chartDescription } from '../chart-rows';

// recharts is large: it loads in a chunk of its own once a report with a chart is on screen, not with the route.
const ReportChartDrawing = lazy(() => import('./report-chart'));

/**
 * A chart that cannot be drawn (its chunk failed to load after a deploy, say) costs the picture, not the report:
 * the table under it still has every figure.
 */
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

/** A section's chart, named for screen readers; the table under it carries the same figures. */
export function SectionChart({ section, chart }: { section: ReportSection; chart: ReportChart }) {
  return (
    <div role="img" aria-label={chartDescription(section, chart)} className="h-64 w-full min-w-0">
      <ChartFailure>
        <Suspense fallback={<Skeleton className="h-full w-full" />}>
          <ReportChartDrawing section={section} chart={chart} />
        </Suspense>
      </ChartFailure>
    </div>
  );
}
