import { estimateStatusLabels, type EstimateStatus } from '@groundwork/domain/estimates';
import { Badge } from '@/components/ui/badge';

const variants: Record<EstimateStatus, 'muted' | 'default' | 'success' | 'warning'> = {
  draft: 'muted',
  sent: 'default',
  approved: 'success',
  declined: 'warning',
  changes_requested: 'warning',
  converted: 'success',
};

export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  return <Badge variant={variants[status]}>{estimateStatusLabels[status]}</Badge>;
}
