import {
  isCalendarInterval,
  scheduleInputSchema,
  scheduleIntervalUnitLabels,
  scheduleIntervalUnits,
  updateScheduleInputSchema,
  upkeepMessages,
  type ScheduleIntervalUnit,
  type UpkeepSchedule,
} from '@groundwork/domain/equipment';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { isStaleWrite } from '@/lib/stale-write';
import { numberOrText } from '@/lib/typed-number';
import { useCreateSchedule } from '../api/create-schedule';
import { useUpdateSchedule } from '../api/update-schedule';
import { schemaErrors, serverErrors, type FormErrors } from '../upkeep-access';

type ScheduleFormDialogProps = {
  equipmentId: string;
  /** The schedule being edited, or null to add one; the dialog is open while this is not undefined. */
  schedule: UpkeepSchedule | null | undefined;
  today: string;
  onClose: () => void;
};

export function ScheduleFormDialog({ equipmentId, schedule, today, onClose }: ScheduleFormDialogProps) {
  return (
    <Dialog open={schedule !== undefined} onOpenChange={(open) => !open && onClose()}>
      {schedule !== undefined && <ScheduleForm key={schedule?.id ?? 'new'} equipmentId={equipmentId} schedule={schedule} today={today} onClose={onClose} />}
    </Dialog>
  );
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A service schedule: what, how often (by the calendar or by the meter), what it usually costs, and when it was last done. */
function ScheduleForm({ equipmentId, schedule, today, onClose }: { equipmentId: string; schedule: UpkeepSchedule | null; today: string; onClose: () => void }) {
  const [name, setName] = useState(schedule?.name ?? '');
  const [every, setEvery] = useState(text(schedule?.every));
  const [unit, setUnit] = useState<ScheduleIntervalUnit>(schedule?.unit ?? 'hours');
  const [expectedCost, setExpectedCost] = useState(text(schedule?.expectedCost ?? 0));
  const [lastDoneDate, setLastDoneDate] = useState(schedule?.lastDoneDate ?? today);
  const [lastDoneMeter, setLastDoneMeter] = useState(text(schedule?.lastDoneMeter));
  const [notes, setNotes] = useState(schedule?.notes ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const keyFor = useRef(idempotencyKeys()).current;
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const busy = create.isPending || update.isPending;
  const calendar = isCalendarInterval(unit);

  const submit = () => {
    const fields = {
      name,
      every: numberOrText(every),
      unit,
      expectedCost: numberOrText(expectedCost) ?? 0,
      lastDoneDate: calendar ? lastDoneDate || null : null,
      lastDoneMeter: calendar ? null : numberOrText(lastDoneMeter),
      notes: notes.trim() ? notes : null,
    };
    setRefusal(null);
    const onError = (error: unknown) => {
      const byField = serverErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setRefusal(isStaleWrite(error) ? `${upkeepMessages.scheduleStale} It has been reloaded.` : errorMessage(error));
    };
    if (schedule) {
      const parsed = updateScheduleInputSchema.safeParse({ ...fields, updatedAt: schedule.updatedAt });
      if (!parsed.success) return setErrors(schemaErrors(parsed.error));
      setErrors({});
      update.mutate(
        { equipmentId, scheduleId: schedule.id, input: parsed.data },
        {
          onSuccess: () => {
            toast.success(upkeepMessages.scheduleUpdated);
            onClose();
          },
          onError,
        },
      );
      return;
    }
    const parsed = scheduleInputSchema.safeParse(fields);
    if (!parsed.success) return setErrors(schemaErrors(parsed.error));
    setErrors({});
    create.mutate(
      { equipmentId, input: parsed.data, idempotencyKey: keyFor(parsed.data) },
      {
        onSuccess: () => {
          toast.success(upkeepMessages.scheduleAdded);
          onClose();
        },
        onError,
      },
    );
  };

  const meterWord = unit === 'miles' ? 'miles' : 'hours';
  return (
    <DialogContent className="max-h-[90vh] overflow-y-auto">
      <DialogHeader>
        <DialogTitle>{schedule ? `Edit ${schedule.name}` : 'Add a service schedule'}</DialogTitle>
        <DialogDescription>By the calendar (every N days or months) or by the meter (every N hours or miles).</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <InputField id="schedule-name" label="Service" placeholder="Oil and filter change" maxLength={120} value={name} error={errors.name} disabled={busy} onChange={(event) => setName(event.target.value)} />
        <div className="grid grid-cols-2 gap-3">
          <InputField id="schedule-every" label="Every" inputMode="decimal" value={every} error={errors.every} disabled={busy} onChange={(event) => setEvery(event.target.value)} />
          <FormField id="schedule-unit" label="Unit" error={errors.unit}>
            {(control) => (
              <NativeSelect {...control} value={unit} disabled={busy} onChange={(event) => setUnit(event.target.value as ScheduleIntervalUnit)}>
                {scheduleIntervalUnits.map((option) => (
                  <option key={option} value={option}>
                    {scheduleIntervalUnitLabels[option]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        {calendar ? (
          <InputField
            id="schedule-last-done-date"
            label="Last done on"
            type="date"
            max={today}
            value={lastDoneDate}
            error={errors.lastDoneDate}
            hint="The next one counts from here until a service is logged against this schedule."
            disabled={busy}
            onChange={(event) => setLastDoneDate(event.target.value)}
          />
        ) : (
          <InputField
            id="schedule-last-done-meter"
            label={`Last done at (${meterWord})`}
            inputMode="decimal"
            value={lastDoneMeter}
            error={errors.lastDoneMeter}
            hint={`The meter reading then; the current reading for a new unit.`}
            disabled={busy}
            onChange={(event) => setLastDoneMeter(event.target.value)}
          />
        )}
        <InputField id="schedule-cost" label="Expected cost ($)" inputMode="decimal" value={expectedCost} error={errors.expectedCost} disabled={busy} onChange={(event) => setExpectedCost(event.target.value)} />
        <FormField id="schedule-notes" label="Notes" error={errors.notes}>
          {(control) => <Textarea {...control} rows={2} maxLength={2000} value={notes} disabled={busy} onChange={(event) => setNotes(event.target.value)} />}
        </FormField>
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
            {schedule ? 'Save schedule' : 'Add schedule'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
