import { cn } from '@/lib/cn';

export type Choice<T extends string> = { value: T; label: string; /** Read by screen readers when the label is a sign ('+'). */ name?: string; checkedClass: string };

type SegmentedChoiceProps<T extends string> = {
  /** Names the radio group ('Safety first'). */
  legend: string;
  /** Unique on the page. */
  name: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
};

/** A few answers as one segmented control: native radios, so arrow keys move between them and forms read them. */
export function SegmentedChoice<T extends string>({ legend, name, choices, value, onChange, disabled = false, className }: SegmentedChoiceProps<T>) {
  return (
    <fieldset className={cn('min-w-0', className)} disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex max-w-full flex-wrap rounded-md border border-border bg-muted/40 p-0.5">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-w-9 cursor-pointer items-center justify-center rounded border border-transparent px-2.5 py-1 text-sm font-medium text-muted-foreground transition-colors',
              'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-1',
              'has-disabled:cursor-not-allowed has-disabled:opacity-70',
              choice.checkedClass,
            )}
          >
            <input type="radio" className="sr-only" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} aria-label={choice.name} />
            <span aria-hidden={choice.name ? true : undefined}>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const positiveChoice = 'has-checked:border-success/40 has-checked:bg-success-soft has-checked:text-success-strong';
export const middleChoice = 'has-checked:border-warning/40 has-checked:bg-warning-soft has-checked:text-warning-strong';
export const negativeChoice = 'has-checked:border-destructive/40 has-checked:bg-destructive-soft has-checked:text-destructive';
