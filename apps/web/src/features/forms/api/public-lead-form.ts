import { publicLeadFormResultSchema, submissionResultSchema, type PublicLeadFormResult, type SubmissionResult } from '@groundwork/domain/forms';
import { API_BASE_PATH } from '@groundwork/domain/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { formsKeys } from './forms-keys';

// The visitor's side: no sign-in, no token sent (`auth: false`), so a company user's session is never touched.
const base = (token: string) => `/public/lead_forms/${encodeURIComponent(token)}`;

/** GET /public/lead_forms/{token}: the form and a form token (404 unless the form is active). */
export async function getPublicLeadForm(token: string, signal?: AbortSignal): Promise<PublicLeadFormResult> {
  return publicLeadFormResultSchema.parse(await api.get<unknown>(base(token), { signal, auth: false }));
}

export function usePublicLeadForm(token: string) {
  // Read once: a new read would hand out a new form token while the visitor is typing.
  return useQuery(queryOptions({ queryKey: formsKeys.publicForm(token), queryFn: ({ signal }) => getPublicLeadForm(token, signal), refetchOnWindowFocus: false, staleTime: Infinity }));
}

/** POST /public/lead_forms/{token}/submissions as JSON; one Idempotency-Key per filled-in form, so a retry is one lead. */
export async function sendLeadForm({ token, answers, idempotencyKey }: { token: string; answers: Record<string, unknown>; idempotencyKey: string }): Promise<SubmissionResult> {
  return submissionResultSchema.parse(await api.post<unknown>(`${base(token)}/submissions`, answers, { auth: false, idempotencyKey }));
}

export function useSendLeadForm() {
  return useMutation({ mutationFn: sendLeadForm });
}

export const publicLeadFormUrls = { logo: (token: string) => `${API_BASE_PATH}${base(token)}/logo` };
