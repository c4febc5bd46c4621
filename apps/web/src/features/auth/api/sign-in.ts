import type { Session, SignInInput } from '@groundwork/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '../auth-provider';

export function signIn(input: SignInInput): Promise<Session> {
  // Public call: a wrong password answers 401 INVALID_CREDENTIALS, which must not end any session.
  return api.post<Session>('/authentication_tokens/create', input, { auth: false });
}

export function useSignIn() {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => startSession(session),
  });
}
