import type { Session, SignInInput } from '@groundwork/domain/auth';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage, fallbackMessages } from '@/lib/api-client';
import { schemaFieldErrors } from '@/lib/field-errors';
import { paths } from '@/lib/paths';
import { useSignIn } from '../api/sign-in';

type LoginFormProps = { onSuccess: (session: Session) => void };

type FieldName = keyof SignInInput;
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELDS: readonly FieldName[] = ['email', 'password'];

/**
 * The sign-in screen is the first thing a new visitor loads, inside a budget of 150 KB of gzipped JavaScript
 * (ARCHITECTURE.md §7). So this form, unlike the app's others, uses no form library (react-hook-form is about 16 KB
 * gzipped) and loads its domain schema — and zod with it, about 22 KB — when the user starts typing. It checks what
 * the other forms check, the same way: on submit, then again as each field is changed; the first invalid field
 * takes the focus.
 */
let pendingSchema: Promise<(typeof import('@groundwork/domain/auth'))['signInInputSchema']> | undefined;
function loadSchema() {
  pendingSchema ??= import('@groundwork/domain/auth').then((module) => module.signInInputSchema);
  pendingSchema.catch(() => {
    pendingSchema = undefined; // a failed chunk load is tried again on the next attempt
  });
  return pendingSchema;
}
const preloadSchema = () => void loadSchema().catch(() => {});

function valuesOf(form: HTMLFormElement): Record<FieldName, string> {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

/** The input, or each field's first message. */
async function check(form: HTMLFormElement): Promise<{ data: SignInInput; errors?: never } | { data?: never; errors: FieldErrors }> {
  const parsed = (await loadSchema()).safeParse(valuesOf(form));
  return parsed.success ? { data: parsed.data } : { errors: schemaFieldErrors(parsed.error) };
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check(form);
    } catch {
      // The schema's chunk did not load (offline, or a deploy replaced it): nothing was sent.
      setServerError(fallbackMessages.network);
      return;
    }
    if (result.errors) {
      setErrors(result.errors);
      const first = FIELDS.find((field) => result.errors[field]);
      if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setServerError(null);
    signIn.mutate(result.data, {
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
  };

  // After a first submit, a message goes as soon as what it asked for is typed.
  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    if (!submitted.current) return preloadSchema();
    const result = await check(event.currentTarget).catch(() => null);
    if (result) setErrors(result.errors ?? {});
  };

  const busy = signIn.isPending;

  return (
    <div className="w-full">
      <div className="mb-8 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">Log in to Groundwork</h1>
        <p className="text-sm text-muted-foreground">Welcome back. Enter your work email and password to continue.</p>
      </div>

      <form
        onSubmit={(event) => void onSubmit(event)}
        onChange={(event) => void onChange(event)}
        onPointerDown={preloadSchema}
        onKeyDown={preloadSchema}
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
          name="email"
          error={errors.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          autoFocus
        />

        <InputField
          id="login-password"
          label="Password"
          name="password"
          error={errors.password}
          labelAside={
            <Link to={paths.forgotPassword} className="rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              Forgot password?
            </Link>
          }
          // No show/hide toggle here: its 'Show password' label would make 'Password' ambiguous to label-based tools.
          type="password"
          autoComplete="current-password"
        />

        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {busy ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </div>
  );
}
