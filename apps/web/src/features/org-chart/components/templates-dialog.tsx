import { zodResolver } from '@hookform/resolvers/zod';
import { orgChartMessages, positionTemplateInputSchema, type PositionTemplate, type PositionTemplateInput } from '@groundwork/domain/org-chart';
import { Loader2Icon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreatePositionTemplate } from '../api/create-position-template';
import { useDeletePositionTemplate } from '../api/delete-position-template';
import { usePositionTemplates } from '../api/get-position-templates';
import { useUpdatePositionTemplate } from '../api/update-position-template';
import { linesToList, listToLines } from '../role-text';


/** The library of positions (owner, crew leader, estimator, …) new positions can start from. */
export function TemplatesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const templates = usePositionTemplates();
  const [editing, setEditing] = useState<PositionTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PositionTemplate | null>(null);
  const deleteTemplate = useDeletePositionTemplate();

  const confirmDelete = () => {
    if (!deleting) return;
    deleteTemplate.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Template ${deleting.title} deleted successfully`);
        setDeleting(null);
      },
      onError: (error) => toast.error(serverMessageOr(error, orgChartMessages.deleteTemplateFailed)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setEditing(null);
        onOpenChange(next);
      }}
    >
      {open && (
        <DialogContent className="max-w-2xl overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Position templates</DialogTitle>
            <DialogDescription>Common roles with their purpose, responsibilities and KPIs, ready to place on the chart.</DialogDescription>
          </DialogHeader>
          {editing ? (
            <TemplateForm key={editing === 'new' ? 'new' : editing.id} template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          ) : templates.isPending ? (
            <LoadingRows rows={4} label="Loading templates" />
          ) : templates.isError ? (
            <LoadError title="Could not load the templates" error={templates.error} onRetry={() => void templates.refetch()} />
          ) : (
            <div className="grid gap-3">
              <div>
                <Button size="sm" onClick={() => setEditing('new')}>
                  <PlusIcon aria-hidden="true" />
                  New template
                </Button>
              </div>
              {templates.data.templates.length === 0 ? (
                <p className="text-sm text-muted-foreground">No templates yet.</p>
              ) : (
                <ul className="grid gap-2" aria-label="Templates">
                  {templates.data.templates.map((template) => (
                    <li key={template.id} className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
                      <div className="min-w-0">
                        <p className="truncate font-medium">{template.title}</p>
                        <p className="truncate text-xs text-muted-foreground">
                          {template.department ?? 'No department'} · {template.keyResponsibilities.length} responsibilities · {template.kpis.length} KPIs
                        </p>
                      </div>
                      <div className="flex shrink-0 gap-1">
                        <Button variant="ghost" size="icon" aria-label={`Edit template ${template.title}`} onClick={() => setEditing(template)}>
                          <PencilIcon aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Delete template ${template.title}`} onClick={() => setDeleting(template)}>
                          <Trash2Icon aria-hidden="true" />
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(next) => !next && setDeleting(null)}
            title={`Delete template ${deleting?.title ?? ''}?`}
            description="Positions already on the chart keep their text."
            confirmLabel="Delete"
            busyLabel="Deleting..."
            busy={deleteTemplate.isPending}
            onConfirm={confirmDelete}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

type TemplateFormValues = { title: string; department: string; purpose: string; keyResponsibilities: string; kpis: string };

function TemplateForm({ template, onDone }: { template: PositionTemplate | null; onDone: () => void }) {
  const createTemplate = useCreatePositionTemplate();
  const updateTemplate = useUpdatePositionTemplate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TemplateFormValues, unknown, PositionTemplateInput>({
    // The text areas hold one entry a line; the schema sees them as lists.
    resolver: async (values, context, options) =>
      zodResolver(positionTemplateInputSchema)(
        { ...values, keyResponsibilities: linesToList(values.keyResponsibilities), kpis: linesToList(values.kpis) },
        context,
        options as never,
      ) as never,
    defaultValues: {
      title: template?.title ?? '',
      department: template?.department ?? '',
      purpose: template?.purpose ?? '',
      keyResponsibilities: listToLines(template?.keyResponsibilities ?? []),
      kpis: listToLines(template?.kpis ?? []),
    },
  });

  const submit = handleSubmit(async (input) => {
    try {
      if (template) {
        await updateTemplate.mutateAsync({ id: template.id, input });
        toast.success('Template updated successfully');
      } else {
        await createTemplate.mutateAsync(input);
        toast.success(`Template ${input.title} added successfully`);
      }
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['title', 'department', 'purpose']);
      toast.error(serverMessageOr(error, template ? orgChartMessages.updateTemplateFailed : orgChartMessages.createTemplateFailed));
    }
  });
  const busy = createTemplate.isPending || updateTemplate.isPending;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={template ? `Edit template ${template.title}` : 'New template'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="template-title" label="Title" error={errors.title?.message} autoComplete="off" {...register('title')} />
        <InputField id="template-department" label="Department" error={errors.department?.message} autoComplete="off" {...register('department')} />
      </div>
      <FormField id="template-purpose" label="Purpose" error={errors.purpose?.message}>
        {(control) => <Textarea {...control} rows={2} {...register('purpose')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="template-responsibilities" label="Key responsibilities" hint="One a line." error={errors.keyResponsibilities?.message}>
          {(control) => <Textarea {...control} rows={5} {...register('keyResponsibilities')} />}
        </FormField>
        <FormField id="template-kpis" label="KPIs" hint="One a line." error={errors.kpis?.message}>
          {(control) => <Textarea {...control} rows={5} {...register('kpis')} />}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Back to templates
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {template ? 'Save template' : 'Create template'}
        </Button>
      </div>
    </form>
  );
}
