import { divideHalfUp, toUnits } from '../shared/decimal';
import { SALARIED_HOURS_PER_YEAR, type PayType } from './employees.schemas';

export interface PaidEmployee {
  payType: PayType;
  /** Per hour when hourly, per year when salary; at most 4 decimal places. */
  payRate: number;
  /** Percent on top of pay; at most 2 decimal places. */
  laborBurdenPercent: number;
}

/** Ten-thousandths of a dollar, the unit-rate precision of ARCHITECTURE §3. */
export function hourlyLaborCostUnits(employee: PaidEmployee): bigint {
  const rate = toUnits(employee.payRate, 4); // 1/10,000 $
  const burden = toUnits(employee.laborBurdenPercent, 2); // 1/100 %, so 100% = 10,000
  const hours = employee.payType === 'salary' ? BigInt(SALARIED_HOURS_PER_YEAR) : 1n;
  return divideHalfUp(rate * (10_000n + burden), 10_000n * hours);
}

/**
 * What one hour of this employee costs the company: pay (a salary spread over 2,080 h) plus the labour burden,
 * exact to 4 decimal places, rounded half-up.
 */
export function hourlyLaborCost(employee: PaidEmployee): number {
  return Number(hourlyLaborCostUnits(employee)) / 10_000;
}
