import { submissionListSchema, type SubmissionList } from '@groundwork/domain/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { formsKeys } from './forms-keys';

export const SUBMISSIONS_PAGE_SIZE = 50;

/** GET /lead_forms/{id}/submissions: a page of the form's submissions, newest first, with their outcomes. */
export async function getFormSubmissions(formId: string, page: number, signal?: AbortSignal): Promise<SubmissionList> {
  return submissionListSchema.parse(
    await api.get<unknown>(`/lead_forms/${encodeURIComponent(formId)}/submissions`, { signal, query: { page, limit: SUBMISSIONS_PAGE_SIZE } }),
  );
}

export function useFormSubmissions(formId: string, page: number) {
  return useQuery(
    queryOptions({ queryKey: formsKeys.submissions(formId, page), queryFn: ({ signal }) => getFormSubmissions(formId, page, signal), placeholderData: keepPreviousData }),
  );
}
