import { z } from 'zod';
import type { CustomFieldDefinition, CustomFieldValues } from '../custom-fields/custom-fields.schemas';
import { isCalendarDate, isValidPhone } from '../customers/contact.schemas';
import {
  contactFieldKinds,
  contactFieldMaxLengths,
  FORM_TOKEN_FIELD,
  formFieldName,
  HONEYPOT_FIELD,
  NAME_FIELD_KEYS,
  REACH_FIELD_KEYS,
  SUBMISSION_CONTACT_MESSAGE,
  SUBMISSION_NAME_MESSAGE,
  type ContactFieldKey,
  type FormField,
  type PublicFormField,
} from './forms.schemas';

/** The longest answer a custom text field takes (the custom fields' own limit). */
const CUSTOM_TEXT_MAX = 2000;

/**
 * The fields as the visitor sees them: contact fields as they are, custom fields with their current type and
 * options. A custom field deleted since the form was built is left out (nothing could store its answer).
 */
export function publicFormFields(fields: readonly FormField[], customFields: readonly CustomFieldDefinition[]): PublicFormField[] {
  const result: PublicFormField[] = [];
  for (const field of fields) {
    if (field.source === 'contact') {
      result.push({ name: field.key, label: field.label, kind: contactFieldKinds[field.key], required: field.required, options: [], maxLength: contactFieldMaxLengths[field.key] });
      continue;
    }
    const definition = customFields.find((candidate) => candidate.id === field.customFieldId);
    if (!definition) continue;
    const kind = definition.type === 'text' ? 'text' : definition.type;
    result.push({
      name: formFieldName(field),
      label: field.label,
      kind,
      required: field.required,
      options: definition.type === 'select' ? definition.options : [],
      maxLength: definition.type === 'text' ? CUSTOM_TEXT_MAX : null,
    });
  }
  return result;
}

export type SubmissionValue = string | number | boolean | null;

/** A blank answer: absent, null, or only spaces. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** One field's answer: text from a form post or JSON, checked by the field's kind; '' / null when left blank. */
function answerSchema(field: PublicFormField): z.ZodType<SubmissionValue> {
  const required = `${field.label} is required`;
  const asText = z.union([z.string(), z.number()], { error: `${field.label} must be text` }).transform((value) => String(value).trim());
  const blankOr = (inner: z.ZodType<SubmissionValue>) =>
    z.unknown().optional().transform((value, context): SubmissionValue => {
      if (isBlank(value)) {
        if (field.required) {
          context.addIssue({ code: 'custom', message: required });
          return z.NEVER;
        }
        return field.kind === 'checkbox' ? false : field.kind === 'number' || field.kind === 'date' || field.kind === 'select' ? null : '';
      }
      const parsed = inner.safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      return parsed.data;
    });

  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const max = field.maxLength ?? CUSTOM_TEXT_MAX;
      // One line where one line is expected: a name or a street never carries line breaks into the lead.
      const line = field.kind === 'text' ? (text: string) => text.replace(/\s+/g, ' ') : (text: string) => text.replace(/\r\n?/g, '\n');
      return blankOr(asText.pipe(z.string().max(max, `${field.label} must be at most ${max} characters`)).transform(line));
    }
    case 'email':
      return blankOr(
        asText
          .pipe(z.string().max(254, `${field.label} must be at most 254 characters`))
          .transform((text) => text.toLowerCase())
          .refine((text) => z.email().safeParse(text).success, 'Enter a valid email address'),
      );
    case 'tel':
      return blankOr(
        asText.pipe(z.string().max(40, `${field.label} must be at most 40 characters`)).refine(isValidPhone, `Enter a valid ${field.label.toLowerCase()} (7 to 15 digits)`),
      );
    case 'number':
      return blankOr(
        asText.transform((text, context) => {
          const number = Number(text.replace(/,/g, ''));
          if (!Number.isFinite(number) || Math.abs(number) > 1e15) {
            context.addIssue({ code: 'custom', message: `${field.label} must be a number` });
            return z.NEVER;
          }
          return number;
        }),
      );
    case 'date':
      return blankOr(asText.refine(isCalendarDate, `${field.label} must be a date (YYYY-MM-DD)`));
    case 'select':
      return blankOr(
        asText.transform((text, context) => {
          const option = field.options.find((candidate) => candidate.toLowerCase() === text.toLowerCase());
          if (option === undefined) {
            context.addIssue({ code: 'custom', message: `Choose one of: ${field.options.join(', ')}` });
            return z.NEVER;
          }
          return option;
        }),
      );
    case 'checkbox':
      // A ticked HTML checkbox posts "on" (or its value); an unticked one posts nothing.
      return z.unknown().optional().transform((value, context): SubmissionValue => {
        const ticked = value === true || (typeof value === 'string' && ['on', 'true', 'yes', '1'].includes(value.trim().toLowerCase()));
        const unticked = isBlank(value) || value === false || (typeof value === 'string' && ['off', 'false', 'no', '0'].includes(value.trim().toLowerCase()));
        if (!ticked && !unticked) {
          context.addIssue({ code: 'custom', message: `${field.label} must be ticked or not` });
          return z.NEVER;
        }
        if (field.required && !ticked) {
          context.addIssue({ code: 'custom', message: required });
          return z.NEVER;
        }
        return ticked;
      });
  }
}

/** The honeypot and the form token: text, kept short (a bot's essay in the honeypot is still just spam). */
const controlText = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? value.slice(0, 500) : typeof value === 'number' ? String(value) : ''));

export interface SubmissionFields {
  /** Answers by field name (`firstName`, `custom_<id>`). */
  answers: Record<string, SubmissionValue>;
  website: string;
  formToken: string;
}

/**
 * The schema of a submission to this form, built from its fields: each field checked by its kind, required ones
 * required, keys not on the form dropped. A name must be given (a lead needs one), and an e-mail or a phone when the
 * form asks for either. Messages are keyed by the field's input name.
 */
export function buildSubmissionSchema(fields: readonly PublicFormField[]): z.ZodType<SubmissionFields, unknown> {
  const shape: Record<string, z.ZodType<SubmissionValue>> = {};
  for (const field of fields) shape[field.name] = answerSchema(field);
  const names = fields.map((field) => field.name);
  const nameFields = names.filter((name) => (NAME_FIELD_KEYS as readonly string[]).includes(name));
  const reachFields = names.filter((name) => (REACH_FIELD_KEYS as readonly string[]).includes(name));
  return z
    .object({ ...shape, [HONEYPOT_FIELD]: controlText, [FORM_TOKEN_FIELD]: controlText }, { error: 'Send the form’s fields' })
    .superRefine((value, context) => {
      const given = (name: string) => !isBlank((value as Record<string, unknown>)[name]);
      if (nameFields.length > 0 && !nameFields.some(given)) context.addIssue({ code: 'custom', path: [nameFields[0]!], message: SUBMISSION_NAME_MESSAGE });
      if (reachFields.length > 0 && !reachFields.some(given)) context.addIssue({ code: 'custom', path: [reachFields[0]!], message: SUBMISSION_CONTACT_MESSAGE });
    })
    .transform((value) => {
      const record = value as Record<string, unknown>;
      const answers: Record<string, SubmissionValue> = {};
      for (const name of names) answers[name] = record[name] as SubmissionValue;
      return { answers, website: String(record[HONEYPOT_FIELD] ?? ''), formToken: String(record[FORM_TOKEN_FIELD] ?? '') };
    }) as unknown as z.ZodType<SubmissionFields, unknown>;
}

/** The lead a submission makes: its contact fields and its custom field values by field id. */
export interface SubmittedLead {
  contact: Partial<Record<ContactFieldKey, string>>;
  customFieldValues: CustomFieldValues;
}

export function submittedLead(answers: Record<string, SubmissionValue>): SubmittedLead {
  const contact: Partial<Record<ContactFieldKey, string>> = {};
  const customFieldValues: CustomFieldValues = {};
  for (const [name, value] of Object.entries(answers)) {
    if (name.startsWith('custom_')) customFieldValues[name.slice('custom_'.length)] = value === '' ? null : value;
    else contact[name as ContactFieldKey] = value === null ? '' : String(value);
  }
  return { contact, customFieldValues };
}

/** The answers under the labels the visitor saw, for the office's list and e-mail ('Yes'/'No' for checkboxes). */
export function labelledAnswers(fields: readonly PublicFormField[], answers: Record<string, SubmissionValue>): Array<{ label: string; value: string }> {
  return fields.map((field) => {
    const value = answers[field.name];
    return { label: field.label, value: value === true ? 'Yes' : value === false ? 'No' : value === null || value === undefined ? '' : String(value) };
  });
}

// ── Duplicates ────────────────────────────────────────────────────────────────────────────────
/** E-mails match whatever their case and surrounding spaces. */
export function duplicateEmailKey(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key === '' ? null : key;
}

/**
 * Phones match on their last ten digits, so "(612) 555-0187", "612.555.0187" and "+1 612 555 0187" are one number;
 * an extension is not part of it. Fewer than 7 digits match nothing.
 */
export function duplicatePhoneKey(phone: string): string | null {
  const main = phone.replace(/\s*(x|ext\.?)\s*\d{1,6}$/i, '');
  const digits = main.replace(/\D+/g, '');
  if (digits.length < 7) return null;
  return digits.slice(-10);
}

// ── Embedding ─────────────────────────────────────────────────────────────────────────────────
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const inputTypes: Record<PublicFormField['kind'], string> = { text: 'text', email: 'email', tel: 'tel', textarea: 'text', number: 'text', date: 'date', select: 'text', checkbox: 'checkbox' };

/** The iframe of the hosted page, to paste into the company's website. */
export function iframeSnippet(hostedUrl: string, title: string): string {
  return `<iframe src="${escapeHtml(hostedUrl)}" title="${escapeHtml(title)}" style="width:100%;min-height:720px;border:0" loading="lazy"></iframe>`;
}

/**
 * A plain HTML form that posts to the form's endpoint: no script, styled by the website it is pasted into. After
 * sending, the visitor lands on the hosted page's thank-you message. The hidden field is the honeypot.
 */
export function htmlFormSnippet(submitUrl: string, fields: readonly PublicFormField[], submitLabel: string): string {
  const lines = [`<form method="post" action="${escapeHtml(submitUrl)}" accept-charset="UTF-8">`];
  for (const field of fields) {
    const id = `gw-${field.name}`;
    const required = field.required ? ' required' : '';
    const label = `<label for="${id}">${escapeHtml(field.label)}${field.required ? ' *' : ''}</label>`;
    if (field.kind === 'checkbox') {
      lines.push(`  <p><input type="checkbox" id="${id}" name="${field.name}" value="on"${required}> ${label}</p>`);
    } else if (field.kind === 'textarea') {
      lines.push(`  <p>${label}<br><textarea id="${id}" name="${field.name}" rows="4"${field.maxLength ? ` maxlength="${field.maxLength}"` : ''}${required}></textarea></p>`);
    } else if (field.kind === 'select') {
      const options = [`<option value="">Choose…</option>`, ...field.options.map((option) => `<option>${escapeHtml(option)}</option>`)].join('');
      lines.push(`  <p>${label}<br><select id="${id}" name="${field.name}"${required}>${options}</select></p>`);
    } else {
      const max = field.maxLength ? ` maxlength="${field.maxLength}"` : '';
      lines.push(`  <p>${label}<br><input type="${inputTypes[field.kind]}" id="${id}" name="${field.name}"${max}${required}></p>`);
    }
  }
  lines.push(`  <div style="position:absolute;left:-10000px" aria-hidden="true"><label>Leave this empty <input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>`);
  lines.push(`  <p><button type="submit">${escapeHtml(submitLabel || 'Send')}</button></p>`);
  lines.push('</form>');
  return lines.join('\n');
}
