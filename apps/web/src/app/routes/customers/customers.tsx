import { PlusIcon, UploadIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { CustomersList } from '@/features/customers/components/customers-list';
import { useLeadSources } from '@/features/lead-sources/api/get-lead-sources';

export default function CustomersRoute() {
  const leadSources = useLeadSources();
  const actions = (
    <>
      <Button variant="outline" asChild>
        <Link to="/customers/import">
          <UploadIcon aria-hidden="true" />
          Import CSV
        </Link>
      </Button>
      <Button asChild>
        <Link to="/customers/new">
          <PlusIcon aria-hidden="true" />
          Add customer
        </Link>
      </Button>
    </>
  );
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Customers" description="Everyone you work for. Type a few letters of a name, street, e-mail or phone number to find them." actions={actions} />
      <CustomersList leadSources={leadSources.data ?? []} emptyActions={actions} />
    </Page>
  );
}
