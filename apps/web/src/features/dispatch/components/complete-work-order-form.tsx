import { applicationsRequiredMessage, type Application, type ApplicationWarningCode } from '@groundwork/domain/chemical-applications';
import type { CompleteWorkOrderInput, DispatchOrder } from '@groundwork/domain/dispatch';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { applicationsQueryRoot, useApplicationRules, useOrderApplications } from '../api/get-order-applications';
import { saveOrderApplication } from '../api/save-order-application';
import {
  applicationLinesOf,
  blankEntry,
  blankRequired,
  createApplicationBody,
  entryErrors,
  fieldLabel,
  fillMissingBody,
  hasApplicationLines,
  orderProfile,
  requiredCrewFields,
  warningsOf,
  type ApplicationEntry,
  type ApplicationLine,
} from '../application-gate';
import { clockTimeOf } from '../clock-time';
import { blankTimeEntry, completeBody, completeErrors, initialCompleteDraft, type FormErrors } from '../complete-form';
import { updateDraft, useOrderDraft, type CompleteDraft, type TimeEntryDraft } from '../order-draft';
import { ApplicationRecordFields } from './application-record-fields';

type Member = { employeeId: string; name: string; role?: 'leader' | 'member' };

type Warning = { code: ApplicationWarningCode; message: string };

/** What was typed for the order's application records, kept on the phone like the rest of the report. */
const entriesKey = (orderId: string) => `groundwork.dispatch-applications.${orderId}`;
function readEntries(orderId: string): Record<string, ApplicationEntry> {
  try {
    const raw = window.localStorage.getItem(entriesKey(orderId));
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, ApplicationEntry>) : {};
  } catch {
    return {};
  }
}
function writeEntries(orderId: string, entries: Record<string, ApplicationEntry>): void {
  try {
    if (Object.keys(entries).length === 0) window.localStorage.removeItem(entriesKey(orderId));
    else window.localStorage.setItem(entriesKey(orderId), JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the entries live as long as the screen does.
  }
}

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

  // Fertiliser and pesticide lines: each needs a complete record under the company's state before the order completes.
  const queryClient = useQueryClient();
  const gated = hasApplicationLines(order);
  const records = useOrderApplications(order.id, gated);
  const rules = useApplicationRules(gated);
  const profile = orderProfile(order, rules.data);
  const required = requiredCrewFields(profile);
  const lines = gated ? applicationLinesOf(order, draft.materials, records.data ?? []) : [];
  const leader = members.find((member) => member.role === 'leader') ?? members[0];
  const [entries, setEntries] = useState<Record<string, ApplicationEntry>>(() => readEntries(order.id));
  const [appErrors, setAppErrors] = useState<Record<string, Record<string, string>>>({});
  const [appWarnings, setAppWarnings] = useState<Record<string, Warning[]>>({});
  const [gateMessage, setGateMessage] = useState<string | null>(null);
  const [savingRecords, setSavingRecords] = useState(false);
  const [keyFor] = useState(() => new Map<string, (body: unknown) => string>());
  useEffect(() => writeEntries(order.id, entries), [order.id, entries]);

  const entryOf = (line: ApplicationLine) => entries[line.productId] ?? blankEntry(clockTimeOf(new Date().toISOString(), timeZone), leader?.employeeId ?? '');
  const changeApplication = (line: ApplicationLine, next: Partial<ApplicationEntry>) => setEntries((current) => ({ ...current, [line.productId]: { ...entryOf(line), ...current[line.productId], ...next } }));
  const recordOf = (line: ApplicationLine) => records.data?.find((record) => record.productId === line.productId);

  /** What stops the order from completing, product by product, in words for the note above the button. */
  const gateProblems = lines.flatMap((line) => {
    const record = recordOf(line);
    if (record?.complete) return [];
    const asked = record ? required.filter((field) => record.missingFields.includes(field)) : required;
    const blank = blankRequired(entryOf(line), asked);
    const office = record ? record.missingFields.filter((field) => !(asked as readonly string[]).includes(field)) : [];
    return [
      ...(blank.length > 0 ? [`${line.productName}: ${blank.map(fieldLabel).join(', ')}`] : []),
      ...(office.length > 0 ? [`${line.productName}: ask the office to add ${office.map(fieldLabel).join(', ')}`] : []),
    ];
  });

  /** Saves each application record not yet complete; true when every one is complete on the server. */
  const saveRecords = async (): Promise<boolean> => {
    const errorsByProduct: Record<string, Record<string, string>> = {};
    const warningsByProduct: Record<string, Warning[]> = {};
    let allComplete = true;
    for (const line of lines) {
      const record = recordOf(line);
      if (record?.complete) continue;
      const entry = entryOf(line);
      const asked = record ? required.filter((field) => record.missingFields.includes(field)) : required;
      const blank = blankRequired(entry, asked);
      if (blank.length > 0) {
        errorsByProduct[line.productId] = Object.fromEntries(blank.map((field) => [field === 'finishedAt' ? 'finishedAt' : field === 'applicatorName' ? 'applicatorEmployeeId' : field, `${fieldLabel(field)} is required`]));
        allComplete = false;
        continue;
      }
      let saved: Application;
      try {
        if (record) {
          saved = await saveOrderApplication({ kind: 'update', id: record.id, input: fillMissingBody(record, entry, date, timeZone) });
        } else {
          const body = createApplicationBody(order, line, entry, date, timeZone);
          const found = entryErrors(body);
          if (Object.keys(found).length > 0) {
            errorsByProduct[line.productId] = found;
            allComplete = false;
            continue;
          }
          if (!keyFor.has(line.productId)) keyFor.set(line.productId, idempotencyKeys());
          saved = await saveOrderApplication({ kind: 'create', input: body, idempotencyKey: keyFor.get(line.productId)!(body) });
        }
      } catch (error) {
        const fieldErrors = isApiError(error) ? error.fieldErrors : {};
        const warnings = warningsOf(fieldErrors);
        if (warnings.length > 0) warningsByProduct[line.productId] = warnings;
        errorsByProduct[line.productId] = Object.fromEntries(
          Object.entries(fieldErrors)
            .filter(([key]) => !key.startsWith('overrideReasons.'))
            .map(([key, messages]) => [key, messages[0] ?? '']),
        );
        if (warnings.length === 0) toast.error(`The record of ${line.productName} was not saved`, { description: errorMessage(error) });
        allComplete = false;
        continue;
      }
      if (!saved.complete) allComplete = false;
    }
    setAppErrors(errorsByProduct);
    setAppWarnings(warningsByProduct);
    void queryClient.invalidateQueries({ queryKey: applicationsQueryRoot });
    if (lines.some((line) => !recordOf(line)?.complete)) await records.refetch();
    return allComplete;
  };

  const submit = async () => {
    const body = completeBody(order, draft, date, timeZone);
    const found = completeErrors(body, draft, order);
    setClientErrors(found);
    if (Object.keys(found).length > 0) return;
    if (lines.length > 0) {
      // Which fields the state asks for comes with the settings: never record against a guess.
      if (!rules.data) {
        setGateMessage(rules.isError ? `Could not read the state’s rules for application records: ${errorMessage(rules.error)}` : 'Still reading the state’s rules for application records. Try again in a moment.');
        if (rules.isError) void rules.refetch();
        return;
      }
      setSavingRecords(true);
      try {
        const ready = await saveRecords();
        if (!ready) {
          setGateMessage(applicationsRequiredMessage(lines.filter((line) => !recordOf(line)?.complete).map((line) => line.productName)));
          return;
        }
      } finally {
        setSavingRecords(false);
      }
    }
    setGateMessage(null);
    onSubmit(body);
  };

  return (
    <form
      className="grid gap-5"
      aria-label="Complete the work order"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
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

      {lines.length > 0 && (
        <section className="grid gap-3" aria-labelledby={`applications-${order.id}-title`}>
          <h4 id={`applications-${order.id}-title`} className="text-base font-semibold">
            Application records
          </h4>
          <p className="text-sm text-muted-foreground">
            {profile ? `${profile.name} asks for a record of each fertiliser and pesticide applied.` : 'Record each fertiliser and pesticide applied.'} The weather is kept as typed.
          </p>
          {records.isError && <p className="text-sm text-destructive">Could not read the records already kept: {errorMessage(records.error)}</p>}
          {lines.map((line) => (
            <ApplicationRecordFields
              key={line.productId}
              orderId={order.id}
              line={line}
              record={recordOf(line)}
              required={required}
              entry={entryOf(line)}
              onChange={(next) => changeApplication(line, next)}
              people={people}
              errors={appErrors[line.productId] ?? {}}
              warnings={appWarnings[line.productId] ?? []}
            />
          ))}
        </section>
      )}

      <Field id={`notes-${order.id}`} label="Notes" error={errors.notes}>
        <Textarea {...fieldA11y(`notes-${order.id}`, errors.notes)} rows={3} value={draft.notes} onChange={(event) => change({ notes: event.target.value })} />
      </Field>

      {(gateMessage || gateProblems.length > 0) && (
        <div id={`complete-gate-${order.id}`} className="grid gap-1 rounded-lg border border-warning/40 bg-warning-soft/40 p-3 text-sm" role={gateMessage ? 'alert' : undefined}>
          {gateMessage && <p className="font-medium">{gateMessage}</p>}
          {gateProblems.length > 0 && (
            <>
              <p>Before completing, fill in:</p>
              <ul className="list-disc pl-5">
                {gateProblems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      <Button type="submit" className="min-h-11" disabled={busy || savingRecords} aria-describedby={gateMessage || gateProblems.length > 0 ? `complete-gate-${order.id}` : undefined}>
        {savingRecords && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {savingRecords ? 'Saving the application records…' : 'Complete work order'}
      </Button>
    </form>
  );
}
