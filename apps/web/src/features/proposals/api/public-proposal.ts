import type { ApproveProposalInput, DeclineProposalInput, PublicProposal, RequestChangesInput } from '@groundwork/domain/proposals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalsKeys } from './keys';

// The client's side: no sign-in, no token sent (`auth: false`), so a company user's session is never touched.
const base = (token: string) => `/proposals/${encodeURIComponent(token)}`;

/** GET /proposals/{token}: what the client may see (404 'This proposal link is not valid or has expired.'). */
export async function getPublicProposal(token: string, signal?: AbortSignal): Promise<PublicProposal> {
  const { proposal } = await api.get<{ proposal: PublicProposal }>(base(token), { signal, auth: false });
  return proposal;
}

export function publicProposalQueryOptions(token: string) {
  return queryOptions({
    queryKey: proposalsKeys.publicProposal(token),
    queryFn: ({ signal }) => getPublicProposal(token, signal),
    refetchOnWindowFocus: false,
  });
}

export function usePublicProposal(token: string) {
  return useQuery(publicProposalQueryOptions(token));
}

export type ProposalAnswer =
  | { kind: 'approve'; input: ApproveProposalInput }
  | { kind: 'decline'; input: DeclineProposalInput }
  | { kind: 'changes'; input: RequestChangesInput };

/** POST /proposals/{token}/approve | decline | changes: the client's answer. */
export async function answerProposal(token: string, answer: ProposalAnswer): Promise<PublicProposal | null> {
  const result = await api.post<{ proposal?: PublicProposal } | null>(`${base(token)}/${answer.kind}`, answer.input, { auth: false });
  return result?.proposal ?? null;
}

export function useAnswerProposal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ProposalAnswer) => answerProposal(token, answer),
    onSuccess: (proposal) => {
      if (proposal) queryClient.setQueryData(proposalsKeys.publicProposal(token), proposal);
      else void queryClient.invalidateQueries({ queryKey: proposalsKeys.publicProposal(token) });
    },
  });
}
