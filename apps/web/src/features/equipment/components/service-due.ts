import type { Equipment } from '@groundwork/domain/equipment';

/** Units whose next service is this close (or overdue) are flagged on the fleet view. */
export const SERVICE_DUE_WITHIN_DAYS = 14;

/** Today as YYYY-MM-DD on this device's calendar, which is the office's. */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const dayNumber = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!) / 86_400_000;
};

/** Whether a working unit is due for service: its next service date is past or within SERVICE_DUE_WITHIN_DAYS. Retired units never are. */
export function isServiceDue(unit: Pick<Equipment, 'nextServiceDate' | 'status'>, today: string): boolean {
  if (!unit.nextServiceDate || unit.status === 'retired') return false;
  return dayNumber(unit.nextServiceDate) - dayNumber(today) <= SERVICE_DUE_WITHIN_DAYS;
}
