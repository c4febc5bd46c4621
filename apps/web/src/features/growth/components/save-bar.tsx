import { Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

type SaveBarProps = {
  /** Where the saving stands, in the screen's words. */
  status: string;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  saveLabel: string;
};

/** The foot of a plan's form (budget projections, the growth planner): where saving stands, discard, save. */
export function SaveBar({ status, dirty, saving, onDiscard, saveLabel }: SaveBarProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 rounded-xl border border-border bg-card p-4 shadow-xs">
      <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
        {status}
      </p>
      <Button type="button" variant="outline" disabled={!dirty || saving} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" disabled={saving}>
        {saving && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {saveLabel}
      </Button>
    </div>
  );
}
