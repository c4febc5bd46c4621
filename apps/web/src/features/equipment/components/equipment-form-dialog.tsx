import { equipmentAddedMessage, equipmentMessages, type CreateEquipmentInput, type Equipment } from '@groundwork/domain/equipment';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
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
  const queryClient = useQueryClient();
  const createEquipment = useCreateEquipment();
  const updateEquipment = useUpdateEquipment();
  const editing = equipment !== null;
  // Someone else saved this unit meanwhile: keep what was typed, and offer their version instead.
  const [stale, setStale] = useState<string | null>(null);
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: equipmentQueryKey });
    setStale(null);
    onOpenChange(false);
  };

  const save = async (values: CreateEquipmentInput) => {
    try {
      if (equipment) {
        await updateEquipment.mutateAsync({ id: equipment.id, input: { ...values, updatedAt: equipment.updatedAt } });
        toast.success(equipmentMessages.updated);
      } else {
        const { equipment: created } = await createEquipment.mutateAsync(values);
        toast.success(equipmentAddedMessage(created.name));
      }
      onOpenChange(false);
    } catch (error) {
      if (editing && isStaleWrite(error)) setStale(serverMessageOr(error, equipmentMessages.stale));
      toast.error(serverMessageOr(error, editing ? equipmentMessages.updateFailed : equipmentMessages.addFailed));
      throw error;
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setStale(null);
        onOpenChange(next);
      }}
    >
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
