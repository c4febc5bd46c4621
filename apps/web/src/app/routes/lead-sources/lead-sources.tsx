import { Page, PageHeader } from '@/components/layouts/page';
import { LeadSourcesManager } from '@/features/lead-sources/components/lead-sources-manager';

export default function LeadSourcesRoute() {
  return (
    <Page className="max-w-4xl">
      <PageHeader title="Lead sources" description="Where your customers and leads come from. A source in use cannot be deleted, only archived." />
      <LeadSourcesManager />
    </Page>
  );
}
