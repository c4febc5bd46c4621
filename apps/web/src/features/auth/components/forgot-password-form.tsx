import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordInputSchema } from '@groundwork/domain/auth';
import { AlertCircleIcon, ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { fallbackMessages, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordInputSchema), defaultValues: { email: '' } });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    setSentMessage(null);
    forgotPassword.mutate(values, {
      onSuccess: (result) => {
        setSentMessage(result.message);
        toast.success('Email sent successfully', { description: result.message });
      },
      onError: (error) => {
        // SPEC.md §8: the toast joins every server message; the page shows them inline too.
        const fromServer = isApiError(error) && error.fromServer;
        const listed = fromServer && error.errors.length > 0 ? error.errors.join(', ') : null;
        const message = listed ?? (fromServer ? error.message : fallbackMessages.response);
        setFailure(message);
        toast.error('Error', { description: message });
      },
    });
  });

  const busy = forgotPassword.isPending;

  return (
    <div className="w-full">
      <div className="mb-8 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">Forgot your password?</h1>
        <p className="text-sm text-muted-foreground">Enter the email you sign in with and we will send you a link to choose a new password.</p>
      </div>

      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {sentMessage && (
          <Alert variant="success" role="status">
            <MailCheckIcon aria-hidden="true" />
            <AlertTitle>Check your inbox</AlertTitle>
            <AlertDescription>{sentMessage}</AlertDescription>
          </Alert>
        )}
        {failure && (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}

        <InputField
          id="forgot-email"
          label="Email"
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          required
          autoFocus
          {...register('email')}
        />

        <Button type="submit" size="lg" className="w-full" disabled={busy || !email?.trim()}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>

      <p className="mt-8 text-center text-sm">
        <Link to={paths.login} className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Remembered your password? Log in
        </Link>
      </p>
    </div>
  );
}
