import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useLeadSources } from '@/features/lead-sources/api/get-lead-sources';
import { LeadsList } from '@/features/leads/components/leads-list';

export default function LeadsRoute() {
  const leadSources = useLeadSources();
  const addLead = (
    <Button asChild>
      <Link to="/leads/new">
        <PlusIcon aria-hidden="true" />
        Add lead
      </Link>
    </Button>
  );
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Leads" description="People who asked about your services, from first call to won job." actions={addLead} />
      <LeadsList leadSources={leadSources.data ?? []} emptyActions={addLead} />
    </Page>
  );
}
