import { MAX_REASON_LENGTH, VOID_REASON_REQUIRED_MESSAGE } from '@groundwork/domain/invoices';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

type VoidInvoiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'INV-1042' */
  label: string;
  busy: boolean;
  /** Why the server refused (a 422), shown in the dialog. */
  refusal?: string | null;
  onConfirm: (reason: string) => void;
};

/** Voiding needs a reason: the invoice keeps its number and shows why, so the books explain the gap. */
export function VoidInvoiceDialog({ open, onOpenChange, ...props }: VoidInvoiceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !props.busy && onOpenChange(next)}>
      {open && <VoidDialogContent {...props} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function VoidDialogContent({ label, busy, refusal, onConfirm, onClose }: Omit<VoidInvoiceDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Void {label}?</DialogTitle>
        <DialogDescription>The invoice keeps its number and shows the reason. Its completed work can be billed again. This cannot be undone.</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setError(VOID_REASON_REQUIRED_MESSAGE);
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        <FormField id="void-invoice-reason" label="Reason" error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={MAX_REASON_LENGTH}
              value={reason}
              disabled={busy}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        {refusal && (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Void invoice
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
