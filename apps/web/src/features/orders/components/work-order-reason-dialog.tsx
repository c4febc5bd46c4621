import { WORK_ORDER_REASON_REQUIRED_MESSAGE, workOrderReasonLabels, workOrderReasons, type WorkOrderReason } from '@groundwork/domain/orders';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

export type ReasonChoice = { reason: WorkOrderReason; statusNote: string };

type WorkOrderReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Cancel WO-1042?', 'Skip 3 work orders?' */
  title: string;
  description: ReactNode;
  /** The button that does it: 'Cancel work order', 'Skip work order'. */
  confirmLabel: string;
  busy: boolean;
  /** Why the server refused (a 422), shown in the dialog so the choice can be changed or the dialog closed. */
  refusal?: string | null;
  onConfirm: (choice: ReasonChoice) => void;
};

/** Skipping or cancelling work needs a reason (rain, a client's request, …) and may carry a note; this dialog is the confirmation. */
export function WorkOrderReasonDialog({ open, onOpenChange, ...props }: WorkOrderReasonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !props.busy && onOpenChange(next)}>
      {open && <ReasonDialogContent {...props} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ReasonDialogContent({ title, description, confirmLabel, busy, refusal, onConfirm, onClose }: Omit<WorkOrderReasonDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [reason, setReason] = useState<WorkOrderReason | ''>('');
  const [statusNote, setStatusNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
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
          if (!reason) {
            setError(WORK_ORDER_REASON_REQUIRED_MESSAGE);
            return;
          }
          onConfirm({ reason, statusNote: statusNote.trim() });
        }}
      >
        <FormField id="work-order-reason" label="Reason" error={error}>
          {(control) => (
            <NativeSelect
              {...control}
              value={reason}
              disabled={busy}
              onChange={(event) => {
                setReason(event.target.value as WorkOrderReason | '');
                setError(undefined);
              }}
            >
              <option value="">Choose a reason</option>
              {workOrderReasons.map((value) => (
                <option key={value} value={value}>
                  {workOrderReasonLabels[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="work-order-status-note" label="Note (optional)" hint="Shown on the order, e.g. who asked and when to come back.">
          {(control) => <Textarea {...control} rows={3} maxLength={2000} value={statusNote} disabled={busy} onChange={(event) => setStatusNote(event.target.value)} />}
        </FormField>
        {refusal && (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Keep as is
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
