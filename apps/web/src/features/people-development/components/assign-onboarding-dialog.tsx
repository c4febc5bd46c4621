import { assignOnboardingInputSchema, type DevelopmentPerson, type OnboardingOverview } from '@groundwork/domain/people-development';
import { Loader2Icon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { useAssignOnboarding } from '../api/onboarding';

type AssignOnboardingDialogProps = {
  open: boolean;
  onClose: () => void;
  today: string;
  people: readonly DevelopmentPerson[];
  positions: OnboardingOverview['positions'];
  /** Employees who already have a checklist. */
  onboarded: ReadonlySet<string>;
};

/** Assigns a position's checklist to a new hire from their start date (admins and office managers). */
export function AssignOnboardingDialog({ open, onClose, ...props }: AssignOnboardingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent className="max-w-lg overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Assign 30-day onboarding</DialogTitle>
            <DialogDescription>The position’s checklist, each item due on day 1, 7, 14 or 30 from the start date.</DialogDescription>
          </DialogHeader>
          <AssignForm {...props} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AssignForm({ today, people, positions, onboarded, onDone }: Omit<AssignOnboardingDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const assign = useAssignOnboarding();
  const keyFor = useMemo(() => idempotencyKeys(), []);
  const candidates = people.filter((person) => !onboarded.has(person.id));
  const [employeeId, setEmployeeId] = useState('');
  const [positionId, setPositionId] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [errors, setErrors] = useState<FieldMessages>({});

  const chooseEmployee = (id: string) => {
    setEmployeeId(id);
    // The new hire's seat on the chart is the checklist they usually get.
    const seat = people.find((person) => person.id === id)?.positions[0];
    if (seat) setPositionId(seat.id);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = assignOnboardingInputSchema.safeParse({ employeeId, positionId, startDate });
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const made = await assign.mutateAsync({ input: parsed.data, idempotencyKey: keyFor(parsed.data) });
      toast.success(`Onboarding assigned to ${made.employee.name}`);
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error('Could not assign the onboarding', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4" aria-label="Assign 30-day onboarding">
      <FormField id="onboarding-employee" label="New hire" error={errors.employeeId} hint={candidates.length === 0 ? 'Everyone has a checklist already. Add the new hire on Employees first.' : undefined}>
        {(control) => (
          <NativeSelect {...control} value={employeeId} onChange={(event) => chooseEmployee(event.target.value)}>
            <option value="">Choose the new hire</option>
            {candidates.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="onboarding-position" label="Position" error={errors.positionId} hint="Its checklist is copied to the new hire; later changes to it do not move theirs.">
        {(control) => (
          <NativeSelect {...control} value={positionId} onChange={(event) => setPositionId(event.target.value)}>
            <option value="">Choose the position</option>
            {positions.map((position) => (
              <option key={position.id} value={position.id}>
                {position.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <InputField id="onboarding-start" label="Start date" type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} error={errors.startDate} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Assign checklist
        </Button>
      </DialogFooter>
    </form>
  );
}
