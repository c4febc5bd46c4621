import { addDays } from '@groundwork/domain/shared';
import { SCORECARD_WEEKS } from '@groundwork/domain/scorecard';
import { ChevronLeftIcon, ChevronRightIcon, GaugeIcon, ListChecksIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { RaiseIssueButton } from '@/features/meetings/components/raise-issue-button';
import { useScorecard } from '@/features/scorecard/api/get-scorecard';
import { ScorecardGrid } from '@/features/scorecard/components/scorecard-grid';
import { formatWeek } from '@/features/scorecard/format-measure';
import { paths } from '@/lib/paths';

/** /company-scorecard: the weekly measurables over 13 weeks; `?end=YYYY-MM-DD` shows the 13 weeks ending then. */
export default function CompanyScorecardRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const end = searchParams.get('end');
  const scorecard = useScorecard(end);
  const showEnding = (next: string | null) => setSearchParams(next ? { end: next } : {}, { replace: true });
  const data = scorecard.data;
  const atThisWeek = data ? addDays(data.weeks.at(-1)!, 6) >= data.today : true;

  return (
    <Page className="max-w-[96rem]">
      <PageHeader
        title="Company Scorecard"
        description="The numbers the leadership team reviews every week: green is on track, red needs a conversation. Weeks marked with a sparkle fill themselves from your records."
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.performanceMetrics}>
              <ListChecksIcon aria-hidden="true" />
              Define measurables
            </Link>
          </Button>
        }
      />
      {scorecard.isPending ? (
        <LoadingRows label="Loading the scorecard" />
      ) : scorecard.isError ? (
        <LoadError title="Could not load the scorecard" error={scorecard.error} onRetry={() => void scorecard.refetch()} />
      ) : data!.rows.length === 0 ? (
        <EmptyState
          icon={<GaugeIcon />}
          title="The scorecard has no measurables yet."
          description="Choose five to fifteen weekly numbers — several fill themselves from estimates, work orders and invoices."
          action={
            <Button asChild>
              <Link to={paths.performanceMetrics}>Define measurables</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-3">
          <nav className="flex flex-wrap items-center gap-2" aria-label="Weeks shown">
            <Button variant="outline" size="sm" onClick={() => showEnding(addDays(data!.weeks[0]!, -1))}>
              <ChevronLeftIcon aria-hidden="true" />
              Previous {SCORECARD_WEEKS} weeks
            </Button>
            <Button variant="outline" size="sm" disabled={atThisWeek} onClick={() => showEnding(addDays(data!.weeks.at(-1)!, 7 * SCORECARD_WEEKS))}>
              Next {SCORECARD_WEEKS} weeks
              <ChevronRightIcon aria-hidden="true" />
            </Button>
            {!atThisWeek && (
              <Button variant="ghost" size="sm" onClick={() => showEnding(null)}>
                This week
              </Button>
            )}
            <span className="text-sm text-muted-foreground" aria-live="polite">
              Weeks of {formatWeek(data!.weeks[0]!)} to {formatWeek(data!.weeks.at(-1)!)} · {data!.quarter.label}
            </span>
          </nav>
          <Card className="overflow-hidden p-0">
            <ScorecardGrid
              scorecard={data!}
              rowAction={(row) => (row.cells.at(-2)?.status === 'off_track' ? <RaiseIssueButton title={`${row.name} off track`} measurableId={row.id} /> : null)}
            />
          </Card>
        </div>
      )}
    </Page>
  );
}
