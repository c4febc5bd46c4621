import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInputSchema } from '@groundwork/domain/auth';
import { AlertCircleIcon, ArrowLeftIcon, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, fieldA11y } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useResetPassword } from '../api/reset-password';

type ResetPasswordFormProps = {
  /** The `token` query parameter of the e-mailed link; null when the link had none. */
  token: string | null;
  onSuccess: () => void;
};

export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  return (
    <div className="w-full">
      <div className="mb-8 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">Reset your password</h1>
        <p className="text-sm text-muted-foreground">Choose a new password of at least 8 characters. It signs you out everywhere else.</p>
      </div>
      {token ? (
        <ResetPasswordFields token={token} onSuccess={onSuccess} />
      ) : (
        <div className="grid gap-5">
          <Alert variant="destructive" role="alert">
            <LinkIcon aria-hidden="true" />
            <AlertTitle>Invalid or missing reset token.</AlertTitle>
            <AlertDescription>Open the link from your reset email again, or ask for a new one.</AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.forgotPassword}>Request a new link</Link>
          </Button>
        </div>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to={paths.login} className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to log in
        </Link>
      </p>
    </div>
  );
}

function ResetPasswordFields({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });
  const [password, passwordConfirmation] = useWatch({ control, name: ['password', 'passwordConfirmation'] });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    resetPassword.mutate(values, {
      onSuccess: () => {
        toast.success('Password reset successful! Please login.');
        onSuccess();
      },
      onError: (error) => {
        setFailure(serverMessageOr(error, 'Password reset failed'));
      },
    });
  });

  const busy = resetPassword.isPending;
  const tokenError = errors.token?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {(failure ?? tokenError) && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{failure ?? tokenError}</AlertDescription>
        </Alert>
      )}

      <Field id="reset-password" label="New password" error={errors.password?.message} hint="At least 8 characters.">
        <PasswordInput {...fieldA11y('reset-password', errors.password?.message, true)} autoComplete="new-password" autoFocus {...register('password')} />
      </Field>

      <Field id="reset-password-confirmation" label="Confirm password" error={errors.passwordConfirmation?.message}>
        <PasswordInput
          {...fieldA11y('reset-password-confirmation', errors.passwordConfirmation?.message)}
          autoComplete="new-password"
          {...register('passwordConfirmation')}
        />
      </Field>

      <Button type="submit" size="lg" className="w-full" disabled={busy || !password || !passwordConfirmation}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
