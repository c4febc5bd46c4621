import { useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { useLeadSources } from '@/features/lead-sources/api/get-lead-sources';
import { LeadForm } from '@/features/leads/components/lead-form';
import { useJurisdictions } from '@/features/sales-tax/api/get-jurisdictions';
import { useTaxCategories } from '@/features/sales-tax/api/get-tax-categories';

export default function NewLeadRoute() {
  const navigate = useNavigate();
  const leadSources = useLeadSources();
  const taxCategories = useTaxCategories();
  const jurisdictions = useJurisdictions();
  return (
    <Page className="max-w-4xl">
      <PageHeader title="New lead" description="Who asked, how to reach them, and the property they want quoted." />
      <Card>
        <CardContent className="pt-6">
          <LeadForm
            leadSources={leadSources.data ?? []}
            taxCategories={taxCategories.data ?? []}
            jurisdictions={jurisdictions.data}
            onSaved={(lead) => void navigate(`/leads/${lead.id}`)}
            onCancel={() => void navigate('/leads')}
          />
        </CardContent>
      </Card>
    </Page>
  );
}
