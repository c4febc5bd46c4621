import {
  MAX_ONBOARDING_ITEMS,
  ONBOARDING_DUE_DAYS,
  ONBOARDING_ITEM_MAX,
  onboardingChecklistInputSchema,
  onboardingDueDayLabels,
  onboardingItemSourceLabels,
  sortByDueDay,
  type OnboardingChecklist,
  type OnboardingChecklistItem,
  type OnboardingDueDay,
  type OnboardingOverview,
} from '@groundwork/domain/people-development';
import { AlertCircleIcon, Loader2Icon, PlusIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { isStaleWrite } from '@/lib/stale-write';
import { useOnboardingChecklist, useSaveOnboardingChecklist } from '../api/onboarding';

type EditedItem = OnboardingChecklistItem & { key: number };

let nextKey = 0;
const withKeys = (items: readonly OnboardingChecklistItem[]): EditedItem[] => items.map((item) => ({ ...item, key: (nextKey += 1) }));

/** The office picks a position and edits its checklist: generated from the role until saved. */
export function ChecklistSection({ positions }: { positions: OnboardingOverview['positions'] }) {
  // A checklist the office has kept first: the one they come back to.
  const [positionId, setPositionId] = useState<string>((positions.find((position) => position.saved) ?? positions[0])?.id ?? '');
  const checklist = useOnboardingChecklist(positionId || null);
  return (
    <section aria-labelledby="checklists-heading" className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id="checklists-heading" className="text-lg font-semibold">
          Checklists by position
        </h2>
        <p className="text-sm text-muted-foreground">
          Each position’s first month: what every new hire goes through, and its responsibilities from the org chart. Edit it here; a new hire gets it as it stands when assigned.
        </p>
      </div>
      {positions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Add positions to the org chart first: each gets a checklist from its responsibilities.</p>
      ) : (
        <>
          <FormField id="checklist-position" label="Position" className="max-w-sm">
            {(control) => (
              <NativeSelect {...control} value={positionId} onChange={(event) => setPositionId(event.target.value)}>
                {positions.map((position) => (
                  <option key={position.id} value={position.id}>
                    {position.title}
                    {position.saved ? '' : ' (generated)'}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {checklist.isPending ? (
            <LoadingRows rows={4} label="Loading the checklist" />
          ) : checklist.isError ? (
            <LoadError title="Could not load the checklist" error={checklist.error} onRetry={() => void checklist.refetch()} />
          ) : (
            <ChecklistEditor key={`${checklist.data.position.id}-${checklist.data.updatedAt ?? 'generated'}`} checklist={checklist.data} />
          )}
        </>
      )}
    </section>
  );
}

export function ChecklistEditor({ checklist }: { checklist: OnboardingChecklist }) {
  const save = useSaveOnboardingChecklist();
  const [items, setItems] = useState<EditedItem[]>(() => withKeys(checklist.items));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = checklist.position.title;

  const change = (key: number, patch: Partial<OnboardingChecklistItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  const remove = (key: number) => setItems((current) => current.filter((item) => item.key !== key));
  const add = () => setItems((current) => [...current, { key: (nextKey += 1), title: '', dueDay: 7, source: 'custom', sopId: null }]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { items: items.map(({ title: itemTitle, dueDay, source, sopId }) => ({ title: itemTitle, dueDay, source, sopId })), updatedAt: checklist.updatedAt };
    const parsed = onboardingChecklistInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      // Saved in due-day order, as the new hire will see it.
      const ordered = sortByDueDay(parsed.data.items);
      await save.mutateAsync({ positionId: checklist.position.id, input: { items: ordered, updatedAt: checklist.updatedAt } });
      toast.success(`Checklist for ${title} saved`);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (isStaleWrite(error)) setRefusal('Someone else saved this checklist since you opened it. Choose the position again to see theirs; your changes are still here.');
      toast.error('Could not save the checklist', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Checklist for ${title}`} className="grid min-w-0 gap-3">
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <p className="text-sm text-muted-foreground">
        {checklist.saved ? 'Saved checklist.' : 'Generated from the role’s responsibilities and the first month every new hire goes through — not saved yet.'}
        {checklist.position.keyResponsibilities.length === 0 && ' The position has no responsibilities written on the org chart yet.'}
      </p>
      {errors.items && (
        <p role="alert" className="text-sm text-destructive">
          {errors.items}
        </p>
      )}
      <ol aria-label={`Items for ${title}`} className="grid gap-2">
        {items.map((item, index) => (
          <li key={item.key} className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-start">
            <div className="col-span-2 grid min-w-0 gap-1 sm:col-span-1">
              <label htmlFor={`item-${item.key}-title`} className="sr-only">
                Item {index + 1}
              </label>
              <Input
                id={`item-${item.key}-title`}
                value={item.title}
                maxLength={ONBOARDING_ITEM_MAX}
                onChange={(event) => change(item.key, { title: event.target.value })}
                aria-invalid={errors[`items.${index}.title`] ? true : undefined}
                aria-describedby={errors[`items.${index}.title`] ? `item-${item.key}-error` : undefined}
              />
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="muted">{onboardingItemSourceLabels[item.source]}</Badge>
                {(errors[`items.${index}.title`] ?? errors[`items.${index}.sopId`]) && (
                  <span id={`item-${item.key}-error`} className="text-sm text-destructive">
                    {errors[`items.${index}.title`] ?? errors[`items.${index}.sopId`]}
                  </span>
                )}
              </div>
            </div>
            <div>
              <label htmlFor={`item-${item.key}-day`} className="sr-only">
                Due day of item {index + 1}
              </label>
              <NativeSelect id={`item-${item.key}-day`} value={item.dueDay} onChange={(event) => change(item.key, { dueDay: Number(event.target.value) as OnboardingDueDay })}>
                {ONBOARDING_DUE_DAYS.map((day) => (
                  <option key={day} value={day}>
                    {onboardingDueDayLabels[day]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove item ${index + 1}`} onClick={() => remove(item.key)}>
              <Trash2Icon aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {items.length < MAX_ONBOARDING_ITEMS && (
          <Button type="button" variant="outline" onClick={add}>
            <PlusIcon aria-hidden />
            Add an item
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={() => setItems(withKeys(checklist.generated))}>
          <RotateCcwIcon aria-hidden />
          Start again from the role
        </Button>
        <Button type="submit" className="sm:ml-auto" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save checklist
        </Button>
      </div>
    </form>
  );
}
