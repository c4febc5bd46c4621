import type { Channel, ChannelInput } from '@groundwork/domain/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** Adds a channel (POST) or changes one against the version loaded (PUT). */
export async function saveChannel({ id, input, idempotencyKey }: { id: string | null; input: ChannelInput; idempotencyKey?: string }): Promise<Channel> {
  const result =
    id === null
      ? await api.post<{ channel: Channel }>('/marketing/channels', input, { idempotencyKey })
      : await api.put<{ channel: Channel }>(`/marketing/channels/${encodeURIComponent(id)}`, input);
  return result.channel;
}

export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.all }) });
}
