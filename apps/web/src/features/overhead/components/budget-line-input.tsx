import { fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type BudgetLineInputProps = {
  path: string;
  label: string;
  value: string;
  onChange: (path: string, value: string) => void;
  error?: string | undefined;
  /** A note under the line, such as the categories that feed it. */
  hint?: string | undefined;
  readOnly?: boolean;
  /** '$' before money, '%' or 'h' after the others, nothing for a year. */
  unit?: '$' | '%' | 'h' | '';
};

/** One line of the budget: its label beside a number box, the unit inside the box, and its inline error. */
export function BudgetLineInput({ path, label, value, onChange, error, hint, readOnly = false, unit = '$' }: BudgetLineInputProps) {
  const id = `budget-${path.replace('.', '-')}`;
  return (
    <div className="grid gap-1">
      <div className="grid grid-cols-[1fr_9.5rem] items-center gap-3">
        <Label htmlFor={id} className="text-sm leading-snug font-normal">
          {label}
        </Label>
        <div className="relative">
          {unit === '$' && (
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
              $
            </span>
          )}
          <Input
            {...fieldA11y(id, error, Boolean(hint))}
            inputMode="decimal"
            autoComplete="off"
            className={cn('text-right tabular-nums', unit === '$' && 'pl-6', (unit === '%' || unit === 'h') && 'pr-8')}
            value={value}
            readOnly={readOnly}
            onChange={(event) => onChange(path, event.target.value)}
          />
          {(unit === '%' || unit === 'h') && (
            <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
              {unit}
            </span>
          )}
        </div>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-right text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-right text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
