import { moduleStatusLabels, type ModuleStatus } from '@groundwork/domain/coaching';
import { Badge } from '@/components/ui/badge';

const variants = { done: 'success', in_progress: 'warning', not_started: 'muted' } as const;

/** Done / In progress / Not started, in words (never colour alone). */
export function ModuleStatusBadge({ status }: { status: ModuleStatus }) {
  return <Badge variant={variants[status]}>{moduleStatusLabels[status]}</Badge>;
}
