import {
  logMeterErrors,
  meterUnitLabels,
  meterUnitOf,
  meterUnits,
  serviceLogInputSchema,
  upkeepMessages,
  type MeterUnit,
  type ServiceLogEntry,
  type UnitUpkeep,
} from '@groundwork/domain/equipment';
import { AlertCircleIcon, Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatCurrency, formatShortDay } from '@/lib/format';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { numberOrText } from '@/lib/typed-number';
import { useAddServiceLogEntry } from '../api/add-service-log-entry';
import { useDeleteServiceLogEntry } from '../api/delete-service-log-entry';
import { schemaErrors, serverErrors, type FormErrors, type NamedOption } from '../upkeep-access';
import { formatMeter } from '../upkeep-format';

type ServiceLogPanelProps = { upkeep: UnitUpkeep; people: readonly NamedOption[]; canCorrect: boolean; today: string };

/** Every service done on the unit, newest first, with what it cost; add one, or delete a wrong one (after confirming). */
export function ServiceLogPanel({ upkeep, people, canCorrect, today }: ServiceLogPanelProps) {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ServiceLogEntry | null>(null);
  const deleteEntry = useDeleteServiceLogEntry();
  const total = upkeep.log.reduce((sum, entry) => sum + Math.round(entry.cost * 100), 0) / 100;

  return (
    <section aria-labelledby="service-log-heading" className="grid gap-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="service-log-heading" className="text-base font-semibold">
          Service log
          {upkeep.log.length > 0 && <span className="ml-2 text-sm font-normal text-muted-foreground tabular-nums">{formatCurrency(total)} in all</span>}
        </h3>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" />
          Log a service
        </Button>
      </div>
      {upkeep.log.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing logged yet. Each service logged here resets its schedule and counts toward the running cost.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Service log">
          {upkeep.log.map((entry) => (
            <li key={entry.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium break-words">{entry.workDone}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {[formatShortDay(entry.date), entry.meter !== null && entry.meterUnit ? `at ${formatMeter(entry.meter, entry.meterUnit)}` : null, entry.scheduleName, entry.performedBy && `by ${entry.performedBy}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
                <div className="flex items-center gap-1">
                  <span className="font-medium tabular-nums">{formatCurrency(entry.cost)}</span>
                  {canCorrect && (
                    <Button variant="ghost" size="icon" aria-label={`Delete the ${formatShortDay(entry.date)} service: ${entry.workDone}`} onClick={() => setDeleting(entry)}>
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  )}
                </div>
              </div>
              {entry.parts && <p className="text-xs break-words text-muted-foreground">Parts: {entry.parts}</p>}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={adding} onOpenChange={setAdding}>
        {adding && <ServiceLogForm upkeep={upkeep} people={people} today={today} onClose={() => setAdding(false)} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this service?"
        description={deleting ? `“${deleting.workDone}” on ${formatShortDay(deleting.date)} (${formatCurrency(deleting.cost)}) leaves the log and the running cost; its schedule counts from the service before.` : ''}
        confirmLabel="Delete service"
        busyLabel="Deleting…"
        busy={deleteEntry.isPending}
        onConfirm={() =>
          deleting &&
          deleteEntry.mutate(
            { equipmentId: upkeep.unit.id, entryId: deleting.id },
            {
              onSuccess: () => {
                toast.success('Service deleted');
                setDeleting(null);
              },
              onError: (error) => toast.error(upkeepMessages.deleteFailed, { description: errorMessage(error) }),
            },
          )
        }
      />
    </section>
  );
}

/** The doer: one of the employees, typed (a dealer, a mobile mechanic), or nobody named. */
const TYPED = 'typed';

function ServiceLogForm({ upkeep, people, today, onClose }: { upkeep: UnitUpkeep; people: readonly NamedOption[]; today: string; onClose: () => void }) {
  const [date, setDate] = useState(today);
  const [scheduleId, setScheduleId] = useState('');
  const [meter, setMeter] = useState('');
  const [meterUnit, setMeterUnit] = useState<MeterUnit>(upkeep.unit.meterMiles !== null && upkeep.unit.meterHours === null ? 'miles' : 'hours');
  const [workDone, setWorkDone] = useState('');
  const [parts, setParts] = useState('');
  const [cost, setCost] = useState('');
  const [doer, setDoer] = useState('');
  const [doerName, setDoerName] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const keyFor = useRef(idempotencyKeys()).current;
  const add = useAddServiceLogEntry();
  const schedule = upkeep.schedules.find((item) => item.id === scheduleId) ?? null;

  const chooseSchedule = (id: string) => {
    setScheduleId(id);
    const chosen = upkeep.schedules.find((item) => item.id === id);
    // A schedule that runs by the meter is reset by a reading in its unit: offer that unit, and its expected cost.
    const unit = chosen ? meterUnitOf(chosen.unit) : null;
    if (unit) setMeterUnit(unit);
    if (chosen && cost === '') setCost(String(chosen.expectedCost));
    if (chosen && workDone === '') setWorkDone(chosen.name);
  };

  const submit = () => {
    const meterValue = numberOrText(meter);
    const input = {
      date,
      meter: meterValue,
      meterUnit: meterValue === null ? null : meterUnit,
      workDone,
      parts: parts.trim() ? parts : null,
      cost: numberOrText(cost),
      performedByEmployeeId: doer && doer !== TYPED ? doer : null,
      performedByName: doer === TYPED && doerName.trim() ? doerName : null,
      scheduleId: scheduleId || null,
    };
    const parsed = serviceLogInputSchema.safeParse(input);
    // The meter a by-meter schedule needs is the domain's rule too (logMeterErrors), checked before sending.
    const meterErrors = parsed.success ? logMeterErrors(parsed.data, schedule) : {};
    if (!parsed.success || Object.keys(meterErrors).length > 0) {
      setErrors(parsed.success ? meterErrors : { ...schemaErrors(parsed.error) });
      return;
    }
    setErrors({});
    setRefusal(null);
    add.mutate(
      { equipmentId: upkeep.unit.id, input: parsed.data, idempotencyKey: keyFor(parsed.data) },
      {
        onSuccess: () => {
          toast.success(upkeepMessages.logEntryAdded);
          onClose();
        },
        onError: (error) => {
          const byField = serverErrors(error);
          setErrors(byField);
          if (Object.keys(byField).length === 0) setRefusal(errorMessage(error));
        },
      },
    );
  };

  const busy = add.isPending;
  return (
    <DialogContent className="max-h-[90vh] overflow-y-auto">
      <DialogHeader>
        <DialogTitle>Log a service on {upkeep.unit.name}</DialogTitle>
        <DialogDescription>What was done, when and at what meter, the parts and the cost. A service against a schedule resets it.</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid grid-cols-2 gap-3">
          <InputField id="log-date" label="Date" type="date" max={today} value={date} error={errors.date} disabled={busy} onChange={(event) => setDate(event.target.value)} />
          <FormField id="log-schedule" label="Schedule" error={errors.scheduleId}>
            {(control) => (
              <NativeSelect {...control} value={scheduleId} disabled={busy} onChange={(event) => chooseSchedule(event.target.value)}>
                <option value="">None (a repair)</option>
                {upkeep.schedules.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <InputField
            id="log-meter"
            label={schedule && meterUnitOf(schedule.unit) ? 'Meter' : 'Meter (optional)'}
            inputMode="decimal"
            value={meter}
            error={errors.meter}
            disabled={busy}
            onChange={(event) => setMeter(event.target.value)}
          />
          <FormField id="log-meter-unit" label="Meter unit" error={errors.meterUnit}>
            {(control) => (
              <NativeSelect {...control} value={meterUnit} disabled={busy} onChange={(event) => setMeterUnit(event.target.value as MeterUnit)}>
                {meterUnits.map((option) => (
                  <option key={option} value={option}>
                    {meterUnitLabels[option]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField id="log-work-done" label="Work done" error={errors.workDone}>
          {(control) => <Textarea {...control} rows={2} maxLength={2000} value={workDone} disabled={busy} onChange={(event) => setWorkDone(event.target.value)} />}
        </FormField>
        <InputField id="log-parts" label="Parts (optional)" maxLength={2000} value={parts} error={errors.parts} disabled={busy} onChange={(event) => setParts(event.target.value)} />
        <InputField id="log-cost" label="Cost ($)" inputMode="decimal" value={cost} error={errors.cost} disabled={busy} onChange={(event) => setCost(event.target.value)} />
        <div className="grid grid-cols-2 gap-3">
          <FormField id="log-doer" label="Done by" error={errors.performedByEmployeeId}>
            {(control) => (
              <NativeSelect {...control} value={doer} disabled={busy} onChange={(event) => setDoer(event.target.value)}>
                <option value="">Not named</option>
                {people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
                <option value={TYPED}>Someone else (type a name)</option>
              </NativeSelect>
            )}
          </FormField>
          {doer === TYPED && (
            <InputField id="log-doer-name" label="Name" placeholder="Dealer or mechanic" maxLength={120} value={doerName} error={errors.performedByName} disabled={busy} onChange={(event) => setDoerName(event.target.value)} />
          )}
        </div>
        {refusal && (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Log service
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
