import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[1.25rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-5 [&>svg]:translate-y-px',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-foreground [&>svg]:text-muted-foreground',
        success: 'border-success/25 bg-success-soft text-success-strong [&>svg]:text-success',
        destructive: 'border-destructive/25 bg-destructive-soft text-destructive [&>svg]:text-destructive',
        info: 'border-info/25 bg-info-soft text-info-strong [&>svg]:text-info',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** A message box. Pass role="alert" for failures the user must notice, role="status" for confirmations. */
export function Alert({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-title" className={cn('col-start-2 font-medium', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('col-start-2 text-sm [&_p]:leading-relaxed', className)} {...props} />;
}
