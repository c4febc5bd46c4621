import { agendaMinutes, meetingInputSchema, meetingKindLabels, meetingKinds, type Meeting, type MeetingKind } from '@groundwork/domain/meetings';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { isoOfLocalDateTime, localDateTimeOf } from '@/lib/zoned-time';
import { useScheduleMeeting, useUpdateMeeting } from '../api/meetings';

type ScheduleMeetingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The meeting being rescheduled; null schedules one. */
  meeting: Meeting | null;
  /** The kind a new meeting starts as. */
  kind: MeetingKind;
  people: readonly PlanningPerson[];
  onScheduled?: (meeting: Meeting) => void;
};

/** Schedule a meeting (or reschedule one not started): its kind, when (in the company's zone) and who attends. */
export function ScheduleMeetingDialog({ open, onOpenChange, meeting, kind, people, onScheduled }: ScheduleMeetingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{meeting ? 'Reschedule meeting' : 'Schedule meeting'}</DialogTitle>
            <DialogDescription>Attendees get the recap by e-mail when the meeting ends.</DialogDescription>
          </DialogHeader>
          <ScheduleForm
            key={meeting?.id ?? 'new'}
            meeting={meeting}
            kind={kind}
            people={people}
            onDone={(saved) => {
              onOpenChange(false);
              if (saved) onScheduled?.(saved);
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ScheduleForm({ meeting, kind: initialKind, people, onDone }: { meeting: Meeting | null; kind: MeetingKind; people: readonly PlanningPerson[]; onDone: (saved: Meeting | null) => void }) {
  const timeZone = useCompanyTimeZone();
  const schedule = useScheduleMeeting();
  const update = useUpdateMeeting();
  const [kind, setKind] = useState<MeetingKind>(meeting?.kind ?? initialKind);
  const [title, setTitle] = useState(meeting?.title ?? '');
  const [department, setDepartment] = useState(meeting?.department ?? '');
  const [when, setWhen] = useState(meeting ? localDateTimeOf(meeting.scheduledAt, timeZone) : '');
  const [attendees, setAttendees] = useState<string[]>(meeting?.attendees.map((each) => each.userId) ?? people.map((person) => person.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = schedule.isPending || update.isPending;

  const toggle = (id: string, on: boolean) => setAttendees((current) => (on ? [...current, id] : current.filter((each) => each !== id)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { kind, title, department, scheduledAt: isoOfLocalDateTime(when, timeZone) ?? when, attendeeUserIds: attendees };
    const parsed = meetingInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.path[0] === 'scheduledAt' ? 'Choose the day and time' : issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const saved = meeting ? await update.mutateAsync({ id: meeting.id, input: { ...parsed.data, updatedAt: meeting.updatedAt } }) : await schedule.mutateAsync(parsed.data);
      toast.success(meeting ? 'Meeting rescheduled' : 'Meeting scheduled');
      onDone(saved.meeting);
    } catch (error) {
      if (isApiError(error)) setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([path, messages]) => [path.split('.')[0]!, messages[0] ?? ''])));
      toast.error('Could not save the meeting', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label={meeting ? 'Reschedule meeting' : 'Schedule meeting'}>
      <FormField id="meeting-kind" label="Meeting" error={errors.kind} hint={`${agendaMinutes(kind)} minutes on a fixed agenda.`}>
        {(control) => (
          <NativeSelect {...control} value={kind} onChange={(event) => setKind(event.target.value as MeetingKind)}>
            {meetingKinds.map((each) => (
              <option key={each} value={each}>
                {meetingKindLabels[each]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <InputField id="meeting-title" label="Title" placeholder={meetingKindLabels[kind]} value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} autoComplete="off" />
      {kind === 'department_checkin' && (
        <InputField id="meeting-department" label="Department" placeholder="Maintenance" value={department} onChange={(event) => setDepartment(event.target.value)} error={errors.department} />
      )}
      <InputField id="meeting-when" label="Day and time" type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} error={errors.scheduledAt} hint={`In the company's time zone (${timeZone}).`} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Attendees</legend>
        {people.map((person) => (
          <label key={person.id} className="flex items-center gap-2 text-sm">
            <Checkbox checked={attendees.includes(person.id)} onCheckedChange={(checked) => toggle(person.id, checked === true)} />
            <span className="min-w-0 break-words">{person.name}</span>
          </label>
        ))}
        {errors.attendeeUserIds && <p className="text-sm text-destructive">{errors.attendeeUserIds}</p>}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone(null)} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {meeting ? 'Save' : 'Schedule'}
        </Button>
      </DialogFooter>
    </form>
  );
}
