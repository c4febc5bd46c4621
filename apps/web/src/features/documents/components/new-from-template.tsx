import type { DocumentTemplateId } from '@groundwork/domain/documents';
import { FileTextIcon } from 'lucide-react';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';
import { useDocumentTemplates } from '../api/documents';

type TemplateChoiceProps = {
  value: DocumentTemplateId | null;
  onChange: (value: DocumentTemplateId | null) => void;
  /** What "nothing" is called: a blank document or a blank SOP. */
  blankLabel: string;
};

/** Start blank or from one of the built-in templates: one radio each, with what the template holds. */
export function TemplateChoice({ value, onChange, blankLabel }: TemplateChoiceProps) {
  const templates = useDocumentTemplates();
  if (templates.isPending) return <LoadingRows rows={3} label="Loading the templates" />;
  if (templates.isError) return <LoadError title="Could not load the templates" error={templates.error} onRetry={() => void templates.refetch()} />;
  const options = [{ id: null, name: blankLabel, description: 'An empty page.' }, ...templates.data];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Start from</legend>
      {options.map((option) => {
        const checked = value === option.id;
        return (
          <label
            key={option.id ?? 'blank'}
            className={cn('flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring', checked && 'border-primary bg-primary/5')}
          >
            <input type="radio" name="template" className="mt-1 accent-[var(--color-primary)]" checked={checked} onChange={() => onChange(option.id)} />
            <FileTextIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="grid gap-0.5">
              <span className="font-medium">{option.name}</span>
              <span className="text-muted-foreground">{option.description}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
