import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** What happens to what was typed, where reloading replaces it. */
export const STALE_DESCRIPTION = 'Your changes are still here. Reload to see the latest version (your edits on this page will be replaced), then make them again.';

type StaleWriteAlertProps = {
  /** Why the save was refused ('Someone else changed this service'). */
  title: string;
  /** What happens to what was typed. */
  description?: string;
  busy?: boolean;
  onReload: () => void;
  reloadLabel?: string;
  /** Offered where the typed version may be saved over the other one. */
  onKeepMine?: () => void;
};

/** The answer to a 409 stale save: what was typed stays; the user chooses to load the other version (or keep theirs). */
export function StaleWriteAlert({ title, description, busy = false, onReload, reloadLabel = 'Reload', onKeepMine }: StaleWriteAlertProps) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {description && <p>{description}</p>}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onReload}>
            {reloadLabel}
          </Button>
          {onKeepMine && (
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onKeepMine}>
              Keep my changes
            </Button>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}
