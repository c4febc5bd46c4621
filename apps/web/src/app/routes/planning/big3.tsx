import { ListTodoIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { usePlanning } from '@/features/planning/api/get-planning';
import { useCompanyPeople } from '@/lib/company-people';
import { BigThreeBoard } from '@/features/planning/components/big-three-board';
import { QuarterSwitcher } from '@/features/planning/components/quarter-switcher';
import { paths } from '@/lib/paths';

/** /business-development/big3: the quarter's Big 3 and leaders' own priorities; `?quarter=2026-Q4` shows another quarter. */
export default function BigThreeRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const quarter = searchParams.get('quarter');
  const planning = usePlanning(quarter);
  const people = useCompanyPeople();
  const showQuarter = (next: string | null) => setSearchParams(next ? { quarter: next } : {}, { replace: true });

  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Big 3"
        description="Each quarter, the three priorities that matter most to the company, and each leader’s own. Mark them on track, off track or done in the weekly meeting."
        actions={
          <Button variant="outline" asChild>
            <Link to={quarter ? `${paths.planning}?quarter=${quarter}` : paths.planning}>
              <ListTodoIcon aria-hidden="true" />
              Goals and to-dos
            </Link>
          </Button>
        }
      />
      {planning.isPending ? (
        <LoadingRows label="Loading the quarter’s priorities" />
      ) : planning.isError ? (
        <LoadError title="Could not load the quarter’s priorities" error={planning.error} onRetry={() => void planning.refetch()} />
      ) : (
        <div className="grid min-w-0 gap-6">
          <QuarterSwitcher quarter={planning.data.quarter} currentQuarter={planning.data.currentQuarter} onChange={showQuarter} />
          {people.isError && <LoadError title="Could not load the people who can own a priority" error={people.error} onRetry={() => void people.refetch()} />}
          <BigThreeBoard overview={planning.data} people={people.data ?? []} />
        </div>
      )}
    </Page>
  );
}
