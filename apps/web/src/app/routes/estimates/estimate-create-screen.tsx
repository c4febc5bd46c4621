import type { ClientType, EstimateDetail } from '@groundwork/domain/estimates';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError } from '@/components/ui/load-states';
import { PageSpinner } from '@/components/ui/spinner';
import { EstimateBuilder, type BuilderProperty, type EstimateBuilderProps } from '@/features/estimates/components/estimate-builder';
import { useBuilderOptions } from './use-builder-options';

type CreateScreenProps = {
  client: { id: string; type: ClientType; name: string } | null;
  clientQuery: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  properties: BuilderProperty[];
  fallbackLotSizeSqFt?: number | null;
  /** What the new estimate starts with (made from an upsell task); the builder waits until it is known. */
  prefill?: EstimateBuilderProps['prefill'] | 'loading';
  /** Shown above the builder (where the estimate comes from). */
  notice?: ReactNode;
  /** After the first save, before the route opens the estimate (linking it back to a task). */
  onCreated?: (estimate: EstimateDetail) => void | Promise<void>;
};

/** A new estimate for a customer or a lead: the builder without an estimate until "Create estimate" posts it. */
export function EstimateCreateScreen({ client, clientQuery, properties, fallbackLotSizeSqFt = null, prefill, notice, onCreated }: CreateScreenProps) {
  const navigate = useNavigate();
  const options = useBuilderOptions();
  const kind = client?.type ?? 'customer';
  return (
    <Page>
      <PageHeader title="New estimate" description={client ? `For ${client.name}` : undefined} />
      {clientQuery.isError ? (
        <LoadError title={`Could not load the ${kind}`} error={clientQuery.error} onRetry={() => void clientQuery.refetch()} />
      ) : options.summary.isError ? (
        <LoadError title="Could not load the budget's markups" error={options.summary.error} onRetry={() => void options.summary.refetch()} />
      ) : !client || !options.markups || prefill === 'loading' ? (
        <PageSpinner className="min-h-64" />
      ) : (
        <>
          {notice}
          <EstimateBuilder
            estimate={null}
            prefill={prefill}
            client={client}
            properties={properties}
            fallbackLotSizeSqFt={fallbackLotSizeSqFt}
            services={options.serviceOptions}
            priceBook={options.priceBook}
            templates={options.templates}
            loadTemplate={options.loadTemplate}
            markups={options.markups}
            onCreated={(estimate) =>
              void (async () => {
                await onCreated?.(estimate);
                await navigate(`/estimates/${estimate.id}`, { replace: true });
              })()
            }
          />
        </>
      )}
    </Page>
  );
}
