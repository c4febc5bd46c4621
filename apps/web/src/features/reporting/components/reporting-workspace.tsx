import { comparisonLabels, reportQuestions, reportTitles, type ReportName } from '@groundwork/domain/reporting';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';
import { useReport } from '../api/get-report';
import { readReportView, reportViewSearch, resolveRange, type ReportView as ReportViewState } from '../report-search';
import { RangePicker } from './range-picker';
import { ReportPicker } from './report-picker';
import { ReportSkeleton, ReportView } from './report-view';

/**
 * The reporting screen's body: which report, over which range, compared with what — all kept in the URL — and the
 * report itself. `today` is the company's (YYYY-MM-DD in its time zone): the presets are worked out from it.
 */
export function ReportingWorkspace({ today }: { today: string }) {
  const [params, setParams] = useSearchParams();
  const view = readReportView(params);
  const range = resolveRange(view, today);
  const query = useReport(range.ok ? { name: view.report, period: range.period, compare: view.compare } : null);
  const change = (next: ReportViewState, options: { replace?: boolean } = {}) => setParams(reportViewSearch(next), { replace: options.replace ?? false });
  const hrefFor = (report: ReportName) => `?${reportViewSearch({ ...view, report }).toString()}`;
  const report = query.data;

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
      <ReportPicker selected={view.report} hrefFor={hrefFor} onSelect={(name) => change({ ...view, report: name })} />
      <div className="grid min-w-0 gap-6">
        <div className="grid gap-4">
          <div className="min-w-0 space-y-1">
            <h2 className="text-xl font-semibold tracking-tight text-foreground">{reportTitles[view.report]}</h2>
            <p className="text-sm text-muted-foreground">{reportQuestions[view.report]}</p>
          </div>
          <RangePicker view={view} errors={range.ok ? {} : range.errors} shown={range.ok ? range : null} onChange={change} />
        </div>
        {range.ok && (
          <div aria-busy={query.isFetching} className="min-w-0">
            {query.isError && !report ? (
              <LoadError title="Could not load the report" error={query.error} onRetry={() => void query.refetch()} />
            ) : report ? (
              <>
                {query.isPlaceholderData && (
                  <p role="status" className="mb-3 text-sm text-muted-foreground">
                    Updating…
                  </p>
                )}
                <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
                  <ReportView report={report} comparisonLabel={comparisonLabels[view.compare]} />
                </div>
              </>
            ) : (
              <ReportSkeleton />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
