import {
  deletedSchema,
  deliveryListSchema,
  deliveryResultSchema,
  webhookListSchema,
  webhookResultSchema,
  type WebhookInput,
} from '@groundwork/domain/integrations';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationsKeys } from './integrations-keys';

const path = (id: string) => `/integrations/webhooks/${encodeURIComponent(id)}`;

/** GET /integrations/webhooks: the webhooks with their last delivery, and the events one can subscribe to. */
export function useWebhooks(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: integrationsKeys.webhooks(),
      queryFn: async ({ signal }) => webhookListSchema.parse(await api.get<unknown>('/integrations/webhooks', { signal })),
      enabled,
    }),
  );
}

/** GET /integrations/webhooks/{id}/deliveries?page: the delivery log, newest first (refreshed while open). */
export function useDeliveries(webhookId: string, page: number) {
  return useQuery({
    queryKey: integrationsKeys.deliveries(webhookId, page),
    queryFn: async ({ signal }) => deliveryListSchema.parse(await api.get<unknown>(`${path(webhookId)}/deliveries`, { signal, query: { page } })),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
}

function useInvalidating<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: integrationsKeys.all }) });
}

/** POST /integrations/webhooks or PUT /integrations/webhooks/{id}. */
export function useSaveWebhook() {
  return useInvalidating(async ({ id, input }: { id: string | null; input: WebhookInput }) =>
    webhookResultSchema.parse(id ? await api.put<unknown>(path(id), input) : await api.post<unknown>('/integrations/webhooks', input)).webhook,
  );
}

export function useDeleteWebhook() {
  return useInvalidating(async (id: string) => deletedSchema.parse(await api.delete<unknown>(path(id))));
}

export function useRollSecret() {
  return useInvalidating(async (id: string) => webhookResultSchema.parse(await api.post<unknown>(`${path(id)}/roll_secret`)).webhook);
}

/** POST /integrations/webhooks/{id}/test: a webhook.ping delivered now. */
export function useSendTestEvent() {
  return useInvalidating(async (id: string) => deliveryResultSchema.parse(await api.post<unknown>(`${path(id)}/test`)).delivery);
}

/** POST /integrations/webhook_deliveries/{id}/replay: the same event once more. */
export function useReplayDelivery() {
  return useInvalidating(async (id: string) => deliveryResultSchema.parse(await api.post<unknown>(`/integrations/webhook_deliveries/${encodeURIComponent(id)}/replay`)).delivery);
}
