import { canAccessRoute } from '@groundwork/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { ArchiveIcon, CalendarPlusIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/features/auth/auth-provider';
import { CustomFieldValuesForm } from '@/features/custom-fields/components/custom-field-values-form';
import { useCustomer } from '@/features/customers/api/get-customer';
import { useDeleteCustomer } from '@/features/customers/api/delete-customer';
import { CustomerActivity } from '@/features/customers/components/customer-activity';
import { CustomerOverview } from '@/features/customers/components/customer-overview';
import { CustomerEstimates } from '@/features/estimates/components/customer-estimates';
import { JobBillingPanel } from '@/features/invoices/components/job-billing-panel';
import { CustomerAccount } from '@/features/invoices/components/customer-account';
import { CustomerJobs } from '@/features/jobs/components/customer-jobs';
import { useLeadSources } from '@/features/lead-sources/api/get-lead-sources';
import { roundsQueryOptions } from '@/features/rounds/api/get-rounds';
import { errorMessage } from '@/lib/api-client';
import { CustomerLoadState } from './customer-load-state';

/** One customer: overview (contact, properties, map links), notes and activity, custom fields. */
export default function CustomerDetailRoute() {
  const { customerId = '' } = useParams();
  const navigate = useNavigate();
  const customer = useCustomer(customerId);
  const leadSources = useLeadSources();
  const deleteCustomer = useDeleteCustomer();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The Estimates tab shows once the company's estimates entry is open (it stays closed until the builder ships).
  const { company } = useAuth();
  const estimatesOpen = canAccessRoute('/estimates', company?.permissions);
  // The Account tab (ledger, statement, payments) and each job's Billing section show with the invoices entry.
  const invoicesOpen = canAccessRoute('/invoices', company?.permissions);
  // ?tab=jobs (after scheduling or converting a job) opens that tab; the tab shown is kept in the address.
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = ['overview', ...(invoicesOpen ? ['account'] : []), 'activity', ...(estimatesOpen ? ['estimates'] : []), 'jobs', 'custom-fields'];
  const requestedTab = searchParams.get('tab') ?? 'overview';
  const tab = tabs.includes(requestedTab) ? requestedTab : 'overview';
  // The Jobs tab names each job's round; read only when that tab is shown.
  const rounds = useQuery({ ...roundsQueryOptions(), enabled: tab === 'jobs' });
  const showTab = (value: string) => setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true });

  if (!customer.data) {
    return (
      <Page>
        <PageHeader title="Customer" />
        <CustomerLoadState query={customer} />
      </Page>
    );
  }
  const data = customer.data;
  const leadSourceName = leadSources.data?.find((source) => source.id === data.leadSourceId)?.name;

  const remove = () => {
    deleteCustomer.mutate(data.id, {
      onSuccess: (result) => {
        setConfirmingDelete(false);
        if (result.outcome === 'archived') {
          toast.info('Customer archived', { description: result.message });
          return;
        }
        toast.success('Customer deleted');
        void navigate('/customers');
      },
      onError: (error) => toast.error('Failed to delete customer', { description: errorMessage(error) }),
    });
  };

  return (
    <Page>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {data.displayName || 'Unnamed customer'}
            {data.status !== 'active' && (
              <Badge variant={data.status === 'archived' ? 'warning' : 'muted'}>
                {data.status === 'archived' && <ArchiveIcon aria-hidden="true" />}
                {data.status === 'archived' ? 'Archived' : 'Inactive'}
              </Badge>
            )}
          </span>
        }
        description={data.companyName && data.companyName !== data.displayName ? data.companyName : undefined}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={`/customers/${data.id}/schedule-job`}>
                <CalendarPlusIcon aria-hidden="true" />
                Schedule job
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={`/customers/edit/${data.id}`}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setConfirmingDelete(true)}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          </>
        }
      />
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label="Customer sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          {invoicesOpen && <TabsTrigger value="account">Account</TabsTrigger>}
          <TabsTrigger value="activity">Notes &amp; activity</TabsTrigger>
          {estimatesOpen && <TabsTrigger value="estimates">Estimates</TabsTrigger>}
          <TabsTrigger value="jobs">Jobs</TabsTrigger>
          <TabsTrigger value="custom-fields">Custom fields</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <CustomerOverview customer={data} leadSourceName={leadSourceName} />
        </TabsContent>
        {invoicesOpen && (
          <TabsContent value="account">
            <CustomerAccount customerId={data.id} customerName={data.displayName} />
          </TabsContent>
        )}
        <TabsContent value="activity">
          <CustomerActivity customerId={data.id} />
        </TabsContent>
        {estimatesOpen && (
          <TabsContent value="estimates">
            <CustomerEstimates customerId={data.id} />
          </TabsContent>
        )}
        <TabsContent value="jobs">
          <CustomerJobs customerId={data.id} rounds={rounds.data} renderJobBilling={invoicesOpen ? (job) => <JobBillingPanel jobId={job.id} /> : undefined} />
        </TabsContent>
        <TabsContent value="custom-fields">
          <CustomFieldValuesForm clientType="customer" clientId={data.id} />
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete this customer?"
        description={`${data.displayName} will be deleted. A customer with estimates or jobs is archived instead, so nothing that points at it breaks.`}
        confirmLabel="Delete customer"
        busyLabel="Deleting..."
        busy={deleteCustomer.isPending}
        onConfirm={remove}
      />
    </Page>
  );
}
