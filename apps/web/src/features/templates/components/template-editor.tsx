import {
  createTemplateInputSchema,
  TEMPLATE_CREATE_FAILED,
  TEMPLATE_DOCUMENT_MAX,
  TEMPLATE_UPDATE_FAILED,
  templateCosts,
  type Template,
} from '@groundwork/domain/templates';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreateTemplate } from '../api/create-template';
import { getTemplate, templateQueryKey } from '../api/get-template';
import { useUpdateTemplate } from '../api/update-template';
import { emptyDraft, toDraft, toInput, type TemplateDraft } from '../template-draft';
import { templateFailure, templateSuccess } from '../template-toasts';
import { TemplateItemsEditor } from './template-items-editor';

export const STALE_TEMPLATE_MESSAGE = 'This template was changed by someone else. Reload to see the latest version.';

type TemplateEditorProps = {
  /** The template to edit; none for a new one. */
  template?: Template;
  canEdit: boolean;
  /** After a new template is saved (the screen moves to its page). */
  onCreated?: (template: Template) => void;
};

/** Field errors by the form's own names: top-level fields by name, lines by draft key and field. */
function errorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>, keys: readonly string[]) {
  const fields: Record<string, string> = {};
  const lines: Record<string, Record<string, string>> = {};
  for (const issue of issues) {
    const [head, index, field] = issue.path;
    if (head === 'items' && typeof index === 'number' && keys[index]) {
      const key = keys[index];
      const bucket = (lines[key] ??= {});
      bucket[typeof field === 'string' ? field : 'name'] ??= issue.message;
    } else if (typeof head === 'string') fields[head] ??= issue.message;
  }
  return { fields, lines };
}

/** Server errors come as 'items.3.qty' strings: the same mapping. */
function serverIssues(error: unknown) {
  if (!isApiError(error)) return [];
  return Object.entries(error.fieldErrors).map(([path, messages]) => ({
    path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message: messages[0] ?? '',
  }));
}

/**
 * A template's name, description, proposal text and line tree, saved together. Line costs update as you type.
 * Read-only for roles that may not manage templates. A save someone else beat keeps what was typed.
 */
export function TemplateEditor({ template, canEdit, onCreated }: TemplateEditorProps) {
  const queryClient = useQueryClient();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [base, setBase] = useState(template);
  const [draft, setDraft] = useState<TemplateDraft>(() => (template ? toDraft(template) : emptyDraft()));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<ReturnType<typeof errorsOf>>({ fields: {}, lines: {} });
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const readOnly = !canEdit;
  const saving = create.isPending || update.isPending;

  const { input, keys } = toInput(draft);
  const parsed = createTemplateInputSchema.safeParse(input);
  const clientErrors = parsed.success ? { fields: {}, lines: {} } : errorsOf(parsed.error.issues, keys);
  const fieldError = (name: string) => serverErrors.fields[name] ?? (tried ? clientErrors.fields[name] : undefined);
  const lineErrors = tried ? { ...serverErrors.lines, ...clientErrors.lines } : serverErrors.lines;

  const costs = templateCosts(
    input.items.map((item) => ({
      id: item.id,
      parentId: item.parentId ?? null,
      name: item.name,
      type: item.type,
      qty: Number.isFinite(item.qty) ? (item.qty as number) : 0,
      visits: Number.isInteger(item.visits) && (item.visits as number) > 0 ? (item.visits as number) : 0,
      cost: Number.isFinite(item.cost) ? (item.cost as number) : 0,
    })),
  );

  const change = (patch: Partial<TemplateDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (Object.keys(serverErrors.fields).length + Object.keys(serverErrors.lines).length > 0) setServerErrors({ fields: {}, lines: {} });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-template-editor] [aria-invalid="true"]')?.focus());
      return;
    }
    const failedTitle = base ? TEMPLATE_UPDATE_FAILED : TEMPLATE_CREATE_FAILED;
    try {
      if (base) {
        const { template: saved } = await update.mutateAsync({ id: base.id, input: { ...input, updatedAt: base.updatedAt } });
        queryClient.setQueryData(templateQueryKey(saved.id), { template: saved });
        setBase(saved);
        setDraft(toDraft(saved));
        setTried(false);
        templateSuccess('Template saved', `${saved.name} was saved.`);
      } else {
        const { template: saved } = await create.mutateAsync(input);
        queryClient.setQueryData(templateQueryKey(saved.id), { template: saved });
        templateSuccess('Template created', `${saved.name} was created.`);
        onCreated?.(saved);
      }
    } catch (error) {
      if (isStaleWrite(error)) {
        setStale(true);
        templateFailure(failedTitle, null, STALE_TEMPLATE_MESSAGE);
        return;
      }
      const mapped = errorsOf(serverIssues(error), keys);
      setServerErrors(mapped);
      if (Object.keys(mapped.fields).length + Object.keys(mapped.lines).length > 0) templateFailure(failedTitle, null, 'Please check the highlighted fields.');
      else templateFailure(failedTitle, error);
    }
  };

  /** Someone else saved meanwhile: load their version, and either take it or keep what was typed on top of it. */
  const reload = async (keepMine: boolean) => {
    if (!base) return;
    setReloading(true);
    try {
      const latest = await getTemplate(base.id);
      queryClient.setQueryData(templateQueryKey(base.id), latest);
      setBase(latest.template);
      if (!keepMine) setDraft(toDraft(latest.template));
      setStale(false);
    } catch (error) {
      templateFailure(TEMPLATE_UPDATE_FAILED, error);
    } finally {
      setReloading(false);
    }
  };

  const hours = costs.totalHours.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <form onSubmit={save} noValidate className="grid gap-6" aria-label={base ? `Edit ${base.name}` : 'New template'} data-template-editor>
      {stale && (
        <StaleWriteAlert
          title={STALE_TEMPLATE_MESSAGE}
          description="Your changes are still here. Load their version to start again from it, or keep your changes and save them over it."
          busy={reloading}
          reloadLabel="Load their version"
          onReload={() => void reload(false)}
          onKeepMine={() => void reload(true)}
        />
      )}

      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
          <CardDescription>How estimators find the template, and the proposal text it brings.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <InputField id="template-name" label="Template name" value={draft.name} readOnly={readOnly} error={fieldError('name')} onChange={(event) => change({ name: event.target.value })} />
          <FormField id="template-description" label="Description" hint="Shown in the template list and when picking a template." error={fieldError('description')}>
            {(control) => <Textarea {...control} rows={2} value={draft.description} readOnly={readOnly} onChange={(event) => change({ description: event.target.value })} />}
          </FormField>
          <FormField
            id="template-document"
            label="Proposal text and terms"
            hint={`Plain text, printed on the proposal as written (scope of work, payment terms). Up to ${TEMPLATE_DOCUMENT_MAX.toLocaleString('en-US')} characters.`}
            error={fieldError('document')}
          >
            {(control) => <Textarea {...control} rows={8} value={draft.document} readOnly={readOnly} onChange={(event) => change({ document: event.target.value })} />}
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Lines</CardTitle>
          <CardDescription>Service lines and what each takes. Costs are cost × quantity × visits; prices are set from your budget when the template is used on an estimate.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {fieldError('items') && <p className="text-sm text-destructive">{fieldError('items')}</p>}
          <TemplateItemsEditor services={draft.services} onChange={(services) => change({ services })} costs={costs.lines} readOnly={readOnly} errors={lineErrors} />
          <p className="text-sm" aria-live="polite">
            Total cost <span className="font-semibold tabular-nums">{formatCurrency(costs.totalCost)}</span> over {costs.serviceCount} service line{costs.serviceCount === 1 ? '' : 's'}, {hours} h of labour.
          </p>
        </CardContent>
      </Card>

      {canEdit && (
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-xl border border-border bg-card/95 px-4 py-3 shadow-md backdrop-blur">
          <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {tried && !parsed.success ? 'Fix the highlighted fields to save.' : ''}
          </p>
          <Button type="submit" disabled={saving}>
            {saving && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {base ? 'Save template' : 'Create template'}
          </Button>
        </div>
      )}
    </form>
  );
}
