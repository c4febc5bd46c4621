import type { LegalDocumentType } from '@groundwork/domain/legal';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useAuth } from '@/features/auth/auth-provider';
import { LoginForm } from '@/features/auth/components/login-form';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LoginLocationState } from '../../layout/guarded-layout';

// The legal dialog (and DOMPurify with it) loads only when someone opens it.
const LegalTextDialog = lazy(() => import('@/features/legal/components/legal-text-dialog').then((module) => ({ default: module.LegalTextDialog })));

/** Where to go after signing in: where the user was heading, else the dashboard. */
function destination(state: unknown): string {
  const from = (state as LoginLocationState | null)?.from;
  if (!from || from.pathname === paths.login) return paths.dashboard;
  return `${from.pathname}${from.search}${from.hash}`;
}

export default function LoginRoute() {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle('Log in');
  const [legal, setLegal] = useState<{ open: boolean; type: LegalDocumentType }>({ open: false, type: 'terms' });

  if (status === 'authenticated') return <Navigate to={destination(location.state)} replace />;

  const openLegal = (type: LegalDocumentType) => setLegal({ open: true, type });
  const linkClass = 'rounded-sm font-medium text-muted-foreground underline-offset-2 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none cursor-pointer';

  return (
    <AuthLayout
      footer={
        <>
          <span>© {new Date().getFullYear()} Groundwork · </span>
          <button type="button" className={linkClass} onClick={() => openLegal('terms')}>
            Terms of Service
          </button>
          <span> · </span>
          <button type="button" className={linkClass} onClick={() => openLegal('privacy')}>
            Privacy Notice
          </button>
        </>
      }
    >
      <LoginForm onSuccess={() => navigate(destination(location.state), { replace: true })} />
      {legal.open && (
        <Suspense fallback={null}>
          <LegalTextDialog
            open={legal.open}
            type={legal.type}
            onTypeChange={(type) => setLegal({ open: true, type })}
            onOpenChange={(open) => setLegal((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
