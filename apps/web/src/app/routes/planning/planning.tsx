import { TargetIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useCompanyInformation } from '@/features/company-information/api/get-company-information';
import { usePlanning } from '@/features/planning/api/get-planning';
import { useCompanyPeople } from '@/lib/company-people';
import { GoalsBoard } from '@/features/planning/components/goals-board';
import { QuarterSwitcher } from '@/features/planning/components/quarter-switcher';
import { TodoBoard } from '@/features/planning/components/todo-board';
import { paths } from '@/lib/paths';

/**
 * /business-development/tasks (Annual & Quarterly Planning): the year's one-year goals with the quarter's priorities
 * under them, and the to-dos. A goal names the vision focus area it serves, offered from company information.
 */
export default function PlanningRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const quarter = searchParams.get('quarter');
  const planning = usePlanning(quarter);
  const people = useCompanyPeople();
  const companyInformation = useCompanyInformation();
  const focusAreas = (companyInformation.data?.companyVision.focusAreas ?? []).filter((area) => area.trim() !== '');
  const showQuarter = (next: string | null) => setSearchParams(next ? { quarter: next } : {}, { replace: true });

  return (
    <Page className="max-w-6xl">
      <PageHeader
        title="Annual & Quarterly Planning"
        description="One-year goals tied to the vision, the quarter’s priorities that move them, and the week’s to-dos."
        actions={
          <Button variant="outline" asChild>
            <Link to={quarter ? `${paths.big3}?quarter=${quarter}` : paths.big3}>
              <TargetIcon aria-hidden="true" />
              Big 3
            </Link>
          </Button>
        }
      />
      <div className="grid min-w-0 gap-8">
        {planning.isPending ? (
          <LoadingRows label="Loading the plan" />
        ) : planning.isError ? (
          <LoadError title="Could not load the plan" error={planning.error} onRetry={() => void planning.refetch()} />
        ) : (
          <div className="grid min-w-0 gap-6">
            <QuarterSwitcher quarter={planning.data.quarter} currentQuarter={planning.data.currentQuarter} onChange={showQuarter} />
            <GoalsBoard overview={planning.data} focusAreas={focusAreas} />
          </div>
        )}
        {people.isError && <LoadError title="Could not load the people who can own a to-do" error={people.error} onRetry={() => void people.refetch()} />}
        <TodoBoard people={people.data ?? []} />
      </div>
    </Page>
  );
}
