import { useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { useCustomer } from '@/features/customers/api/get-customer';
import { ScheduleJobForm } from '@/features/customers/components/schedule-job-form';
import { CustomerLoadState } from './customer-load-state';

export default function ScheduleJobRoute() {
  const { customerId = '' } = useParams();
  const navigate = useNavigate();
  const customer = useCustomer(customerId);
  const back = () => void navigate(`/customers/${customerId}`);
  return (
    <Page className="max-w-3xl">
      <PageHeader
        title="Schedule job"
        description={customer.data ? `A job request for ${customer.data.displayName}: the office schedules it from here.` : undefined}
      />
      {customer.data ? (
        <Card>
          <CardContent className="pt-6">
            <ScheduleJobForm customer={customer.data} onSaved={back} onCancel={back} />
          </CardContent>
        </Card>
      ) : (
        <CustomerLoadState query={customer} />
      )}
    </Page>
  );
}
