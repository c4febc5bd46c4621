import type { JobRequest, JobRequestInput } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersKeys } from './get-customers';

/** Records a job request on the customer (the jobs area will turn these into scheduled jobs). */
export async function createJobRequest({ customerId, input }: { customerId: string; input: JobRequestInput }): Promise<JobRequest> {
  const { jobRequest } = await api.post<{ jobRequest: JobRequest }>(`/customers/${encodeURIComponent(customerId)}/job_requests`, input);
  return jobRequest;
}

export function useCreateJobRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobRequest,
    onSuccess: (_jobRequest, { customerId }) => {
      void queryClient.invalidateQueries({ queryKey: customersKeys.jobRequests(customerId) });
      void queryClient.invalidateQueries({ queryKey: customersKeys.activities(customerId) });
    },
  });
}
