import { equipmentDeletedMessage, equipmentMessages, type Equipment } from '@groundwork/domain/equipment';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { useDeleteEquipment } from '../api/delete-equipment';

/** 'Delete …?' before a unit leaves the price book and the fleet. */
export function DeleteEquipmentDialog({ equipment, onClose }: { equipment: Equipment | null; onClose: () => void }) {
  const deleteEquipment = useDeleteEquipment();
  const name = equipment?.name ?? '';

  const confirm = () => {
    if (!equipment) return;
    deleteEquipment.mutate(equipment.id, {
      onSuccess: () => {
        toast.success(equipmentDeletedMessage(name));
        onClose();
      },
      onError: (error) => toast.error(serverMessageOr(error, equipmentMessages.deleteFailed)),
    });
  };

  return (
    <ConfirmDialog
      open={equipment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${name}?`}
      description="It leaves the price book and the fleet. Prices already quoted keep what they charged."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={deleteEquipment.isPending}
      onConfirm={confirm}
    />
  );
}
