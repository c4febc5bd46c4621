import { zodResolver } from '@hookform/resolvers/zod';
import {
  createEmployeeInputSchema,
  employeeStatusLabels,
  employeeStatuses,
  employmentTypeLabels,
  employmentTypes,
  payTypeLabels,
  payTypes,
  suggestedDepartments,
  type CreateEmployeeInput,
  type Employee,
  type EmployeeFormValues,
} from '@groundwork/domain/employees';
import { Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { applyServerFieldErrors } from '@/lib/form-errors';

export type ManagerChoice = { id: string; name: string };

type EmployeeFormProps = {
  employee?: Employee | null;
  managers: readonly ManagerChoice[];
  departments: readonly string[];
  busy: boolean;
  submitLabel: string;
  /** Saves; rejects with the server's error, which the form puts on its fields where it can. */
  onSubmit: (values: CreateEmployeeInput) => Promise<unknown>;
  onCancel: () => void;
};

function toFormValues(employee: Employee | null | undefined): EmployeeFormValues {
  if (!employee) {
    return {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      employeeId: '',
      department: '',
      position: '',
      status: 'active',
      employmentType: 'full_time',
      managerId: null,
      hireDate: '',
      payType: 'hourly',
      payRate: 0,
      laborBurdenPercent: 0,
      billable: true,
      certifications: [],
      applicatorLicenseNumber: '',
      applicatorLicenseExpiresOn: '',
      emergencyContact: { name: '', phone: '', relationship: '' },
    } as EmployeeFormValues;
  }
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email ?? '',
    phone: employee.phone ?? '',
    employeeId: employee.employeeId,
    department: employee.department,
    position: employee.position,
    status: employee.status,
    employmentType: employee.employmentType,
    managerId: employee.managerId,
    hireDate: employee.hireDate ?? '',
    payType: employee.payType,
    payRate: employee.payRate,
    laborBurdenPercent: employee.laborBurdenPercent,
    billable: employee.billable,
    certifications: employee.certifications.map((certification) => ({
      name: certification.name,
      number: certification.number ?? '',
      expiresOn: certification.expiresOn ?? '',
    })),
    applicatorLicenseNumber: employee.applicatorLicenseNumber ?? '',
    applicatorLicenseExpiresOn: employee.applicatorLicenseExpiresOn ?? '',
    emergencyContact: {
      name: employee.emergencyContact?.name ?? '',
      phone: employee.emergencyContact?.phone ?? '',
      relationship: employee.emergencyContact?.relationship ?? '',
    },
  } as EmployeeFormValues;
}

const serverFields: Path<EmployeeFormValues>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'employeeId',
  'department',
  'position',
  'status',
  'employmentType',
  'managerId',
  'hireDate',
  'payType',
  'payRate',
  'laborBurdenPercent',
  'billable',
  'certifications',
  'applicatorLicenseNumber',
  'applicatorLicenseExpiresOn',
  'emergencyContact.name',
  'emergencyContact.phone',
  'emergencyContact.relationship',
];

/** Every field of an employee (SPEC.md §3 plus pay, burden, certifications and emergency contact). */
export function EmployeeForm({ employee, managers, departments, busy, submitLabel, onSubmit, onCancel }: EmployeeFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmployeeFormValues, unknown, CreateEmployeeInput>({
    resolver: zodResolver(createEmployeeInputSchema),
    defaultValues: toFormValues(employee),
  });
  const certifications = useFieldArray({ control, name: 'certifications' });
  const payType = useWatch({ control, name: 'payType' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, serverFields);
    }
  });

  const managerChoices = managers.filter((manager) => manager.id !== employee?.id);
  const departmentListId = 'employee-department-suggestions';

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={submitLabel}>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">Person</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField id="employee-first-name" label="First name" error={errors.firstName?.message} autoComplete="off" {...register('firstName')} />
          <InputField id="employee-last-name" label="Last name" error={errors.lastName?.message} autoComplete="off" {...register('lastName')} />
          <InputField id="employee-email" label="Email" type="email" error={errors.email?.message} autoComplete="off" {...register('email')} />
          <InputField id="employee-phone" label="Phone" type="tel" error={errors.phone?.message} autoComplete="off" {...register('phone')} />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">Job</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField id="employee-number" label="Employee ID" error={errors.employeeId?.message} autoComplete="off" {...register('employeeId')} />
          <InputField id="employee-hire-date" label="Hire date" type="date" error={errors.hireDate?.message} {...register('hireDate')} />
          <InputField
            id="employee-department"
            label="Department"
            list={departmentListId}
            error={errors.department?.message}
            autoComplete="off"
            {...register('department')}
          />
          <datalist id={departmentListId}>
            {[...new Set([...suggestedDepartments, ...departments])].map((department) => (
              <option key={department} value={department} />
            ))}
          </datalist>
          <InputField
            id="employee-position"
            label="Position"
            error={errors.position?.message}
            hint="A position containing manager, supervisor or lead makes them selectable as a manager."
            autoComplete="off"
            {...register('position')}
          />
          <FormField id="employee-status" label="Status" error={errors.status?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('status')}>
                {employeeStatuses.map((status) => (
                  <option key={status} value={status}>
                    {employeeStatusLabels[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="employee-employment-type" label="Employment type" error={errors.employmentType?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('employmentType')}>
                {employmentTypes.map((type) => (
                  <option key={type} value={type}>
                    {employmentTypeLabels[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="employee-manager" label="Manager" error={errors.managerId?.message} className="sm:col-span-2">
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('managerId', { setValueAs: (value: string | null) => (value ? value : null) })}>
                <option value="">No manager</option>
                {managerChoices.map((manager) => (
                  <option key={manager.id} value={manager.id}>
                    {manager.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">Pay and costing</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="employee-pay-type" label="Pay type" error={errors.payType?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('payType')}>
                {payTypes.map((type) => (
                  <option key={type} value={type}>
                    {payTypeLabels[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <InputField
            id="employee-pay-rate"
            label={payType === 'salary' ? 'Pay rate ($ per year)' : 'Pay rate ($ per hour)'}
            type="number"
            inputMode="decimal"
            step="0.0001"
            min={0}
            error={errors.payRate?.message}
            {...register('payRate', { valueAsNumber: true })}
          />
          <InputField
            id="employee-labor-burden"
            label="Labor burden (%)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            hint="Payroll taxes, workers' compensation and benefits."
            error={errors.laborBurdenPercent?.message}
            {...register('laborBurdenPercent', { valueAsNumber: true })}
          />
        </div>
        <Controller
          control={control}
          name="billable"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox id="employee-billable" checked={field.value ?? true} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
              <Label htmlFor="employee-billable">Billable (their hours are charged to customers)</Label>
            </div>
          )}
        />
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-foreground">Certifications and licences</legend>
        {/* Checked when they record a pesticide or fertiliser application: none, or expired on the day, is a warning. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="employee-applicator-license"
            label="Applicator licence number"
            hint="The state's commercial pesticide applicator licence."
            error={errors.applicatorLicenseNumber?.message}
            autoComplete="off"
            {...register('applicatorLicenseNumber')}
          />
          <InputField
            id="employee-applicator-license-expires"
            label="Applicator licence expires"
            type="date"
            error={errors.applicatorLicenseExpiresOn?.message}
            {...register('applicatorLicenseExpiresOn')}
          />
        </div>
        {certifications.fields.length === 0 && <p className="text-sm text-muted-foreground">None recorded.</p>}
        {certifications.fields.map((field, index) => (
          <div key={field.id} className="grid items-end gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_1fr_10rem_auto]">
            <InputField
              id={`employee-certification-${index}-name`}
              label="Certification"
              error={errors.certifications?.[index]?.name?.message}
              {...register(`certifications.${index}.name`)}
            />
            <InputField
              id={`employee-certification-${index}-number`}
              label="Number"
              error={errors.certifications?.[index]?.number?.message}
              {...register(`certifications.${index}.number`)}
            />
            <InputField
              id={`employee-certification-${index}-expires`}
              label="Expires"
              type="date"
              error={errors.certifications?.[index]?.expiresOn?.message}
              {...register(`certifications.${index}.expiresOn`)}
            />
            <Button variant="ghost" size="icon" aria-label={`Remove certification ${index + 1}`} onClick={() => certifications.remove(index)}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button variant="outline" size="sm" onClick={() => certifications.append({ name: '', number: '', expiresOn: '' })}>
            <PlusIcon aria-hidden="true" />
            Add certification
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">Emergency contact</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            id="employee-emergency-name"
            label="Contact name"
            error={errors.emergencyContact?.name?.message}
            autoComplete="off"
            {...register('emergencyContact.name')}
          />
          <InputField
            id="employee-emergency-phone"
            label="Contact phone"
            type="tel"
            error={errors.emergencyContact?.phone?.message}
            autoComplete="off"
            {...register('emergencyContact.phone')}
          />
          <InputField
            id="employee-emergency-relationship"
            label="Relationship"
            error={errors.emergencyContact?.relationship?.message}
            autoComplete="off"
            {...register('emergencyContact.relationship')}
          />
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
