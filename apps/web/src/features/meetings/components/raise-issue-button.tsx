import { MessageSquareWarningIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useRaiseIssue } from '../api/issues';

/** One click from an off-track measurable (or priority) to the weekly meeting's issues list. */
export function RaiseIssueButton({ title, measurableId = null }: { title: string; measurableId?: string | null }) {
  const raise = useRaiseIssue();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={raise.isPending}
      onClick={() =>
        raise.mutate(
          { title, measurableId },
          {
            onSuccess: () => toast.success('Raised for the weekly meeting', { description: title }),
            onError: (error) => toast.error('Could not raise the issue', { description: errorMessage(error) }),
          },
        )
      }
    >
      <MessageSquareWarningIcon aria-hidden="true" />
      Raise issue
    </Button>
  );
}
