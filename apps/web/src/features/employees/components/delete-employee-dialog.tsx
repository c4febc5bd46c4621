import { employeeDeletedMessage, employeeMessages, type Employee } from '@groundwork/domain/employees';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { useDeleteEmployee } from '../api/delete-employee';

type DeleteEmployeeDialogProps = {
  employee: Employee | null;
  onClose: () => void;
};

/** 'Delete …?' — someone a crew, a report or the org chart points at is marked terminated instead, and the toast says so. */
export function DeleteEmployeeDialog({ employee, onClose }: DeleteEmployeeDialogProps) {
  const deleteEmployee = useDeleteEmployee();
  const name = employee ? `${employee.firstName} ${employee.lastName}` : '';

  const confirm = () => {
    if (!employee) return;
    deleteEmployee.mutate(employee.id, {
      onSuccess: (result) => {
        if (result.outcome === 'terminated') toast.success(result.message);
        else toast.success(employeeDeletedMessage(name));
        onClose();
      },
      onError: (error) => {
        toast.error(serverMessageOr(error, employeeMessages.deleteFailed));
      },
    });
  };

  return (
    <ConfirmDialog
      open={employee !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${name}?`}
      description="They leave the roster. If a crew, a direct report or the org chart still points at them, they are kept for history and marked terminated instead."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={deleteEmployee.isPending}
      onConfirm={confirm}
    />
  );
}
