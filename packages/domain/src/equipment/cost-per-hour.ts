import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';

export interface EquipmentCostInputs {
  purchasePrice: number;
  /** Null counts as 0: the unit is run into the ground. */
  resaleValue: number | null;
  expectedLifeYears: number;
  annualBillableHours: number;
  fuelPerYear: number;
  repairsPerYear: number;
  insurancePerYear: number;
}

export type EquipmentCostPerHour =
  | { costPerHour: number; annualCost: number; depreciationPerYear: number; reason: null }
  | { costPerHour: null; annualCost: null; depreciationPerYear: null; reason: string };

export const equipmentCostReasons = {
  noLife: 'Enter the expected life in years to work out the cost per hour',
  noHours: 'Enter the annual billable hours to work out the cost per hour',
} as const;

/**
 * What one billable hour of a unit costs the company:
 * ((purchasePrice − resaleValue) / expectedLifeYears + fuel + repairs + insurance) / annualBillableHours,
 * exactly (money in cents, life and hours to 2 decimals, one division at the end), rounded half-up to 4 decimals.
 * A resale value above the purchase price depreciates nothing (a machine never earns by ageing).
 * Null with a reason when the life or the hours are 0: there is nothing to spread the cost over.
 */
export function equipmentCostPerHour(inputs: EquipmentCostInputs): EquipmentCostPerHour {
  const life = toUnits(inputs.expectedLifeYears, 2); // 1/100 year
  const hours = toUnits(inputs.annualBillableHours, 2); // 1/100 hour
  if (life <= 0n) return { costPerHour: null, annualCost: null, depreciationPerYear: null, reason: equipmentCostReasons.noLife };
  if (hours <= 0n) return { costPerHour: null, annualCost: null, depreciationPerYear: null, reason: equipmentCostReasons.noHours };

  const purchase = toUnits(inputs.purchasePrice, 2); // cents
  const resale = toUnits(inputs.resaleValue ?? 0, 2);
  const depreciable = purchase > resale ? purchase - resale : 0n;
  const running = toUnits(inputs.fuelPerYear, 2) + toUnits(inputs.repairsPerYear, 2) + toUnits(inputs.insurancePerYear, 2);

  // Annual cost in cents × life (1/100 year) / 100: depreciable × 100 / life + running, over one denominator.
  const annualTimesLife = depreciable * 100n + running * life; // cents × (1/100 year)
  // Cost per hour in 1/10,000 $ = annual cents × 100 / hours (in 1/100 h) … = annualTimesLife × 10,000 / (life × hours).
  const costPerHour = divideHalfUp(annualTimesLife * 10_000n, life * hours);
  return {
    costPerHour: fromUnits(costPerHour, 4),
    annualCost: fromUnits(divideHalfUp(annualTimesLife, life), 2),
    depreciationPerYear: fromUnits(divideHalfUp(depreciable * 100n, life), 2),
    reason: null,
  };
}
