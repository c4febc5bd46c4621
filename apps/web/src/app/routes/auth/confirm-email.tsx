import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ConfirmEmailRoute() {
  useDocumentTitle('Confirm your e-mail');
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <ConfirmEmail token={searchParams.get('token')?.trim() || null} />
    </AuthLayout>
  );
}
