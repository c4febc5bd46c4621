import {
  canMoveInvoice,
  INVOICE_SEND_FAILED,
  INVOICE_VOID_FAILED,
  invoiceFileName,
  invoiceLabel,
  isOpenInvoice,
  type Invoice,
  type SendInvoiceInput,
} from '@groundwork/domain/invoices';
import { BanIcon, BanknoteIcon, DownloadIcon, FileMinusIcon, LinkIcon, Loader2Icon, PencilIcon, SendIcon, Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/download-file';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { getInvoicePdf } from '../api/download-invoice-pdf';
import { useSendInvoice } from '../api/send-invoice';
import { useVoidInvoice } from '../api/void-invoice';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { CreditNoteDialog } from './credit-note-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { RefundDialog } from './refund-dialog';
import { SendInvoiceDialog } from './send-invoice-dialog';
import { VoidInvoiceDialog } from './void-invoice-dialog';

/** What an invoice in this state offers (the server refuses the rest with 422 all the same). */
export function invoiceActions(invoice: Pick<Invoice, 'status' | 'amountPaid' | 'credited' | 'publicUrl'>) {
  return {
    edit: invoice.status === 'draft',
    // A draft goes out for the first time; a sent invoice nothing has been paid on may be e-mailed again.
    send: invoice.status === 'draft' || invoice.status === 'sent',
    recordPayment: isOpenInvoice(invoice.status),
    // Money paid or credited is refunded or credited back first: an invoice with payments is never voided.
    void: canMoveInvoice(invoice.status, 'void') && invoice.amountPaid === 0 && invoice.credited === 0,
    copyLink: invoice.publicUrl !== null,
    // A sent invoice is corrected by a credit note, never edited.
    creditNote: invoice.status !== 'draft' && invoice.status !== 'void',
    // Money paid on it can be paid back.
    refund: invoice.status !== 'void' && invoice.amountPaid > 0,
  };
}

type InvoiceActionsProps = {
  invoice: Invoice;
  /** The company's today, the payment date offered. */
  today: string;
  /** Reads the invoice again (after someone else changed it). */
  onReload: () => Promise<unknown>;
};

/**
 * What can be done with an invoice, by its status: edit a draft, send it (or e-mail it again), record a payment,
 * void it with a reason, download its PDF and copy its public link. A change made on a stale copy (409) offers to reload.
 */
export function InvoiceActions({ invoice, today, onReload }: InvoiceActionsProps) {
  const label = invoiceLabel(invoice.number);
  const allowed = invoiceActions(invoice);
  const sendInvoice = useSendInvoice();
  const voidInvoice = useVoidInvoice();
  const [keyFor] = useState(idempotencyKeys);
  const [dialog, setDialog] = useState<'send' | 'void' | 'payment' | 'credit-note' | 'refund' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const busy = sendInvoice.isPending || voidInvoice.isPending;

  const open = (which: typeof dialog) => {
    setRefusal(null);
    setDialog(which);
  };

  /** The failure of a send or a void: stale → reload offered; a refusal stays in the dialog. */
  const failed = (title: string) => (error: unknown) => {
    if (isStaleWrite(error)) {
      setStale(true);
      setDialog(null);
      toast.error(title, { description: 'Someone else changed this invoice. Reload to see their changes.' });
      return;
    }
    if (isApiError(error) && error.status === 422) setRefusal(error.message);
    toast.error(title, { description: errorMessage(error) });
  };

  const send = (choice: Omit<SendInvoiceInput, 'updatedAt'>) => {
    setStale(false);
    const input = { ...choice, updatedAt: invoice.updatedAt };
    sendInvoice.mutate(
      { id: invoice.id, input, idempotencyKey: keyFor({ send: input }) },
      {
        onSuccess: () => {
          toast.success(choice.delivery === 'mark_sent' ? `${label} marked as sent` : `${label} sent`);
          setDialog(null);
        },
        onError: failed(INVOICE_SEND_FAILED),
      },
    );
  };

  const voidIt = (reason: string) => {
    setStale(false);
    const input = { reason, updatedAt: invoice.updatedAt };
    voidInvoice.mutate(
      { id: invoice.id, input, idempotencyKey: keyFor({ void: input }) },
      {
        onSuccess: () => {
          toast.success(`${label} voided`);
          setDialog(null);
        },
        onError: failed(INVOICE_VOID_FAILED),
      },
    );
  };

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await getInvoicePdf(invoice.id), invoiceFileName(invoice.number));
    } catch (error) {
      toast.error('Failed to download the invoice', { description: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  const copyLink = async () => {
    if (!invoice.publicUrl) return;
    try {
      await navigator.clipboard.writeText(invoice.publicUrl);
      toast.success('Link copied', { description: 'Anyone with the link can see this invoice.' });
    } catch {
      toast.error('Could not copy the link', { description: invoice.publicUrl });
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Invoice actions">
        {allowed.recordPayment && (
          <Button onClick={() => open('payment')} disabled={busy}>
            <BanknoteIcon aria-hidden="true" />
            Record a payment
          </Button>
        )}
        {allowed.send && (
          <Button variant={invoice.status === 'draft' ? 'default' : 'outline'} onClick={() => open('send')} disabled={busy}>
            <SendIcon aria-hidden="true" />
            {invoice.status === 'draft' ? 'Send' : 'Send again'}
          </Button>
        )}
        {allowed.edit && (
          <Button variant="outline" asChild>
            <Link to={paths.invoiceEdit(invoice.id)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
          {downloading ? 'Downloading…' : 'Download PDF'}
        </Button>
        {allowed.copyLink && (
          <Button variant="outline" onClick={() => void copyLink()}>
            <LinkIcon aria-hidden="true" />
            Copy public link
          </Button>
        )}
        {allowed.creditNote && (
          <Button variant="outline" onClick={() => open('credit-note')} disabled={busy}>
            <FileMinusIcon aria-hidden="true" />
            Credit note
          </Button>
        )}
        {allowed.refund && (
          <Button variant="outline" onClick={() => open('refund')} disabled={busy}>
            <Undo2Icon aria-hidden="true" />
            Refund
          </Button>
        )}
        {allowed.void && (
          <Button variant="ghost" className="text-destructive hover:text-destructive" onClick={() => open('void')} disabled={busy}>
            <BanIcon aria-hidden="true" />
            Void
          </Button>
        )}
      </div>

      {stale && (
        <StaleWriteAlert
          title="Someone else changed this invoice"
          description="Your change was not saved. Reload to see the invoice as it is now, then try again."
          busy={reloading}
          onReload={() => void reload()}
        />
      )}

      <SendInvoiceDialog
        open={dialog === 'send'}
        onOpenChange={(next) => !next && setDialog(null)}
        label={label}
        canMarkSent={invoice.status === 'draft'}
        busy={sendInvoice.isPending}
        refusal={refusal}
        onConfirm={send}
      />
      <VoidInvoiceDialog open={dialog === 'void'} onOpenChange={(next) => !next && setDialog(null)} label={label} busy={voidInvoice.isPending} refusal={refusal} onConfirm={voidIt} />
      <RecordPaymentDialog open={dialog === 'payment'} onOpenChange={(next) => !next && setDialog(null)} invoice={invoice} today={today} />
      <CreditNoteDialog open={dialog === 'credit-note'} onOpenChange={(next) => !next && setDialog(null)} invoice={invoice} />
      <RefundDialog
        open={dialog === 'refund'}
        onOpenChange={(next) => !next && setDialog(null)}
        customerId={invoice.customerId}
        customerName={invoice.customerName}
        sources={[{ kind: 'invoice', invoiceId: invoice.id, label, refundable: invoice.amountPaid }]}
        today={today}
      />
    </div>
  );
}
