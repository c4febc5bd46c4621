import { PlusIcon, SettingsIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { InvoicesList } from '@/features/invoices/components/invoices-list';
import { InvoicingAssistant } from '@/features/invoices/components/invoicing-assistant';
import { ReceivablesPanel } from '@/features/invoices/components/receivables-panel';
import { paths } from '@/lib/paths';
import { useCustomerOptions } from './use-invoice-options';

const tabs = ['ready', 'invoices', 'receivables'] as const;
type InvoicesTab = (typeof tabs)[number];
const isTab = (value: string | null): value is InvoicesTab => tabs.includes(value as InvoicesTab);

/**
 * /invoices: Ready to bill (the invoicing assistant, the landing view) and every invoice (?tab=invoices); the tab
 * shown is kept in the address. *New invoice* types a one-off one by hand.
 */
export default function InvoicesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: InvoicesTab = isTab(requested) ? requested : 'ready';
  const showTab = (value: string) => setSearchParams(value === 'ready' ? {} : { tab: value }, { replace: true });
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
      <PageHeader
        title="Invoices"
        description="Bill completed work in batches, then follow every invoice until it is paid."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={paths.invoiceSettings}>
                <SettingsIcon aria-hidden="true" />
                Settings
              </Link>
            </Button>
            {newButton}
          </div>
        }
      />
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label="Invoice sections">
          <TabsTrigger value="ready">Ready to bill</TabsTrigger>
          <TabsTrigger value="invoices">Invoices</TabsTrigger>
          <TabsTrigger value="receivables">Receivables</TabsTrigger>
        </TabsList>
        <TabsContent value="ready">
          <InvoicingAssistant />
        </TabsContent>
        <TabsContent value="invoices">
          <InvoicesTab newButton={newButton} />
        </TabsContent>
        <TabsContent value="receivables">
          <ReceivablesPanel />
        </TabsContent>
      </Tabs>
    </Page>
  );
}

/** The list reads the customers for its filter only when shown. */
function InvoicesTab({ newButton }: { newButton: ReactNode }) {
  const { customers } = useCustomerOptions();
  return <InvoicesList customers={customers} newInvoiceAction={newButton} />;
}
