import { canAccessRoute } from '@groundwork/domain/permissions';
import { useCallback, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-provider';
import { TermsDialog } from '@/features/auth/components/terms-dialog';
import { LegalDocumentsPanel } from '@/features/legal/components/legal-documents-panel';
import { paths } from '@/lib/paths';
import { AppShell } from './app-shell';

export type LoginLocationState = { from?: { pathname: string; search: string; hash: string } };

/**
 * SPEC.md §2 Guarded layout: a spinner while the session loads; /login (remembering where the user
 * was going) without a session; /coming-soon when the company's permissions close the route; the
 * Terms & Privacy Policy dialog instead of the page until the user has accepted them.
 */
export function GuardedLayout() {
  const { status, user, company, signedOut } = useAuth();
  const location = useLocation();
  const [termsStep, setTermsStep] = useState<'none' | 'open' | 'done'>('none');
  const continueToPage = useCallback(() => setTermsStep('done'), []);

  // Once the dialog has opened it stays until the user continues past the acknowledgment.
  if (user && !user.isTermsAccepted && termsStep === 'none') setTermsStep('open');

  if (status === 'loading') return <PageSpinner className="min-h-svh" />;

  if (status !== 'authenticated' || !user) {
    // After a logout the next sign-in starts afresh; after an expired session it returns to this page.
    const state: LoginLocationState | undefined = signedOut
      ? undefined
      : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return (
      <>
        <Navigate to={paths.login} replace state={state} />
        <PageSpinner className="min-h-svh" />
      </>
    );
  }

  if (!canAccessRoute(location.pathname, company?.permissions)) {
    return (
      <>
        <Navigate to={paths.comingSoon} replace />
        <PageSpinner className="min-h-svh" />
      </>
    );
  }

  if (termsStep === 'open' || !user.isTermsAccepted) {
    return (
      <div className="flex min-h-svh items-center justify-center bg-[#0f2a1e]">
        <LogoMark className="size-12 opacity-60" />
        <TermsDialog accepted={user.isTermsAccepted} documents={<LegalDocumentsPanel />} onContinue={continueToPage} />
      </div>
    );
  }

  return (
    <AppShell companyName={company?.name ?? null}>
      <Outlet />
    </AppShell>
  );
}

export default GuardedLayout;
