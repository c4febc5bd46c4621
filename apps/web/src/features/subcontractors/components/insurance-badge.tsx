import { insuranceStatusLabels, type InsuranceStatus } from '@groundwork/domain/subcontractors';
import { AlertTriangleIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const variants: Record<InsuranceStatus, 'success' | 'warning' | 'destructive' | 'muted'> = {
  current: 'success',
  expiring: 'warning',
  expired: 'destructive',
  missing: 'muted',
};

const plural = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** In plain words how long the certificate has left, as the server worked it out for the company's today. */
export function insuranceSummary(status: InsuranceStatus, daysLeft: number | null): string {
  if (status === 'missing' || daysLeft === null) return insuranceStatusLabels.missing;
  if (status === 'expired') return daysLeft === -1 ? 'Insurance expired yesterday' : `Insurance expired ${plural(-daysLeft)} ago`;
  if (status === 'expiring') return daysLeft === 0 ? 'Insurance expires today' : `Insurance expires in ${plural(daysLeft)}`;
  return insuranceStatusLabels.current;
}

/** A subcontractor's insurance at a glance: a warning when it has run out or runs out within the warning window. */
export function InsuranceBadge({ status, daysLeft }: { status: InsuranceStatus; daysLeft: number | null }) {
  const Icon = status === 'current' ? ShieldCheckIcon : status === 'missing' ? ShieldOffIcon : AlertTriangleIcon;
  return (
    <Badge variant={variants[status]}>
      <Icon aria-hidden="true" />
      {insuranceSummary(status, daysLeft)}
    </Badge>
  );
}
