import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** Deletes a channel with its spend and budget lines (refused while it has campaigns). */
export function deleteChannel(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/marketing/channels/${encodeURIComponent(id)}`);
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.all }) });
}
