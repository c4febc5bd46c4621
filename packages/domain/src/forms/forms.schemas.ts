import { z } from 'zod';
import { customFieldTypeSchema } from '../custom-fields/custom-fields.schemas';
import { nullableUuidSchema } from '../customers/contact.schemas';
import { paginationSchema } from '../shared/envelope';
import { uuidSchema } from '../shared/fields';

/*
 * Lead-capture forms (issue 20; docs/forms.md): the office builds a form from the lead's contact fields and the
 * company's lead custom fields; a visitor fills it in on its hosted page, in an iframe, or in a plain HTML form on the
 * company's own website, and each submission becomes a lead (or is linked to the lead or customer it repeats).
 */

// ── Messages ──────────────────────────────────────────────────────────────────────────────────
export const FORM_LINK_INVALID_MESSAGE = 'This form is no longer accepting submissions, or the link is not valid.';
export const FORM_NOT_FOUND_MESSAGE = 'Form not found';
export const FORM_DELETED_MESSAGE = 'The form was deleted. The leads it created are kept.';
export const FORM_NAME_FIELD_MESSAGE = 'Add a name field (first name, last name or company name) so each lead has a name';
export const FORM_CONTACT_FIELD_MESSAGE = 'Add an email or a phone field so the office can reach the visitor';
export const FORM_DUPLICATE_FIELD_MESSAGE = 'Each field can be on the form once';
export const FORM_CUSTOM_FIELD_GONE_MESSAGE = 'This custom field no longer exists: remove it from the form';
export const FORM_NOTIFY_USER_MESSAGE = 'Only users of your company can be notified';
export const ONLY_MANAGERS_CHANGE_FORMS_MESSAGE = 'Only admins and office managers can change lead-capture forms.';
export const SUBMISSION_NAME_MESSAGE = 'Enter your name';
export const SUBMISSION_CONTACT_MESSAGE = 'Give an email address or a phone number so we can reach you';
export const FORM_EXPIRED_MESSAGE = 'This page has been open too long. Reload it, then send the form again.';
export const DEFAULT_THANK_YOU_MESSAGE = 'Thank you! We have your request and will be in touch shortly.';

/** A submission sent sooner than this after the page was served is a bot's (the time trap). */
export const MIN_FORM_FILL_MS = 3_000;
/** A form token older than this is refused: the visitor reloads the page. */
export const MAX_FORM_AGE_MS = 7 * 24 * 60 * 60_000;
/** The hidden field the honeypot is: people never see it; bots fill in every field they find. */
export const HONEYPOT_FIELD = 'website';
/** The signed timestamp of the time trap, sent back with the answers. */
export const FORM_TOKEN_FIELD = 'formToken';
export const MAX_FORM_FIELDS = 30;
export const MAX_NOTIFIED_USERS = 20;

// ── Field kinds ───────────────────────────────────────────────────────────────────────────────
/** The lead's own contact fields a form may ask for, in the order the builder offers them. */
export const contactFieldKeys = ['firstName', 'lastName', 'companyName', 'email', 'phone', 'mobilePhone', 'street', 'city', 'state', 'zipCode', 'notes'] as const;
export type ContactFieldKey = (typeof contactFieldKeys)[number];
export const contactFieldKeySchema = z.enum(contactFieldKeys, { error: 'Not one of the lead’s contact fields' });

export const contactFieldLabels: Record<ContactFieldKey, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  email: 'Email',
  phone: 'Phone',
  mobilePhone: 'Mobile phone',
  street: 'Street address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  notes: 'How can we help?',
};

/** How each field is asked for on the page. */
export const formFieldKinds = ['text', 'email', 'tel', 'textarea', 'number', 'date', 'select', 'checkbox'] as const;
export type FormFieldKind = (typeof formFieldKinds)[number];

export const contactFieldKinds: Record<ContactFieldKey, FormFieldKind> = {
  firstName: 'text',
  lastName: 'text',
  companyName: 'text',
  email: 'email',
  phone: 'tel',
  mobilePhone: 'tel',
  street: 'text',
  city: 'text',
  state: 'text',
  zipCode: 'text',
  notes: 'textarea',
};

/** The longest answer each contact field takes (the lead's own limits). */
export const contactFieldMaxLengths: Record<ContactFieldKey, number> = {
  firstName: 80,
  lastName: 80,
  companyName: 200,
  email: 254,
  phone: 40,
  mobilePhone: 40,
  street: 200,
  city: 100,
  state: 100,
  zipCode: 20,
  notes: 4000,
};

export const NAME_FIELD_KEYS: readonly ContactFieldKey[] = ['firstName', 'lastName', 'companyName'];
export const REACH_FIELD_KEYS: readonly ContactFieldKey[] = ['email', 'phone', 'mobilePhone'];

// ── The form definition ───────────────────────────────────────────────────────────────────────
const labelSchema = z.string({ error: 'Label must be text' }).trim().min(1, 'Enter a label').max(120, 'A label must be at most 120 characters');

export const formFieldSchema = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('contact'), key: contactFieldKeySchema, label: labelSchema, required: z.boolean({ error: 'Required must be true or false' }) }),
    z.object({ source: z.literal('custom'), customFieldId: uuidSchema, label: labelSchema, required: z.boolean({ error: 'Required must be true or false' }) }),
  ],
  { error: 'A field is a contact field (key) or a custom field (customFieldId)' },
);
export type FormField = z.infer<typeof formFieldSchema>;

/** The input name of a field on the page and in a plain HTML post. */
export function formFieldName(field: Pick<FormField, 'source'> & { key?: string; customFieldId?: string }): string {
  return field.source === 'contact' ? field.key! : `custom_${field.customFieldId!}`;
}

const optionalLongText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

const leadFormFieldsSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  /** The heading the visitor reads; the form's name when blank. */
  heading: optionalLongText('Heading', 200),
  introduction: optionalLongText('Introduction', 1000),
  fields: z.array(formFieldSchema, { error: 'Fields must be a list' }).min(1, 'Add at least one field').max(MAX_FORM_FIELDS, `A form has at most ${MAX_FORM_FIELDS} fields`),
  submitLabel: optionalLongText('Button label', 60),
  thankYouMessage: optionalLongText('Thank-you message', 1000).transform((value) => value || DEFAULT_THANK_YOU_MESSAGE),
  leadSourceId: nullableUuidSchema,
  notifyUserIds: z
    .array(uuidSchema, { error: 'Notified users must be a list' })
    .max(MAX_NOTIFIED_USERS, `At most ${MAX_NOTIFIED_USERS} people can be notified`)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  /** An inactive form's page and endpoint answer 404 until it is turned back on. */
  active: z.boolean({ error: 'Active must be true or false' }).optional().default(true),
});

/** A form needs a name field, a way to reach the visitor, and each field once. */
function refineFormFields(value: { fields: FormField[] }, context: z.RefinementCtx): void {
  const keys = value.fields.map((field) => formFieldName(field));
  value.fields.forEach((field, index) => {
    if (keys.indexOf(keys[index]!) !== index) context.addIssue({ code: 'custom', path: ['fields', index], message: FORM_DUPLICATE_FIELD_MESSAGE });
  });
  const contactKeys = value.fields.flatMap((field) => (field.source === 'contact' ? [field.key] : []));
  if (!contactKeys.some((key) => NAME_FIELD_KEYS.includes(key))) context.addIssue({ code: 'custom', path: ['fields'], message: FORM_NAME_FIELD_MESSAGE });
  else if (!contactKeys.some((key) => REACH_FIELD_KEYS.includes(key))) context.addIssue({ code: 'custom', path: ['fields'], message: FORM_CONTACT_FIELD_MESSAGE });
}

/** POST /lead_forms. */
export const createLeadFormInputSchema = leadFormFieldsSchema.superRefine(refineFormFields);
export type CreateLeadFormInput = z.input<typeof createLeadFormInputSchema>;
export type LeadFormValues = z.output<typeof createLeadFormInputSchema>;

/** PUT /lead_forms/{id}: the whole form and the `updatedAt` last loaded (stale → 409). */
export const updateLeadFormInputSchema = leadFormFieldsSchema
  .extend({ updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be the time the form was loaded' }) })
  .superRefine(refineFormFields);
export type UpdateLeadFormInput = z.input<typeof updateLeadFormInputSchema>;

export const leadFormIdParamsSchema = z.object({ id: uuidSchema });
export const leadFormTokenParamsSchema = z.object({ token: z.string() });

export const submissionCountsSchema = z.object({ total: z.number().int(), leadCreated: z.number().int(), duplicate: z.number().int(), spam: z.number().int() });
export type SubmissionCounts = z.infer<typeof submissionCountsSchema>;

/** A field as the office reads it back: custom fields deleted since are marked `missing` (the page leaves them out). */
export const leadFormFieldViewSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('contact'), key: contactFieldKeySchema, label: z.string(), required: z.boolean(), missing: z.boolean() }),
  z.object({ source: z.literal('custom'), customFieldId: z.uuid(), label: z.string(), required: z.boolean(), missing: z.boolean() }),
]);
export type LeadFormFieldView = z.infer<typeof leadFormFieldViewSchema>;

export const leadFormSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  heading: z.string(),
  introduction: z.string(),
  fields: z.array(leadFormFieldViewSchema),
  submitLabel: z.string(),
  thankYouMessage: z.string(),
  leadSourceId: z.uuid().nullable(),
  notifyUserIds: z.array(z.uuid()),
  active: z.boolean(),
  /** The hosted page (iframe it, or link to it) and the address a plain HTML form posts to. */
  hostedUrl: z.string(),
  submitUrl: z.string(),
  submissionCounts: submissionCountsSchema,
  lastSubmittedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type LeadForm = z.infer<typeof leadFormSchema>;
export const leadFormResultSchema = z.object({ form: leadFormSchema });
export const leadFormListSchema = z.object({ forms: z.array(leadFormSchema) });
export type LeadFormList = z.infer<typeof leadFormListSchema>;
export const leadFormDeletedSchema = z.object({ id: z.uuid(), outcome: z.literal('deleted'), message: z.string() });

/** What the builder picks from: the company's lead custom fields and lead sources. */
export const leadFormChoicesSchema = z.object({
  customFields: z.array(z.object({ id: z.uuid(), label: z.string(), type: customFieldTypeSchema, options: z.array(z.string()) })),
  leadSources: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.enum(['active', 'archived']) })),
});
export type LeadFormChoices = z.infer<typeof leadFormChoicesSchema>;

// ── Submissions ───────────────────────────────────────────────────────────────────────────────
export const submissionOutcomes = ['lead_created', 'duplicate', 'spam'] as const;
export type SubmissionOutcome = (typeof submissionOutcomes)[number];
export const submissionOutcomeLabels: Record<SubmissionOutcome, string> = { lead_created: 'Lead created', duplicate: 'Duplicate', spam: 'Spam' };

export const spamReasons = ['honeypot', 'too_fast', 'invalid_token'] as const;
export type SpamReason = (typeof spamReasons)[number];
export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: 'Filled in the hidden field',
  too_fast: 'Sent within 3 seconds of opening the page',
  invalid_token: 'Not sent from the form’s page',
};

export const submissionListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number of at least 1' }).int('page must be a whole number of at least 1').min(1, 'page must be a whole number of at least 1').optional().default(1),
  limit: z.coerce.number({ error: 'limit must be between 1 and 200' }).int('limit must be between 1 and 200').min(1, 'limit must be between 1 and 200').max(200, 'limit must be between 1 and 200').optional().default(50),
});

export const submissionSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(submissionOutcomes),
  spamReason: z.enum(spamReasons).nullable(),
  /** How the duplicate was recognised. */
  matchedBy: z.enum(['email', 'phone']).nullable(),
  /** The lead created, or the existing one it repeats; the existing customer it repeats. */
  leadId: z.uuid().nullable(),
  customerId: z.uuid().nullable(),
  /** A plain HTML post carries no form token: the time trap could not be checked. */
  timeChecked: z.boolean(),
  /** What the visitor typed, under the labels the form had then. */
  answers: z.array(z.object({ label: z.string(), value: z.string() })),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionListSchema = z.object({ submissions: z.array(submissionSchema), pagination: paginationSchema });
export type SubmissionList = z.infer<typeof submissionListSchema>;

// ── The public page ───────────────────────────────────────────────────────────────────────────
export const publicFormFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(formFieldKinds),
  required: z.boolean(),
  options: z.array(z.string()),
  maxLength: z.number().int().nullable(),
});
export type PublicFormField = z.infer<typeof publicFormFieldSchema>;

/** GET /public/lead_forms/{token}: only what the visitor needs, and a fresh form token for the time trap. */
export const publicLeadFormResultSchema = z.object({
  form: z.object({
    heading: z.string(),
    introduction: z.string(),
    fields: z.array(publicFormFieldSchema),
    submitLabel: z.string(),
    thankYouMessage: z.string(),
    company: z.object({ name: z.string(), hasLogo: z.boolean() }),
  }),
  formToken: z.string(),
});
export type PublicLeadFormResult = z.infer<typeof publicLeadFormResultSchema>;

/** The body as sent (JSON or a form post): strings (and booleans for checkboxes from JSON), checked against the form. */
export const submissionBodySchema = z.record(z.string(), z.unknown(), { error: 'Send the form’s fields' });

export const submissionResultSchema = z.object({ received: z.literal(true), thankYouMessage: z.string() });
export type SubmissionResult = z.infer<typeof submissionResultSchema>;
