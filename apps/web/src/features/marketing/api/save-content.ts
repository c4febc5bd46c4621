import type { ContentInput, ContentPiece } from '@groundwork/domain/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** Adds a piece (POST) or changes one against the version loaded (PUT). */
export async function saveContent({ id, input, idempotencyKey }: { id: string | null; input: ContentInput; idempotencyKey?: string }): Promise<ContentPiece> {
  const result =
    id === null
      ? await api.post<{ piece: ContentPiece }>('/marketing/content', input, { idempotencyKey })
      : await api.put<{ piece: ContentPiece }>(`/marketing/content/${encodeURIComponent(id)}`, input);
  return result.piece;
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveContent, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.content() }) });
}
