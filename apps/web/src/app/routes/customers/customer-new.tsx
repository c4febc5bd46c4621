import { useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { CustomerForm } from '@/features/customers/components/customer-form';
import { useLeadSources } from '@/features/lead-sources/api/get-lead-sources';
import { useJurisdictions } from '@/features/sales-tax/api/get-jurisdictions';
import { useTaxCategories } from '@/features/sales-tax/api/get-tax-categories';

export default function NewCustomerRoute() {
  const navigate = useNavigate();
  const leadSources = useLeadSources();
  const taxCategories = useTaxCategories();
  const jurisdictions = useJurisdictions();
  return (
    <Page className="max-w-4xl">
      <PageHeader title="New customer" description="Contact details, billing address and the first property where work happens." />
      <Card>
        <CardContent className="pt-6">
          <CustomerForm
            leadSources={leadSources.data ?? []}
            taxCategories={taxCategories.data ?? []}
            jurisdictions={jurisdictions.data}
            onSaved={(customer) => void navigate(`/customers/${customer.id}`)}
            onCancel={() => void navigate('/customers')}
          />
        </CardContent>
      </Card>
    </Page>
  );
}
