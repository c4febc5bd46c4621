import type { Activity, NoteInput } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadsKeys } from './get-leads';

export async function addLeadNote({ leadId, input }: { leadId: string; input: NoteInput }): Promise<Activity> {
  const { activity } = await api.post<{ activity: Activity }>(`/leads/${encodeURIComponent(leadId)}/activities`, input);
  return activity;
}

export function useAddLeadNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLeadNote,
    onSuccess: (activity, { leadId }) => {
      queryClient.setQueryData<Activity[]>(leadsKeys.activities(leadId), (activities) => (activities ? [activity, ...activities] : [activity]));
    },
  });
}
