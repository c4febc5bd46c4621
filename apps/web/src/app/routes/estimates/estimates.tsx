import { Page, PageHeader } from '@/components/layouts/page';
import { EstimatesList } from '@/features/estimates/components/estimates-list';

/** /estimates: every estimate of the company, newest number first. */
export default function EstimatesRoute() {
  return (
    <Page>
      <PageHeader title="Estimates" description="Search by number, client or description; open one to keep building it." />
      <EstimatesList />
    </Page>
  );
}
