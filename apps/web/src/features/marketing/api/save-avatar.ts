import type { AvatarInput, AvatarView } from '@groundwork/domain/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** Saves the avatar against the version loaded (null for a first save). */
export function saveAvatar(input: AvatarInput): Promise<AvatarView> {
  return api.put<AvatarView>('/marketing/avatar', input);
}

export function useSaveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAvatar, onSuccess: (view) => queryClient.setQueryData(marketingKeys.avatar(), view) });
}
