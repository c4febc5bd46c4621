import type { Campaign, CampaignInput } from '@groundwork/domain/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** Adds a campaign (POST) or changes one against the version loaded (PUT). */
export async function saveCampaign({ id, input, idempotencyKey }: { id: string | null; input: CampaignInput; idempotencyKey?: string }): Promise<Campaign> {
  const result =
    id === null
      ? await api.post<{ campaign: Campaign }>('/marketing/campaigns', input, { idempotencyKey })
      : await api.put<{ campaign: Campaign }>(`/marketing/campaigns/${encodeURIComponent(id)}`, input);
  return result.campaign;
}

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCampaign, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.all }) });
}
