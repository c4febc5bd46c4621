import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';

type DialogSaveOptions<Values> = {
  /** True when the dialog edits a record (a stale save is only possible then). */
  editing: boolean;
  /** The list the record belongs to: reloading after a stale save reads it again. */
  queryKey: QueryKey;
  onOpenChange: (open: boolean) => void;
  /** Creates or updates the record and gives back the success toast. */
  write: (values: Values) => Promise<string>;
  messages: { stale: string; updateFailed: string; addFailed: string };
};

/**
 * The save of an add/edit dialog: a toast either way, the dialog closes on success, and a failure keeps it open with
 * everything typed (the error is rethrown so the form stays as it is). A save someone else beat (409) also shows the
 * server's words so the user can `reload` their version; closing the dialog forgets it.
 */
export function useDialogSave<Values>({ editing, queryKey, onOpenChange, write, messages }: DialogSaveOptions<Values>) {
  const queryClient = useQueryClient();
  const [stale, setStale] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    setStale(null);
    onOpenChange(next);
  };
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey });
    changeOpen(false);
  };
  const save = async (values: Values) => {
    try {
      toast.success(await write(values));
      onOpenChange(false);
    } catch (error) {
      if (editing && isStaleWrite(error)) setStale(serverMessageOr(error, messages.stale));
      toast.error(serverMessageOr(error, editing ? messages.updateFailed : messages.addFailed));
      throw error;
    }
  };
  return { stale, reload, save, onOpenChange: changeOpen };
}
