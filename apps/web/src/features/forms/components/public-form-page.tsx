import { buildSubmissionSchema, FORM_LINK_INVALID_MESSAGE, type PublicFormField, type PublicLeadFormResult } from '@groundwork/domain/forms';
import { AlertCircleIcon, CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { PublicDocument } from '@/components/layouts/public-document';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { publicLeadFormUrls, usePublicLeadForm, useSendLeadForm } from '../api/public-lead-form';

/**
 * /form/{token}: a lead form's hosted page, for anyone with the link or in an iframe on the company's website; no
 * sign-in. `sent` shows the thank-you message straight away (a plain HTML post lands here with ?sent=1); `problem`
 * says a plain HTML post could not be taken (?problem=1), so the visitor fills in the form here instead.
 */
export function PublicFormPage({ token, sent = false, problem = false }: { token: string; sent?: boolean; problem?: boolean }) {
  return (
    <PublicDocument
      query={usePublicLeadForm(token)}
      noun="Form"
      invalidMessage={FORM_LINK_INVALID_MESSAGE}
      title={(loaded) => `${loaded.form.heading} — ${loaded.form.company.name}`}
      // The page shows no times: the visitor's own zone is as good as any.
      timeZone={() => Intl.DateTimeFormat().resolvedOptions().timeZone}
    >
      {(loaded) => <FormAndHeading token={token} loaded={loaded} sent={sent} problem={problem} />}
    </PublicDocument>
  );
}

function FormAndHeading({ token, loaded, sent, problem }: { token: string; loaded: PublicLeadFormResult; sent: boolean; problem: boolean }) {
  const { form } = loaded;
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <div className="grid gap-6">
      <header className="flex min-w-0 items-center gap-4">
        {form.company.hasLogo && !logoFailed && (
          <img src={publicLeadFormUrls.logo(token)} alt={`${form.company.name} logo`} className="h-14 w-auto max-w-32 object-contain" onError={() => setLogoFailed(true)} />
        )}
        <p className="text-lg font-semibold break-words text-foreground">{form.company.name}</p>
      </header>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground sm:text-3xl">{form.heading}</h1>
        {form.introduction && <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-muted-foreground">{form.introduction}</p>}
      </div>
      {sent ? <ThankYou message={form.thankYouMessage} /> : <LeadForm token={token} loaded={loaded} problem={problem} />}
    </div>
  );
}

function ThankYou({ message }: { message: string }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-success/40 bg-success-soft p-4 text-sm text-foreground">
      <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success-strong" aria-hidden="true" />
      <p className="font-medium break-words whitespace-pre-wrap">{message}</p>
    </div>
  );
}

type Answers = Record<string, string | boolean>;

const autoComplete: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  email: 'email',
  phone: 'tel',
  mobilePhone: 'tel',
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

function LeadForm({ token, loaded, problem }: { token: string; loaded: PublicLeadFormResult; problem: boolean }) {
  const { form, formToken } = loaded;
  const send = useSendLeadForm();
  const schema = useMemo(() => buildSubmissionSchema(form.fields), [form.fields]);
  const [answers, setAnswers] = useState<Answers>(() => Object.fromEntries(form.fields.map((field) => [field.name, field.kind === 'checkbox' ? false : ''])));
  // The honeypot: hidden from people (and screen readers), filled in by bots.
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(problem ? 'Some answers were missing or not valid. Please fill in the form here.' : null);
  const [thanks, setThanks] = useState<string | null>(null);
  // One key per filled-in form: a retry after a lost answer makes one lead.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const set = (name: string, value: string | boolean) => setAnswers((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...answers, website, formToken };
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      const result = await send.mutateAsync({ token, answers: body, idempotencyKey });
      setThanks(result.thankYouMessage);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (!isApiError(error) || error.status !== 400) setRefusal(errorMessage(error));
    }
  };

  if (thanks !== null) return <ThankYou message={thanks} />;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="relative grid gap-4" aria-label={form.heading}>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      {form.fields.map((field) => (
        <AnswerField key={field.name} field={field} value={answers[field.name] ?? ''} error={errors[field.name]} onChange={(value) => set(field.name, value)} />
      ))}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="form-website">Website (leave empty)</label>
        <input id="form-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </div>
      <p className="text-xs text-muted-foreground">Fields marked * are required.</p>
      <Button type="submit" className="justify-self-start" disabled={send.isPending}>
        {send.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {send.isPending ? 'Sending…' : form.submitLabel}
      </Button>
    </form>
  );
}

function AnswerField({ field, value, error, onChange }: { field: PublicFormField; value: string | boolean; error: string | undefined; onChange: (value: string | boolean) => void }) {
  const id = `form-${field.name}`;
  const label = field.required ? `${field.label} *` : field.label;
  const text = typeof value === 'string' ? value : '';
  const maxLength = field.maxLength ?? undefined;
  switch (field.kind) {
    case 'textarea':
      return (
        <FormField id={id} label={label} error={error}>
          {(control) => <Textarea {...control} name={field.name} value={text} onChange={(event) => onChange(event.target.value)} rows={5} maxLength={maxLength} aria-required={field.required} />}
        </FormField>
      );
    case 'select':
      return (
        <FormField id={id} label={label} error={error}>
          {(control) => (
            <NativeSelect {...control} name={field.name} value={text} onChange={(event) => onChange(event.target.value)} aria-required={field.required}>
              <option value="">Choose…</option>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      );
    case 'checkbox':
      return (
        <div className="grid gap-1">
          <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-foreground">
            <input
              id={id}
              name={field.name}
              type="checkbox"
              className="size-4 accent-primary"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {label}
          </label>
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      );
    default:
      return (
        <InputField
          id={id}
          label={label}
          name={field.name}
          type={field.kind === 'number' ? 'text' : field.kind}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          autoComplete={autoComplete[field.name]}
          maxLength={maxLength}
          aria-required={field.required}
        />
      );
  }
}
