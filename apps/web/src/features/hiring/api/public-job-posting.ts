import { applicationResultSchema, publicPostingResultSchema, type PublicPostingResult } from '@groundwork/domain/hiring';
import { API_BASE_PATH } from '@groundwork/domain/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hiringKeys } from './hiring-keys';

// The visitor's side: no sign-in, no token sent (`auth: false`), so a company user's session is never touched.
const base = (token: string) => `/public/job_postings/${encodeURIComponent(token)}`;

/** GET /public/job_postings/{token}: the posting and a form token (404 unless the posting is open). */
export async function getPublicJobPosting(token: string, signal?: AbortSignal): Promise<PublicPostingResult> {
  return publicPostingResultSchema.parse(await api.get<unknown>(base(token), { signal, auth: false }));
}

export function usePublicJobPosting(token: string) {
  // Read once: a new read would hand out a new form token while the visitor is typing.
  return useQuery(queryOptions({ queryKey: hiringKeys.publicPosting(token), queryFn: ({ signal }) => getPublicJobPosting(token, signal), refetchOnWindowFocus: false, staleTime: Infinity }));
}

/** POST /public/job_postings/{token}/applications with the form's fields and files (multipart). */
export async function sendApplication({ token, form }: { token: string; form: FormData }): Promise<void> {
  applicationResultSchema.parse(await api.post<unknown>(`${base(token)}/applications`, form, { auth: false, timeoutMs: 60_000 }));
}

export function useSendApplication() {
  return useMutation({ mutationFn: sendApplication });
}

export const publicJobPostingUrls = { logo: (token: string) => `${API_BASE_PATH}${base(token)}/logo` };
