import { jobStatusLabels, type JobStatus } from '@groundwork/domain/jobs';
import { Badge } from '@/components/ui/badge';

const variants: Record<JobStatus, 'default' | 'secondary' | 'success' | 'muted'> = {
  scheduled: 'default',
  in_progress: 'secondary',
  completed: 'success',
  cancelled: 'muted',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge variant={variants[status]}>{jobStatusLabels[status]}</Badge>;
}
