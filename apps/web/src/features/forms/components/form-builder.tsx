import {
  contactFieldKeys,
  contactFieldLabels,
  createLeadFormInputSchema,
  DEFAULT_THANK_YOU_MESSAGE,
  formFieldName,
  type CreateLeadFormInput,
  type FormField as FormFieldDefinition,
  type LeadForm,
  type LeadFormChoices,
} from '@groundwork/domain/forms';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { ArrowDownIcon, ArrowUpIcon, Loader2Icon, PlusIcon, XIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { formatRole } from '@/lib/format';
import { useSaveLeadForm } from '../api/save-lead-form';

type BuilderField = FormFieldDefinition & { missing?: boolean };

/** What a new form starts with: a name, a way to reach the visitor and a message box. */
const starterFields: BuilderField[] = [
  { source: 'contact', key: 'firstName', label: contactFieldLabels.firstName, required: true },
  { source: 'contact', key: 'lastName', label: contactFieldLabels.lastName, required: false },
  { source: 'contact', key: 'email', label: contactFieldLabels.email, required: true },
  { source: 'contact', key: 'phone', label: contactFieldLabels.phone, required: false },
  { source: 'contact', key: 'notes', label: contactFieldLabels.notes, required: false },
];

const fieldKey = (field: BuilderField) => formFieldName(field);

/** What a field is, whatever its label says: "Email (contact)" or "Gate code (custom field)". */
function fieldOrigin(field: BuilderField, choices: LeadFormChoices): string {
  if (field.source === 'contact') return `${contactFieldLabels[field.key]} (contact)`;
  const definition = choices.customFields.find((candidate) => candidate.id === field.customFieldId);
  return definition ? `${definition.label} (custom field)` : 'Deleted custom field';
}

interface FormBuilderProps {
  /** The form to change, or null for a new one. */
  form: LeadForm | null;
  choices: LeadFormChoices;
  people: readonly PlanningPerson[];
  onDone: (saved: LeadForm | null) => void;
}

/**
 * Builds a lead-capture form: its fields from the lead's contact fields and the company's lead custom fields (each
 * with its label and whether it is required, in order — moved with the up and down buttons), the texts the visitor
 * reads, the lead source its leads get, and who is e-mailed on each submission.
 */
export function FormBuilder({ form, choices, people, onDone }: FormBuilderProps) {
  const save = useSaveLeadForm();
  const [name, setName] = useState(form?.name ?? '');
  const [heading, setHeading] = useState(form?.heading ?? '');
  const [introduction, setIntroduction] = useState(form?.introduction ?? '');
  const [submitLabel, setSubmitLabel] = useState(form?.submitLabel ?? '');
  const [thankYouMessage, setThankYouMessage] = useState(form?.thankYouMessage ?? DEFAULT_THANK_YOU_MESSAGE);
  const [leadSourceId, setLeadSourceId] = useState(form?.leadSourceId ?? '');
  const [notifyUserIds, setNotifyUserIds] = useState<string[]>(form?.notifyUserIds ?? []);
  const [active, setActive] = useState(form?.active ?? true);
  const [fields, setFields] = useState<BuilderField[]>(form?.fields ?? starterFields);
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});

  const used = new Set(fields.map(fieldKey));
  const addable = [
    ...contactFieldKeys.filter((key) => !used.has(key)).map((key) => ({ value: key, label: `${contactFieldLabels[key]} (contact)` })),
    ...choices.customFields.filter((field) => !used.has(`custom_${field.id}`)).map((field) => ({ value: `custom_${field.id}`, label: `${field.label} (custom field)` })),
  ];

  const addField = () => {
    if (!adding) return;
    const custom = adding.startsWith('custom_') ? choices.customFields.find((field) => `custom_${field.id}` === adding) : undefined;
    const next: BuilderField = custom
      ? { source: 'custom', customFieldId: custom.id, label: custom.label, required: false }
      : { source: 'contact', key: adding as (typeof contactFieldKeys)[number], label: contactFieldLabels[adding as (typeof contactFieldKeys)[number]], required: false };
    setFields([...fields, next]);
    setAdding('');
  };

  const change = (index: number, patch: Partial<Pick<BuilderField, 'label' | 'required'>>) => setFields(fields.map((field, at) => (at === index ? ({ ...field, ...patch } as BuilderField) : field)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setFields(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: CreateLeadFormInput = {
      name,
      heading,
      introduction,
      submitLabel,
      thankYouMessage,
      leadSourceId: leadSourceId || null,
      notifyUserIds,
      active,
      fields: fields.map((field) =>
        field.source === 'contact'
          ? { source: 'contact', key: field.key, label: field.label, required: field.required }
          : { source: 'custom', customFieldId: field.customFieldId, label: field.label, required: field.required },
      ),
    };
    const parsed = createLeadFormInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(form ? { id: form.id, input: { ...input, updatedAt: form.updatedAt } } : { id: null, input });
      toast.success(form ? 'Form saved' : 'Form created');
      onDone(saved);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (!isApiError(error) || error.status !== 400) toast.error(form ? 'Failed to save the form' : 'Failed to create the form', { description: errorMessage(error) });
    }
  };

  const headingId = 'form-builder-heading';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId} className="grid gap-6 rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {form ? `Edit ${form.name}` : 'New form'}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="form-name" label="Form name" hint="For the office: the page shows the heading." value={name} onChange={(event) => setName(event.target.value)} error={errors.name} maxLength={120} />
        <InputField id="form-heading" label="Heading" hint="What the visitor reads first; the form name when blank." value={heading} onChange={(event) => setHeading(event.target.value)} error={errors.heading} maxLength={200} />
      </div>
      <FormField id="form-introduction" label="Introduction (optional)" error={errors.introduction}>
        {(control) => <Textarea {...control} value={introduction} onChange={(event) => setIntroduction(event.target.value)} rows={2} maxLength={1000} />}
      </FormField>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold text-foreground">Fields</legend>
        {errors.fields && (
          <p className="text-sm text-destructive" role="alert">
            {errors.fields}
          </p>
        )}
        <ol className="grid gap-2" aria-label="Fields on the form">
          {fields.map((field, index) => {
            const key = fieldKey(field);
            const origin = fieldOrigin(field, choices);
            return (
              <li key={key} className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-end">
                <InputField
                  id={`field-label-${key}`}
                  label={`Label for ${origin}`}
                  value={field.label}
                  onChange={(event) => change(index, { label: event.target.value })}
                  error={errors[`fields.${index}.label`] ?? errors[`fields.${index}`] ?? errors[`fields.${index}.customFieldId`] ?? (field.missing ? 'This custom field no longer exists: remove it from the form' : undefined)}
                  maxLength={120}
                />
                <div className="flex flex-wrap items-center gap-1">
                  <label className="mr-2 flex items-center gap-2 text-sm text-foreground">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      aria-label={`Required: ${field.label || origin}`}
                      checked={field.required}
                      onChange={(event) => change(index, { required: event.target.checked })}
                    />
                    Required
                  </label>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Move ${field.label || origin} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Move ${field.label || origin} down`} disabled={index === fields.length - 1} onClick={() => move(index, 1)}>
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${field.label || origin}`} onClick={() => setFields(fields.filter((_, at) => at !== index))}>
                    <XIcon aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {addable.length > 0 && (
          <div className="flex flex-wrap items-end gap-2">
            <FormField id="form-add-field" label="Add a field" className="min-w-56 flex-1">
              {(control) => (
                <NativeSelect {...control} value={adding} onChange={(event) => setAdding(event.target.value)}>
                  <option value="">Choose a field…</option>
                  {addable.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <Button type="button" variant="outline" onClick={addField} disabled={!adding}>
              <PlusIcon aria-hidden="true" />
              Add field
            </Button>
          </div>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="form-submit-label" label="Button label" hint="“Send” when blank." value={submitLabel} onChange={(event) => setSubmitLabel(event.target.value)} error={errors.submitLabel} maxLength={60} />
        <FormField id="form-lead-source" label="Lead source" hint="Every lead from this form gets it." error={errors.leadSourceId}>
          {(control) => (
            <NativeSelect {...control} value={leadSourceId} onChange={(event) => setLeadSourceId(event.target.value)}>
              <option value="">None</option>
              {choices.leadSources
                .filter((source) => source.status === 'active' || source.id === leadSourceId)
                .map((source) => (
                  <option key={source.id} value={source.id}>
                    {source.name}
                    {source.status === 'archived' ? ' (archived)' : ''}
                  </option>
                ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id="form-thank-you" label="Thank-you message" hint="Shown once the visitor has sent the form." error={errors.thankYouMessage}>
        {(control) => <Textarea {...control} value={thankYouMessage} onChange={(event) => setThankYouMessage(event.target.value)} rows={2} maxLength={1000} />}
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-base font-semibold text-foreground">Who is e-mailed about each submission</legend>
        {errors.notifyUserIds && <p className="text-sm text-destructive">{errors.notifyUserIds}</p>}
        {people.length === 0 ? (
          <p className="text-sm text-muted-foreground">No users to notify.</p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2">
            {people.map((person) => (
              <li key={person.id}>
                <label className="flex items-center gap-2 text-sm text-foreground">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={notifyUserIds.includes(person.id)}
                    onChange={(event) => setNotifyUserIds(event.target.checked ? [...notifyUserIds, person.id] : notifyUserIds.filter((id) => id !== person.id))}
                  />
                  {person.name} <span className="text-muted-foreground">({formatRole(person.role)})</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <label className="flex items-center gap-2 text-sm font-medium text-foreground">
        <input type="checkbox" className="size-4 accent-primary" checked={active} onChange={(event) => setActive(event.target.checked)} />
        Accepting submissions (turned off, its page and address answer “no longer accepting submissions”)
      </label>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {save.isPending ? 'Saving…' : form ? 'Save form' : 'Create form'}
        </Button>
        <Button type="button" variant="outline" onClick={() => onDone(null)} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
