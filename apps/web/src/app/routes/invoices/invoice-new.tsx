import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { InvoiceForm } from '@/features/invoices/components/invoice-form';
import { todayIn } from '@/lib/zoned-time';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { paths } from '@/lib/paths';
import { useCustomerOptions, usePropertyOptions } from './use-invoice-options';

/** /invoices/new: a one-off invoice typed by hand, saved as a draft and then opened. */
export default function InvoiceNewRoute() {
  const navigate = useNavigate();
  const timeZone = useCompanyTimeZone();
  const { customers, loading } = useCustomerOptions();
  const [customerId, setCustomerId] = useState('');
  const properties = usePropertyOptions(customerId);
  return (
    <Page>
      <PageHeader title="New invoice" description="A one-off invoice typed by hand. It is saved as a draft with the next number; send it from the invoice." />
      <InvoiceForm
        customers={customers}
        customersLoading={loading}
        properties={properties}
        onCustomerChange={setCustomerId}
        today={todayIn(timeZone)}
        onSaved={(invoice) => void navigate(paths.invoice(invoice.id))}
        onCancel={() => void navigate(paths.invoiceList)}
      />
    </Page>
  );
}
