import { GaugeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useEmployees } from '@/features/employees/api/get-employees';
import { useMeasurables } from '@/features/scorecard/api/get-scorecard';
import { MeasurablesManager } from '@/features/scorecard/components/measurables-manager';
import { fullName } from '@/lib/format';
import { paths } from '@/lib/paths';

/** /business-development/performance-metrics: the company scorecard's measurables defined. */
export default function PerformanceMetricsRoute() {
  const measurables = useMeasurables();
  const employees = useEmployees({ page: 1, status: 'active' });
  const people = (employees.data?.employees ?? []).map((employee) => ({ id: employee.id, name: fullName(employee) }));
  return (
    <Page className="max-w-4xl">
      <PageHeader
        title="Performance Metrics"
        description="The company scorecard's measurables: each a weekly number with one owner and a goal. Those that fill themselves read the same figures as the reports."
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.companyScorecard}>
              <GaugeIcon aria-hidden="true" />
              Open the scorecard
            </Link>
          </Button>
        }
      />
      {measurables.isPending ? (
        <LoadingRows label="Loading the measurables" />
      ) : measurables.isError ? (
        <LoadError title="Could not load the measurables" error={measurables.error} onRetry={() => void measurables.refetch()} />
      ) : (
        <MeasurablesManager measurables={measurables.data.measurables} canEdit={measurables.data.canEdit} people={people} />
      )}
    </Page>
  );
}
