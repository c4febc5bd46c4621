import { UNASSIGNED_CREW, type BulkWorkOrderInput } from '@groundwork/domain/orders';
import { AlertCircleIcon, BanIcon, CalendarIcon, Loader2Icon, UsersRoundIcon, XIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useBulkUpdateWorkOrders } from '../api/bulk-update-orders';
import type { NamedOption } from '../order-options';
import { workOrderCount } from '../order-format';
import { WorkOrderReasonDialog } from './work-order-reason-dialog';

type BulkAction = 'assign_crew' | 'set_date' | 'cancel';

type WorkOrdersBulkBarProps = {
  selectedIds: ReadonlySet<string>;
  crews: readonly NamedOption[];
  onDone: () => void;
  onClear: () => void;
};

const BULK_FAILED = 'Failed to update work orders';

/**
 * What can be done to the chosen orders at once: give them a crew (or none), a date (or none), or cancel them with a
 * reason. The server does all or nothing; when it refuses (some have started), its message says how many and why.
 */
export function WorkOrdersBulkBar({ selectedIds, crews, onDone, onClear }: WorkOrdersBulkBarProps) {
  const [open, setOpen] = useState<BulkAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const bulk = useBulkUpdateWorkOrders();
  const count = selectedIds.size;
  const chosen = workOrderCount(count);

  const openDialog = (action: BulkAction | null) => {
    if (bulk.isPending) return;
    setRefusal(null);
    setOpen(action);
  };

  const run = (input: Omit<BulkWorkOrderInput, 'ids'>, done: string) => {
    setRefusal(null);
    bulk.mutate(
      { ids: [...selectedIds], ...input },
      {
        onSuccess: (orders) => {
          toast.success(`${workOrderCount(orders.length)} ${done}`);
          setOpen(null);
          onDone();
        },
        onError: (error) => {
          // A refusal stays in the dialog (nothing changed); the toast says it too for whoever looks away.
          if (isApiError(error) && error.status === 422) setRefusal(error.message);
          toast.error(BULK_FAILED, { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <div role="region" aria-label="Bulk actions" className="flex flex-wrap items-center gap-2 rounded-xl border border-primary/30 bg-primary-soft/50 px-3 py-2">
      <p className="mr-auto text-sm font-medium text-foreground">{chosen} selected</p>
      <Button size="sm" variant="outline" onClick={() => openDialog('assign_crew')}>
        <UsersRoundIcon aria-hidden="true" />
        Assign crew
      </Button>
      <Button size="sm" variant="outline" onClick={() => openDialog('set_date')}>
        <CalendarIcon aria-hidden="true" />
        Set date
      </Button>
      <Button size="sm" variant="outline" onClick={() => openDialog('cancel')}>
        <BanIcon aria-hidden="true" />
        Cancel orders
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        <XIcon aria-hidden="true" />
        Clear selection
      </Button>

      <AssignCrewDialog
        open={open === 'assign_crew'}
        onOpenChange={(next) => openDialog(next ? 'assign_crew' : null)}
        chosen={chosen}
        crews={crews}
        busy={bulk.isPending}
        refusal={refusal}
        onConfirm={(crewId) => run({ action: 'assign_crew', crewId }, crewId ? 'assigned' : 'unassigned')}
      />
      <SetDateDialog
        open={open === 'set_date'}
        onOpenChange={(next) => openDialog(next ? 'set_date' : null)}
        chosen={chosen}
        busy={bulk.isPending}
        refusal={refusal}
        onConfirm={(date) => run({ action: 'set_date', date }, date ? 'moved' : 'unscheduled')}
      />
      <WorkOrderReasonDialog
        open={open === 'cancel'}
        onOpenChange={(next) => openDialog(next ? 'cancel' : null)}
        title={`Cancel ${chosen}?`}
        description="Cancelled orders stay on record with the reason; they can be reopened later. Orders that have started cannot be cancelled."
        confirmLabel={`Cancel ${chosen}`}
        busy={bulk.isPending}
        refusal={refusal}
        onConfirm={({ reason, statusNote }) => run({ action: 'cancel', reason, statusNote }, 'cancelled')}
      />
    </div>
  );
}

type BulkDialogProps<V> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chosen: string;
  busy: boolean;
  refusal: string | null;
  onConfirm: (value: V) => void;
};

function AssignCrewDialog({ crews, ...props }: BulkDialogProps<string | null> & { crews: readonly NamedOption[] }) {
  const [crewId, setCrewId] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <BulkDialog
      {...props}
      title="Assign a crew"
      description={`The crew for the ${props.chosen} chosen. Orders that are completed, cancelled or skipped keep theirs.`}
      confirmLabel="Assign crew"
      onSubmit={() => {
        if (!crewId) setError('Choose a crew');
        else props.onConfirm(crewId === UNASSIGNED_CREW ? null : crewId);
      }}
    >
      <FormField id="bulk-crew" label="Crew" error={error}>
        {(control) => (
          <NativeSelect
            {...control}
            value={crewId}
            onChange={(event) => {
              setCrewId(event.target.value);
              setError(undefined);
            }}
            disabled={props.busy}
          >
            <option value="">Choose a crew</option>
            <option value={UNASSIGNED_CREW}>Unassigned (no crew)</option>
            {crews.map((crew) => (
              <option key={crew.id} value={crew.id}>
                {crew.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </BulkDialog>
  );
}

function SetDateDialog(props: BulkDialogProps<string | null>) {
  const [date, setDate] = useState('');
  return (
    <BulkDialog
      {...props}
      title="Set the date"
      description={`The day the ${props.chosen} chosen are done. Only orders that have not started move.`}
      confirmLabel={date ? 'Set date' : 'Clear the date'}
      onSubmit={() => props.onConfirm(date || null)}
    >
      <InputField id="bulk-date" label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} disabled={props.busy} hint="Leave it empty to unschedule them." />
    </BulkDialog>
  );
}

function BulkDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  refusal,
  onSubmit,
  children,
}: Omit<BulkDialogProps<unknown>, 'onConfirm' | 'chosen'> & { title: string; description: string; confirmLabel: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {open && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {children}
            {refusal && (
              <Alert variant="destructive" role="alert">
                <AlertCircleIcon aria-hidden="true" />
                <AlertDescription>{refusal}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                {confirmLabel}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
