import type { SpendInput, SpendYear } from '@groundwork/domain/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** Saves a year's spend month by month against the channel's version. */
export function saveChannelSpend({ channelId, input }: { channelId: string; input: SpendInput }): Promise<SpendYear> {
  return api.put<SpendYear>(`/marketing/channels/${encodeURIComponent(channelId)}/spend`, input);
}

export function useSaveChannelSpend() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChannelSpend, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.all }) });
}
