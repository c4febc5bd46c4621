import { meetingKindLabels, meetingStatusLabels, type Meeting } from '@groundwork/domain/meetings';
import { CalendarClockIcon, StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/load-states';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';

type MeetingsListProps = {
  upcoming: readonly Meeting[];
  past: readonly Meeting[];
  /** Where a meeting opens. */
  linkTo: (meeting: Meeting) => string;
  /** What the empty list of upcoming meetings suggests. */
  nextHint?: string;
};

const statusVariant = { scheduled: 'secondary', in_progress: 'warning', ended: 'muted' } as const;

/** Upcoming and running meetings, then the past ones with their outcomes (rating, to-dos made, issues solved). */
export function MeetingsList({ upcoming, past, linkTo, nextHint = 'Same day, same time, every week: schedule the next one.' }: MeetingsListProps) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="meetings-upcoming" className="grid gap-2">
        <h2 id="meetings-upcoming" className="text-base font-semibold">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <EmptyState icon={<CalendarClockIcon />} title="No meeting scheduled." description={nextHint} />
        ) : (
          <MeetingRows meetings={upcoming} linkTo={linkTo} />
        )}
      </section>
      <section aria-labelledby="meetings-past" className="grid gap-2">
        <h2 id="meetings-past" className="text-base font-semibold">
          Past meetings
        </h2>
        {past.length === 0 ? <p className="text-sm text-muted-foreground">Minutes of meetings held appear here.</p> : <MeetingRows meetings={past} linkTo={linkTo} />}
      </section>
    </div>
  );
}

function MeetingRows({ meetings, linkTo }: { meetings: readonly Meeting[]; linkTo: (meeting: Meeting) => string }) {
  const timeZone = useCompanyTimeZone();
  return (
    <ul className="grid gap-2">
      {meetings.map((meeting) => (
        <li key={meeting.id}>
          <Link
            to={linkTo(meeting)}
            className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4 outline-none hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:gap-4"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2 font-medium">
                <span className="break-words">{meeting.title}</span>
                <Badge variant={statusVariant[meeting.status]}>{meetingStatusLabels[meeting.status]}</Badge>
              </div>
              <div className="text-sm text-muted-foreground">
                {formatDateTime(meeting.scheduledAt, timeZone)} · {meetingKindLabels[meeting.kind]}
                {meeting.department ? ` · ${meeting.department}` : ''} · {meeting.attendees.length} {meeting.attendees.length === 1 ? 'attendee' : 'attendees'}
              </div>
            </div>
            {meeting.status === 'ended' && (
              <div className="flex flex-wrap gap-3 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <StarIcon className="size-4" aria-hidden="true" />
                  {meeting.averageRating === null ? 'Not rated' : `${meeting.averageRating.toFixed(1)} / 10`}
                </span>
                <span>{meeting.issuesSolved} solved</span>
                <span>{meeting.todosMade} to-dos</span>
              </div>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
