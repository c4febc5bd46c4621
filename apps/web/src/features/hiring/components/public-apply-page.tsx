import { employmentTypeLabels } from '@groundwork/domain/employees';
import {
  APPLY_LINK_INVALID_MESSAGE,
  applicationFieldsSchema,
  ATTACHMENT_ACCEPT,
  ATTACHMENT_COUNT_MESSAGE,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  formatPayRange,
  MAX_ATTACHMENTS,
  type PublicPostingResult,
} from '@groundwork/domain/hiring';
import { AlertCircleIcon, CheckCircle2Icon, Loader2Icon, PaperclipIcon, XIcon } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { PublicDocument } from '@/components/layouts/public-document';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { publicJobPostingUrls, usePublicJobPosting, useSendApplication } from '../api/public-job-posting';

/** /apply/{token}: a job posting and its application form, for anyone with the link; no sign-in. */
export function PublicApplyPage({ token }: { token: string }) {
  return (
    <PublicDocument
      query={usePublicJobPosting(token)}
      noun="Job posting"
      invalidMessage={APPLY_LINK_INVALID_MESSAGE}
      title={(loaded) => `${loaded.posting.title} — ${loaded.posting.company.name}`}
      // The page shows no times: the visitor's own zone is as good as any.
      timeZone={() => Intl.DateTimeFormat().resolvedOptions().timeZone}
    >
      {(loaded) => <PostingAndForm token={token} loaded={loaded} />}
    </PublicDocument>
  );
}

function PostingAndForm({ token, loaded }: { token: string; loaded: PublicPostingResult }) {
  const { posting } = loaded;
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <div className="grid gap-8">
      <header className="flex min-w-0 items-center gap-4">
        {posting.company.hasLogo && !logoFailed && (
          <img src={publicJobPostingUrls.logo(token)} alt={`${posting.company.name} logo`} className="h-14 w-auto max-w-32 object-contain" onError={() => setLogoFailed(true)} />
        )}
        <p className="text-lg font-semibold break-words text-foreground">{posting.company.name}</p>
      </header>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground sm:text-3xl">{posting.title}</h1>
        <p className="text-sm text-muted-foreground">
          {employmentTypeLabels[posting.employmentType]} · <span className="tabular-nums">{formatPayRange(posting.payMin, posting.payMax, posting.payUnit)}</span>
        </p>
      </div>
      {posting.description && <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground">{posting.description}</p>}
      {posting.responsibilities.length > 0 && (
        <section aria-labelledby="apply-responsibilities" className="grid gap-2">
          <h2 id="apply-responsibilities" className="text-lg font-semibold text-foreground">
            What you will do
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-foreground">
            {posting.responsibilities.map((responsibility, index) => (
              <li key={index} className="break-words">
                {responsibility}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ApplicationForm token={token} formToken={loaded.formToken} companyName={posting.company.name} />
    </div>
  );
}

const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

function ApplicationForm({ token, formToken, companyName }: { token: string; formToken: string; companyName: string }) {
  const send = useSendApplication();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [experience, setExperience] = useState('');
  // The honeypot: hidden from people (and screen readers), filled in by bots.
  const [website, setWebsite] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentAs, setSentAs] = useState<string | null>(null);

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const next = [...files, ...chosen];
    const { attachments: _previous, ...rest } = errors;
    if (next.length > MAX_ATTACHMENTS) return setErrors({ ...rest, attachments: ATTACHMENT_COUNT_MESSAGE });
    if (chosen.some((file) => file.size > ATTACHMENT_MAX_BYTES)) return setErrors({ ...rest, attachments: ATTACHMENT_TOO_LARGE_MESSAGE });
    setErrors(rest);
    setFiles(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = applicationFieldsSchema.safeParse({ name, email, phone, experience, website, formToken });
    if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error));
    setErrors({});
    setRefusal(null);
    const form = new FormData();
    for (const [key, value] of Object.entries({ name, email, phone, experience, website, formToken })) form.append(key, value);
    for (const file of files) form.append('attachments', file, file.name);
    try {
      await send.mutateAsync({ token, form });
      setSentAs(parsed.data.name);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      // A file's own message ('attachments.1') shows under the file picker.
      const fileError = Object.entries(fieldErrors).find(([path]) => path.startsWith('attachments'))?.[1];
      setErrors({ ...fieldErrors, ...(fileError ? { attachments: fileError } : {}) });
      if (!isApiError(error) || error.status !== 400) setRefusal(errorMessage(error));
    }
  };

  if (sentAs !== null)
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg border border-success/40 bg-success-soft p-4 text-sm text-foreground">
        <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success-strong" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">Thank you, {sentAs}. Your application is in.</p>
          <p>{companyName} will read it and reach out by e-mail or phone.</p>
        </div>
      </div>
    );

  return (
    <section aria-labelledby="apply-heading" className="grid gap-4 border-t border-border pt-6">
      <h2 id="apply-heading" className="text-lg font-semibold text-foreground">
        Apply
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="relative grid gap-4" aria-labelledby="apply-heading">
        {refusal && (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        <InputField id="apply-name" label="Full name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoComplete="name" maxLength={120} />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField id="apply-email" label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} autoComplete="email" maxLength={254} />
          <InputField id="apply-phone" label="Phone" type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} error={errors.phone} autoComplete="tel" maxLength={40} />
        </div>
        <p className="-mt-2 text-xs text-muted-foreground">An e-mail address, a phone number or both: however you would like to hear back.</p>
        <FormField id="apply-experience" label="Experience" error={errors.experience} hint="Where you have worked, the equipment you run, licences (a driver’s licence, a pesticide applicator’s).">
          {(control) => <Textarea {...control} value={experience} onChange={(event) => setExperience(event.target.value)} rows={5} maxLength={4000} />}
        </FormField>
        <div className="grid gap-2">
          <FormField id="apply-files" label="Résumé or other files (optional)" error={errors.attachments} hint={`Up to ${MAX_ATTACHMENTS} PDFs or photos, 5 MB each.`}>
            {(control) => (
              <input
                {...control}
                type="file"
                multiple
                accept={ATTACHMENT_ACCEPT}
                onChange={addFiles}
                disabled={files.length >= MAX_ATTACHMENTS}
                className="block w-full text-sm text-muted-foreground file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
              />
            )}
          </FormField>
          {files.length > 0 && (
            <ul className="grid gap-1" aria-label="Files to send">
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="flex min-w-0 items-center gap-2 rounded-md border border-border px-2 py-1 text-sm">
                  <PaperclipIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{fileSize(file.size)}</span>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${file.name}`} onClick={() => setFiles(files.filter((_, at) => at !== index))}>
                    <XIcon aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="apply-website">Website (leave empty)</label>
          <input id="apply-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
        </div>
        <Button type="submit" className="justify-self-start" disabled={send.isPending}>
          {send.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {send.isPending ? 'Sending…' : 'Send application'}
        </Button>
      </form>
    </section>
  );
}
