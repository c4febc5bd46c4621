import { useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-states';
import { PageSpinner } from '@/components/ui/spinner';
import { useCustomer } from '@/features/customers/api/get-customer';
import { ScheduleJobForm } from '@/features/jobs/components/schedule-job-form';
import { useRounds } from '@/features/rounds/api/get-rounds';
import { useServices } from '@/features/services/api/get-services';
import { paths } from '@/lib/paths';
import { CustomerLoadState } from './customer-load-state';

/** /customers/{customerId}/schedule-job: one of the company's services becomes a job for this customer. */
export default function ScheduleJobRoute() {
  const { customerId = '' } = useParams();
  const navigate = useNavigate();
  const customer = useCustomer(customerId);
  const services = useServices();
  // Rounds are optional on a job: scheduling does not wait for them, and without them the job joins none.
  const rounds = useRounds();
  return (
    <Page className="max-w-3xl">
      <PageHeader title="Schedule job" description={customer.data ? `A job for ${customer.data.displayName}, priced from the service's rate matrix.` : undefined} />
      {!customer.data ? (
        <CustomerLoadState query={customer} />
      ) : services.isPending ? (
        <PageSpinner className="min-h-64" />
      ) : services.isError ? (
        <LoadError title="Could not load the services" error={services.error} onRetry={() => void services.refetch()} />
      ) : (
        <Card>
          <CardContent className="pt-6">
            <ScheduleJobForm
              customer={customer.data}
              services={services.data}
              rounds={rounds.isError ? [] : rounds.data}
              onScheduled={() => void navigate(paths.customerJobs(customerId))}
              onCancel={() => void navigate(paths.customer(customerId))}
            />
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
