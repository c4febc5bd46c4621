import { crewDeletedMessage, crewMessages, type Crew } from '@groundwork/domain/crews';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { useDeleteCrew } from '../api/delete-crew';

export function DeleteCrewDialog({ crew, onClose }: { crew: Crew | null; onClose: () => void }) {
  const deleteCrew = useDeleteCrew();
  const confirm = () => {
    if (!crew) return;
    deleteCrew.mutate(crew.id, {
      onSuccess: () => {
        toast.success(crewDeletedMessage(crew.name));
        onClose();
      },
      onError: (error) => toast.error(serverMessageOr(error, crewMessages.deleteFailed)),
    });
  };
  return (
    <ConfirmDialog
      open={crew !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${crew?.name ?? 'crew'}?`}
      description="The crew and its member list are removed. The employees stay on the roster."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={deleteCrew.isPending}
      onConfirm={confirm}
    />
  );
}
