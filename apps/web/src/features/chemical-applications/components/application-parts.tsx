import { AlertTriangleIcon, CheckCircle2Icon, ClockIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { recordStanding } from '../application-format';

/** Complete, or incomplete / late with the deadline: the badge a record wears in the list and its details. */
export function RecordStandingBadge({ record }: { record: { complete: boolean; late: boolean; deadline: string | null } }) {
  const standing = recordStanding(record);
  if (standing.kind === 'complete')
    return (
      <Badge variant="success">
        <CheckCircle2Icon aria-hidden="true" />
        Complete
      </Badge>
    );
  return (
    <Badge variant={standing.kind === 'late' ? 'destructive' : 'warning'}>
      {standing.kind === 'late' ? <AlertTriangleIcon aria-hidden="true" /> : <ClockIcon aria-hidden="true" />}
      {standing.label}
    </Badge>
  );
}
