import { agendaMinutes, formatClock, meetingKindLabels, meetingStatusLabels, sectionClock, type MeetingResult, type SectionTool } from '@groundwork/domain/meetings';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { CheckIcon, Loader2Icon, PlayIcon, SquareIcon, TimerIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';
import { useEndMeeting, useMoveToSection, useSaveNotes, useStartMeeting } from '../api/meetings';
import { IssuesPanel } from './issues-panel';
import { MeetingMinutes } from './meeting-minutes';
import { RatingPanel } from './rating-panel';

type MeetingRunnerProps = {
  result: MeetingResult;
  people: readonly PlanningPerson[];
  /** The signed-in user (their own rating). */
  userId: string;
  /** What other areas show inside a section: the live scorecard, the priorities, the to-dos (composed by the route). */
  tools: Partial<Record<SectionTool, ReactNode>>;
};

/**
 * The meeting run in the app: the agenda with the running section and its timer, the section's tool (scorecard,
 * priorities, to-dos, issues, rating) and its minutes. The one running it moves from section to section and ends
 * it; the recap is then e-mailed to the attendees.
 */
export function MeetingRunner({ result, people, userId, tools }: MeetingRunnerProps) {
  const { meeting, canRun } = result;
  const timeZone = useCompanyTimeZone();
  const start = useStartMeeting();
  const move = useMoveToSection();
  const end = useEndMeeting();
  const [ending, setEnding] = useState(false);
  const [shown, setShown] = useState(meeting.sectionIndex);
  const [followed, setFollowed] = useState(meeting.sectionIndex);
  const running = meeting.status === 'in_progress';
  // Follow the one running it: when the running section changes, show it.
  if (followed !== meeting.sectionIndex) {
    setFollowed(meeting.sectionIndex);
    setShown(meeting.sectionIndex);
  }
  const section = meeting.agenda[shown] ?? meeting.agenda[0]!;

  const goTo = (index: number) => {
    setShown(index);
    if (running && canRun) move.mutate({ id: meeting.id, index }, { onError: (error) => toast.error('Could not move on', { description: errorMessage(error) }) });
  };
  const finish = async () => {
    try {
      await end.mutateAsync(meeting.id);
      toast.success('Meeting ended', { description: 'The recap is on its way to the attendees.' });
      setEnding(false);
    } catch (error) {
      toast.error('Could not end the meeting', { description: errorMessage(error) });
    }
  };

  const tool = (name: SectionTool): ReactNode => {
    if (name === 'issues') return <IssuesPanel people={people} meetingId={running ? meeting.id : null} />;
    if (name === 'rating') return <RatingPanel result={result} userId={userId} />;
    return tools[name] ?? null;
  };

  return (
    <div className="grid gap-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={running ? 'warning' : meeting.status === 'ended' ? 'muted' : 'secondary'}>{meetingStatusLabels[meeting.status]}</Badge>
            <span className="text-sm text-muted-foreground">
              {meetingKindLabels[meeting.kind]} · {formatDateTime(meeting.scheduledAt, timeZone)} · {agendaMinutes(meeting.kind)} min
            </span>
          </div>
          <p className="mt-1 text-sm break-words text-muted-foreground">
            {meeting.attendees.length === 0 ? 'No attendees' : meeting.attendees.map((attendee) => attendee.name).join(', ')}
          </p>
          {meeting.status === 'ended' && (
            <p className="mt-1 text-sm">
              Rated {meeting.averageRating === null ? '—' : `${meeting.averageRating.toFixed(1)} / 10`} · {meeting.issuesSolved} issues solved · {meeting.todosMade} to-dos made
              {meeting.recapSentAt && ' · recap e-mailed'}
            </p>
          )}
        </div>
        {canRun && meeting.status === 'scheduled' && (
          <Button onClick={() => start.mutate(meeting.id, { onError: (error) => toast.error('Could not start the meeting', { description: errorMessage(error) }) })} disabled={start.isPending}>
            {start.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            Start meeting
          </Button>
        )}
        {canRun && running && (
          <Button variant="destructive" onClick={() => setEnding(true)}>
            <SquareIcon aria-hidden="true" />
            End meeting
          </Button>
        )}
      </Card>

      {meeting.status === 'ended' ? (
        <MeetingMinutes meeting={meeting} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[17rem_minmax(0,1fr)]">
          <nav aria-label="Agenda">
            <ol className="grid gap-1">
              {meeting.agenda.map((item, index) => {
                const current = running && index === meeting.sectionIndex;
                const past = running && index < meeting.sectionIndex;
                return (
                  <li key={item.key}>
                    <button
                      type="button"
                      onClick={() => goTo(index)}
                      aria-current={current ? 'step' : undefined}
                      className={cn(
                        'flex w-full items-center gap-2 rounded-md border px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        index === shown ? 'border-primary bg-primary/5' : 'border-transparent hover:bg-muted',
                        past && 'text-muted-foreground',
                      )}
                    >
                      {past ? (
                        <CheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
                      ) : (
                        <span className="w-4 shrink-0 text-center tabular-nums" aria-hidden="true">
                          {index + 1}
                        </span>
                      )}
                      <span className="min-w-0 flex-1 break-words">
                        {item.label}
                        <span className="sr-only">
                          , {item.minutes} minutes{current ? ', running' : ''}
                        </span>
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground tabular-nums" aria-hidden="true">
                        {item.minutes}m
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>

          <section aria-labelledby="section-title" className="grid min-w-0 gap-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 id="section-title" className="text-lg font-semibold">
                  {section.label}
                </h2>
                <p className="text-sm text-muted-foreground">{section.purpose}</p>
              </div>
              {running && shown === meeting.sectionIndex && meeting.sectionStartedAt && (
                <SectionTimer minutes={section.minutes} startedAt={meeting.sectionStartedAt} serverTime={result.serverTime} />
              )}
            </div>
            {tool(section.tool)}
            <SectionNotes key={`${meeting.id}:${section.key}`} meetingId={meeting.id} sectionKey={section.key} label={section.label} notes={meeting.notes[section.key] ?? ''} editable={canRun && running} />
            {canRun && running && shown === meeting.sectionIndex && meeting.sectionIndex < meeting.agenda.length - 1 && (
              <Button className="justify-self-end" onClick={() => goTo(meeting.sectionIndex + 1)} disabled={move.isPending}>
                Next: {meeting.agenda[meeting.sectionIndex + 1]!.label}
              </Button>
            )}
          </section>
        </div>
      )}

      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        title="End the meeting?"
        description="Its minutes are kept as they are and the recap — issues solved, to-dos, minutes and rating — is e-mailed to every attendee."
        confirmLabel="End and send the recap"
        busyLabel="Ending…"
        destructive={false}
        busy={end.isPending}
        onConfirm={() => void finish()}
      />
    </div>
  );
}

/** The running section's countdown, on the server's clock; red once the section is over its time. */
function SectionTimer({ minutes, startedAt, serverTime }: { minutes: number; startedAt: string; serverTime: string }) {
  const [offset] = useState(() => new Date(serverTime).getTime() - Date.now());
  const [now, setNow] = useState(() => new Date(Date.now() + offset));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date(Date.now() + offset)), 1000);
    return () => window.clearInterval(timer);
  }, [offset]);
  const clock = sectionClock(minutes, startedAt, now);
  return (
    <div
      role="timer"
      aria-label={clock.over ? `Over time by ${formatClock(-clock.remainingSeconds)}` : `${formatClock(clock.remainingSeconds)} left`}
      className={cn('flex items-center gap-2 rounded-md border px-3 py-1.5 font-mono text-lg tabular-nums', clock.over ? 'border-destructive/40 bg-destructive-soft text-destructive' : 'border-border')}
    >
      <TimerIcon className="size-4" aria-hidden="true" />
      {formatClock(clock.remainingSeconds)}
    </div>
  );
}

/** A section's minutes: typed during the meeting, saved when the field is left or with the button; read-only otherwise. */
function SectionNotes({ meetingId, sectionKey, label, notes, editable }: { meetingId: string; sectionKey: string; label: string; notes: string; editable: boolean }) {
  const save = useSaveNotes();
  const [text, setText] = useState(notes);
  const [typing, setTyping] = useState(false);
  const [seen, setSeen] = useState(notes);
  // Minutes saved by someone else reach this screen when it is read again; they replace the field unless it is being typed in.
  if (seen !== notes && !typing) {
    setSeen(notes);
    setText(notes);
  }
  const dirty = text !== notes;
  const persist = () => {
    if (!dirty) return;
    save.mutate({ id: meetingId, section: sectionKey, notes: text }, { onError: (error) => toast.error('Could not save the minutes', { description: errorMessage(error) }) });
  };
  if (!editable) {
    return (
      <div className="rounded-md border border-dashed border-border p-3 text-sm">
        <div className="mb-1 text-xs font-medium text-muted-foreground uppercase">Minutes</div>
        {notes ? <p className="break-words whitespace-pre-line">{notes}</p> : <p className="text-muted-foreground">No minutes for {label.toLowerCase()}.</p>}
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <label htmlFor={`notes-${sectionKey}`} className="text-sm font-medium">
        Minutes
      </label>
      <Textarea id={`notes-${sectionKey}`} rows={4} value={text} onChange={(event) => setText(event.target.value)}
        onFocus={() => setTyping(true)}
        onBlur={() => {
          setTyping(false);
          persist();
        }}
        placeholder={`What was said in ${label.toLowerCase()}…`} />
      <div className="flex items-center justify-end gap-2 text-xs text-muted-foreground">
        <span aria-live="polite">{save.isPending ? 'Saving…' : dirty ? 'Not saved yet' : notes ? 'Saved' : ''}</span>
        <Button variant="outline" size="sm" onClick={persist} disabled={!dirty || save.isPending}>
          Save minutes
        </Button>
      </div>
    </div>
  );
}
