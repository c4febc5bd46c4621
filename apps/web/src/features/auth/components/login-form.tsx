import type { Session, SignInInput, signInInputSchema } from '@groundwork/domain/auth';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { paths } from '@/lib/paths';
import { useSignIn } from '../api/sign-in';

type LoginFormProps = { onSuccess: (session: Session) => void };

// The domain schema loads when the user starts typing, keeping zod out of the page's first load.
const signInResolver = lazyZodResolver<z.input<typeof signInInputSchema>, SignInInput>(() =>
  import('@groundwork/domain/auth').then((module) => module.signInInputSchema),
);

export function LoginForm({ onSuccess }: LoginFormProps) {
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    signIn.mutate(values, {
      onSuccess: (session) => {
        toast.dismiss(); // an earlier 'Login failed' has been answered
        onSuccess(session);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Login failed');
        setServerError(message);
        toast.error('Login failed', { description: message });
      },
    });
  });

  const busy = signIn.isPending;

  return (
    <div className="w-full">
      <div className="mb-8 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">Log in to Groundwork</h1>
        <p className="text-sm text-muted-foreground">Welcome back. Enter your work email and password to continue.</p>
      </div>

      <form
        onSubmit={onSubmit}
        onChange={signInResolver.preload}
        onPointerDown={signInResolver.preload}
        onKeyDown={signInResolver.preload}
        noValidate
        className="grid gap-5"
        aria-describedby={serverError ? 'login-error' : undefined}
      >
        {serverError && (
          <Alert variant="destructive" role="alert" id="login-error">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        )}

        <InputField
          id="login-email"
          label="Email"
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          autoFocus
          {...register('email')}
        />

        <InputField
          id="login-password"
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Link to={paths.forgotPassword} className="rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              Forgot password?
            </Link>
          }
          // No show/hide toggle here: its 'Show password' label would make 'Password' ambiguous to label-based tools.
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />

        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {busy ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </div>
  );
}
