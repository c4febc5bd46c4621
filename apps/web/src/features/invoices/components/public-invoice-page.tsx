import {
  invoiceFileName,
  invoiceLabel,
  isOverdueInvoice,
  paymentTermsLabels,
  PUBLIC_INVOICE_LINK_INVALID_MESSAGE,
  type PublicInvoice,
} from '@groundwork/domain/invoices';
import { labelRateUnitLabels } from '@groundwork/domain/products';
import { salesTaxLabel } from '@groundwork/domain/sales-tax';
import { CreditCardIcon, DownloadIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { AddressBlock, PublicDocument } from '@/components/layouts/public-document';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCurrency, formatDay, formatUnitRate } from '@/lib/format';
import { leavePage } from '@/lib/leave-page';
import { publicInvoiceUrls, usePublicInvoice, useStartCheckout } from '../api/public-invoice';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { todayIn } from '@/lib/zoned-time';
import { InvoiceStatusBadge } from './invoice-status-badge';

function Figure({ label, value, strong = false, className }: { label: string; value: number; strong?: boolean; className?: string }) {
  return (
    <tr className={cn(strong && 'text-base font-semibold text-foreground', className)}>
      <th scope="row" className={cn('pt-1 pr-4 text-right', !strong && 'font-normal text-muted-foreground')}>
        {label}
      </th>
      <td className="pt-1 text-right whitespace-nowrap tabular-nums">{formatCurrency(value)}</td>
    </tr>
  );
}

type PublicInvoicePageProps = {
  token: string;
  /** The client came back from the payment provider (?paid=1): the payment is confirmed by the provider's webhook, not here. */
  returnedFromPayment?: boolean;
};

/** /invoice/{token}: the client reads the invoice, downloads its PDF and, when the company takes online payment, pays it; no sign-in. */
export function PublicInvoicePage({ token, returnedFromPayment = false }: PublicInvoicePageProps) {
  return (
    <PublicDocument
      query={usePublicInvoice(token, { waitForPayment: returnedFromPayment })}
      noun="Invoice"
      invalidMessage={PUBLIC_INVOICE_LINK_INVALID_MESSAGE}
      title={(invoice) => `Invoice ${invoiceLabel(invoice.number)} from ${invoice.company.name}`}
      timeZone={(invoice) => invoice.company.timeZone}
    >
      {(invoice) => <PublicInvoiceDocument token={token} invoice={invoice} returnedFromPayment={returnedFromPayment} />}
    </PublicDocument>
  );
}

function StatusNotice({ invoice, overdue, returnedFromPayment }: { invoice: PublicInvoice; overdue: boolean; returnedFromPayment: boolean }) {
  if (invoice.status === 'paid')
    return (
      <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3 text-sm font-medium text-foreground">
        Paid in full. Thank you!
      </p>
    );
  if (invoice.status === 'void')
    return (
      <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm text-foreground">
        This invoice was voided: nothing is owed on it.
      </p>
    );
  if (returnedFromPayment)
    return (
      <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm text-foreground">
        Thank you — your payment is being confirmed. This page shows it as paid once {invoice.company.name} has received it.
      </p>
    );
  if (overdue)
    return (
      <p role="status" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
        Overdue: {formatCurrency(invoice.balance)} was due {formatDay(invoice.dueDate)}.
      </p>
    );
  return null;
}

/**
 * The invoice as the client reads it: the company's logo and details, client, property, lines, subtotal, tax,
 * total, what was paid and credited, the balance, how to pay and — when the company takes online payment — Pay now.
 */
function PublicInvoiceDocument({ token, invoice, returnedFromPayment }: { token: string; invoice: PublicInvoice; returnedFromPayment: boolean }) {
  const { company } = invoice;
  const [logoFailed, setLogoFailed] = useState(false);
  const contact = [company.phone, company.email, company.website].filter((value) => value.trim() !== '');
  const overdue = isOverdueInvoice(invoice, todayIn(company.timeZone));
  const label = invoiceLabel(invoice.number);

  return (
    <div className="grid gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          {company.hasLogo && !logoFailed && (
            <img src={publicInvoiceUrls.logo(token)} alt={`${company.name} logo`} className="h-16 w-auto max-w-32 object-contain sm:max-w-40" onError={() => setLogoFailed(true)} />
          )}
          <div className="grid min-w-0 gap-1">
            <p className="text-lg font-semibold break-words text-foreground">{company.name}</p>
            <AddressBlock lines={company.addressLines} />
            {contact.length > 0 && <p className="text-sm break-words text-muted-foreground">{contact.join(' · ')}</p>}
          </div>
        </div>
        <a
          href={publicInvoiceUrls.pdf(token)}
          download={invoiceFileName(invoice.number)}
          className="inline-flex h-10 shrink-0 items-center gap-2 self-start rounded-md border border-input bg-card px-4 text-sm font-medium text-foreground shadow-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none print:hidden"
        >
          <DownloadIcon className="size-4" aria-hidden="true" />
          Download PDF
        </a>
      </header>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">Invoice {label}</h1>
          <InvoiceStatusBadge status={invoice.status} overdue={overdue} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">Issued</dt>
          <dd>{formatDay(invoice.issueDate)}</dd>
          <dt className="text-muted-foreground">Due</dt>
          <dd className={cn(overdue && 'font-medium text-destructive')}>
            {formatDay(invoice.dueDate)} · {paymentTermsLabels[invoice.terms]}
          </dd>
        </dl>
      </div>

      <StatusNotice invoice={invoice} overdue={overdue} returnedFromPayment={returnedFromPayment} />

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="invoice-client" className="grid min-w-0 content-start gap-1">
          <h2 id="invoice-client" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Bill to
          </h2>
          <p className="font-medium break-words text-foreground">{invoice.client.name}</p>
          <AddressBlock lines={invoice.client.addressLines} />
        </section>
        {invoice.property && (
          <section aria-labelledby="invoice-property" className="grid min-w-0 content-start gap-1">
            <h2 id="invoice-property" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Property
            </h2>
            {invoice.property.name && <p className="font-medium break-words text-foreground">{invoice.property.name}</p>}
            <AddressBlock lines={invoice.property.addressLines} />
          </section>
        )}
      </div>

      <section aria-labelledby="invoice-lines" className="grid gap-3">
        <h2 id="invoice-lines" className="text-lg font-semibold text-foreground">
          Lines
        </h2>
        <table className="w-full table-fixed text-sm" aria-label="Lines">
          <thead>
            <tr className="border-b border-border text-left text-xs tracking-wide text-muted-foreground uppercase">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Description
              </th>
              <th scope="col" className="w-16 py-2 pr-2 text-right font-semibold sm:w-20">
                Qty
              </th>
              <th scope="col" className="hidden w-28 py-2 pr-2 text-right font-semibold sm:table-cell">
                Unit price
              </th>
              <th scope="col" className="w-24 py-2 text-right font-semibold sm:w-28">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index} className="border-b border-border align-top break-inside-avoid">
                <td className="py-3 pr-2 break-words whitespace-pre-wrap">
                  {line.description}
                  {!line.taxable && invoice.tax > 0 && <span className="block text-xs text-muted-foreground">Not taxed</span>}
                </td>
                <td className="py-3 pr-2 text-right tabular-nums">{line.quantity.toLocaleString('en-US', { maximumFractionDigits: 4 })}</td>
                <td className="hidden py-3 pr-2 text-right tabular-nums sm:table-cell">{formatUnitRate(line.unitPrice)}</td>
                <td className="py-3 text-right whitespace-nowrap tabular-nums">{formatCurrency(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="ml-auto text-sm" aria-label="Totals">
          <tbody>
            <Figure label="Subtotal" value={invoice.subtotal} />
            <Figure label={salesTaxLabel(invoice.taxRateName, invoice.taxRatePercent)} value={invoice.tax} />
            <Figure label="Total" value={invoice.total} strong />
            <Figure label="Paid" value={invoice.amountPaid} />
            {invoice.credited > 0 && <Figure label="Credited" value={invoice.credited} />}
            <Figure label="Balance due" value={invoice.balance} strong className={cn(overdue && 'text-destructive')} />
          </tbody>
        </table>
        {invoice.notes.trim() && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{invoice.notes}</p>}
      </section>

      {invoice.applications && invoice.applications.length > 0 && <ApplicationsApplied applications={invoice.applications} />}

      {invoice.status !== 'void' && invoice.status !== 'paid' && (invoice.paymentInstructions.trim() || invoice.payOnline) && (
        <section aria-labelledby="invoice-pay" className="grid gap-3 break-inside-avoid">
          <h2 id="invoice-pay" className="text-lg font-semibold text-foreground">
            How to pay
          </h2>
          {invoice.paymentInstructions.trim() && <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground">{invoice.paymentInstructions}</p>}
          {invoice.payOnline && !returnedFromPayment && <PayNow token={token} balance={invoice.balance} />}
        </section>
      )}
    </div>
  );
}

/** Pay now: the provider's checkout page is asked for, then the browser goes there. */
function PayNow({ token, balance }: { token: string; balance: number }) {
  const checkout = useStartCheckout();
  const [keyFor] = useState(idempotencyKeys);
  const [leaving, setLeaving] = useState(false);
  const busy = checkout.isPending || leaving;
  const pay = () =>
    checkout.mutate(
      { token, idempotencyKey: keyFor({ checkout: token }) },
      {
        onSuccess: (url) => {
          setLeaving(true);
          leavePage(url);
        },
      },
    );
  return (
    <div className="grid gap-2 print:hidden">
      <Button size="lg" className="w-full sm:w-auto sm:justify-self-start" onClick={pay} disabled={busy}>
        {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <CreditCardIcon aria-hidden="true" />}
        Pay now · {formatCurrency(balance)}
      </Button>
      <p className="text-xs text-muted-foreground">Card or bank transfer (ACH), on a secure payment page.</p>
      {checkout.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not start the payment: {errorMessage(checkout.error)}
        </p>
      )}
    </div>
  );
}

/** The fertiliser and pesticide applications on the visits billed, when the company prints them (chemical-applications). */
function ApplicationsApplied({ applications }: { applications: NonNullable<PublicInvoice['applications']> }) {
  return (
    <section aria-labelledby="invoice-applications" className="grid gap-3 break-inside-avoid">
      <h2 id="invoice-applications" className="text-lg font-semibold text-foreground">
        Fertiliser and pesticide applications
      </h2>
      <ul className="grid gap-2 text-sm">
        {applications.map((application, index) => (
          <li key={index} className="grid gap-0.5 border-b border-border pb-2">
            <span className="font-medium break-words text-foreground">
              {formatDay(application.appliedOn)} · {application.productName}
            </span>
            <span className="text-muted-foreground">
              {[
                application.epaRegistrationNumber ? `EPA reg. no. ${application.epaRegistrationNumber}` : null,
                application.rate !== null
                  ? `${application.rate.toLocaleString('en-US', { maximumFractionDigits: 4 })} ${labelRateUnitLabels[application.labelRateUnit]} per 1,000 sq ft`
                  : null,
                application.areaTreated !== null ? `${application.areaTreated.toLocaleString('en-US')} sq ft` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
