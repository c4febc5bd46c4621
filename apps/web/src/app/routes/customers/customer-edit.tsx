import { useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { useCustomer } from '@/features/customers/api/get-customer';
import { CustomerForm } from '@/features/customers/components/customer-form';
import { useLeadSources } from '@/features/lead-sources/api/get-lead-sources';
import { useJurisdictions } from '@/features/sales-tax/api/get-jurisdictions';
import { useTaxCategories } from '@/features/sales-tax/api/get-tax-categories';
import { CustomerLoadState } from './customer-load-state';

export default function EditCustomerRoute() {
  const { customerId = '' } = useParams();
  const navigate = useNavigate();
  const customer = useCustomer(customerId);
  const leadSources = useLeadSources();
  const taxCategories = useTaxCategories();
  const jurisdictions = useJurisdictions();
  return (
    <Page className="max-w-4xl">
      <PageHeader title={customer.data ? `Edit ${customer.data.displayName}` : 'Edit customer'} />
      {customer.data ? (
        <Card>
          <CardContent className="pt-6">
            <CustomerForm
              // A fresh form per customer; after a save the form keeps its own copy until the user reloads.
              key={customer.data.id}
              customer={customer.data}
              leadSources={leadSources.data ?? []}
              taxCategories={taxCategories.data ?? []}
              jurisdictions={jurisdictions.data}
              onSaved={(saved) => void navigate(`/customers/${saved.id}`)}
              onCancel={() => void navigate(`/customers/${customerId}`)}
            />
          </CardContent>
        </Card>
      ) : (
        <CustomerLoadState query={customer} />
      )}
    </Page>
  );
}
