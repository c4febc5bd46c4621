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

/** The order's status, and 'Overdue' in red when its date has passed while it is still open. */
export function WorkOrderStatusBadge({ status, overdue = false }: { status: WorkOrderStatus; overdue?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={variants[status]}>{workOrderStatusLabels[status]}</Badge>
      {overdue && <Badge variant="destructive">Overdue</Badge>}
    </span>
  );
}
