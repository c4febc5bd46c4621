import type { Activity, NoteInput } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersKeys } from './get-customers';

export async function addCustomerNote({ customerId, input }: { customerId: string; input: NoteInput }): Promise<Activity> {
  const { activity } = await api.post<{ activity: Activity }>(`/customers/${encodeURIComponent(customerId)}/activities`, input);
  return activity;
}

export function useAddCustomerNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomerNote,
    onSuccess: (activity, { customerId }) => {
      queryClient.setQueryData<Activity[]>(customersKeys.activities(customerId), (activities) => (activities ? [activity, ...activities] : [activity]));
    },
  });
}
