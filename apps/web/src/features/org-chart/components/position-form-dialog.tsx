import {
  createOrgPositionInputSchema,
  updateOrgPositionInputSchema,
  wouldCreateReportingCycle,
  type OrgPosition,
  type PositionTemplate,
} from '@groundwork/domain/org-chart';
import { Loader2Icon } from 'lucide-react';
import { useForm, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreatePosition } from '../api/create-position';
import { useUpdatePosition } from '../api/update-position';
import { linesToList, listToLines } from '../role-text';

/** Someone who can hold a position (the screen passes the roster in). */
export type HolderChoice = { id: string; name: string; position: string };

type PositionFormValues = {
  templateId: string;
  title: string;
  department: string;
  reportsToId: string;
  employeeIds: string[];
  purpose: string;
  keyResponsibilities: string;
  kpis: string;
};

type PositionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The position being edited; null adds one. */
  position: OrgPosition | null;
  positions: readonly OrgPosition[];
  templates: readonly PositionTemplate[];
  employees: readonly HolderChoice[];
  /** Where a new position goes on the canvas, given whom it reports to. */
  placeFor: (reportsToId: string | null) => { x: number; y: number };
};

const fieldOfIssue: Record<string, Path<PositionFormValues>> = {
  title: 'title',
  department: 'department',
  reportsToId: 'reportsToId',
  employeeIds: 'employeeIds',
  purpose: 'purpose',
  keyResponsibilities: 'keyResponsibilities',
  kpis: 'kpis',
};

/** Add a position (blank or from a template) or edit one: title, department, reports-to, holders, purpose, responsibilities, KPIs. */
export function PositionFormDialog(props: PositionFormDialogProps) {
  const { open, onOpenChange, position } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-w-2xl overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{position ? `Edit ${position.title}` : 'Add position'}</DialogTitle>
            <DialogDescription>
              {position ? 'Change the role, whom it reports to and who holds it.' : 'Start blank or from one of your position templates.'}
            </DialogDescription>
          </DialogHeader>
          <PositionForm key={position?.id ?? 'new'} {...props} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PositionForm({ position, positions, templates, employees, placeFor, onDone }: PositionFormDialogProps & { onDone: () => void }) {
  const createPosition = useCreatePosition();
  const updatePosition = useUpdatePosition();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<PositionFormValues>({
    defaultValues: {
      templateId: '',
      title: position?.title ?? '',
      department: position?.department ?? '',
      reportsToId: position?.reportsToId ?? '',
      employeeIds: position?.employeeIds ?? [],
      purpose: position?.purpose ?? '',
      keyResponsibilities: listToLines(position?.keyResponsibilities ?? []),
      kpis: listToLines(position?.kpis ?? []),
    },
  });

  // A position may not report to itself or to one of its own reports.
  const parentChoices = positions.filter((candidate) => !position || !wouldCreateReportingCycle(positions, position.id, candidate.id));

  const applyTemplate = (templateId: string) => {
    const template = templates.find((item) => item.id === templateId);
    if (!template) return;
    setValue('title', template.title);
    setValue('department', template.department ?? '');
    setValue('purpose', template.purpose ?? '');
    setValue('keyResponsibilities', listToLines(template.keyResponsibilities));
    setValue('kpis', listToLines(template.kpis));
  };

  const submit = handleSubmit(async (values) => {
    const reportsToId = values.reportsToId || null;
    const fields = {
      title: values.title,
      department: values.department,
      reportsToId,
      employeeIds: values.employeeIds,
      purpose: values.purpose,
      keyResponsibilities: linesToList(values.keyResponsibilities),
      kpis: linesToList(values.kpis),
    };
    const parsed = position
      ? updateOrgPositionInputSchema.safeParse({ ...fields, x: position.x, y: position.y, updatedAt: position.updatedAt })
      : createOrgPositionInputSchema.safeParse({ ...fields, ...(values.templateId ? { templateId: values.templateId } : {}), ...placeFor(reportsToId) });
    if (!parsed.success) {
      let focused = false;
      for (const issue of parsed.error.issues) {
        const field = fieldOfIssue[String(issue.path[0])];
        if (!field) continue;
        setError(field, { type: 'validate', message: issue.message }, { shouldFocus: !focused });
        focused = true;
      }
      return;
    }
    try {
      if (position) {
        await updatePosition.mutateAsync({ id: position.id, input: updateOrgPositionInputSchema.parse(parsed.data) });
        toast.success('Position updated successfully');
      } else {
        const { position: created } = await createPosition.mutateAsync(parsed.data);
        toast.success(`Position ${created.title} added successfully`);
      }
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, Object.values(fieldOfIssue));
      const fallback = position ? 'Failed to update position' : 'Failed to create position';
      toast.error(serverMessageOr(error, fallback));
    }
  });

  const busy = createPosition.isPending || updatePosition.isPending;
  const templateField = register('templateId');

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {!position && templates.length > 0 && (
        <FormField id="position-template" label="Start from template" hint="Fills the title, department, purpose, responsibilities and KPIs.">
          {(control) => (
            <NativeSelect
              {...control}
              {...templateField}
              onChange={(event) => {
                void templateField.onChange(event);
                applyTemplate(event.target.value);
              }}
            >
              <option value="">Blank position</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="position-title" label="Title" error={errors.title?.message} autoComplete="off" {...register('title')} />
        <InputField id="position-department" label="Department" error={errors.department?.message} autoComplete="off" {...register('department')} />
      </div>
      <FormField id="position-reports-to" label="Reports to" error={errors.reportsToId?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('reportsToId')}>
            <option value="">Nobody (top of the chart)</option>
            {parentChoices.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.employeeIds ? 'position-holders-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Held by</legend>
        {employees.length === 0 ? (
          <p className="text-sm text-muted-foreground">No employees yet.</p>
        ) : (
          <div className="grid max-h-44 gap-1 overflow-y-auto rounded-md border border-border p-2 sm:grid-cols-2" tabIndex={-1}>
            {employees.map((employee) => (
              <label key={employee.id} className="flex cursor-pointer items-center gap-2 rounded px-1.5 py-1 text-sm hover:bg-muted">
                <input type="checkbox" value={employee.id} className="size-4 accent-primary" {...register('employeeIds')} />
                <span className="truncate">
                  {employee.name}
                  <span className="text-muted-foreground"> · {employee.position}</span>
                </span>
              </label>
            ))}
          </div>
        )}
        {errors.employeeIds && (
          <p id="position-holders-error" className="text-sm font-medium text-destructive">
            {errors.employeeIds.message}
          </p>
        )}
      </fieldset>
      <FormField id="position-purpose" label="Purpose" error={errors.purpose?.message}>
        {(control) => <Textarea {...control} rows={2} {...register('purpose')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="position-responsibilities" label="Key responsibilities" hint="One a line." error={errors.keyResponsibilities?.message}>
          {(control) => <Textarea {...control} rows={5} {...register('keyResponsibilities')} />}
        </FormField>
        <FormField id="position-kpis" label="KPIs" hint="One a line." error={errors.kpis?.message}>
          {(control) => <Textarea {...control} rows={5} {...register('kpis')} />}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {position ? 'Save changes' : 'Add position'}
        </Button>
      </div>
    </form>
  );
}
