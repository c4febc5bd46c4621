import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { InvoicesList } from '@/features/invoices/components/invoices-list';
import { paths } from '@/lib/paths';
import { useCustomerOptions } from './use-invoice-options';

/** /invoices: the company's invoices; *New invoice* types a one-off one by hand. */
export default function InvoicesRoute() {
  const { customers } = useCustomerOptions();
  const newButton = (
    <Button asChild>
      <Link to={paths.newInvoice}>
        <PlusIcon aria-hidden="true" />
        New invoice
      </Link>
    </Button>
  );
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Invoices" description="Every invoice, what it bills and what is still owed. Click one to send it, record a payment or void it." actions={newButton} />
      <InvoicesList customers={customers} newInvoiceAction={newButton} />
    </Page>
  );
}
