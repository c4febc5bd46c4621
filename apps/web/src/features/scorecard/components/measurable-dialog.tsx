import {
  automaticSources,
  goalRuleLabels,
  goalRules,
  measurableInputSchema,
  measurableKindLabels,
  measurableKinds,
  measurableSources,
  type GoalRule,
  type Measurable,
  type MeasurableKind,
  type MeasurableSource,
} from '@groundwork/domain/scorecard';
import { Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/field-errors';
import { numberOrText } from '@/lib/typed-number';
import { useCreateMeasurable, useUpdateMeasurable } from '../api/change-measurables';

export type MeasurableOwnerOption = { id: string; name: string };

type MeasurableDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The measurable being changed; null adds one. */
  measurable: Measurable | null;
  people: readonly MeasurableOwnerOption[];
};

/** Add or change a measurable: where its figure comes from, who owns it, and the goal it is judged against. */
export function MeasurableDialog({ open, onOpenChange, measurable, people }: MeasurableDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{measurable ? 'Edit measurable' : 'Add measurable'}</DialogTitle>
            <DialogDescription>A number the leadership team looks at every week, with one owner and a goal.</DialogDescription>
          </DialogHeader>
          <MeasurableForm key={measurable?.id ?? 'new'} measurable={measurable} people={people} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function MeasurableForm({ measurable, people, onDone }: { measurable: Measurable | null; people: readonly MeasurableOwnerOption[]; onDone: () => void }) {
  const create = useCreateMeasurable();
  const update = useUpdateMeasurable();
  const [source, setSource] = useState<MeasurableSource>(measurable?.source ?? 'manual');
  const [name, setName] = useState(measurable?.name ?? '');
  const [ownerEmployeeId, setOwner] = useState(measurable?.ownerEmployeeId ?? '');
  const [kind, setKind] = useState<MeasurableKind>(measurable?.kind ?? 'count');
  const [rule, setRule] = useState<GoalRule>(measurable?.rule ?? 'at_least');
  const [goal, setGoal] = useState(textOf(measurable?.goal));
  const [goalMax, setGoalMax] = useState(textOf(measurable?.goalMax));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = create.isPending || update.isPending;

  /** Choosing a source names the measurable after it (unless a name was typed) and suggests its usual rule. */
  const chooseSource = (next: MeasurableSource) => {
    const previousLabel = source === 'manual' ? '' : measurableSources[source].label;
    if (next !== 'manual') {
      if (name.trim() === '' || name === previousLabel) setName(measurableSources[next].label);
      setRule(measurableSources[next].rule);
    }
    setSource(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, ownerEmployeeId, source, kind, rule, goal: numberOrText(goal), goalMax: rule === 'between' ? numberOrText(goalMax) : null };
    const parsed = measurableInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (measurable) {
        await update.mutateAsync({ id: measurable.id, input: { ...parsed.data, updatedAt: measurable.updatedAt } });
        toast.success('Measurable saved');
      } else {
        await create.mutateAsync(parsed.data);
        toast.success('Measurable added');
      }
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error(measurable ? 'Could not save the measurable' : 'Could not add the measurable', { description: errorMessage(error) });
    }
  };

  const shownKind = source === 'manual' ? kind : measurableSources[source].kind;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label={measurable ? 'Edit measurable' : 'Add measurable'}>
      <FormField
        id="measurable-source"
        label="Where the figure comes from"
        error={errors.source}
        hint={source === 'manual' ? 'Typed into the scorecard each week by its owner or the office.' : 'Filled in every week from the company’s own records; nobody types it.'}
      >
        {(control) => (
          <NativeSelect {...control} value={source} onChange={(event) => chooseSource(event.target.value as MeasurableSource)}>
            <option value="manual">Typed each week</option>
            <optgroup label="Fills itself">
              {automaticSources.map((key) => (
                <option key={key} value={key}>
                  {measurableSources[key].label}
                </option>
              ))}
            </optgroup>
          </NativeSelect>
        )}
      </FormField>
      <InputField id="measurable-name" label="Name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoComplete="off" />
      <FormField id="measurable-owner" label="Owner" error={errors.ownerEmployeeId} hint="Who reports on it in the weekly meeting.">
        {(control) => (
          <NativeSelect {...control} value={ownerEmployeeId} onChange={(event) => setOwner(event.target.value)}>
            <option value="">No owner yet</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {source === 'manual' && (
        <FormField id="measurable-kind" label="What it counts" error={errors.kind}>
          {(control) => (
            <NativeSelect {...control} value={kind} onChange={(event) => setKind(event.target.value as MeasurableKind)}>
              {measurableKinds.map((key) => (
                <option key={key} value={key}>
                  {measurableKindLabels[key]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="measurable-rule" label="On track when" error={errors.rule}>
          {(control) => (
            <NativeSelect {...control} value={rule} onChange={(event) => setRule(event.target.value as GoalRule)}>
              {goalRules.map((key) => (
                <option key={key} value={key}>
                  {goalRuleLabels[key]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField
          id="measurable-goal"
          label={rule === 'between' ? 'From' : 'Goal'}
          inputMode="decimal"
          value={goal}
          onChange={(event) => setGoal(event.target.value)}
          error={errors.goal}
          hint={measurableKindLabels[shownKind]}
        />
        {rule === 'between' && (
          <InputField id="measurable-goal-max" label="To" inputMode="decimal" value={goalMax} onChange={(event) => setGoalMax(event.target.value)} error={errors.goalMax} />
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {measurable ? 'Save measurable' : 'Add measurable'}
        </Button>
      </DialogFooter>
    </form>
  );
}
