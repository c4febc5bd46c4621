import { apiKeyCreatedSchema, apiKeyListSchema, apiKeyResultSchema, type ApiKeyInput } from '@groundwork/domain/integrations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationsKeys } from './integrations-keys';

/** GET /integrations/api_keys: the keys (never the keys themselves), live ones first. */
export function useApiKeys(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: integrationsKeys.apiKeys(),
      queryFn: async ({ signal }) => apiKeyListSchema.parse(await api.get<unknown>('/integrations/api_keys', { signal })).apiKeys,
      enabled,
    }),
  );
}

/** POST /integrations/api_keys: the answer is the only time the key is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApiKeyInput) => apiKeyCreatedSchema.parse(await api.post<unknown>('/integrations/api_keys', input)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: integrationsKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => apiKeyResultSchema.parse(await api.post<unknown>(`/integrations/api_keys/${encodeURIComponent(id)}/revoke`)).apiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: integrationsKeys.all }),
  });
}
