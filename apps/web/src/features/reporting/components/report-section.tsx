import { sectionCsv, sectionCsvFileName, type Report, type ReportSection } from '@groundwork/domain/reporting';
import { DownloadIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { formatFigure } from '../format-figure';
import { SectionChart } from './section-chart';
import { SectionTable } from './section-table';

/** One section of a report: what it is and how it is worked out, its chart, the table behind it, and its CSV. */
export function ReportSectionCard({ report, section }: { report: Pick<Report, 'name' | 'period'>; section: ReportSection }) {
  const headingId = useId();
  const hasRows = section.rows.length > 0;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4 rounded-xl border border-border bg-card p-4 shadow-xs sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="text-base leading-tight font-semibold text-foreground">
            {section.title}
          </h3>
          {section.note && <p className="max-w-3xl text-xs text-muted-foreground">{section.note}</p>}
        </div>
        {hasRows && (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            // Every section has one: the name says which (and starts with the words on the button).
            aria-label={`Export CSV of ${section.title}`}
            onClick={() => downloadFile(sectionCsvFileName(report, section), sectionCsv(section))}
          >
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </Button>
        )}
      </div>
      {hasRows ? (
        <>
          {section.chart && section.chart.series.length > 0 && <SectionChart section={section} chart={section.chart} />}
          <SectionTable section={section} />
          {section.rowCount > section.rows.length && (
            <p className="text-xs text-muted-foreground">
              Showing {formatFigure(section.rows.length, 'count')} of {formatFigure(section.rowCount, 'count')} — the worst first; the totals count them all.
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing recorded in this period.</p>
      )}
    </section>
  );
}
