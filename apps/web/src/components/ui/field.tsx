import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something to show at the right of the label, such as a 'Forgot password?' link. */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A labelled form control with its inline error. Give the control `fieldA11y(id, error)`. */
export function Field({ id, label, error, hint, labelAside, className, children }: FieldProps) {
  return (
    <div data-slot="field" className={cn('grid content-start gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} data-slot="field-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes linking a control to its error or hint. */
export function fieldA11y(id: string, error?: string, hasHint = false) {
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
}
