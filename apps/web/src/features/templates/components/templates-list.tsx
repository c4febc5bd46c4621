import { TEMPLATE_DELETE_FAILED, type TemplateSummary } from '@groundwork/domain/templates';
import { FileTextIcon, PlusIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatCurrency, formatDate } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { templateFailure, templateSuccess } from '../template-toasts';

type TemplatesListProps = {
  canEdit: boolean;
  templatePath: (id: string) => string;
  newTemplatePath: string;
};

/**
 * The company's estimate templates: search by name or description, who created and last changed each and when,
 * what its lines cost, and (for admins) delete after a confirmation.
 */
export function TemplatesList({ canEdit, templatePath, newTemplatePath }: TemplatesListProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const templates = useTemplates(debounced);
  const timeZone = useCompanyTimeZone();
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        templateSuccess('Template deleted', `${name} was deleted.`);
      },
      onError: (error) => templateFailure(TEMPLATE_DELETE_FAILED, error),
    });
  };

  const addButton = canEdit && (
    <Button asChild>
      <Link to={newTemplatePath}>
        <PlusIcon aria-hidden="true" />
        New template
      </Link>
    </Button>
  );

  let body;
  if (templates.isPending) body = <LoadingRows rows={5} label="Loading templates" />;
  else if (templates.isError) body = <LoadError title="Could not load templates" error={templates.error} onRetry={() => void templates.refetch()} />;
  else if (templates.data.templates.length === 0 && debounced === '')
    body = (
      <EmptyState
        icon={<FileTextIcon />}
        title="No templates yet."
        description="A template holds the service lines and proposal terms an estimate starts from: a mowing season, a spring clean-up, a mulch job."
        action={addButton}
      />
    );
  else if (templates.data.templates.length === 0)
    body = <p className="rounded-xl border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">No templates match “{debounced}”.</p>;
  else
    body = (
      <div className="min-w-0 overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Estimate templates</caption>
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Name
              </th>
              <th scope="col" className="hidden px-4 py-2 text-right font-medium sm:table-cell">
                Lines
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Cost
              </th>
              <th scope="col" className="hidden px-4 py-2 font-medium md:table-cell">
                Created
              </th>
              <th scope="col" className="hidden px-4 py-2 font-medium md:table-cell">
                Modified
              </th>
              {canEdit && (
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {templates.data.templates.map((template) => (
              <tr key={template.id} className="border-t border-border align-top">
                <td className="px-4 py-3">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link to={templatePath(template.id)} className="font-medium text-foreground underline-offset-4 hover:underline">
                      {template.name}
                    </Link>
                    {template.isSample && <Badge variant="secondary">Sample</Badge>}
                  </p>
                  {template.description && <p className="mt-0.5 max-w-prose text-xs text-muted-foreground">{template.description}</p>}
                </td>
                <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">
                  {template.serviceCount} service{template.serviceCount === 1 ? '' : 's'}, {template.lineCount} line{template.lineCount === 1 ? '' : 's'}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCurrency(template.totalCost)}</td>
                <td className="hidden px-4 py-3 md:table-cell">
                  <p>{formatDate(template.dateCreated, timeZone)}</p>
                  <p className="text-xs text-muted-foreground">by {template.createdBy}</p>
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  <p>{formatDate(template.dateModified, timeZone)}</p>
                  <p className="text-xs text-muted-foreground">by {template.modifiedBy}</p>
                </td>
                {canEdit && (
                  <td className="px-4 py-3 text-right">
                    <Button type="button" size="icon" variant="ghost" aria-label={`Delete ${template.name}`} onClick={() => setDeleting(template)}>
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-64 flex-1 gap-1.5">
          <Label htmlFor="template-search">Search templates</Label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id="template-search" type="search" className="pl-9" placeholder="Name or description" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
        </div>
        {addButton}
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete this template?"
        description={deleting ? `${deleting.name} will be deleted for good. Estimates already made from it keep their lines.` : ''}
        confirmLabel="Delete template"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
