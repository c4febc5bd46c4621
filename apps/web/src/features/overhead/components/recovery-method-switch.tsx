import { recoveryMethodLabels, recoveryMethods, type RecoveryMethod } from '@groundwork/domain/overhead';

/** One line on what each method does to a price, shown under the switch for the chosen one. */
export const recoveryMethodExplanations: Record<RecoveryMethod, string> = {
  MORS: 'Materials, equipment and subcontractors each recover their own percentage; labour carries the rest of the overhead as a markup.',
  SORS: 'One overhead markup on every dollar of direct cost: labour, materials, equipment and subcontractors alike.',
  FLH: 'No markup on costs: a fixed amount of overhead is added to every billable field labour hour.',
};

type RecoveryMethodSwitchProps = {
  value: RecoveryMethod;
  onChange: (method: RecoveryMethod) => void;
  disabled?: boolean;
};

/** How overhead gets into prices: MORS, SORS or FLH, with what the chosen one means. */
export function RecoveryMethodSwitch({ value, onChange, disabled = false }: RecoveryMethodSwitchProps) {
  return (
    <fieldset className="grid gap-3" aria-describedby="recovery-method-explanation">
      <legend className="mb-2 text-sm font-medium text-foreground">Recovery method</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {recoveryMethods.map((method) => (
          <label
            key={method}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-input px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-not-allowed has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="recovery-method"
              value={method}
              className="mt-0.5 accent-[var(--primary)]"
              checked={value === method}
              onChange={() => onChange(method)}
              disabled={disabled}
            />
            {recoveryMethodLabels[method]}
          </label>
        ))}
      </div>
      <p id="recovery-method-explanation" className="text-sm text-muted-foreground" aria-live="polite">
        {recoveryMethodExplanations[value]}
      </p>
    </fieldset>
  );
}
