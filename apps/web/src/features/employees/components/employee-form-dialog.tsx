import { employeeAddedMessage, employeeMessages, type CreateEmployeeInput, type Employee } from '@groundwork/domain/employees';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
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
  const queryClient = useQueryClient();
  const createEmployee = useCreateEmployee();
  const updateEmployee = useUpdateEmployee();
  const editing = employee !== null;
  // Someone else saved this employee meanwhile: keep what was typed, and offer their version instead.
  const [stale, setStale] = useState<string | null>(null);
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: employeesQueryKey });
    setStale(null);
    onOpenChange(false);
  };

  const save = async (values: CreateEmployeeInput) => {
    try {
      if (employee) {
        await updateEmployee.mutateAsync({ id: employee.id, input: { ...values, updatedAt: employee.updatedAt } });
        toast.success(employeeMessages.updated);
      } else {
        const { employee: created } = await createEmployee.mutateAsync(values);
        toast.success(employeeAddedMessage(`${created.firstName} ${created.lastName}`));
      }
      onOpenChange(false);
    } catch (error) {
      if (editing && isStaleWrite(error)) setStale(serverMessageOr(error, employeeMessages.stale));
      toast.error(serverMessageOr(error, editing ? employeeMessages.updateFailed : employeeMessages.addFailed));
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
