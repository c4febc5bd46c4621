import { zodResolver } from '@hookform/resolvers/zod';
import {
  COACH_NAME_MAX,
  coachingSessionInputSchema,
  MAX_COMMITMENTS_PER_SAVE,
  type CoachingSession,
  type CoachingSessionFields,
  type CoachingSessionInput,
} from '@groundwork/domain/coaching';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatShortDay } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { useSaveCoachingSession } from '../api/save-coaching-session';

const formSchema = coachingSessionInputSchema.omit({ updatedAt: true });
type FormInput = Omit<CoachingSessionInput, 'updatedAt'>;
type FormOutput = Omit<CoachingSessionFields, 'updatedAt'>;

type CoachingSessionFormProps = {
  /** The session changed, or null for a new one. */
  session: CoachingSession | null;
  people: readonly PlanningPerson[];
  today: string;
  /** The coach of the latest session: a new one is usually with the same coach. */
  lastCoach: string;
  onDone: () => void;
};

const emptyCommitment = () => ({ title: '', ownerUserId: '', dueDate: '' });

/**
 * A session's date, coach and notes, and the commitments made in it: each new one becomes a to-do of its owner (due
 * in a week unless a date is given). Commitments already made stay as their to-dos; they are listed, not edited here.
 */
export function CoachingSessionForm({ session, people, today, lastCoach, onDone }: CoachingSessionFormProps) {
  const save = useSaveCoachingSession();
  const keyFor = useMemo(() => idempotencyKeys(), []);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: session
      ? { heldOn: session.heldOn, coachName: session.coachName, notes: session.notes, commitments: [] }
      : { heldOn: today, coachName: lastCoach, notes: '', commitments: [] },
  });
  const { register, handleSubmit, setError, formState, control } = form;
  const commitments = useFieldArray({ control, name: 'commitments' });
  const errors = formState.errors;
  const title = session ? 'Edit coaching session' : 'Record a coaching session';

  const onSubmit = handleSubmit((values) => {
    const input: CoachingSessionInput = session ? { ...values, updatedAt: session.updatedAt } : values;
    save.mutate(
      { id: session?.id ?? null, input, idempotencyKey: session ? undefined : keyFor(input) },
      {
        onSuccess: () => {
          const made = values.commitments.length;
          toast.success(session ? 'Coaching session saved' : 'Coaching session recorded', {
            description: made > 0 ? `${made} ${made === 1 ? 'commitment is now a to-do of its owner' : 'commitments are now to-dos of their owners'}.` : undefined,
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            toast.error('Someone else changed this session', { description: 'Close the form and open the session again to see the latest version.' });
            return;
          }
          const fields: FieldPath<FormInput>[] = [
            'heldOn',
            'coachName',
            'notes',
            'commitments',
            ...values.commitments.flatMap((_, index) => [`commitments.${index}.title`, `commitments.${index}.ownerUserId`, `commitments.${index}.dueDate`] as const),
          ];
          const onField = applyServerFieldErrors(error, setError, fields);
          toast.error(`Failed to save the session`, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title} className="grid gap-5 rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="session-held-on" label="Date" type="date" error={errors.heldOn?.message} {...register('heldOn')} />
        <InputField id="session-coach" label="Coach" maxLength={COACH_NAME_MAX} autoComplete="off" error={errors.coachName?.message} {...register('coachName')} />
      </div>
      <FormField id="session-notes" label="Notes" hint="What was discussed and decided. Only the company’s admins read them." error={errors.notes?.message}>
        {(field) => <Textarea {...field} rows={6} {...register('notes')} />}
      </FormField>

      {session && session.commitments.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Commitments made</h3>
          <ul className="grid gap-1 text-sm">
            {session.commitments.map((commitment) => (
              <li key={commitment.todoId} className="break-words">
                {commitment.title} — {commitment.ownerName ?? 'no owner'}, due {formatShortDay(commitment.dueDate)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{session ? 'New commitments' : 'Commitments'}</legend>
        <p className="text-sm text-muted-foreground">Each becomes a to-do of its owner, due in a week unless you give a date.</p>
        {errors.commitments?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errors.commitments.message}
          </p>
        )}
        {commitments.fields.map((item, index) => {
          const rowErrors = errors.commitments?.[index];
          return (
            <div key={item.id} role="group" aria-label={`Commitment ${index + 1}`} className="grid gap-3 rounded-lg border border-border p-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start">
              <InputField id={`commitment-${index}-title`} label="Commitment" error={rowErrors?.title?.message} {...register(`commitments.${index}.title`)} />
              <FormField id={`commitment-${index}-owner`} label="Owner" error={rowErrors?.ownerUserId?.message}>
                {(field) => (
                  <NativeSelect {...field} {...register(`commitments.${index}.ownerUserId`)}>
                    <option value="">Choose who owns it</option>
                    {people.map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <InputField id={`commitment-${index}-due`} label="Due" type="date" error={rowErrors?.dueDate?.message} {...register(`commitments.${index}.dueDate`)} />
              <Button type="button" variant="ghost" size="icon" className="md:mt-6" aria-label={`Remove commitment ${index + 1}`} onClick={() => commitments.remove(index)}>
                <Trash2Icon aria-hidden />
              </Button>
            </div>
          );
        })}
        {commitments.fields.length < MAX_COMMITMENTS_PER_SAVE && (
          <Button type="button" variant="outline" className="w-fit" onClick={() => commitments.append(emptyCommitment())}>
            <PlusIcon aria-hidden />
            Add a commitment
          </Button>
        )}
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2Icon aria-hidden className="animate-spin" />}
          {session ? 'Save session' : 'Record session'}
        </Button>
      </div>
    </form>
  );
}
