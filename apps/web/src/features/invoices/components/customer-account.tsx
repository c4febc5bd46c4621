import { customerLedgerQuerySchema, invoiceLabel, ledgerEntryKindLabels, statementFileName, type CustomerLedger } from '@groundwork/domain/invoices';
import { BanknoteIcon, PrinterIcon, ReceiptIcon, Undo2Icon, WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField } from '@/components/ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { cn } from '@/lib/cn';
import { firstIssueByField } from '@/lib/domain-resolver';
import { saveBlob } from '@/lib/download-file';
import { formatCurrency, formatDay } from '@/lib/format';
import { useApplyCredit } from '../api/apply-credit';
import { getStatementPdf } from '../api/download-statement';
import { useCustomerLedger, type LedgerPeriod } from '../api/get-customer-ledger';
import { useInvoices } from '../api/get-invoices';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { todayIn } from '@/lib/zoned-time';
import type { RefundSource } from '../refund-form-values';
import { RecordPaymentDialog } from './record-payment-dialog';
import { RefundDialog } from './refund-dialog';

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'danger' | 'good' }) {
  return (
    <div className="grid gap-0.5 rounded-lg border border-border p-3">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={cn('text-lg font-semibold tabular-nums', tone === 'danger' && value > 0 && 'text-destructive', tone === 'good' && value > 0 && 'text-success')}>{formatCurrency(value)}</dd>
    </div>
  );
}

/** What the customer owes at the end of the ledger (a negative closing balance is credit they hold, shown as 0 owed). */
const owed = (ledger: CustomerLedger) => Math.max(ledger.closingBalance, 0);

/**
 * The Account section of a customer: balance, overdue, credit, the ledger for a period with its running balance,
 * the printable statement, and the money actions (record a payment, apply credit, refund).
 */
export function CustomerAccount({ customerId, customerName }: { customerId: string; customerName: string }) {
  const timeZone = useCompanyTimeZone();
  const today = todayIn(timeZone);
  const [typed, setTyped] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const [period, setPeriod] = useState<LedgerPeriod>({});
  const [periodErrors, setPeriodErrors] = useState<Record<string, string>>({});
  const query = useCustomerLedger(customerId, period);
  const ledger = query.data;
  const [dialog, setDialog] = useState<'payment' | 'refund' | 'apply-credit' | null>(null);
  const [printing, setPrinting] = useState(false);
  const applyCredit = useApplyCredit();
  const [keyFor] = useState(idempotencyKeys);
  // What a refund can come out of: invoices with money paid on them (read when the dialog opens), and the credit.
  const paidInvoices = useInvoices({ customerId });
  const refundSources: RefundSource[] = [
    ...(ledger && ledger.creditAvailable > 0 ? [{ kind: 'credit' as const, refundable: ledger.creditAvailable }] : []),
    ...(paidInvoices.data?.pages.flatMap((page) => page.invoices) ?? [])
      .filter((invoice) => invoice.status !== 'void' && invoice.amountPaid > 0)
      .map((invoice) => ({ kind: 'invoice' as const, invoiceId: invoice.id, label: invoiceLabel(invoice.number), refundable: invoice.amountPaid })),
  ];

  const showPeriod = (next: { from: string; to: string }) => {
    setTyped(next);
    const parsed = customerLedgerQuerySchema.safeParse({ from: next.from || undefined, to: next.to || undefined });
    if (!parsed.success) {
      setPeriodErrors(firstIssueByField(parsed.error));
      return;
    }
    setPeriodErrors({});
    setPeriod({ from: next.from || undefined, to: next.to || undefined });
  };

  const print = async () => {
    setPrinting(true);
    try {
      saveBlob(await getStatementPdf(customerId, period), statementFileName(ledger?.to ?? period.to ?? today));
    } catch (error) {
      toast.error('Failed to download the statement', { description: errorMessage(error) });
    } finally {
      setPrinting(false);
    }
  };

  const apply = () => {
    applyCredit.mutate(
      { customerId, input: {}, idempotencyKey: keyFor({ applyCredit: customerId, credit: ledger?.creditAvailable }) },
      {
        onSuccess: (result) => {
          toast.success(result.invoices.length === 1 ? 'Credit applied to 1 invoice' : `Credit applied to ${result.invoices.length} invoices`, {
            description: result.creditLeft > 0 ? `${formatCurrency(result.creditLeft)} of credit is left.` : undefined,
          });
          setDialog(null);
        },
        onError: (error) => toast.error('Failed to apply credit', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <CardTitle>Account</CardTitle>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Account actions">
          <Button size="sm" onClick={() => setDialog('payment')} disabled={!ledger}>
            <BanknoteIcon aria-hidden="true" />
            Record payment
          </Button>
          {ledger && ledger.creditAvailable > 0 && (
            <Button size="sm" variant="outline" onClick={() => setDialog('apply-credit')}>
              <ReceiptIcon aria-hidden="true" />
              Apply credit
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setDialog('refund')} disabled={!ledger}>
            <Undo2Icon aria-hidden="true" />
            Refund
          </Button>
          <Button size="sm" variant="outline" onClick={() => void print()} disabled={printing || !ledger}>
            <PrinterIcon aria-hidden="true" />
            {printing ? 'Preparing…' : 'Print statement'}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {ledger && (
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3" aria-label="Account figures">
            <Figure label="Balance" value={ledger.closingBalance} />
            <Figure label="Overdue" value={ledger.overdueBalance} tone="danger" />
            <Figure label="Credit available" value={ledger.creditAvailable} tone="good" />
          </dl>
        )}
        <fieldset className="grid grid-cols-2 gap-3 sm:flex sm:items-start">
          <legend className="sr-only">Period</legend>
          <InputField id="ledger-from" label="From" type="date" className="sm:w-44" value={typed.from} error={periodErrors.from} onChange={(event) => showPeriod({ ...typed, from: event.target.value })} />
          <InputField id="ledger-to" label="To" type="date" className="sm:w-44" value={typed.to} error={periodErrors.to} onChange={(event) => showPeriod({ ...typed, to: event.target.value })} />
        </fieldset>

        {!ledger && query.isPending && <LoadingRows rows={3} label="Loading the account" />}
        {query.isError && <LoadError title="Could not load the account" error={query.error} onRetry={() => void query.refetch()} />}
        {ledger && ledger.entries.length === 0 && ledger.openingBalance === 0 && (
          <EmptyState icon={<WalletIcon />} title="Nothing on the account yet" description="Invoices, payments, credit notes and refunds show here once there are any." />
        )}
        {ledger && (ledger.entries.length > 0 || ledger.openingBalance !== 0) && (
          <Table aria-label="Ledger" className="table-fixed sm:table-auto">
            <TableHeader>
              <TableRow>
                <TableHead className="hidden sm:table-cell">Date</TableHead>
                <TableHead>Document</TableHead>
                <TableHead className="hidden text-right sm:table-cell">Debit</TableHead>
                <TableHead className="hidden text-right sm:table-cell">Credit</TableHead>
                <TableHead className="w-32 text-right sm:w-auto">Balance</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ledger.from && (
                <TableRow>
                  <TableCell className="hidden sm:table-cell">{formatDay(ledger.from)}</TableCell>
                  <TableCell>
                    Opening balance
                    <span className="block text-xs text-muted-foreground sm:hidden">{formatDay(ledger.from)}</span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell" />
                  <TableCell className="hidden sm:table-cell" />
                  <TableCell className="text-right tabular-nums">{formatCurrency(ledger.openingBalance)}</TableCell>
                </TableRow>
              )}
              {ledger.entries.map((entry) => (
                <TableRow key={`${entry.kind}-${entry.id}`}>
                  <TableCell className="hidden sm:table-cell">{formatDay(entry.date)}</TableCell>
                  <TableCell className="break-words whitespace-normal">
                    {ledgerEntryKindLabels[entry.kind]} · {entry.reference}
                    <span className="block text-xs text-muted-foreground tabular-nums sm:hidden">
                      {formatDay(entry.date)} · {entry.debit > 0 ? `+${formatCurrency(entry.debit)}` : `−${formatCurrency(entry.credit)}`}
                    </span>
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">{entry.debit > 0 ? formatCurrency(entry.debit) : ''}</TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">{entry.credit > 0 ? formatCurrency(entry.credit) : ''}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCurrency(entry.balance)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <tfoot className="border-t-2 border-border font-semibold">
              <TableRow>
                <TableCell className="hidden sm:table-cell">{formatDay(ledger.to)}</TableCell>
                <TableCell>
                  Closing balance
                  <span className="block text-xs font-normal text-muted-foreground sm:hidden">{formatDay(ledger.to)}</span>
                </TableCell>
                <TableCell className="hidden sm:table-cell" />
                <TableCell className="hidden sm:table-cell" />
                <TableCell className="text-right tabular-nums">{formatCurrency(ledger.closingBalance)}</TableCell>
              </TableRow>
            </tfoot>
          </Table>
        )}
      </CardContent>

      {ledger && (
        <>
          <RecordPaymentDialog
            open={dialog === 'payment'}
            onOpenChange={(open) => !open && setDialog(null)}
            customer={{ id: customerId, name: customerName, balance: owed(ledger) }}
            today={today}
          />
          <RefundDialog open={dialog === 'refund'} onOpenChange={(open) => !open && setDialog(null)} customerId={customerId} customerName={customerName} sources={refundSources} today={today} />
          <ConfirmDialog
            open={dialog === 'apply-credit'}
            onOpenChange={(open) => !open && setDialog(null)}
            title="Apply credit?"
            description={`${formatCurrency(ledger.creditAvailable)} of ${customerName}’s credit pays their open invoices, oldest first. What is left stays as credit.`}
            confirmLabel="Apply credit"
            busyLabel="Applying…"
            busy={applyCredit.isPending}
            destructive={false}
            onConfirm={apply}
          />
        </>
      )}
    </Card>
  );
}
