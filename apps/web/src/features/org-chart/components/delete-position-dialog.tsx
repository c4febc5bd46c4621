import type { OrgPosition } from '@groundwork/domain/org-chart';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { useDeletePosition } from '../api/delete-position';

export function DeletePositionDialog({ position, onClose }: { position: OrgPosition | null; onClose: () => void }) {
  const deletePosition = useDeletePosition();
  const confirm = () => {
    if (!position) return;
    deletePosition.mutate(position.id, {
      onSuccess: () => {
        toast.success(`Position ${position.title} deleted successfully`);
        onClose();
      },
      onError: (error) => toast.error(serverMessageOr(error, 'Failed to delete position')),
    });
  };
  return (
    <ConfirmDialog
      open={position !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Remove ${position?.title ?? 'position'}?`}
      description="The position leaves the chart; the positions reporting to it move up to report to its own manager. The people holding it stay on the roster."
      confirmLabel="Remove"
      busyLabel="Removing..."
      busy={deletePosition.isPending}
      onConfirm={confirm}
    />
  );
}
