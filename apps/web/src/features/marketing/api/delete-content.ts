import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

export function deleteContent(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/marketing/content/${encodeURIComponent(id)}`);
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContent, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.content() }) });
}
