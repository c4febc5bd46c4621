import { equipmentCostPerHour, type EquipmentCostInputs } from '@groundwork/domain/equipment';
import { formatCurrency, formatUnitRate } from '@/lib/format';

/** What the form holds while someone types: an emptied number field is NaN or null. */
export type EquipmentCostDraft = { [K in keyof EquipmentCostInputs]?: unknown };

/** An unfinished field counts as 0 in the preview; the form's own validation names it on save. */
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The cost per hour as the domain works it out, with its parts on show so the number can be checked:
 * (purchase − resale) ÷ life + fuel + repairs + insurance = annual cost; annual cost ÷ billable hours = cost per hour.
 */
export function CostPerHourPreview({ draft }: { draft: EquipmentCostDraft }) {
  const inputs: EquipmentCostInputs = {
    purchasePrice: amount(draft.purchasePrice),
    resaleValue: amount(draft.resaleValue),
    expectedLifeYears: amount(draft.expectedLifeYears),
    annualBillableHours: amount(draft.annualBillableHours),
    fuelPerYear: amount(draft.fuelPerYear),
    repairsPerYear: amount(draft.repairsPerYear),
    insurancePerYear: amount(draft.insurancePerYear),
  };
  const result = equipmentCostPerHour(inputs);

  return (
    <section aria-labelledby="cost-per-hour-heading" className="grid gap-2 rounded-lg border border-border bg-muted/40 p-4 text-sm">
      <h3 id="cost-per-hour-heading" className="font-semibold text-foreground">
        Cost per hour
      </h3>
      <div aria-live="polite" className="grid gap-2">
        {result.reason !== null ? (
          <p className="text-muted-foreground">{result.reason}</p>
        ) : (
          <>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
              <dt className="text-muted-foreground">
                Depreciation ({formatCurrency(inputs.purchasePrice)} − {formatCurrency(inputs.resaleValue)} resale) ÷ {hoursFormat.format(inputs.expectedLifeYears)} years
              </dt>
              <dd className="text-right">{formatCurrency(result.depreciationPerYear)}</dd>
              <dt className="text-muted-foreground">+ Fuel, repairs and insurance per year</dt>
              <dd className="text-right">{formatCurrency(inputs.fuelPerYear + inputs.repairsPerYear + inputs.insurancePerYear)}</dd>
              <dt className="text-muted-foreground">= Annual cost</dt>
              <dd className="text-right">{formatCurrency(result.annualCost)}</dd>
              <dt className="text-muted-foreground">÷ {hoursFormat.format(inputs.annualBillableHours)} billable hours a year</dt>
              <dd className="text-right font-semibold text-foreground" data-testid="cost-per-hour">
                {formatUnitRate(result.costPerHour)} / hour
              </dd>
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
