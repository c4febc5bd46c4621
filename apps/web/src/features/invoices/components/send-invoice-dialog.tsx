import type { InvoiceDelivery, SendInvoiceInput } from '@groundwork/domain/invoices';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

type SendInvoiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  /** A sent invoice can only be e-mailed again; a draft may also be marked sent (handed over, posted). */
  canMarkSent: boolean;
  busy: boolean;
  refusal?: string | null;
  /** What the request carries besides `updatedAt`. */
  onConfirm: (input: Omit<SendInvoiceInput, 'updatedAt'>) => void;
};

/** Sending: e-mail with the PDF (to the customer's address unless another is typed), or mark as sent. */
export function SendInvoiceDialog({ open, onOpenChange, ...props }: SendInvoiceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !props.busy && onOpenChange(next)}>
      {open && <SendDialogContent {...props} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function SendDialogContent({ label, canMarkSent, busy, refusal, onConfirm, onClose }: Omit<SendInvoiceDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [delivery, setDelivery] = useState<InvoiceDelivery>('email');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Send {label}</DialogTitle>
        <DialogDescription>E-mail the invoice with its PDF, or mark it as sent when it was handed over or posted.</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(delivery === 'email' ? { delivery, ...(to.trim() ? { to: to.trim() } : {}), message: message.trim() } : { delivery, message: '' });
        }}
      >
        {canMarkSent && (
          <FormField id="send-invoice-delivery" label="How">
            {(control) => (
              <NativeSelect {...control} value={delivery} disabled={busy} onChange={(event) => setDelivery(event.target.value as InvoiceDelivery)}>
                <option value="email">E-mail with the PDF</option>
                <option value="mark_sent">Mark as sent</option>
              </NativeSelect>
            )}
          </FormField>
        )}
        {delivery === 'email' && (
          <>
            <InputField id="send-invoice-to" label="To" type="email" autoComplete="off" hint="Leave blank for the customer’s e-mail address." value={to} disabled={busy} onChange={(event) => setTo(event.target.value)} />
            <FormField id="send-invoice-message" label="Message (optional)">
              {(control) => <Textarea {...control} rows={3} maxLength={2000} value={message} disabled={busy} onChange={(event) => setMessage(event.target.value)} />}
            </FormField>
          </>
        )}
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
            {delivery === 'email' ? 'Send invoice' : 'Mark as sent'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
