import { CheckCircle2Icon, LinkIcon, Loader2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useConfirmEmail } from '../api/confirm-email';

const INVALID_LINK = 'This link is invalid or has expired. Change your e-mail again from your profile.';

/** Opened from the link sent to a new sign-in address: confirms it once, then sends the person to sign in. */
export function ConfirmEmail({ token }: { token: string | null }) {
  const confirmEmail = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once per link, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail.mutate({ token });
  }, [token, confirmEmail]);

  return (
    <div className="grid w-full gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">Confirm your e-mail</h1>
      {!token || confirmEmail.isError ? (
        <Alert variant="destructive" role="alert">
          <LinkIcon aria-hidden="true" />
          <AlertTitle>This link cannot be used</AlertTitle>
          <AlertDescription>{token ? serverMessageOr(confirmEmail.error, INVALID_LINK) : INVALID_LINK}</AlertDescription>
        </Alert>
      ) : confirmEmail.isSuccess ? (
        <Alert role="status">
          <CheckCircle2Icon aria-hidden="true" />
          <AlertTitle>E-mail confirmed</AlertTitle>
          <AlertDescription>{confirmEmail.data.message}</AlertDescription>
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Confirming…
        </p>
      )}
      <Button asChild size="lg" className="w-full">
        <Link to={paths.login}>Go to log in</Link>
      </Button>
    </div>
  );
}
