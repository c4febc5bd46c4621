import { AlertCircleIcon, Loader2Icon, RefreshCwIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

type StaleEditAlertProps = {
  /** What was edited, in the user's words: 'customer', 'lead'. */
  noun: string;
  reloading: boolean;
  onReload: () => void;
};

/** Someone else saved the record first (409): the typing stays on screen, and reloading is the user's choice. */
export function StaleEditAlert({ noun, reloading, onReload }: StaleEditAlertProps) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{`This ${noun} was changed by someone else`}</AlertTitle>
      <AlertDescription>
        <p>Your changes are not saved. Reload to see the latest version (your edits on this page will be replaced).</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onReload} disabled={reloading}>
          {reloading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <RefreshCwIcon aria-hidden="true" />}
          Reload
        </Button>
      </AlertDescription>
    </Alert>
  );
}
