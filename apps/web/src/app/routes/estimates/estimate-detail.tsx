import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-states';
import { PageSpinner } from '@/components/ui/spinner';
import { getCustomerQueryOptions } from '@/features/customers/api/get-customer';
import { estimateQueryOptions, useEstimate } from '@/features/estimates/api/get-estimate';
import { EstimateBuilder } from '@/features/estimates/components/estimate-builder';
import { ConvertEstimateButton } from '@/features/jobs/components/convert-estimate-dialog';
import { getLeadQueryOptions } from '@/features/leads/api/get-lead';
import { roundsQueryOptions } from '@/features/rounds/api/get-rounds';
import { EstimateActions } from '@/features/proposals/components/estimate-actions';
import { EstimateActivity } from '@/features/proposals/components/estimate-activity';
import { isApiError } from '@/lib/api-client';
import { customerProperties, leadLotSize } from './builder-client';
import { useBuilderOptions } from './use-builder-options';

/** /estimates/{estimateId}: the builder on a saved estimate (autosaves while it is a draft). */
export default function EstimateDetailRoute() {
  const { estimateId = '' } = useParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const estimate = useEstimate(estimateId);
  const options = useBuilderOptions();
  const [loadCount, setLoadCount] = useState(0);
  const data = estimate.data;
  const customer = useQuery({ ...getCustomerQueryOptions(data?.clientId ?? ''), enabled: data?.clientType === 'customer' });
  const lead = useQuery({ ...getLeadQueryOptions(data?.clientId ?? ''), enabled: data?.clientType === 'lead' });
  // The rounds a converted job may join (a customer's estimate may be approved while it is open).
  const rounds = useQuery({ ...roundsQueryOptions(), enabled: data?.clientType === 'customer' });

  const reload = async () => {
    await queryClient.fetchQuery({ ...estimateQueryOptions(estimateId), staleTime: 0 });
    setLoadCount((count) => count + 1);
  };

  if (!data) {
    const notFound = isApiError(estimate.error) && estimate.error.status === 404;
    return (
      <Page>
        <PageHeader title="Estimate" />
        {estimate.isPending ? (
          <PageSpinner className="min-h-64" />
        ) : notFound ? (
          <div className="space-y-3">
            <p>This estimate does not exist. It may have been deleted.</p>
            <Button variant="outline" asChild>
              <Link to="/estimates">Back to estimates</Link>
            </Button>
          </div>
        ) : (
          <LoadError title="Could not load the estimate" error={estimate.error} onRetry={() => void estimate.refetch()} />
        )}
      </Page>
    );
  }

  const clientPath = data.clientType === 'customer' ? `/customers/${data.clientId}` : `/leads/${data.clientId}`;
  return (
    <Page>
      <PageHeader
        title={`Estimate #${data.number}`}
        description={
          <>
            For <Link className="underline" to={clientPath}>{data.clientName}</Link>
          </>
        }
      />
      <EstimateBuilder
        key={`${data.id}-${loadCount}`}
        estimate={data}
        client={{ id: data.clientId, type: data.clientType, name: data.clientName }}
        properties={customerProperties(customer.data)}
        fallbackLotSizeSqFt={leadLotSize(lead.data)}
        services={options.serviceOptions}
        priceBook={options.priceBook}
        templates={options.templates}
        loadTemplate={options.loadTemplate}
        markups={data.markups}
        onReload={() => void reload()}
        actions={(state) => (
          <EstimateActions
            {...state}
            estimateId={data.id}
            number={data.number}
            clientName={data.clientName}
            clientEmail={(data.clientType === 'customer' ? customer.data?.email : lead.data?.email) ?? ''}
            onDeleted={() => void navigate('/estimates')}
            extraActions={<ConvertEstimateButton estimate={data} status={state.status} rounds={rounds.isError ? [] : rounds.data} />}
          />
        )}
      />
      <div className="mt-6 max-w-3xl">
        <EstimateActivity estimateId={data.id} />
      </div>
    </Page>
  );
}
