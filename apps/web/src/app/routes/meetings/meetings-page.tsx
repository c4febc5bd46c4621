import { agendaMinutes, agendas, meetingKindLabels, type MeetingKind } from '@groundwork/domain/meetings';
import { CalendarPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useMeetings } from '@/features/meetings/api/meetings';
import { IssuesPanel } from '@/features/meetings/components/issues-panel';
import { MeetingsList } from '@/features/meetings/components/meetings-list';
import { ScheduleMeetingDialog } from '@/features/meetings/components/schedule-meeting-dialog';
import { cn } from '@/lib/cn';
import { useCompanyPeople } from '@/lib/company-people';
import { paths } from '@/lib/paths';

const kindLinks = [
  { label: 'All meetings', to: paths.meetings, kind: null },
  { label: 'Weekly leadership', to: paths.weeklyLeadership, kind: 'weekly_leadership' },
  { label: 'Department check-in', to: paths.departmentCheckin, kind: 'department_checkin' },
  { label: 'Quarterly review', to: paths.quarterlyReview, kind: 'quarterly_review' },
] as const;

/** '90 minutes', '3 h 15 min'. */
function formatDuration(minutes: number): string {
  return minutes < 120 ? `${minutes} minutes` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

/**
 * /business-development/meetings and one page per kind of meeting: the meetings held and to come, what the kind's
 * agenda is, and (on the main page) the issues list the meetings work through.
 */
export function MeetingsPage({ kind }: { kind: MeetingKind | null }) {
  const meetings = useMeetings(kind);
  const people = useCompanyPeople();
  const navigate = useNavigate();
  const [scheduling, setScheduling] = useState(false);
  const canRun = meetings.data?.canRun ?? false;

  return (
    <Page className="max-w-6xl">
      <PageHeader
        title={kind ? meetingKindLabels[kind] : 'Meetings'}
        description={
          kind
            ? `${formatDuration(agendaMinutes(kind))}, the same agenda every time, run in the app: the timer keeps each section to its time and the recap reaches everyone when it ends.`
            : 'The weekly rhythm: a leadership meeting each week, check-ins per department, and a quarterly review — each with its minutes kept.'
        }
        actions={
          canRun && (
            <Button onClick={() => setScheduling(true)} disabled={!people.data}>
              <CalendarPlusIcon aria-hidden="true" />
              Schedule meeting
            </Button>
          )
        }
      />
      <nav aria-label="Kinds of meeting" className="mb-4 flex flex-wrap gap-1">
        {kindLinks.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end
            className={({ isActive }) => cn('rounded-md px-3 py-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring', isActive ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className={cn('grid gap-6', !kind && 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]')}>
        <div className="grid content-start gap-6">
          {kind && (
            <Card className="p-4">
              <h2 className="mb-2 text-base font-semibold">The agenda</h2>
              <ol className="grid gap-1 text-sm">
                {agendas[kind].map((section) => (
                  <li key={section.key} className="flex gap-3">
                    <span className="w-10 shrink-0 text-right text-muted-foreground tabular-nums">{section.minutes}m</span>
                    <span className="min-w-0">
                      <strong className="font-medium">{section.label}</strong> — {section.purpose}
                    </span>
                  </li>
                ))}
              </ol>
            </Card>
          )}
          {meetings.isPending ? (
            <LoadingRows label="Loading the meetings" />
          ) : meetings.isError ? (
            <LoadError title="Could not load the meetings" error={meetings.error} onRetry={() => void meetings.refetch()} />
          ) : (
            <MeetingsList upcoming={meetings.data.upcoming} past={meetings.data.past} linkTo={(meeting) => paths.meeting(meeting.id)} nextHint={kind === 'quarterly_review' ? 'Hold it in the first two weeks of the quarter: schedule the next one.' : undefined} />
          )}
        </div>
        {!kind && (
          <section aria-labelledby="issues-list" className="grid content-start gap-2">
            <h2 id="issues-list" className="text-base font-semibold">
              Issues list
            </h2>
            <p className="text-sm text-muted-foreground">Raise anything in the way; vote for what matters most. The weekly meeting solves them in order.</p>
            <IssuesPanel people={people.data ?? []} meetingId={null} />
          </section>
        )}
      </div>
      {people.data && (
        <ScheduleMeetingDialog
          open={scheduling}
          onOpenChange={setScheduling}
          meeting={null}
          kind={kind ?? 'weekly_leadership'}
          people={people.data}
          onScheduled={(meeting) => void navigate(paths.meeting(meeting.id))}
        />
      )}
    </Page>
  );
}
