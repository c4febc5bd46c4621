import type { CandidateDetail } from '@groundwork/domain/hiring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { hiringKeys } from './hiring-keys';

export const candidatePath = (id: string) => `/candidates/${encodeURIComponent(id)}`;

/** GET /candidates/{id}: contact, experience, files and history. */
export function getCandidate(id: string, signal?: AbortSignal): Promise<CandidateDetail> {
  return api.get<CandidateDetail>(candidatePath(id), { signal });
}

export function useCandidate(id: string) {
  return useQuery(queryOptions({ queryKey: hiringKeys.candidate(id), queryFn: ({ signal }) => getCandidate(id, signal) }));
}

/** A file the candidate sent, fetched with the session (it is only ever served to the company's hiring managers). */
export function getCandidateAttachment(candidateId: string, attachmentId: string): Promise<Blob> {
  return apiDownload(`${candidatePath(candidateId)}/attachments/${encodeURIComponent(attachmentId)}`, { timeoutMs: 30_000 });
}
