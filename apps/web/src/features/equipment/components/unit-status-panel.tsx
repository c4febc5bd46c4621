import { equipmentStatusInputSchema, upkeepMessages, type UnitUpkeepSummary } from '@groundwork/domain/equipment';
import { ticketLabel } from '@groundwork/domain/tickets';
import { CircleCheckIcon, Loader2Icon, WrenchIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { useUpdateEquipmentStatus } from '../api/update-equipment-status';
import { schemaErrors, serverErrors } from '../upkeep-access';
import { EquipmentStatusBadge } from './upkeep-parts';

export type RaisedTask = { id: string; number: number; title: string };

type UnitStatusPanelProps = {
  unit: UnitUpkeepSummary;
  canManage: boolean;
  /** The maintenance task raised when this unit last went out of service here (kept by the sheet across reloads). */
  raisedTask: RaisedTask | null;
  onTaskRaised: (task: RaisedTask | null) => void;
};

/** Whether the unit can go out on work, why not, and the two moves: take it out of service (with a reason) or return it. */
export function UnitStatusPanel({ unit, canManage, raisedTask, onTaskRaised }: UnitStatusPanelProps) {
  const [takingOut, setTakingOut] = useState(false);
  const updateStatus = useUpdateEquipmentStatus();

  const returnToService = () =>
    updateStatus.mutate(
      { id: unit.id, input: { status: 'active', reason: null, updatedAt: unit.updatedAt } },
      {
        onSuccess: () => {
          onTaskRaised(null);
          toast.success(`${unit.name} is back in service`);
        },
        onError: (error) => toast.error(isStaleWrite(error) ? 'Someone else changed this unit. It has been reloaded; try again.' : errorMessage(error)),
      },
    );

  return (
    <section aria-labelledby="unit-status-heading" className="grid gap-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="unit-status-heading" className="flex items-center gap-2 text-base font-semibold">
          Status <EquipmentStatusBadge status={unit.status} />
        </h3>
        {canManage && (unit.status === 'active' || unit.status === 'in_repair') && (
          <Button variant="outline" className="text-destructive" onClick={() => setTakingOut(true)}>
            <WrenchIcon aria-hidden="true" />
            Take out of service
          </Button>
        )}
        {canManage && (unit.status === 'out_of_service' || unit.status === 'in_repair') && (
          <Button variant="outline" onClick={returnToService} disabled={updateStatus.isPending}>
            {updateStatus.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <CircleCheckIcon aria-hidden="true" />}
            Return to service
          </Button>
        )}
      </div>
      {unit.status === 'out_of_service' && (
        <p className="text-sm">
          <span className="text-muted-foreground">Reason: </span>
          {unit.outOfServiceReason ?? '—'}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {unit.status === 'active'
          ? 'It can go out on work orders.'
          : unit.status === 'retired'
            ? 'Retired: it stays in the records but no longer goes out or needs service.'
            : 'It cannot be attached to a work order on the schedule board until it is back in service.'}
      </p>
      {raisedTask && unit.status === 'out_of_service' && (
        <Alert variant="info" role="status">
          <WrenchIcon aria-hidden="true" />
          <AlertTitle>Maintenance task raised</AlertTitle>
          <AlertDescription>
            <p>
              <Link to={paths.ticket(raisedTask.id)} className="font-medium text-primary underline underline-offset-4">
                {ticketLabel(raisedTask.number)}: {raisedTask.title}
              </Link>{' '}
              is on Tasks & Assignments for whoever fixes it.
            </p>
          </AlertDescription>
        </Alert>
      )}
      <TakeOutOfServiceDialog
        unit={unit}
        open={takingOut}
        onOpenChange={setTakingOut}
        onDone={(task) => {
          onTaskRaised(task);
          setTakingOut(false);
        }}
      />
    </section>
  );
}

type TakeOutOfServiceDialogProps = { unit: UnitUpkeepSummary; open: boolean; onOpenChange: (open: boolean) => void; onDone: (task: RaisedTask | null) => void };

function TakeOutOfServiceDialog({ unit, open, onOpenChange, onDone }: TakeOutOfServiceDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const updateStatus = useUpdateEquipmentStatus();

  const submit = () => {
    const input = { status: 'out_of_service' as const, reason, updatedAt: unit.updatedAt };
    const parsed = equipmentStatusInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(schemaErrors(parsed.error).reason ?? upkeepMessages.outOfServiceReasonRequired);
      return;
    }
    updateStatus.mutate(
      { id: unit.id, input },
      {
        onSuccess: ({ task }) => {
          toast.success(task ? `${unit.name} is out of service; ${ticketLabel(task.number)} raised for its repair` : `${unit.name} is out of service`);
          setReason('');
          onDone(task);
        },
        onError: (failure) => setError(serverErrors(failure).reason ?? (isStaleWrite(failure) ? 'Someone else changed this unit. It has been reloaded; try again.' : errorMessage(failure))),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Take {unit.name} out of service?</DialogTitle>
          <DialogDescription>It cannot be attached to work orders until it is returned to service. A maintenance task is raised for its repair.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField id="out-of-service-reason" label="Reason" error={error} hint="What is wrong, so whoever looks for the unit knows why it is in the yard.">
            {(control) => <Textarea {...control} rows={3} maxLength={500} value={reason} disabled={updateStatus.isPending} onChange={(event) => setReason(event.target.value)} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={updateStatus.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={updateStatus.isPending}>
              {updateStatus.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Take out of service
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
