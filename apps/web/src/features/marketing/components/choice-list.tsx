import { Checkbox } from '@/components/ui/checkbox';

export type Choice = { id: string; name: string; note?: string; disabled?: boolean };

type ChoiceListProps = {
  /** The group's accessible name and legend ('Lead sources'). */
  legend: string;
  idPrefix: string;
  choices: readonly Choice[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  readOnly?: boolean;
  hint?: string;
  /** Messages keyed by the chosen id's index, as the server names them ('leadSourceIds.2'), or for the whole list. */
  errorFor?: (id: string) => string | undefined;
  error?: string;
  empty: string;
};

/** A list of checkboxes for ids to choose (lead sources, services), in the order given. */
export function ChoiceList({ legend, idPrefix, choices, chosen, onChange, readOnly = false, hint, errorFor, error, empty }: ChoiceListProps) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((each) => each !== id));
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {choices.map((choice) => {
            const id = `${idPrefix}-${choice.id}`;
            const message = errorFor?.(choice.id);
            return (
              <li key={choice.id} className="grid min-w-0 gap-1">
                <div className="flex items-start gap-2">
                  <Checkbox
                    id={id}
                    checked={chosen.includes(choice.id)}
                    disabled={readOnly || (choice.disabled === true && !chosen.includes(choice.id))}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `${id}-error` : undefined}
                    onCheckedChange={(checked) => toggle(choice.id, checked === true)}
                  />
                  <label htmlFor={id} className="min-w-0 text-sm break-words">
                    {choice.name}
                    {choice.note && <span className="block text-xs text-muted-foreground">{choice.note}</span>}
                  </label>
                </div>
                {message && (
                  <p id={`${id}-error`} className="text-sm text-destructive">
                    {message}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
