import {
  createOneOnOneInputSchema,
  DEFAULT_ONE_ON_ONE_AGENDA,
  MAX_ONE_ON_ONE_COMMITMENTS_PER_SAVE,
  ONE_ON_ONE_COMMITMENT_MAX,
  ONE_ON_ONE_NOTES_MAX,
  updateOneOnOneInputSchema,
  type DevelopmentPerson,
  type OneOnOne,
} from '@groundwork/domain/people-development';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { AlertCircleIcon, Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { formatShortDay } from '@/lib/format';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreateOneOnOne, useUpdateOneOnOne } from '../api/one-on-ones';

type CommitmentRow = { key: number; title: string; ownerUserId: string; dueDate: string };
let nextKey = 0;

type OneOnOneFormProps = {
  /** The meeting changed, or null for a new one. */
  meeting: OneOnOne | null;
  /** The employees the reader holds one-on-ones with. */
  people: readonly DevelopmentPerson[];
  /** The company's users, who own to-dos. */
  owners: readonly PlanningPerson[];
  /** The employee chosen on the screen, if any. */
  employeeId: string | null;
  today: string;
  /** The reader: owns a commitment when the employee has no sign-in. */
  userId: string;
  onDone: () => void;
};

/**
 * A one-on-one's date, agenda (a line an item), notes and the commitments made: each new one becomes a to-do of its
 * owner — the employee when they sign in, else the manager — due in a week unless a date is given.
 */
export function OneOnOneForm({ meeting, people, owners, employeeId: chosen, today, userId, onDone }: OneOnOneFormProps) {
  const create = useCreateOneOnOne();
  const update = useUpdateOneOnOne();
  const keyFor = useMemo(() => idempotencyKeys(), []);
  const [employeeId, setEmployeeId] = useState(meeting?.employee.id ?? chosen ?? '');
  const [heldOn, setHeldOn] = useState(meeting?.heldOn ?? today);
  const [agenda, setAgenda] = useState((meeting?.agenda ?? DEFAULT_ONE_ON_ONE_AGENDA).join('\n'));
  const [notes, setNotes] = useState(meeting?.notes ?? '');
  const [commitments, setCommitments] = useState<CommitmentRow[]>([]);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const person = people.find((each) => each.id === employeeId);
  const title = meeting ? `Edit the one-on-one with ${meeting.employee.name}` : 'Record a one-on-one';
  // The employee owns what they commit to when they sign in; otherwise the one holding the meeting does.
  const defaultOwner = person?.userId ?? userId;

  const changeRow = (key: number, patch: Partial<CommitmentRow>) => setCommitments((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      heldOn,
      agenda: agenda.split('\n').map((line) => line.trim()),
      notes,
      commitments: commitments.map(({ title: commitment, ownerUserId, dueDate }) => ({ title: commitment, ownerUserId, dueDate })),
    };
    const parsed = meeting ? updateOneOnOneInputSchema.safeParse({ ...fields, updatedAt: meeting.updatedAt }) : createOneOnOneInputSchema.safeParse({ ...fields, employeeId });
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      if (meeting) await update.mutateAsync({ id: meeting.id, input: { ...fields, updatedAt: meeting.updatedAt } });
      else {
        const input = { ...fields, employeeId };
        await create.mutateAsync({ input, idempotencyKey: keyFor(input) });
      }
      const made = commitments.length;
      toast.success(meeting ? 'One-on-one saved' : 'One-on-one recorded', {
        description: made > 0 ? `${made} ${made === 1 ? 'commitment is now a to-do' : 'commitments are now to-dos'} on Annual & Quarterly Planning.` : undefined,
      });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (isStaleWrite(error)) setRefusal('Someone else changed this one-on-one since you opened it. Cancel and open it again to see theirs.');
      toast.error('Could not save the one-on-one', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title} className="grid min-w-0 gap-5 rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {meeting ? (
          <p className="text-sm">
            <span className="text-muted-foreground">With </span>
            <span className="font-medium">{meeting.employee.name}</span>
          </p>
        ) : (
          <FormField id="one-on-one-employee" label="Employee" error={errors.employeeId}>
            {(control) => (
              <NativeSelect {...control} value={employeeId} onChange={(event) => setEmployeeId(event.target.value)}>
                <option value="">Choose the employee</option>
                {people.map((each) => (
                  <option key={each.id} value={each.id}>
                    {each.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        <InputField id="one-on-one-date" label="Date" type="date" value={heldOn} onChange={(event) => setHeldOn(event.target.value)} error={errors.heldOn} />
      </div>
      <FormField id="one-on-one-agenda" label="Agenda" hint="One item a line." error={errors.agenda ?? Object.entries(errors).find(([path]) => path.startsWith('agenda.'))?.[1]}>
        {(control) => <Textarea {...control} rows={5} value={agenda} onChange={(event) => setAgenda(event.target.value)} />}
      </FormField>
      <FormField id="one-on-one-notes" label="Notes" hint="What was said and agreed. The employee reads them." error={errors.notes}>
        {(control) => <Textarea {...control} rows={5} maxLength={ONE_ON_ONE_NOTES_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} />}
      </FormField>

      {meeting && meeting.commitments.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Commitments made</h3>
          <ul className="grid gap-1 text-sm">
            {meeting.commitments.map((commitment) => (
              <li key={commitment.todoId} className="break-words">
                {commitment.title} — {commitment.ownerName ?? 'no owner'}, due {formatShortDay(commitment.dueDate)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{meeting ? 'New commitments' : 'Commitments'}</legend>
        <p className="text-sm text-muted-foreground">Each becomes a to-do of its owner, due in a week unless you give a date.</p>
        {errors.commitments && (
          <p role="alert" className="text-sm text-destructive">
            {errors.commitments}
          </p>
        )}
        {commitments.map((row, index) => (
          <div key={row.key} role="group" aria-label={`Commitment ${index + 1}`} className="grid gap-3 rounded-lg border border-border p-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start">
            <InputField
              id={`commitment-${row.key}-title`}
              label="Commitment"
              maxLength={ONE_ON_ONE_COMMITMENT_MAX}
              value={row.title}
              onChange={(event) => changeRow(row.key, { title: event.target.value })}
              error={errors[`commitments.${index}.title`]}
            />
            <FormField id={`commitment-${row.key}-owner`} label="Owner" error={errors[`commitments.${index}.ownerUserId`]}>
              {(control) => (
                <NativeSelect {...control} value={row.ownerUserId} onChange={(event) => changeRow(row.key, { ownerUserId: event.target.value })}>
                  <option value="">Choose who owns it</option>
                  {owners.map((owner) => (
                    <option key={owner.id} value={owner.id}>
                      {owner.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <InputField id={`commitment-${row.key}-due`} label="Due" type="date" value={row.dueDate} onChange={(event) => changeRow(row.key, { dueDate: event.target.value })} error={errors[`commitments.${index}.dueDate`]} />
            <Button type="button" variant="ghost" size="icon" className="md:mt-6" aria-label={`Remove commitment ${index + 1}`} onClick={() => setCommitments((rows) => rows.filter((each) => each.key !== row.key))}>
              <Trash2Icon aria-hidden />
            </Button>
          </div>
        ))}
        {commitments.length < MAX_ONE_ON_ONE_COMMITMENTS_PER_SAVE && (
          <Button type="button" variant="outline" className="w-fit" onClick={() => setCommitments((rows) => [...rows, { key: (nextKey += 1), title: '', ownerUserId: defaultOwner, dueDate: '' }])}>
            <PlusIcon aria-hidden />
            Add a commitment
          </Button>
        )}
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon aria-hidden className="animate-spin" />}
          {meeting ? 'Save one-on-one' : 'Record one-on-one'}
        </Button>
      </div>
    </form>
  );
}
