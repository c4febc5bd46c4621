import { Loader2Icon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A spinning indicator announced as 'Loading' (role="status"). */
export function Spinner({ className, label = 'Loading', ...props }: ComponentProps<'div'> & { label?: string }) {
  return (
    <div role="status" aria-label={label} data-slot="spinner" className={cn('inline-flex items-center justify-center', className)} {...props}>
      <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden="true" />
    </div>
  );
}

/** The whole-screen spinner shown while a session or a screen loads. */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-h-[60vh] w-full items-center justify-center', className)}>
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
