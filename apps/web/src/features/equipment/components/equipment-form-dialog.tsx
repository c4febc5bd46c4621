import { equipmentAddedMessage, equipmentMessages, type CreateEquipmentInput, type Equipment } from '@groundwork/domain/equipment';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { useDialogSave } from '@/components/forms/use-dialog-save';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCreateEquipment } from '../api/create-equipment';
import { equipmentQueryKey } from '../api/get-equipment';
import { useUpdateEquipment } from '../api/update-equipment';
import { EquipmentForm } from './equipment-form';

type EquipmentFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The unit being edited; null adds a new one. */
  equipment: Equipment | null;
};


/** Add or edit a piece of equipment. A failed save keeps the dialog open with everything typed. */
export function EquipmentFormDialog({ open, onOpenChange, equipment }: EquipmentFormDialogProps) {
  const createEquipment = useCreateEquipment();
  const updateEquipment = useUpdateEquipment();
  const editing = equipment !== null;
  // Someone else may have saved this unit meanwhile: the dialog keeps what was typed and offers their version.
  const { stale, reload, save, onOpenChange: changeOpen } = useDialogSave({
    editing,
    queryKey: equipmentQueryKey,
    onOpenChange,
    messages: equipmentMessages,
    write: async (values: CreateEquipmentInput) => {
      if (equipment) {
        await updateEquipment.mutateAsync({ id: equipment.id, input: { ...values, updatedAt: equipment.updatedAt } });
        return equipmentMessages.updated;
      }
      const { equipment: created } = await createEquipment.mutateAsync(values);
      return equipmentAddedMessage(created.name);
    },
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {open && (
        <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit equipment' : 'Add equipment'}</DialogTitle>
            <DialogDescription>
              {editing ? `Change ${equipment.name}.` : 'What the unit cost, how long it lasts and what it takes to run: the cost per hour follows.'}
            </DialogDescription>
          </DialogHeader>
          {stale && (
            <StaleWriteAlert title={stale} description="What you typed is still here; reloading shows their version instead." onReload={reload} />
          )}
          <EquipmentForm
            key={equipment?.id ?? 'new'}
            equipment={equipment}
            busy={createEquipment.isPending || updateEquipment.isPending}
            submitLabel={editing ? 'Save changes' : 'Add equipment'}
            onSubmit={save}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
