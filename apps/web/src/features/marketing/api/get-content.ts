import type { ContentList } from '@groundwork/domain/marketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** The content schedule: every piece by publishing date, its topics, and who can own one. */
export function getContent(signal?: AbortSignal): Promise<ContentList> {
  return api.get<ContentList>('/marketing/content', { signal });
}

export function useContent() {
  return useQuery(queryOptions({ queryKey: marketingKeys.content(), queryFn: ({ signal }) => getContent(signal) }));
}
