import type { CompleteWorkOrderInput, DispatchOrder } from '@groundwork/domain/dispatch';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { blankTimeEntry, completeBody, completeErrors, initialCompleteDraft, type FormErrors } from '../complete-form';
import { updateDraft, useOrderDraft, type CompleteDraft, type TimeEntryDraft } from '../order-draft';

type Member = { employeeId: string; name: string };

type CompleteWorkOrderFormProps = {
  order: DispatchOrder;
  members: readonly Member[];
  /** The order's day (clock times are read on it). */
  date: string;
  busy: boolean;
  /** Field messages the server sent back. */
  serverErrors: FormErrors;
  onSubmit: (body: CompleteWorkOrderInput) => void;
};

/**
 * Complete: hours per person (clocked in and out, or typed), quantities used of the product lines, notes. Every
 * keystroke is kept on the phone, so a reload or a lost connection loses nothing.
 */
export function CompleteWorkOrderForm({ order, members, date, busy, serverErrors, onSubmit }: CompleteWorkOrderFormProps) {
  const timeZone = useCompanyTimeZone();
  const { draft: stored } = useOrderDraft(order.id);
  const [initial] = useState(() => initialCompleteDraft(order, members, timeZone));
  const draft = stored.complete ?? initial;
  const [clientErrors, setClientErrors] = useState<FormErrors>({});
  const errors = { ...serverErrors, ...clientErrors };

  const change = (next: Partial<CompleteDraft>) => updateDraft(order.id, { complete: { ...draft, ...next } });
  const changeEntry = (key: string, next: Partial<TimeEntryDraft>) =>
    change({ timeEntries: draft.timeEntries.map((entry) => (entry.key === key ? { ...entry, ...next } : entry)) });

  // Anyone already on an entry stays choosable (a helper from another crew the office recorded).
  const people = [...members];
  for (const entry of order.timeEntries)
    if (!people.some((person) => person.employeeId === entry.employeeId)) people.push({ employeeId: entry.employeeId, name: entry.employeeName });
  const productLines = order.lines.filter((line) => line.type === 'product');

  const submit = () => {
    const body = completeBody(order, draft, date, timeZone);
    const found = completeErrors(body, draft, order);
    setClientErrors(found);
    if (Object.keys(found).length === 0) onSubmit(body);
  };

  return (
    <form
      className="grid gap-5"
      aria-label="Complete the work order"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">Hours</legend>
        {errors.timeEntries && (
          <p className="text-sm font-medium text-destructive" role="alert">
            {errors.timeEntries}
          </p>
        )}
        {draft.timeEntries.map((entry, index) => {
          const id = `time-${order.id}-${index}`;
          const person = people.find((candidate) => candidate.employeeId === entry.employeeId)?.name ?? `Person ${index + 1}`;
          const error = (field: string) => errors[`timeEntries.${index}.${field}`];
          return (
            <div key={entry.key} className="grid gap-3 rounded-lg border border-border p-3" role="group" aria-label={`Hours of ${person}`}>
              <div className="flex items-end gap-2">
                <Field id={`${id}-person`} label="Person" error={error('employeeId')} className="min-w-0 flex-1">
                  <NativeSelect
                    {...fieldA11y(`${id}-person`, error('employeeId'))}
                    className="[&_select]:h-11"
                    value={entry.employeeId}
                    onChange={(event) => changeEntry(entry.key, { employeeId: event.target.value })}
                  >
                    {people.map((candidate) => (
                      <option key={candidate.employeeId} value={candidate.employeeId}>
                        {candidate.name}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  className="size-11"
                  aria-label={`Remove ${person}’s hours`}
                  onClick={() => change({ timeEntries: draft.timeEntries.filter((candidate) => candidate.key !== entry.key) })}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
              <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={`How ${person}’s time is recorded`}>
                {(['hours', 'clock'] as const).map((mode) => (
                  <label key={mode} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="radio"
                      className="size-5"
                      name={`${id}-mode`}
                      checked={entry.mode === mode}
                      onChange={() => changeEntry(entry.key, { mode })}
                    />
                    {mode === 'hours' ? 'Hours typed' : 'Clock in and out'}
                  </label>
                ))}
              </div>
              {entry.mode === 'hours' ? (
                <Field id={`${id}-hours`} label="Hours" error={error('hours')}>
                  <Input
                    {...fieldA11y(`${id}-hours`, error('hours'))}
                    className="h-11"
                    inputMode="decimal"
                    autoComplete="off"
                    value={entry.hours}
                    onChange={(event) => changeEntry(entry.key, { hours: event.target.value })}
                  />
                </Field>
              ) : (
                <div className="grid grid-cols-2 gap-3">
                  <Field id={`${id}-in`} label="Clock in" error={error('clockIn')}>
                    <Input {...fieldA11y(`${id}-in`, error('clockIn'))} className="h-11" type="time" value={entry.clockIn} onChange={(event) => changeEntry(entry.key, { clockIn: event.target.value })} />
                  </Field>
                  <Field id={`${id}-out`} label="Clock out" error={error('clockOut')}>
                    <Input {...fieldA11y(`${id}-out`, error('clockOut'))} className="h-11" type="time" value={entry.clockOut} onChange={(event) => changeEntry(entry.key, { clockOut: event.target.value })} />
                  </Field>
                </div>
              )}
            </div>
          );
        })}
        {people.length > 0 && (
          <Button type="button" variant="outline" className="min-h-11 justify-self-start" onClick={() => change({ timeEntries: [...draft.timeEntries, blankTimeEntry(people[0]!.employeeId)] })}>
            <PlusIcon aria-hidden="true" />
            Add hours
          </Button>
        )}
      </fieldset>

      {productLines.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-base font-semibold">Materials used</legend>
          {productLines.map((line) => {
            const id = `material-${order.id}-${line.itemId}`;
            const error = errors[`materials.${line.itemId}`];
            return (
              <Field key={line.itemId} id={id} label={`${line.name} (planned ${line.quantity.toLocaleString('en-US', { maximumFractionDigits: 4 })})`} error={error}>
                <Input
                  {...fieldA11y(id, error)}
                  className="h-11"
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft.materials[line.itemId] ?? ''}
                  onChange={(event) => change({ materials: { ...draft.materials, [line.itemId]: event.target.value } })}
                />
              </Field>
            );
          })}
        </fieldset>
      )}

      <Field id={`notes-${order.id}`} label="Notes" error={errors.notes}>
        <Textarea {...fieldA11y(`notes-${order.id}`, errors.notes)} rows={3} value={draft.notes} onChange={(event) => change({ notes: event.target.value })} />
      </Field>

      <Button type="submit" className="min-h-11" disabled={busy}>
        Complete work order
      </Button>
    </form>
  );
}
