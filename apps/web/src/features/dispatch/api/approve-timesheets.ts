import type { ApproveTimesheetsInput, Timesheets } from '@groundwork/domain/dispatch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './get-dispatch-day';

/** POST /timesheets/approve: one employee's period (or named entries); answers how many were newly approved. */
export async function approveTimesheets({ input, idempotencyKey }: { input: ApproveTimesheetsInput; idempotencyKey: string }): Promise<{ approved: number; timesheets: Timesheets }> {
  return api.post<{ approved: number; timesheets: Timesheets }>('/timesheets/approve', input, { idempotencyKey });
}

export function useApproveTimesheets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTimesheets,
    onSuccess: ({ timesheets }) => {
      queryClient.setQueryData(dispatchKeys.timesheet({ from: timesheets.from, to: timesheets.to }), timesheets);
      void queryClient.invalidateQueries({ queryKey: dispatchKeys.timesheets });
    },
  });
}
