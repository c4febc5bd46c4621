import { equipmentStatusLabels, upkeepStateLabels, type EquipmentStatus, type UpkeepState } from '@groundwork/domain/equipment';
import { AlertTriangleIcon, CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const statusVariants: Record<EquipmentStatus, 'success' | 'warning' | 'destructive' | 'muted'> = {
  active: 'success',
  in_repair: 'warning',
  out_of_service: 'destructive',
  retired: 'muted',
};

export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  return <Badge variant={statusVariants[status]}>{equipmentStatusLabels[status]}</Badge>;
}

/** A unit's or a schedule's service state: overdue (red), due soon (amber), OK — the words are there, not only the colour. */
export function UpkeepStateBadge({ state, count }: { state: UpkeepState; count?: number }) {
  const suffix = count !== undefined && count > 1 ? ` (${count})` : '';
  if (state === 'overdue')
    return (
      <Badge variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        {upkeepStateLabels.overdue}
        {suffix}
      </Badge>
    );
  if (state === 'due_soon')
    return (
      <Badge variant="warning">
        <AlertTriangleIcon aria-hidden="true" />
        {upkeepStateLabels.due_soon}
        {suffix}
      </Badge>
    );
  return (
    <Badge variant="success">
      <CircleCheckIcon aria-hidden="true" />
      {upkeepStateLabels.ok}
    </Badge>
  );
}
