import type { ChannelList } from '@groundwork/domain/marketing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** Every channel with its figures over whole months ('YYYY-MM'; null: this year's). */
export function getChannels(from: string | null, to: string | null, signal?: AbortSignal): Promise<ChannelList> {
  return api.get<ChannelList>('/marketing/channels', { query: { from: from ?? undefined, to: to ?? undefined }, signal });
}

export function channelsQueryOptions(from: string | null, to: string | null) {
  return queryOptions({ queryKey: marketingKeys.channels(from, to), queryFn: ({ signal }) => getChannels(from, to, signal), placeholderData: keepPreviousData });
}

export function useChannels(from: string | null, to: string | null) {
  return useQuery(channelsQueryOptions(from, to));
}
