import { canAccessRoute } from '@groundwork/domain/permissions';
import { FilePlusIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/features/auth/auth-provider';
import { CustomFieldValuesForm } from '@/features/custom-fields/components/custom-field-values-form';
import { LeadEstimates } from '@/features/estimates/components/customer-estimates';
import { useLeadSources } from '@/features/lead-sources/api/get-lead-sources';
import { useDeleteLead } from '@/features/leads/api/delete-lead';
import { useLead } from '@/features/leads/api/get-lead';
import { ConvertLeadButton } from '@/features/leads/components/convert-lead-button';
import { LeadActivity } from '@/features/leads/components/lead-activity';
import { LeadOverview } from '@/features/leads/components/lead-overview';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { CustomerLoadState } from '../customers/customer-load-state';

/** One lead: pipeline and contact, notes and activity, custom fields; converts to a customer. */
export default function LeadDetailRoute() {
  const { leadId = '' } = useParams();
  const navigate = useNavigate();
  const lead = useLead(leadId);
  const leadSources = useLeadSources();
  const deleteLead = useDeleteLead();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Estimates (the tab and "New estimate") show once the company's estimates entry is open, as on the customer page.
  const { company } = useAuth();
  const estimatesOpen = canAccessRoute('/estimates', company?.permissions);

  if (!lead.data) {
    return (
      <Page>
        <PageHeader title="Lead" />
        <CustomerLoadState query={lead} kind="lead" />
      </Page>
    );
  }
  const data = lead.data;
  const leadSourceName = leadSources.data?.find((source) => source.id === data.leadSourceId)?.name;

  const remove = () => {
    deleteLead.mutate(data.id, {
      onSuccess: (result) => {
        setConfirmingDelete(false);
        if (result.outcome === 'archived') {
          toast.info('Lead archived', { description: result.message });
          return;
        }
        toast.success('Lead deleted');
        void navigate('/leads');
      },
      onError: (error) => toast.error('Failed to delete lead', { description: errorMessage(error) }),
    });
  };

  return (
    <Page>
      <PageHeader
        title={data.displayName || 'Unnamed lead'}
        description={data.companyName && data.companyName !== data.displayName ? data.companyName : undefined}
        actions={
          <>
            <ConvertLeadButton lead={data} onConverted={(customer) => void navigate(`/customers/${customer.id}`)} />
            {estimatesOpen && (
              <Button variant="outline" asChild>
                <Link to={paths.newEstimate('lead', data.id)}>
                  <FilePlusIcon aria-hidden="true" />
                  New estimate
                </Link>
              </Button>
            )}
            <Button variant="outline" asChild>
              <Link to={`/leads/edit/${data.id}`}>
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
      <Tabs defaultValue="overview">
        <TabsList aria-label="Lead sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="activity">Notes &amp; activity</TabsTrigger>
          {estimatesOpen && <TabsTrigger value="estimates">Estimates</TabsTrigger>}
          <TabsTrigger value="custom-fields">Custom fields</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <LeadOverview lead={data} leadSourceName={leadSourceName} />
        </TabsContent>
        <TabsContent value="activity">
          <LeadActivity leadId={data.id} />
        </TabsContent>
        {estimatesOpen && (
          <TabsContent value="estimates">
            <LeadEstimates leadId={data.id} />
          </TabsContent>
        )}
        <TabsContent value="custom-fields">
          <CustomFieldValuesForm clientType="lead" clientId={data.id} />
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete this lead?"
        description={`${data.displayName || 'This lead'} and its notes will be deleted.`}
        confirmLabel="Delete lead"
        busyLabel="Deleting..."
        busy={deleteLead.isPending}
        onConfirm={remove}
      />
    </Page>
  );
}
