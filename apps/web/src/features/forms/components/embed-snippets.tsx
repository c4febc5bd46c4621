import { htmlFormSnippet, iframeSnippet, publicFormFields, type LeadForm, type LeadFormChoices } from '@groundwork/domain/forms';
import { CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { copyText } from '@/lib/copy-text';

function Snippet({ label, hint, text }: { label: string; hint: string; text: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </label>
        <Button type="button" size="sm" variant="outline" onClick={() => void copyText(text, label)}>
          <CopyIcon aria-hidden="true" />
          Copy {label.toLowerCase()}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <Textarea id={id} aria-describedby={`${id}-hint`} readOnly value={text} rows={Math.min(12, text.split('\n').length + 1)} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
    </div>
  );
}

/** How the form reaches visitors: its hosted page, an iframe of it, and a plain HTML form posting to its address. */
export function EmbedSnippets({ form, choices }: { form: LeadForm; choices: LeadFormChoices }) {
  const fields = publicFormFields(
    form.fields,
    choices.customFields.map((field) => ({ ...field, required: false })),
  );
  return (
    <section aria-labelledby="embed-heading" className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
      <h3 id="embed-heading" className="text-lg font-semibold text-foreground">
        Put the form on your website
      </h3>
      <div className="grid gap-2">
        <Snippet label="Page link" hint="Share it anywhere: social posts, e-mails, a QR code on a yard sign." text={form.hostedUrl} />
        <a href={form.hostedUrl} target="_blank" rel="noreferrer" className="inline-flex w-fit items-center gap-1 text-sm text-primary underline underline-offset-4">
          Open the form’s page
          <ExternalLinkIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <Snippet label="Iframe code" hint="Paste into your website’s HTML: the form shows inside your page, with its spam protection." text={iframeSnippet(form.hostedUrl, form.heading || form.name)} />
      <Snippet
        label="HTML form code"
        hint="A plain form your website styles itself; after sending, visitors see your thank-you message on the form’s page. It has the hidden-field check but not the timing check, so prefer the iframe where you can."
        text={htmlFormSnippet(form.submitUrl, fields, form.submitLabel || 'Send')}
      />
    </section>
  );
}
