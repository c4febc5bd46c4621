/** Certificates expiring this many days from today (or sooner) are worth a call to the subcontractor. */
export const INSURANCE_WARNING_DAYS = 30;

export const insuranceStatuses = ['missing', 'expired', 'expiring', 'current'] as const;
export type InsuranceStatus = (typeof insuranceStatuses)[number];

export const insuranceStatusLabels: Record<InsuranceStatus, string> = {
  missing: 'No insurance on file',
  expired: 'Insurance expired',
  expiring: 'Insurance expiring soon',
  current: 'Insured',
};

export interface InsuranceStanding {
  status: InsuranceStatus;
  /** Days from `today` to the expiry date, negative once expired; null without a date. */
  daysLeft: number | null;
}

const dayNumber = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!) / 86_400_000;
};

/**
 * Where a subcontractor's insurance stands on `today` (both YYYY-MM-DD, in the company's time zone): covered
 * through the expiry day itself, so the day after is expired; within INSURANCE_WARNING_DAYS it is expiring.
 */
export function insuranceStanding(expiryDate: string | null, today: string): InsuranceStanding {
  if (!expiryDate) return { status: 'missing', daysLeft: null };
  const daysLeft = Math.round(dayNumber(expiryDate) - dayNumber(today));
  if (daysLeft < 0) return { status: 'expired', daysLeft };
  if (daysLeft <= INSURANCE_WARNING_DAYS) return { status: 'expiring', daysLeft };
  return { status: 'current', daysLeft };
}

/** Whether the office should act on it: expired, or expiring within INSURANCE_WARNING_DAYS. */
export function needsInsuranceAttention(standing: InsuranceStanding): boolean {
  return standing.status === 'expired' || standing.status === 'expiring';
}
