import { useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { useLeadSources } from '@/features/lead-sources/api/get-lead-sources';
import { useLead } from '@/features/leads/api/get-lead';
import { LeadForm } from '@/features/leads/components/lead-form';
import { useJurisdictions } from '@/features/sales-tax/api/get-jurisdictions';
import { useTaxCategories } from '@/features/sales-tax/api/get-tax-categories';
import { CustomerLoadState } from '../customers/customer-load-state';

export default function EditLeadRoute() {
  const { leadId = '' } = useParams();
  const navigate = useNavigate();
  const lead = useLead(leadId);
  const leadSources = useLeadSources();
  const taxCategories = useTaxCategories();
  const jurisdictions = useJurisdictions();
  return (
    <Page className="max-w-4xl">
      <PageHeader title={lead.data ? `Edit ${lead.data.displayName}` : 'Edit lead'} />
      {lead.data ? (
        <Card>
          <CardContent className="pt-6">
            <LeadForm
              key={lead.data.id}
              lead={lead.data}
              leadSources={leadSources.data ?? []}
              taxCategories={taxCategories.data ?? []}
              jurisdictions={jurisdictions.data}
              onSaved={(saved) => void navigate(`/leads/${saved.id}`)}
              onCancel={() => void navigate(`/leads/${leadId}`)}
            />
          </CardContent>
        </Card>
      ) : (
        <CustomerLoadState query={lead} kind="lead" />
      )}
    </Page>
  );
}
