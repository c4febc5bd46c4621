import { goalInputSchema, type Goal } from '@groundwork/domain/planning';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { numberOrText } from '@/lib/typed-number';
import { useCreateGoal, useUpdateGoal } from '../api/change-plan';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';

type GoalDialogProps = {
  /** The goal being changed, 'new' to add one, null when closed. */
  goal: Goal | 'new' | null;
  year: number;
  /** The vision's focus areas, offered as the area a goal serves. */
  focusAreas: readonly string[];
  onClose: () => void;
};

/** Add or change a one-year goal: what, the vision focus area it moves forward, and how the team will know. */
export function GoalDialog({ goal, year, focusAreas, onClose }: GoalDialogProps) {
  const editing = goal === 'new' ? null : goal;
  return (
    <Dialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      {goal !== null && (
        <DialogContent className="max-w-lg overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit goal' : 'Add a one-year goal'}</DialogTitle>
            <DialogDescription>Where the company must be by the end of the year to stay on the road to its vision.</DialogDescription>
          </DialogHeader>
          <GoalForm key={editing?.id ?? 'new'} goal={editing} year={year} focusAreas={focusAreas} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function GoalForm({ goal, year: shownYear, focusAreas, onDone }: { goal: Goal | null; year: number; focusAreas: readonly string[]; onDone: () => void }) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const [year, setYear] = useState(String(goal?.year ?? shownYear));
  const [title, setTitle] = useState(goal?.title ?? '');
  const [focusArea, setFocusArea] = useState(goal?.focusArea ?? '');
  const [measure, setMeasure] = useState(goal?.measure ?? '');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = goalInputSchema.safeParse({ year: numberOrText(year), title, focusArea, measure });
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      if (goal) {
        await update.mutateAsync({ id: goal.id, input: { ...parsed.data, updatedAt: goal.updatedAt } });
        toast.success('Goal saved');
      } else {
        await create.mutateAsync(parsed.data);
        toast.success('Goal added');
      }
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if ((isApiError(error) && error.status === 422) || isStaleWrite(error)) setRefusal(errorMessage(error));
      toast.error(goal ? 'Could not save the goal' : 'Could not add the goal', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4" aria-label={goal ? 'Edit goal' : 'Add a one-year goal'}>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <InputField id="goal-title" label="Goal" value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} autoComplete="off" maxLength={120} hint="e.g. Grow maintenance revenue to $1.2M" />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <InputField id="goal-year" label="Year" inputMode="numeric" value={year} onChange={(event) => setYear(event.target.value)} error={errors.year} />
        <InputField
          id="goal-focus-area"
          label="Vision focus area"
          list={focusAreas.length > 0 ? 'goal-focus-areas' : undefined}
          value={focusArea}
          onChange={(event) => setFocusArea(event.target.value)}
          error={errors.focusArea}
          maxLength={120}
          autoComplete="off"
          hint={focusAreas.length > 0 ? 'Pick one of the vision’s focus areas, or type another.' : 'Optional. The vision has no focus areas yet.'}
        />
        {focusAreas.length > 0 && (
          <datalist id="goal-focus-areas">
            {focusAreas.map((area) => (
              <option key={area} value={area} />
            ))}
          </datalist>
        )}
      </div>
      <FormField id="goal-measure" label="How you will know" error={errors.measure} hint="Optional: the number or result that says it is met.">
        {(control) => <Textarea {...control} value={measure} onChange={(event) => setMeasure(event.target.value)} rows={2} maxLength={500} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {goal ? 'Save goal' : 'Add goal'}
        </Button>
      </DialogFooter>
    </form>
  );
}
