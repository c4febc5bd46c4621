import type { Company, Session, User } from '@groundwork/domain/auth';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import {
  clearSession,
  getStoredCompany,
  getStoredUser,
  getToken,
  isWellFormedToken,
  saveSession,
  setStoredCompany,
  setStoredUser,
  setToken,
  subscribeToSession,
} from '@/lib/storage';
import { getMe } from './api/get-me';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type AuthContextValue = {
  status: AuthStatus;
  user: User | null;
  company: Company | null;
  /** True after the user logged out in this tab: the next sign-in starts at the dashboard, not where they were. */
  signedOut: boolean;
  /** After a successful sign-in. */
  startSession: (session: Session) => void;
  /** After terms acceptance or a profile change: the server's copy of the user replaces ours. */
  updateUser: (user: User) => void;
  /** A password change revokes every session and hands this browser a fresh token. */
  updateToken: (token: string) => void;
  /** Logout: token, user and company all go. */
  endSession: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

type Snapshot = { token: string | null; user: User | null; company: Company | null };

function readSnapshot(): Snapshot {
  return { token: getToken(), user: getStoredUser(), company: getStoredCompany() };
}

/**
 * Only a stored token without a stored user makes the app wait for /auth/me: with both, the screens open at once
 * (their own calls start alongside /auth/me, and the server checks every one of them) and a 401 signs out.
 */
function needsVerification(): boolean {
  return isWellFormedToken(getToken()) && getStoredUser() === null;
}

/**
 * The session of SPEC.md §4. Authenticated only when a token and a stored user both exist.
 * On start a stored token must have three dot-separated parts (otherwise everything is cleared);
 * then /auth/me refreshes the user and company — in the background when they are stored — and if that call fails
 * for any reason but a 401, the stored user and company carry on (offline, server restarting).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [snapshot, setSnapshot] = useState(readSnapshot);
  const [verifying, setVerifying] = useState(needsVerification);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => subscribeToSession(() => setSnapshot(readSnapshot())), []);

  useEffect(() => {
    const token = getToken();
    // Without a well-formed token there is nothing to verify (and `verifying` started false).
    if (!isWellFormedToken(token)) {
      if (token) clearSession();
      return;
    }
    let cancelled = false;
    getMe()
      .then((me) => {
        if (cancelled) return;
        setStoredUser(me.user);
        setStoredCompany(me.company);
      })
      .catch((error: unknown) => {
        // A 401 has already cleared the token and user (api-client); anything else keeps the stored session.
        if (cancelled || (isApiError(error) && error.status === 401)) return;
        console.warn('Could not refresh the session; using the stored user.', error);
      })
      .finally(() => {
        if (!cancelled) setVerifying(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const authenticated = isWellFormedToken(snapshot.token) && snapshot.user !== null;
    return {
      status: verifying ? 'loading' : authenticated ? 'authenticated' : 'unauthenticated',
      user: authenticated ? snapshot.user : null,
      company: authenticated ? snapshot.company : null,
      signedOut,
      startSession: (session) => {
        setSignedOut(false);
        saveSession(session);
      },
      updateUser: setStoredUser,
      updateToken: setToken,
      endSession: () => {
        setSignedOut(true);
        clearSession();
      },
    };
  }, [snapshot, verifying, signedOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider.');
  return context;
}
