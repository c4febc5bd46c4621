import { sendStatementsInputSchema, type BatchProgress, type SendStatementsInput } from '@groundwork/domain/invoices';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { firstIssueByField } from '@/lib/domain-resolver';
import { useSendStatements } from '../api/send-statements';
import { idempotencyKeys } from '@/lib/idempotency-keys';

type SendStatementsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customers ticked in the table. */
  selectedIds: string[];
  asOf: string;
  onStarted: (progress: BatchProgress) => void;
};

/** *Send statements*: to the customers ticked, or to every customer with an overdue balance; e-mailed in the background. */
export function SendStatementsDialog({ open, onOpenChange, ...props }: SendStatementsDialogProps) {
  const sendStatements = useSendStatements();
  return (
    <Dialog open={open} onOpenChange={(next) => !sendStatements.isPending && onOpenChange(next)}>
      {open && <StatementsForm {...props} mutation={sendStatements} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function StatementsForm({
  selectedIds,
  asOf,
  onStarted,
  mutation,
  onClose,
}: Omit<SendStatementsDialogProps, 'open' | 'onOpenChange'> & { mutation: ReturnType<typeof useSendStatements>; onClose: () => void }) {
  const [to, setTo] = useState<'selected' | 'overdue'>(selectedIds.length > 0 ? 'selected' : 'overdue');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [keyFor] = useState(idempotencyKeys);
  const busy = mutation.isPending;

  const send = () => {
    const input: SendStatementsInput = to === 'selected' ? { customerIds: selectedIds, asOf, message } : { overdueOnly: true, asOf, message };
    const parsed = sendStatementsInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error));
      return;
    }
    mutation.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (progress) => {
          toast.success(progress.total === 1 ? 'Sending 1 statement' : `Sending ${progress.total} statements`);
          onStarted(progress);
          onClose();
        },
        onError: (error) => toast.error('Failed to send statements', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Send statements</DialogTitle>
        <DialogDescription>Each customer gets their statement as a PDF by e-mail: what they were billed, paid and still owe.</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <fieldset disabled={busy} className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-foreground">Send to</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="statements-to" value="selected" checked={to === 'selected'} onChange={() => setTo('selected')} className="size-4 accent-primary" />
            {selectedIds.length === 1 ? 'The customer selected' : `The ${selectedIds.length} customers selected`}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="statements-to" value="overdue" checked={to === 'overdue'} onChange={() => setTo('overdue')} className="size-4 accent-primary" />
            Every customer with an overdue balance
          </label>
          {errors.customerIds && (
            <p className="text-sm text-destructive" role="alert">
              {errors.customerIds}
            </p>
          )}
        </fieldset>
        <FormField id="statements-message" label="Message (optional)" error={errors.message}>
          {(control) => <Textarea {...control} rows={3} value={message} disabled={busy} onChange={(event) => setMessage(event.target.value)} />}
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Send statements
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
