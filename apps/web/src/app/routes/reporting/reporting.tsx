import { Page, PageHeader } from '@/components/layouts/page';
import { ReportingWorkspace } from '@/features/reporting/components/reporting-workspace';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { todayIn } from '@/lib/zoned-time';

/**
 * /reporting (issue 17): the reports an owner opens every morning — budget vs actual, job costing, sales, revenue,
 * receivables, crews and sales tax — over a range compared with another, each figure linked to its records.
 */
export default function ReportingRoute() {
  // Presets ('this month') are the company's month, wherever the reader is.
  const today = todayIn(useCompanyTimeZone());
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Reporting" description="How the business is doing over any period, compared with the one before or the same period last year." />
      <ReportingWorkspace today={today} />
    </Page>
  );
}
