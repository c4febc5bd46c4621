import type { CampaignList } from '@groundwork/domain/marketing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** The campaigns of a year (null: this year), with their results once started. */
export function getCampaigns(year: number | null, signal?: AbortSignal): Promise<CampaignList> {
  return api.get<CampaignList>('/marketing/campaigns', { query: { year: year ?? undefined }, signal });
}

export function useCampaigns(year: number | null) {
  return useQuery(queryOptions({ queryKey: marketingKeys.campaigns(year), queryFn: ({ signal }) => getCampaigns(year, signal), placeholderData: keepPreviousData }));
}
