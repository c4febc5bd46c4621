import { z } from 'zod';
import { clientTypeSchema, isCalendarDate } from '../customers/contact.schemas';

export const customFieldTypes = ['text', 'number', 'date', 'select', 'checkbox'] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];
export const customFieldTypeSchema = z.enum(customFieldTypes, { error: 'Type must be text, number, date, select or checkbox' });
export const customFieldTypeLabels: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  select: 'Select (options)',
  checkbox: 'Checkbox',
};

export const MAX_CUSTOM_FIELDS_PER_TYPE = 100;
export const MAX_TEXT_VALUE_LENGTH = 2000;

const labelSchema = z.string({ error: 'Label is required' }).trim().min(1, 'Label is required').max(80, 'Label must be at most 80 characters');

const optionsSchema = z
  .array(z.string({ error: 'Options must be text' }).trim().min(1, 'An option cannot be empty').max(80, 'An option must be at most 80 characters'), {
    error: 'Options must be a list',
  })
  .max(50, 'At most 50 options')
  .optional()
  .default([]);

function refineOptions(value: { type?: CustomFieldType; options: string[] }, context: z.RefinementCtx, type: CustomFieldType | undefined): void {
  if (type === 'select') {
    if (value.options.length === 0) context.addIssue({ code: 'custom', path: ['options'], message: 'A select field needs at least one option' });
    const lower = value.options.map((option) => option.toLowerCase());
    if (new Set(lower).size !== lower.length) context.addIssue({ code: 'custom', path: ['options'], message: 'Options must be different from each other' });
  }
}

/** POST /custom_fields. Options only for `select` (dropped for the other types). `order` defaults to the end. */
export const customFieldCreateSchema = z
  .object({
    clientType: clientTypeSchema,
    label: labelSchema,
    type: customFieldTypeSchema,
    options: optionsSchema,
    required: z.boolean({ error: 'Required must be true or false' }).optional().default(false),
    order: z.number({ error: 'Order must be a whole number' }).int('Order must be a whole number').min(0).max(10_000).optional(),
  })
  .superRefine((value, context) => refineOptions(value, context, value.type))
  .transform((value) => ({ ...value, options: value.type === 'select' ? value.options : [] }));
export type CustomFieldCreateInput = z.input<typeof customFieldCreateSchema>;

/** PUT /custom_fields/{id}: the type and client type never change (existing values were validated by them). */
export const customFieldUpdateSchema = z.object({
  label: labelSchema,
  options: optionsSchema,
  required: z.boolean({ error: 'Required must be true or false' }).optional().default(false),
  order: z.number({ error: 'Order must be a whole number' }).int('Order must be a whole number').min(0).max(10_000).optional(),
});
export type CustomFieldUpdateInput = z.input<typeof customFieldUpdateSchema>;

export const customFieldListQuerySchema = z.object({ clientType: clientTypeSchema.optional() });

export const customFieldSchema = z.object({
  id: z.uuid(),
  clientType: clientTypeSchema,
  label: z.string(),
  type: customFieldTypeSchema,
  options: z.array(z.string()),
  required: z.boolean(),
  order: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CustomField = z.infer<typeof customFieldSchema>;
export const customFieldListSchema = z.object({ customFields: z.array(customFieldSchema) });
export const customFieldResultSchema = z.object({ customField: customFieldSchema });
export const customFieldDeleteResultSchema = z.object({ id: z.uuid(), outcome: z.literal('deleted'), message: z.string() });

// ── Values ────────────────────────────────────────────────────────────────────────────────
/** text and select → string, number → number, date → 'YYYY-MM-DD', checkbox → boolean; null = not answered. */
export const customFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type CustomFieldValue = z.infer<typeof customFieldValueSchema>;
export type CustomFieldValues = Record<string, CustomFieldValue>;

/** PUT /custom_field_values/{clientType}/{clientId}: values by field id. Fields left out keep their value. */
export const customFieldValuesInputSchema = z.object({
  values: z.record(z.uuid({ error: 'Keys must be custom field ids' }), customFieldValueSchema, { error: 'values must map field ids to values' }),
});
export type CustomFieldValuesInput = z.input<typeof customFieldValuesInputSchema>;

export const customFieldValuesParamsSchema = z.object({
  clientType: clientTypeSchema,
  clientId: z.uuid({ error: 'Must be a valid id' }),
});

/** GET/PUT answer: the client type's definitions (in order) and this client's values (every definition has a key). */
export const customFieldValuesResultSchema = z.object({
  customFields: z.array(customFieldSchema),
  values: z.record(z.string(), customFieldValueSchema),
});
export type CustomFieldValuesResult = z.infer<typeof customFieldValuesResultSchema>;

export type CustomFieldDefinition = Pick<CustomField, 'id' | 'label' | 'type' | 'options' | 'required'>;

export type CustomFieldValidation =
  | { ok: true; values: CustomFieldValues }
  | { ok: false; fieldErrors: Record<string, string[]> };

/** Blank strings count as no answer. */
function isBlank(value: CustomFieldValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks one client's values against the definitions and normalises them: text trimmed, numbers from numeric
 * strings, dates as YYYY-MM-DD, select values matched to their option (case-insensitively), checkboxes from
 * booleans or "true"/"false"/"yes"/"no". Required fields must be answered (a required checkbox must be ticked).
 * Keys that are not a definition's id are dropped. Errors are keyed by field id.
 */
export function validateCustomFieldValues(definitions: readonly CustomFieldDefinition[], values: Record<string, unknown>): CustomFieldValidation {
  const result: CustomFieldValues = {};
  const fieldErrors: Record<string, string[]> = {};
  const fail = (id: string, message: string) => {
    (fieldErrors[id] ??= []).push(message);
  };
  for (const definition of definitions) {
    const raw = values[definition.id] as CustomFieldValue | undefined;
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
      fail(definition.id, `${definition.label} is not a valid value`);
      continue;
    }
    if (isBlank(raw) || (definition.type === 'checkbox' && raw === false && definition.required)) {
      if (definition.required) fail(definition.id, `${definition.label} is required`);
      else result[definition.id] = definition.type === 'checkbox' && raw === false ? false : null;
      continue;
    }
    const value = raw as string | number | boolean;
    switch (definition.type) {
      case 'text': {
        const text = String(value).trim();
        if (typeof value === 'boolean') fail(definition.id, `${definition.label} must be text`);
        else if (text.length > MAX_TEXT_VALUE_LENGTH) fail(definition.id, `${definition.label} must be at most ${MAX_TEXT_VALUE_LENGTH} characters`);
        else result[definition.id] = text;
        break;
      }
      case 'number': {
        const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/,/g, '').trim()) : Number.NaN;
        if (!Number.isFinite(number) || Math.abs(number) > 1e15) fail(definition.id, `${definition.label} must be a number`);
        else result[definition.id] = number;
        break;
      }
      case 'date': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (!isCalendarDate(text)) fail(definition.id, `${definition.label} must be a date (YYYY-MM-DD)`);
        else result[definition.id] = text;
        break;
      }
      case 'select': {
        const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
        const option = definition.options.find((candidate) => candidate.toLowerCase() === text);
        if (option === undefined) fail(definition.id, `${definition.label} must be one of: ${definition.options.join(', ')}`);
        else result[definition.id] = option;
        break;
      }
      case 'checkbox': {
        const parsed = typeof value === 'boolean' ? value : typeof value === 'string' ? parseBooleanText(value) : undefined;
        if (parsed === undefined) fail(definition.id, `${definition.label} must be checked or unchecked`);
        else if (!parsed && definition.required) fail(definition.id, `${definition.label} is required`);
        else result[definition.id] = parsed;
        break;
      }
    }
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, values: result };
}

function parseBooleanText(value: string): boolean | undefined {
  const text = value.trim().toLowerCase();
  if (['true', 'yes', 'y', '1', 'on', 'checked'].includes(text)) return true;
  if (['false', 'no', 'n', '0', 'off', 'unchecked'].includes(text)) return false;
  return undefined;
}

/** Definitions in the order they are shown: `order`, then label. */
export function sortCustomFields<T extends { order: number; label: string }>(fields: readonly T[]): T[] {
  return [...fields].sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

/**
 * A converted lead's values for the customer's fields: a lead field's value moves to the customer field with the same
 * label (ignoring case) and type; a select value only when the customer field offers that option.
 */
export function carryCustomFieldValues(
  from: readonly CustomFieldDefinition[],
  to: readonly CustomFieldDefinition[],
  values: Record<string, unknown>,
): CustomFieldValues {
  const carried: CustomFieldValues = {};
  for (const target of to) {
    const source = from.find((field) => field.type === target.type && field.label.trim().toLowerCase() === target.label.trim().toLowerCase());
    const value = source ? (values[source.id] as CustomFieldValue | undefined) : undefined;
    if (value === undefined || value === null) continue;
    if (target.type === 'select' && !target.options.includes(String(value))) continue;
    carried[target.id] = value;
  }
  return carried;
}
