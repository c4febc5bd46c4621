import type { SpendYear } from '@groundwork/domain/marketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** A channel's spend over a year, month by month. */
export function getChannelSpend(channelId: string, year: number, signal?: AbortSignal): Promise<SpendYear> {
  return api.get<SpendYear>(`/marketing/channels/${encodeURIComponent(channelId)}/spend`, { query: { year }, signal });
}

export function useChannelSpend(channelId: string, year: number) {
  return useQuery(queryOptions({ queryKey: marketingKeys.spend(channelId, year), queryFn: ({ signal }) => getChannelSpend(channelId, year, signal) }));
}
