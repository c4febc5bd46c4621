import type { PostingDetail, PostingList } from '@groundwork/domain/hiring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hiringKeys } from './hiring-keys';

const postingPath = (id: string) => `/job_postings/${encodeURIComponent(id)}`;

/** GET /job_postings: every posting with its pipeline, and the org chart's seats a posting can be for. */
export function getJobPostings(signal?: AbortSignal): Promise<PostingList> {
  return api.get<PostingList>('/job_postings', { signal });
}

export function useJobPostings() {
  return useQuery(queryOptions({ queryKey: hiringKeys.postings(), queryFn: ({ signal }) => getJobPostings(signal) }));
}

/** GET /job_postings/{id}: a posting and its candidates. */
export function getJobPosting(id: string, signal?: AbortSignal): Promise<PostingDetail> {
  return api.get<PostingDetail>(postingPath(id), { signal });
}

export function useJobPosting(id: string) {
  return useQuery(queryOptions({ queryKey: hiringKeys.posting(id), queryFn: ({ signal }) => getJobPosting(id, signal) }));
}
