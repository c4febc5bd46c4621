import type { PlanningPerson } from '@groundwork/domain/planning';
import { daysBetween, quarterKeyOf, quarterRange, shiftQuarter } from '@groundwork/domain/shared';
import { ArrowLeftIcon, HeartPulseIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useMeeting } from '@/features/meetings/api/meetings';
import { usePlanning } from '@/features/planning/api/get-planning';
import { BigThreeBoard } from '@/features/planning/components/big-three-board';
import { TodoBoard } from '@/features/planning/components/todo-board';
import { MeetingRunner } from '@/features/meetings/components/meeting-runner';
import { RaiseIssueButton } from '@/features/meetings/components/raise-issue-button';
import { useScorecard } from '@/features/scorecard/api/get-scorecard';
import { ScorecardGrid } from '@/features/scorecard/components/scorecard-grid';
import { useCompanyPeople } from '@/lib/company-people';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { paths } from '@/lib/paths';
import { todayIn } from '@/lib/zoned-time';

/** /business-development/meetings/{meetingId}: a meeting run in the app, or its minutes once it has ended. */
export default function MeetingRoute() {
  const { meetingId = '' } = useParams();
  const meeting = useMeeting(meetingId);
  const people = useCompanyPeople();
  const { user } = useAuth();
  const timeZone = useCompanyTimeZone();
  const review = reviewQuarters(todayIn(timeZone, meeting.data ? new Date(meeting.data.meeting.scheduledAt) : new Date()));

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
            last_quarter: <QuarterTool quarter={review.last} people={people.data} />,
            big3: <QuarterTool quarter={review.next} people={people.data} />,
            health: <LinkTool to={paths.businessHealthScorecard} icon={<HeartPulseIcon />} text="Retake the business health scorecard together and compare it with last quarter." label="Open the health scorecard" />,
            priorities: <QuarterTool quarter={null} people={people.data} raiseOffTrack />,
            todos: <TodoBoard people={people.data} />,
          }}
        />
      )}
    </Page>
  );
}

/**
 * The quarters a quarterly review works on: held in the first half of a quarter, it scores the one before and sets
 * this one's Big 3; held later, it scores this one and sets the next.
 */
function reviewQuarters(day: string): { last: string; next: string } {
  const quarter = quarterKeyOf(day);
  const { from, to } = quarterRange(quarter);
  const early = daysBetween(from, day) < daysBetween(day, to);
  return early ? { last: shiftQuarter(quarter, -1), next: quarter } : { last: quarter, next: shiftQuarter(quarter, 1) };
}

/** A quarter's Big 3 and own priorities, their status set in the meeting (off track: one click to the issues list), with every quarter's score. */
function QuarterTool({ quarter, people, raiseOffTrack = false }: { quarter: string | null; people: readonly PlanningPerson[]; raiseOffTrack?: boolean }) {
  const planning = usePlanning(quarter);
  if (planning.isPending) return <LoadingRows label="Loading the priorities" rows={3} />;
  if (planning.isError) return <LoadError title="Could not load the priorities" error={planning.error} onRetry={() => void planning.refetch()} />;
  return (
    <BigThreeBoard
      overview={planning.data}
      people={people}
      priorityAction={raiseOffTrack ? (priority) => (priority.status === 'off_track' ? <RaiseIssueButton title={`${priority.title} off track`} /> : null) : undefined}
    />
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
