import type { AvatarView } from '@groundwork/domain/marketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** The ideal client avatar and how today's customers match it, by revenue. */
export function getAvatar(signal?: AbortSignal): Promise<AvatarView> {
  return api.get<AvatarView>('/marketing/avatar', { signal });
}

export function useAvatar() {
  return useQuery(queryOptions({ queryKey: marketingKeys.avatar(), queryFn: ({ signal }) => getAvatar(signal) }));
}
