import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

export function deleteCampaign(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/marketing/campaigns/${encodeURIComponent(id)}`);
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCampaign, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.all }) });
}
