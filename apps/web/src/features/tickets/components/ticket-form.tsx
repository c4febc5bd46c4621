import {
  canMoveTicket,
  recurrenceUnits,
  takesHours,
  TICKET_UPDATE_FAILED,
  TICKET_CREW_LEADER_CHANGES_MESSAGE,
  ticketLabel,
  ticketPriorities,
  ticketPriorityLabels,
  ticketStatuses,
  ticketStatusLabels,
  ticketSubjectKindLabels,
  ticketTypeLabels,
  ticketTypes,
  updateTicketInputSchema,
  type RecurrenceUnit,
  type Ticket,
  type TicketSubjectKind,
} from '@groundwork/domain/tickets';
import { ExternalLinkIcon, Loader2Icon } from 'lucide-react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { StaleWriteAlert, STALE_DESCRIPTION } from '@/components/forms/stale-write-alert';
import { useVersionedForm } from '@/components/forms/use-versioned-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { useUpdateTicket } from '../api/update-ticket';
import { subjectHref } from '../ticket-format';
import { serverTicketErrorPlaces, ticketChangedBody, ticketErrorPlaces, ticketFormValues, ticketFullBody, type TicketFormValues } from '../ticket-form-values';
import type { TicketOptions } from '../ticket-options';
import { AssigneeOptions } from './assignee-options';
import { TicketChecklistFields } from './ticket-checklist-fields';
import { toastTicketSaved } from './ticket-toasts';

const unitLabels: Record<RecurrenceUnit, string> = { day: 'days', week: 'weeks', month: 'months' };

type TicketFormProps = {
  ticket: Ticket;
  options: TicketOptions;
  /** Reads the task again (after someone else saved it first). */
  refetch: () => Promise<{ data?: Ticket | undefined }>;
  /** Delete, for those who may (shown beside Save). */
  deleteAction?: ReactNode;
  /** Told whether anything typed is unsaved (closing then asks first). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * Every field of a task, saved together. Status offers only the moves the rules allow from where the task is; the
 * assignee is one employee or one crew; a repeating task needs a due date. Only what changed is sent, with the
 * version the form was loaded at: if someone saved first (409), what was typed stays and the user chooses to reload.
 */
export function TicketForm({ ticket, options, refetch, deleteAction, onDirtyChange }: TicketFormProps) {
  const updateTicket = useUpdateTicket();
  const resolver = useMemo<Resolver<TicketFormValues>>(
    () => (values) => {
      const parsed = updateTicketInputSchema.safeParse(ticketFullBody(values, ticket.updatedAt));
      if (parsed.success) return { values, errors: {} };
      return { values: {}, errors: nestedErrors(ticketErrorPlaces(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))) };
    },
    [ticket.updatedAt],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isDirty },
  } = useForm<TicketFormValues>({ resolver, defaultValues: ticketFormValues(ticket) });
  const versioned = useVersionedForm({
    loaded: ticket,
    reset,
    isDirty,
    defaultsFrom: ticketFormValues,
    refetch,
    reloadedMessage: `Loaded the latest version of ${ticketLabel(ticket.number)}`,
  });
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const busy = updateTicket.isPending;
  // What a crew leader may not change is shown, not offered.
  const locked = busy || !options.canEditDetails;
  const [repeats, subjectKind, type, hoursSpent] = useWatch({ control, name: ['repeats', 'subjectKind', 'type', 'hoursSpent'] });
  // A callback about a work order or job records its hours (charged to the job); hours already typed stay in view.
  const showHours = takesHours({ type, subjectKind: subjectKind || null }) || hoursSpent.trim() !== '';
  const statusChoices = ticketStatuses.filter((status) => canMoveTicket(ticket.status, status));
  const subjectKinds: TicketSubjectKind[] = [...options.subjectKinds];
  if (ticket.subject && !subjectKinds.includes(ticket.subject.kind)) subjectKinds.push(ticket.subject.kind);
  const canPickSubject = subjectKind !== '' && options.subjectKinds.includes(subjectKind);
  const subjectLink = ticket.subject ? subjectHref(ticket.subject) : null;
  const currentAssignee = ticket.assigneeName && (ticket.assigneeEmployeeId || ticket.assigneeCrewId)
    ? { value: ticket.assigneeEmployeeId ? `employee:${ticket.assigneeEmployeeId}` : `crew:${ticket.assigneeCrewId}`, label: ticket.assigneeName }
    : null;

  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      let first = true;
      for (const [place, message] of serverTicketErrorPlaces(error)) {
        setError(place as FieldPath<TicketFormValues>, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      // A move the rules refuse (422) belongs under Status.
      if (first && isApiError(error) && error.status === 422 && /cannot become/.test(error.message)) {
        setError('status', { type: 'server', message: error.message }, { shouldFocus: true });
        first = false;
      }
      return !first;
    },
    [setError],
  );

  const onSubmit = handleSubmit((values) => {
    const input = ticketChangedBody(ticket, values, versioned.version());
    if (Object.keys(input).length === 1) {
      toast.info('Nothing to save: no field was changed.');
      return;
    }
    updateTicket.mutate(
      { id: ticket.id, input },
      {
        onSuccess: (result) => {
          versioned.saved(result.ticket);
          toastTicketSaved(result, (saved) => `${ticketLabel(saved.number)} saved`);
        },
        onError: (error) => {
          if (isStaleWrite(error)) {
            versioned.refused();
            toast.error(TICKET_UPDATE_FAILED, { description: 'Someone else changed this task. Reload to see their changes.' });
            return;
          }
          const onField = showServerErrors(error);
          toast.error(TICKET_UPDATE_FAILED, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={`Edit ${ticketLabel(ticket.number)}`}>
      {versioned.stale && (
        <StaleWriteAlert title="Someone else changed this task" description={STALE_DESCRIPTION} busy={versioned.reloading} onReload={() => void versioned.reload()} />
      )}

      {!options.canEditDetails && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{TICKET_CREW_LEADER_CHANGES_MESSAGE}</p>
      )}
      <fieldset className="grid gap-4" disabled={busy}>
        <legend className="sr-only">The task</legend>
        <InputField id="ticket-title" label="Title" autoComplete="off" readOnly={locked} error={errors.title?.message} {...register('title')} />
        <FormField id="ticket-description" label="Description" error={errors.description?.message}>
          {(control) => <Textarea {...control} rows={4} readOnly={locked} {...register('description')} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="ticket-type" label="Type" error={errors.type?.message}>
            {(control) => (
              <NativeSelect {...control} disabled={locked} {...register('type')}>
                {ticketTypes.map((type) => (
                  <option key={type} value={type}>
                    {ticketTypeLabels[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="ticket-priority" label="Priority" error={errors.priority?.message}>
            {(control) => (
              <NativeSelect {...control} disabled={locked} {...register('priority')}>
                {ticketPriorities.map((priority) => (
                  <option key={priority} value={priority}>
                    {ticketPriorityLabels[priority]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="ticket-status" label="Status" error={errors.status?.message}>
            {(control) => (
              <NativeSelect {...control} {...register('status')}>
                {statusChoices.map((status) => (
                  <option key={status} value={status}>
                    {ticketStatusLabels[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="ticket-assignee" label="Assigned to" error={errors.assignee?.message}>
            {(control) => (
              <AssigneeOptions {...control} employees={options.employees} crews={options.crews} emptyLabel="Unassigned" current={currentAssignee} disabled={locked} {...register('assignee')} />
            )}
          </FormField>
          <InputField id="ticket-due-date" label="Due date" type="date" readOnly={locked} error={errors.dueDate?.message} {...register('dueDate')} />
          <InputField id="ticket-due-time" label="Due time" type="time" readOnly={locked} hint="In the company’s time zone." error={errors.dueTime?.message} {...register('dueTime')} />
        </div>
      </fieldset>

      <fieldset className="grid gap-3" disabled={locked}>
        <legend className="mb-1 text-base font-medium">Repeat</legend>
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="repeats"
            render={({ field }) => <Checkbox id="ticket-repeats" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />}
          />
          <Label htmlFor="ticket-repeats" className="cursor-pointer">
            Repeat this task
          </Label>
        </div>
        {repeats && (
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <InputField id="ticket-repeat-every" label="Every" inputMode="numeric" autoComplete="off" error={errors.repeatEvery?.message} {...register('repeatEvery')} />
            <FormField id="ticket-repeat-unit" label="Unit">
              {(control) => (
                <NativeSelect {...control} {...register('repeatUnit')}>
                  {recurrenceUnits.map((unit) => (
                    <option key={unit} value={unit}>
                      {unitLabels[unit]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <p className="col-span-2 text-xs text-muted-foreground">When it is done, the next one is made, due on the same rhythm from its due date.</p>
          </div>
        )}
      </fieldset>

      <fieldset className="grid gap-3" disabled={locked}>
        <legend className="mb-1 text-base font-medium">About</legend>
        <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
          <Controller
            control={control}
            name="subjectKind"
            render={({ field }) => (
              <FormField id="ticket-subject-kind" label="Kind">
                {(a11y) => (
                  <NativeSelect
                    {...a11y}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                      // Another kind starts a new choice.
                      setValue('subject', null, { shouldDirty: true });
                    }}
                  >
                    <option value="">Nothing in particular</option>
                    {subjectKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {ticketSubjectKindLabels[kind]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            )}
          />
          {subjectKind !== '' && (
            <Controller
              control={control}
              name="subject"
              render={({ field }) => (
                <FormField id="ticket-subject" label={ticketSubjectKindLabels[subjectKind]} error={errors.subject?.message}>
                  {(a11y) =>
                    canPickSubject && options.canEditDetails ? (
                      options.renderSubjectPicker({
                        id: a11y.id,
                        kind: subjectKind,
                        value: field.value,
                        onChange: field.onChange,
                        invalid: a11y['aria-invalid'],
                        describedBy: a11y['aria-describedby'],
                        disabled: locked,
                      })
                    ) : (
                      <p id={a11y.id} className="flex h-10 items-center text-sm">
                        {field.value?.label ?? '—'}
                      </p>
                    )
                  }
                </FormField>
              )}
            />
          )}
        </div>
        {ticket.subject && subjectLink && canPickSubject && (
          <p className="text-sm">
            <Link to={subjectLink} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
              Open {ticket.subject.label}
              <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            </Link>
          </p>
        )}
      </fieldset>

      {showHours && (
        <fieldset className="grid gap-3" disabled={busy}>
          <legend className="mb-1 text-base font-medium">Hours</legend>
          <InputField
            id="ticket-hours-spent"
            label="Hours spent"
            inputMode="decimal"
            autoComplete="off"
            className="sm:max-w-40"
            hint="Charged to the job’s costing at the loaded cost of whoever did the work (the assignee, or you)."
            error={errors.hoursSpent?.message}
            {...register('hoursSpent')}
          />
        </fieldset>
      )}

      <TicketChecklistFields control={control} register={register} errors={errors.checklist} disabled={busy} />

      <div className="sticky bottom-0 -mx-4 flex items-center justify-between gap-2 border-t border-border bg-card px-4 py-3 sm:-mx-6 sm:px-6">
        <div>{deleteAction}</div>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}

/** react-hook-form's nested errors from placed messages ('checklist.2.text' → errors.checklist[2].text). */
function nestedErrors(places: [string, string][]): FieldErrors<TicketFormValues> {
  const errors: Record<string, unknown> = {};
  for (const [place, message] of places) {
    const line = /^checklist\.(\d+)\.text$/.exec(place);
    if (line) {
      const lines = (errors.checklist ??= []) as unknown[];
      lines[Number(line[1])] = { text: { type: 'validation', message } };
    } else errors[place] = { type: 'validation', message };
  }
  return errors as FieldErrors<TicketFormValues>;
}
