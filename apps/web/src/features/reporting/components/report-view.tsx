import type { Report } from '@groundwork/domain/reporting';
import { Skeleton } from '@/components/ui/skeleton';
import { HeadlineFigures } from './headline-figures';
import { ReportSectionCard } from './report-section';

/** A report as it reads: the headline figures, then each section with its chart and table. */
export function ReportView({ report, comparisonLabel }: { report: Report; comparisonLabel: string | null }) {
  return (
    <div className="grid min-w-0 gap-6">
      <HeadlineFigures figures={report.headline} comparisonLabel={report.comparison ? comparisonLabel : null} />
      {report.sections.map((section) => (
        <ReportSectionCard key={section.key} report={report} section={section} />
      ))}
    </div>
  );
}

/** Grey shapes of the headline cards and a section while a report loads, announced once. */
export function ReportSkeleton() {
  return (
    <div role="status" aria-label="Loading the report" className="grid min-w-0 gap-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="grid gap-2 rounded-xl border border-border bg-card p-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-32" />
            <Skeleton className="h-3 w-40" />
          </div>
        ))}
      </div>
      <div className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-64 w-full" />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-8 w-full" />
        ))}
      </div>
    </div>
  );
}
