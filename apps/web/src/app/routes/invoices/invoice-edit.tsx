import { INVOICE_NOT_DRAFT_MESSAGE, invoiceLabel } from '@groundwork/domain/invoices';
import { Link, useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/load-states';
import { useInvoice } from '@/features/invoices/api/get-invoice';
import { InvoiceForm } from '@/features/invoices/components/invoice-form';
import { todayIn } from '@/lib/zoned-time';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { paths } from '@/lib/paths';
import { InvoiceLoadState } from './invoice-load-state';
import { usePropertyOptions } from './use-invoice-options';

/** /invoices/edit/{invoiceId}: a draft's property, dates, terms, lines and notes; a sent invoice is corrected by a credit note. */
export default function InvoiceEditRoute() {
  const { invoiceId = '' } = useParams();
  const navigate = useNavigate();
  const timeZone = useCompanyTimeZone();
  const invoice = useInvoice(invoiceId);
  const properties = usePropertyOptions(invoice.data?.customerId ?? '');

  if (!invoice.data) {
    return (
      <Page>
        <PageHeader title="Edit invoice" />
        <InvoiceLoadState query={invoice} />
      </Page>
    );
  }
  const draft = invoice.data;
  const label = invoiceLabel(draft.number);
  return (
    <Page>
      <PageHeader title={`Edit ${label}`} description={`Draft for ${draft.customerName}. Changes are saved to the draft; send it from the invoice.`} />
      {draft.status === 'draft' ? (
        <InvoiceForm
          // A reload after someone else's change starts the form again from their version.
          key={draft.updatedAt}
          customers={[]}
          properties={properties}
          onCustomerChange={() => {}}
          today={todayIn(timeZone)}
          draft={draft}
          // A draft carries the customer's rate it was priced with, so its tax can be shown as the lines change.
          taxRate={{ percent: draft.taxRatePercent, name: draft.taxRateName }}
          onReload={() => invoice.refetch()}
          onSaved={(saved) => void navigate(paths.invoice(saved.id))}
          onCancel={() => void navigate(paths.invoice(draft.id))}
        />
      ) : (
        <EmptyState
          title={`${label} is no longer a draft`}
          description={INVOICE_NOT_DRAFT_MESSAGE}
          action={
            <Button variant="outline" asChild>
              <Link to={paths.invoice(draft.id)}>Back to {label}</Link>
            </Button>
          }
        />
      )}
    </Page>
  );
}
