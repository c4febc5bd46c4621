import { ArrowLeftIcon, HeartPulseIcon, ListChecksIcon, TargetIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useMeeting } from '@/features/meetings/api/meetings';
import { MeetingRunner } from '@/features/meetings/components/meeting-runner';
import { RaiseIssueButton } from '@/features/meetings/components/raise-issue-button';
import { useScorecard } from '@/features/scorecard/api/get-scorecard';
import { ScorecardGrid } from '@/features/scorecard/components/scorecard-grid';
import { useCompanyPeople } from '@/lib/company-people';
import { paths } from '@/lib/paths';

/** /business-development/meetings/{meetingId}: a meeting run in the app, or its minutes once it has ended. */
export default function MeetingRoute() {
  const { meetingId = '' } = useParams();
  const meeting = useMeeting(meetingId);
  const people = useCompanyPeople();
  const { user } = useAuth();

  return (
    <Page className="max-w-[96rem]">
      <PageHeader
        title={meeting.data?.meeting.title ?? 'Meeting'}
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.meetings}>
              <ArrowLeftIcon aria-hidden="true" />
              All meetings
            </Link>
          </Button>
        }
      />
      {meeting.isPending || people.isPending ? (
        <LoadingRows label="Loading the meeting" />
      ) : meeting.isError ? (
        <LoadError title="Could not load the meeting" error={meeting.error} onRetry={() => void meeting.refetch()} />
      ) : people.isError ? (
        <LoadError title="Could not load the company's people" error={people.error} onRetry={() => void people.refetch()} />
      ) : (
        <MeetingRunner
          result={meeting.data}
          people={people.data}
          userId={user?.id ?? ''}
          tools={{
            scorecard: <ScorecardTool />,
            last_quarter: <LinkTool to={paths.big3} icon={<TargetIcon />} text="Score last quarter's priorities done or not done, then open the new quarter." label="Open the Big 3" />,
            big3: <LinkTool to={paths.big3} icon={<TargetIcon />} text="Set the company's three priorities for the quarter and each leader's own, each with an owner and a due date." label="Set the Big 3" />,
            health: <LinkTool to={paths.businessHealthScorecard} icon={<HeartPulseIcon />} text="Retake the business health scorecard together and compare it with last quarter." label="Open the health scorecard" />,
            priorities: <LinkTool to={paths.big3} icon={<TargetIcon />} text="Each priority: on track or off track." label="Open the Big 3" />,
            todos: <LinkTool to={paths.planning} icon={<ListChecksIcon />} text="Last week's to-dos: done or not done." label="Open the to-dos" />,
          }}
        />
      )}
    </Page>
  );
}

/** The live scorecard, with each off-track measurable one click from the issues list. */
function ScorecardTool() {
  const scorecard = useScorecard(null);
  if (scorecard.isPending) return <LoadingRows label="Loading the scorecard" rows={3} />;
  if (scorecard.isError) return <LoadError title="Could not load the scorecard" error={scorecard.error} onRetry={() => void scorecard.refetch()} />;
  if (scorecard.data.rows.length === 0) return <p className="text-sm text-muted-foreground">The scorecard has no measurables yet.</p>;
  return (
    <Card className="overflow-hidden p-0">
      <ScorecardGrid
        scorecard={scorecard.data}
        rowAction={(row) => {
          const lastWeek = row.cells.at(-2);
          return lastWeek?.status === 'off_track' ? <RaiseIssueButton title={`${row.name} off track`} measurableId={row.id} /> : null;
        }}
      />
    </Card>
  );
}

function LinkTool({ to, icon, text, label }: { to: string; icon: React.ReactNode; text: string; label: string }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <span className="text-primary [&>svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <p className="min-w-0 flex-1 text-sm">{text}</p>
      <Button variant="outline" asChild>
        <Link to={to}>{label}</Link>
      </Button>
    </Card>
  );
}
