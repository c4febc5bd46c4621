import { Loader2Icon } from 'lucide-react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
};

/**
 * 'Are you sure?' before something that cannot be undone (a delete). Focus starts on Cancel, Escape
 * cancels; the dialog stays open while the action runs so a failure can be retried.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, busyLabel, busy = false, destructive = true, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
        <AlertDialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl outline-none data-[state=open]:animate-dialog-in data-[state=closed]:animate-fade-out">
          <div className="flex flex-col gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg leading-tight font-semibold text-foreground">{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">{description}</AlertDialogPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'outline' })} disabled={busy}>
              Cancel
            </AlertDialogPrimitive.Cancel>
            <button
              type="button"
              className={cn(buttonVariants({ variant: destructive ? 'destructive' : 'default' }))}
              disabled={busy}
              onClick={onConfirm}
            >
              {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
