import { workOrderStatusLabels, type WorkOrderStatus } from '@groundwork/domain/orders';
import { Badge } from '@/components/ui/badge';

const variants: Record<WorkOrderStatus, 'outline' | 'default' | 'secondary' | 'success' | 'muted' | 'warning'> = {
  unscheduled: 'outline',
  scheduled: 'default',
  in_progress: 'secondary',
  completed: 'success',
  cancelled: 'muted',
  skipped: 'warning',
};

/** A work order's status in words (never colour alone). */
export function DispatchStatusBadge({ status }: { status: WorkOrderStatus }) {
  return <Badge variant={variants[status]}>{workOrderStatusLabels[status]}</Badge>;
}
