import { subcontractorDeletedMessage, subcontractorMessages, type Subcontractor } from '@groundwork/domain/subcontractors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { useDeleteSubcontractor } from '../api/delete-subcontractor';

type DeleteSubcontractorDialogProps = {
  subcontractor: Subcontractor | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** 'Delete …?' before a subcontractor leaves the price book. */
export function DeleteSubcontractorDialog({ subcontractor, onClose, onDeleted }: DeleteSubcontractorDialogProps) {
  const deleteSubcontractor = useDeleteSubcontractor();
  const name = subcontractor?.companyName ?? '';

  const confirm = () => {
    if (!subcontractor) return;
    deleteSubcontractor.mutate(subcontractor.id, {
      onSuccess: () => {
        toast.success(subcontractorDeletedMessage(name));
        onClose();
        onDeleted?.();
      },
      onError: (error) => toast.error(serverMessageOr(error, subcontractorMessages.deleteFailed)),
    });
  };

  return (
    <ConfirmDialog
      open={subcontractor !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${name}?`}
      description="They leave the price book, with their rates, insurance date and notes."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={deleteSubcontractor.isPending}
      onConfirm={confirm}
    />
  );
}
