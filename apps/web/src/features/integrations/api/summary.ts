import { integrationsSummarySchema } from '@groundwork/domain/integrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationsKeys } from './integrations-keys';

/** GET /integrations/summary: each connection's status and last activity. */
export function useIntegrationsSummary() {
  return useQuery(
    queryOptions({
      queryKey: integrationsKeys.summary(),
      queryFn: async ({ signal }) => integrationsSummarySchema.parse(await api.get<unknown>('/integrations/summary', { signal })),
    }),
  );
}
