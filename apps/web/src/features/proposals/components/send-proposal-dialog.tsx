import { zodResolver } from '@hookform/resolvers/zod';
import type { EstimateDetail } from '@groundwork/domain/estimates';
import { sendProposalInputSchema, type SendProposalInput } from '@groundwork/domain/proposals';
import { AlertCircleIcon, Loader2Icon, SendIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { isStaleWrite } from '@/lib/stale-write';
import { useSendProposal } from '../api/send-proposal';

type SendOutput = z.output<typeof sendProposalInputSchema>;

export type SendProposalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  estimateId: string;
  number: number;
  clientName: string;
  /** Prefills To: the customer's or lead's e-mail address ('' when they have none). */
  defaultTo: string;
  /** The version the builder last saved: sent along so a stale screen cannot send an older estimate. */
  updatedAt: string | null;
  /** True for a proposal already sent ('Send again'). */
  resend: boolean;
  /** The builder has changes the server does not have yet, or is saving them: sending waits for them. */
  dirty: boolean;
  saving: boolean;
  /** Saves the builder's changes now instead of after its quiet moment. */
  onSaveNow?: () => void;
  onSent: (estimate: EstimateDetail) => void;
};

/** Sends the proposal (PDF attached, public link in the e-mail) to the client; a 422 shows the server's reason here. */
export function SendProposalDialog({ open, onOpenChange, ...props }: SendProposalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="overflow-y-auto sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{props.resend ? 'Send the proposal again' : 'Send the proposal'}</DialogTitle>
            <DialogDescription>
              Estimate #{props.number} for {props.clientName} is e-mailed as a PDF with a link where the client can approve it, decline it or ask for
              changes.
            </DialogDescription>
          </DialogHeader>
          <SendProposalForm {...props} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function SendProposalForm({
  estimateId,
  defaultTo,
  updatedAt,
  resend,
  dirty,
  saving,
  onSaveNow,
  onSent,
  onDone,
}: Omit<SendProposalDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const send = useSendProposal();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<SendProposalInput, unknown, SendOutput>({
    resolver: zodResolver(sendProposalInputSchema),
    defaultValues: { to: defaultTo, message: '' },
  });

  // The client's e-mail may arrive after the dialog opened: fill it in unless something has been typed.
  useEffect(() => {
    if (defaultTo && !getValues('to')) setValue('to', defaultTo);
  }, [defaultTo, getValues, setValue]);

  // Unsaved builder changes are saved first, so the client gets the estimate as it is on screen.
  useEffect(() => {
    if (dirty && !saving) onSaveNow?.();
    // Once, on opening: the builder's own autosave takes over after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const waiting = dirty || saving;
  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    send.mutate(
      { id: estimateId, input: { to: values.to, message: values.message, ...(updatedAt ? { updatedAt } : {}) } },
      {
        onSuccess: (estimate) => {
          toast.success(`Proposal sent to ${values.to}`);
          onSent(estimate);
          onDone();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ['to', 'message'])) return;
          setFailure(
            isStaleWrite(error) ? 'This estimate was changed elsewhere since you opened it. Reload the page to see the latest version, then send it.' : errorMessage(error),
          );
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={resend ? 'Send the proposal again' : 'Send the proposal'}>
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <InputField id="send-proposal-to" label="To" type="email" autoComplete="email" error={errors.to?.message} hint="The client's e-mail address." {...register('to')} />
      <FormField id="send-proposal-message" label="Message (optional)" error={errors.message?.message} hint="Added above the link in the e-mail.">
        {(control) => <Textarea {...control} rows={4} maxLength={2000} {...register('message')} />}
      </FormField>
      {waiting && (
        <p role="status" className="text-sm text-muted-foreground">
          {saving ? 'Saving your latest changes before sending…' : 'Your latest changes are not saved yet. Fix what the builder reports, then send.'}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending || waiting}>
          {send.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </DialogFooter>
    </form>
  );
}
