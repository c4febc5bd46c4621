import { creditNoteLabel, invoiceKindLabels, invoiceLabel, paymentTermsLabels, type Invoice } from '@groundwork/domain/invoices';
import { salesTaxLabel } from '@groundwork/domain/sales-tax';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { cn } from '@/lib/cn';
import { formatCurrency, formatDateTime, formatDay, formatUnitRate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { todayIn } from '@/lib/zoned-time';
import { InvoiceActions } from './invoice-actions';
import { InvoiceStatusBadge } from './invoice-status-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

function Figure({ label, value, strong = false, className }: { label: string; value: number; strong?: boolean; className?: string }) {
  return (
    <>
      <dt className={cn(strong ? 'font-medium text-foreground' : 'text-muted-foreground', className)}>{label}</dt>
      <dd className={cn('text-right tabular-nums', strong && 'font-semibold', className)}>{formatCurrency(value)}</dd>
    </>
  );
}

/** /invoices/{id}: the invoice as the client gets it, what was paid on it, and what can be done with it. */
export function InvoiceDetails({ invoice, onReload }: { invoice: Invoice; onReload: () => Promise<unknown> }) {
  const timeZone = useCompanyTimeZone();
  const label = invoiceLabel(invoice.number);
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{label}</h1>
            <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
          </div>
          <p className="text-sm text-muted-foreground">
            {invoiceKindLabels[invoice.kind]} invoice for {invoice.customerName}
            {invoice.overdue && <span className="font-medium text-destructive"> · {invoice.daysOverdue} days overdue</span>}
          </p>
        </div>
        <Link to={paths.invoiceList} className="text-sm font-medium text-primary hover:underline">
          All invoices
        </Link>
      </div>

      <InvoiceActions invoice={invoice} today={todayIn(timeZone)} onReload={onReload} />

      {invoice.status === 'void' && (
        <Card className="border-warning/40">
          <CardContent className="grid gap-1 pt-6 text-sm">
            <p className="font-medium text-foreground">Voided {formatDateTime(invoice.voidedAt, timeZone)}</p>
            <p className="whitespace-pre-wrap text-muted-foreground">{invoice.voidReason}</p>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Customer and dates</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <Detail label="Customer">
              <Link className="font-medium text-primary hover:underline" to={paths.customer(invoice.customerId)}>
                {invoice.customerName}
              </Link>
            </Detail>
            <Detail label="Property">{invoice.propertyAddress || 'No property'}</Detail>
            <Detail label="Issued">{formatDay(invoice.issueDate)}</Detail>
            <Detail label="Due">
              <span className={cn(invoice.overdue && 'font-medium text-destructive')}>{formatDay(invoice.dueDate)}</span> · {paymentTermsLabels[invoice.terms]}
            </Detail>
            {invoice.sentAt && <Detail label="Sent">{formatDateTime(invoice.sentAt, timeZone)}</Detail>}
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Lines</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <Table aria-label="Lines">
            <TableHeader>
              <TableRow>
                <TableHead>Description</TableHead>
                <TableHead className="text-right">Quantity</TableHead>
                <TableHead className="hidden text-right sm:table-cell">Unit price</TableHead>
                <TableHead className="hidden sm:table-cell">Taxable</TableHead>
                <TableHead className="text-right">Amount</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invoice.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell className="whitespace-pre-wrap">{line.description}</TableCell>
                  <TableCell className="text-right tabular-nums">{line.quantity.toLocaleString('en-US', { maximumFractionDigits: 4 })}</TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">{formatUnitRate(line.unitPrice)}</TableCell>
                  <TableCell className="hidden sm:table-cell">{line.taxable ? 'Yes' : 'No'}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCurrency(line.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <dl className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" aria-label="Totals">
            <Figure label="Subtotal" value={invoice.subtotal} />
            <Figure label={salesTaxLabel(invoice.taxRateName, invoice.taxRatePercent)} value={invoice.tax} />
            <Figure label="Total" value={invoice.total} strong />
            <Figure label="Paid" value={invoice.amountPaid} />
            {invoice.credited > 0 && <Figure label="Credited" value={invoice.credited} />}
            <Figure label="Balance" value={invoice.balance} strong className={cn(invoice.overdue && 'text-destructive')} />
          </dl>
          {invoice.notes && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{invoice.notes}</p>}
        </CardContent>
      </Card>

      {(invoice.payments.length > 0 || invoice.creditNotes.length > 0 || invoice.refunds.length > 0) && (
        <Card>
          <CardHeader>
            <CardTitle>Payments and credits</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm" aria-label="Payments and credits">
              {invoice.payments.map((payment) => (
                <li key={payment.paymentId} className="flex justify-between gap-4">
                  <span>
                    {formatDay(payment.date)} · {payment.reference}
                  </span>
                  <span className="tabular-nums">{formatCurrency(payment.amount)}</span>
                </li>
              ))}
              {invoice.creditNotes.map((note) => (
                <li key={note.id} className="flex justify-between gap-4">
                  <span>
                    {formatDay(note.issueDate)} · Credit note {creditNoteLabel(note.number)}
                  </span>
                  <span className="tabular-nums">{formatCurrency(note.amount)}</span>
                </li>
              ))}
              {invoice.refunds.map((refund) => (
                <li key={refund.id} className="flex justify-between gap-4">
                  <span>{formatDay(refund.date)} · Refund</span>
                  <span className="tabular-nums">−{formatCurrency(refund.amount)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      {invoice.reminders.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Overdue reminders sent: {invoice.reminders.map((reminder) => `${formatDateTime(reminder.sentAt, timeZone)} to ${reminder.to}`).join('; ')}
        </p>
      )}
    </div>
  );
}
