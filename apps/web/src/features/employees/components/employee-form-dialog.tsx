import { employeeAddedMessage, employeeMessages, type CreateEmployeeInput, type Employee } from '@groundwork/domain/employees';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { useDialogSave } from '@/components/forms/use-dialog-save';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCreateEmployee } from '../api/create-employee';
import { employeesQueryKey } from '../api/get-employees';
import { useUpdateEmployee } from '../api/update-employee';
import { EmployeeForm, type ManagerChoice } from './employee-form';

type EmployeeFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The employee being edited; null adds a new one. */
  employee: Employee | null;
  managers: readonly ManagerChoice[];
  departments: readonly string[];
};


/** Add or edit an employee. A failed save keeps the dialog open with everything typed. */
export function EmployeeFormDialog({ open, onOpenChange, employee, managers, departments }: EmployeeFormDialogProps) {
  const createEmployee = useCreateEmployee();
  const updateEmployee = useUpdateEmployee();
  const editing = employee !== null;
  // Someone else may have saved this employee meanwhile: the dialog keeps what was typed and offers their version.
  const { stale, reload, save, onOpenChange: changeOpen } = useDialogSave({
    editing,
    queryKey: employeesQueryKey,
    onOpenChange,
    messages: employeeMessages,
    write: async (values: CreateEmployeeInput) => {
      if (employee) {
        await updateEmployee.mutateAsync({ id: employee.id, input: { ...values, updatedAt: employee.updatedAt } });
        return employeeMessages.updated;
      }
      const { employee: created } = await createEmployee.mutateAsync(values);
      return employeeAddedMessage(`${created.firstName} ${created.lastName}`);
    },
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {open && (
        <DialogContent className="max-w-3xl overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit employee' : 'Add employee'}</DialogTitle>
            <DialogDescription>
              {editing ? `Change ${employee.firstName} ${employee.lastName}'s details.` : 'Add someone to the roster with what costing needs.'}
            </DialogDescription>
          </DialogHeader>
          {stale && <StaleWriteAlert title={stale} onReload={reload} />}
          <EmployeeForm
            key={employee?.id ?? 'new'}
            employee={employee}
            managers={managers}
            departments={departments}
            busy={createEmployee.isPending || updateEmployee.isPending}
            submitLabel={editing ? 'Save changes' : 'Add employee'}
            onSubmit={save}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
