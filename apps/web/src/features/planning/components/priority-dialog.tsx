import {
  MAX_MILESTONES,
  priorityInputSchema,
  priorityScopeLabels,
  priorityScopes,
  type Goal,
  type PlanningPerson,
  type Priority,
  type PriorityScope,
  type PriorityStatus,
} from '@groundwork/domain/planning';
import { quarterRange } from '@groundwork/domain/shared';
import { AlertCircleIcon, Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreatePriority, useUpdatePriority } from '../api/change-plan';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { PriorityStatusControl } from './priority-status';

/** What the dialog opens on: a priority to change, or a new one of a scope (and maybe an owner, for an own priority). */
/** A priority to change, or a new one: its kind, and what it starts with (a suggestion of the health scorecard, say). */
export type PriorityDraft = { priority: Priority } | { scope: PriorityScope; ownerUserId?: string; title?: string; description?: string };

type PriorityDialogProps = {
  draft: PriorityDraft | null;
  onClose: () => void;
  quarter: string;
  goals: readonly Goal[];
  people: readonly PlanningPerson[];
};

/** Add or change a quarter's priority: the company's Big 3 or a leader's own, with its owner, due date, goal and milestones. */
export function PriorityDialog({ draft, onClose, quarter, goals, people }: PriorityDialogProps) {
  const editing = draft && 'priority' in draft ? draft.priority : null;
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      {draft && (
        <DialogContent className="max-w-2xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit priority' : 'Add a priority'}</DialogTitle>
            <DialogDescription>
              {quarterRange(editing?.quarter ?? quarter).label}: one thing that must be done this quarter, with one owner. Break it into milestones so the weekly meeting can
              see it move.
            </DialogDescription>
          </DialogHeader>
          <PriorityForm key={editing?.id ?? 'new'} draft={draft} quarter={editing?.quarter ?? quarter} goals={goals} people={people} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

type MilestoneRow = { key: number; title: string; dueDate: string; done: boolean };
let nextRowKey = 0;
const milestoneRow = (milestone: { title: string; dueDate: string | null; done: boolean }): MilestoneRow => ({
  key: nextRowKey++,
  title: milestone.title,
  dueDate: milestone.dueDate ?? '',
  done: milestone.done,
});

function PriorityForm({ draft, quarter, goals, people, onDone }: { draft: PriorityDraft; quarter: string; goals: readonly Goal[]; people: readonly PlanningPerson[]; onDone: () => void }) {
  const editing = 'priority' in draft ? draft.priority : null;
  const create = useCreatePriority();
  const update = useUpdatePriority();
  const [scope, setScope] = useState<PriorityScope>(editing?.scope ?? ('scope' in draft ? draft.scope : 'company'));
  const [title, setTitle] = useState(editing?.title ?? ('title' in draft ? (draft.title ?? '') : ''));
  const [description, setDescription] = useState(editing?.description ?? ('description' in draft ? (draft.description ?? '') : ''));
  const [ownerUserId, setOwner] = useState(editing?.ownerUserId ?? ('ownerUserId' in draft ? (draft.ownerUserId ?? '') : ''));
  const [dueDate, setDueDate] = useState(editing?.dueDate ?? '');
  const [goalId, setGoalId] = useState(editing?.goalId ?? '');
  const [status, setStatus] = useState<PriorityStatus>(editing?.status ?? 'on_track');
  const [milestones, setMilestones] = useState<MilestoneRow[]>(() => (editing?.milestones ?? []).map(milestoneRow));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const quarterEnd = quarterRange(quarter).to;

  const changeMilestone = (key: number, change: Partial<MilestoneRow>) => setMilestones((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      quarter,
      scope,
      title,
      description,
      ownerUserId,
      dueDate,
      status,
      goalId,
      milestones: milestones.map((row) => ({ title: row.title, dueDate: row.dueDate, done: row.done })),
    };
    const parsed = priorityInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, input: { ...parsed.data, updatedAt: editing.updatedAt } });
        toast.success('Priority saved');
      } else {
        await create.mutateAsync(parsed.data);
        toast.success('Priority added');
      }
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      // A business rule (the Big 3 full) or someone else's save: said in the form, where the person is looking.
      if ((isApiError(error) && error.status === 422) || isStaleWrite(error)) setRefusal(errorMessage(error));
      toast.error(editing ? 'Could not save the priority' : 'Could not add the priority', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4" aria-label={editing ? 'Edit priority' : 'Add a priority'}>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="priority-scope" label="Kind" error={errors.scope} hint={scope === 'company' ? 'One of the company’s three this quarter.' : 'One of its owner’s own three.'}>
          {(control) => (
            <NativeSelect {...control} value={scope} onChange={(event) => setScope(event.target.value as PriorityScope)}>
              {priorityScopes.map((key) => (
                <option key={key} value={key}>
                  {priorityScopeLabels[key]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="priority-owner" label="Owner" error={errors.ownerUserId} hint="Who reports on it every week.">
          {(control) => (
            <NativeSelect {...control} value={ownerUserId} onChange={(event) => setOwner(event.target.value)}>
              <option value="">Choose who owns it</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <InputField id="priority-title" label="Priority" value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} autoComplete="off" maxLength={120} />
      <FormField id="priority-description" label="Description" error={errors.description} hint="Optional: what done looks like.">
        {(control) => <Textarea {...control} value={description} onChange={(event) => setDescription(event.target.value)} rows={2} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="priority-due"
          label="Due date"
          type="date"
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
          error={errors.dueDate}
          hint={`Left blank: the quarter’s last day, ${formatDay(quarterEnd)}.`}
        />
        <FormField id="priority-goal" label="Goal it serves" error={errors.goalId} hint={goals.length === 0 ? 'The year has no one-year goals yet.' : undefined}>
          {(control) => (
            <NativeSelect {...control} value={goalId} onChange={(event) => setGoalId(event.target.value)}>
              <option value="">No goal</option>
              {goals.map((goal) => (
                <option key={goal.id} value={goal.id}>
                  {goal.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium" aria-hidden="true">
          Status
        </span>
        <PriorityStatusControl label="Status" name="priority-status" value={status} onChange={setStatus} />
      </div>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium">
          Milestones <span className="font-normal text-muted-foreground">({milestones.length} of {MAX_MILESTONES})</span>
        </legend>
        {errors.milestones && <p className="text-sm font-medium text-destructive">{errors.milestones}</p>}
        {milestones.length === 0 && <p className="text-sm text-muted-foreground">No milestones yet: the steps that get it done, each with a date.</p>}
        <ol className="grid gap-2">
          {milestones.map((row, index) => {
            const titleError = errors[`milestones.${index}.title`];
            const dateError = errors[`milestones.${index}.dueDate`];
            return (
              <li key={row.key} className="grid gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Checkbox checked={row.done} onCheckedChange={(checked) => changeMilestone(row.key, { done: checked === true })} aria-label={`Milestone ${index + 1} done`} />
                  <Input
                    className="min-w-0 flex-1 basis-40"
                    value={row.title}
                    onChange={(event) => changeMilestone(row.key, { title: event.target.value })}
                    aria-label={`Milestone ${index + 1}`}
                    aria-invalid={titleError ? true : undefined}
                    maxLength={120}
                  />
                  <Input
                    className="w-40"
                    type="date"
                    value={row.dueDate}
                    onChange={(event) => changeMilestone(row.key, { dueDate: event.target.value })}
                    aria-label={`Milestone ${index + 1} date`}
                    aria-invalid={dateError ? true : undefined}
                  />
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove milestone ${index + 1}`} onClick={() => setMilestones((rows) => rows.filter((each) => each.key !== row.key))}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
                {(titleError ?? dateError) && <p className="text-sm font-medium text-destructive">{titleError ?? dateError}</p>}
              </li>
            );
          })}
        </ol>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={milestones.length >= MAX_MILESTONES}
          onClick={() => setMilestones((rows) => [...rows, milestoneRow({ title: '', dueDate: null, done: false })])}
        >
          <PlusIcon aria-hidden="true" />
          Add a milestone
        </Button>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {editing ? 'Save priority' : 'Add priority'}
        </Button>
      </DialogFooter>
    </form>
  );
}
