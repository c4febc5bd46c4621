import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token')?.trim() || null;
  return (
    <AuthLayout>
      <ResetPasswordForm token={token} onSuccess={() => navigate(paths.login, { replace: true })} />
    </AuthLayout>
  );
}
