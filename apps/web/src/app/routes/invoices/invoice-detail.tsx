import { useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { useInvoice } from '@/features/invoices/api/get-invoice';
import { InvoiceDetails } from '@/features/invoices/components/invoice-details';
import { InvoiceLoadState } from './invoice-load-state';

/** /invoices/{invoiceId}: one invoice, and the sending, payments and void its status allows. */
export default function InvoiceDetailRoute() {
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  if (!invoice.data) {
    return (
      <Page>
        <PageHeader title="Invoice" />
        <InvoiceLoadState query={invoice} />
      </Page>
    );
  }
  return (
    <Page>
      <InvoiceDetails invoice={invoice.data} onReload={() => invoice.refetch()} />
    </Page>
  );
}
