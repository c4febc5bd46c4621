import { leadFormResultSchema, type CreateLeadFormInput, type LeadForm } from '@groundwork/domain/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { formsKeys } from './forms-keys';

export type SaveLeadFormInput = { id: null; input: CreateLeadFormInput } | { id: string; input: CreateLeadFormInput & { updatedAt: string } };

const createKey = idempotencyKeys();

/** POST /lead_forms (a new form, retried safely) or PUT /lead_forms/{id} (with the updatedAt last read: stale → 409). */
export async function saveLeadForm({ id, input }: SaveLeadFormInput): Promise<LeadForm> {
  const answer =
    id === null
      ? await api.post<unknown>('/lead_forms', input, { idempotencyKey: createKey(input) })
      : await api.put<unknown>(`/lead_forms/${encodeURIComponent(id)}`, input);
  return leadFormResultSchema.parse(answer).form;
}

export function useSaveLeadForm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLeadForm, onSuccess: () => void queryClient.invalidateQueries({ queryKey: formsKeys.all }) });
}
