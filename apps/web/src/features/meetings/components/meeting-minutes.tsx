import type { Meeting } from '@groundwork/domain/meetings';
import { CheckCircle2Icon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useIssues } from '../api/issues';

/** An ended meeting's minutes: what was said in each section, the issues solved in it and how, and the ratings. */
export function MeetingMinutes({ meeting }: { meeting: Meeting }) {
  const solved = useIssues('solved');
  const sections = meeting.agenda.filter((section) => (meeting.notes[section.key] ?? '').trim() !== '');
  const solvedHere = solved.data?.issues.filter((issue) => issue.solvedInMeetingId === meeting.id) ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="grid content-start gap-4 p-4">
        <h2 className="text-lg font-semibold">Minutes</h2>
        {sections.length === 0 ? (
          <p className="text-sm text-muted-foreground">No minutes were kept.</p>
        ) : (
          sections.map((section) => (
            <section key={section.key} aria-labelledby={`minutes-${section.key}`}>
              <h3 id={`minutes-${section.key}`} className="text-sm font-semibold">
                {section.label}
              </h3>
              <p className="text-sm break-words whitespace-pre-line">{meeting.notes[section.key]}</p>
            </section>
          ))
        )}
      </Card>
      <div className="grid content-start gap-4">
        <Card className="grid gap-3 p-4">
          <h2 className="text-lg font-semibold">Issues solved</h2>
          {solved.isPending ? (
            <LoadingRows label="Loading the issues" rows={2} />
          ) : solved.isError ? (
            <LoadError title="Could not load the issues" error={solved.error} onRetry={() => void solved.refetch()} />
          ) : solvedHere.length === 0 ? (
            <p className="text-sm text-muted-foreground">None solved in this meeting.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {solvedHere.map((issue) => (
                <li key={issue.id} className="flex gap-2">
                  <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  <span className="min-w-0 break-words">
                    <strong className="font-medium">{issue.title}</strong>
                    {issue.resolution && ` — ${issue.resolution}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-muted-foreground">
            {meeting.todosMade} {meeting.todosMade === 1 ? 'to-do' : 'to-dos'} made in it.
          </p>
        </Card>
        <Card className="grid gap-2 p-4">
          <h2 className="text-lg font-semibold">Ratings</h2>
          <ul className="grid gap-1 text-sm" aria-label="Ratings">
            {meeting.attendees.map((attendee) => (
              <li key={attendee.userId} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{attendee.name}</span>
                <span className="tabular-nums">{attendee.rating ?? '—'}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
