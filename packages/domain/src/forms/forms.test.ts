import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '../custom-fields/custom-fields.schemas';
import {
  buildSubmissionSchema,
  duplicateEmailKey,
  duplicatePhoneKey,
  htmlFormSnippet,
  iframeSnippet,
  labelledAnswers,
  publicFormFields,
  submittedLead,
} from './forms';
import {
  createLeadFormInputSchema,
  DEFAULT_THANK_YOU_MESSAGE,
  FORM_CONTACT_FIELD_MESSAGE,
  FORM_DUPLICATE_FIELD_MESSAGE,
  FORM_NAME_FIELD_MESSAGE,
  SUBMISSION_CONTACT_MESSAGE,
  SUBMISSION_NAME_MESSAGE,
  type FormField,
} from './forms.schemas';

const GATE = '0b9a4c53-5f9e-4a43-9d2b-3a4f0d6e7c11';
const SERVICE = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const DOG = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

const customFields: CustomFieldDefinition[] = [
  { id: GATE, label: 'Gate code', type: 'text', options: [], required: false },
  { id: SERVICE, label: 'Service wanted', type: 'select', options: ['Mowing', 'Mulch'], required: false },
  { id: DOG, label: 'Dog in the yard', type: 'checkbox', options: [], required: false },
];

const contact = (key: Extract<FormField, { source: 'contact' }>['key'], label: string, required = false): FormField => ({ source: 'contact', key, label, required });
const custom = (customFieldId: string, label: string, required = false): FormField => ({ source: 'custom', customFieldId, label, required });

const aForm = (fields: FormField[] = [contact('firstName', 'First name', true), contact('lastName', 'Last name'), contact('email', 'Email'), contact('phone', 'Phone')]) => ({
  name: 'Spring clean-up',
  fields,
});

describe('the form definition', () => {
  it('accepts a form with a name field and a way to reach the visitor, with the default thank-you message', () => {
    const parsed = createLeadFormInputSchema.parse(aForm());
    expect(parsed.thankYouMessage).toBe(DEFAULT_THANK_YOU_MESSAGE);
    expect(parsed.active).toBe(true);
    expect(parsed.notifyUserIds).toEqual([]);
  });

  it.each([
    ['no name field', [contact('email', 'Email')], FORM_NAME_FIELD_MESSAGE],
    ['no e-mail or phone', [contact('firstName', 'First name')], FORM_CONTACT_FIELD_MESSAGE],
    ['a field twice', [contact('firstName', 'First name'), contact('email', 'Email'), contact('email', 'Email again')], FORM_DUPLICATE_FIELD_MESSAGE],
    ['a custom field twice', [contact('firstName', 'Name'), contact('phone', 'Phone'), custom(GATE, 'Gate'), custom(GATE, 'Gate code')], FORM_DUPLICATE_FIELD_MESSAGE],
  ])('refuses %s', (_name, fields, message) => {
    const result = createLeadFormInputSchema.safeParse(aForm(fields));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('refuses an unknown contact field and a blank label', () => {
    const result = createLeadFormInputSchema.safeParse({ name: 'x', fields: [{ source: 'contact', key: 'password', label: 'P', required: false }, { source: 'contact', key: 'email', label: ' ', required: true }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['fields.0.key', 'fields.1.label']));
  });

  it('keeps each notified user once', () => {
    const id = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b';
    expect(createLeadFormInputSchema.parse({ ...aForm(), notifyUserIds: [id, id] }).notifyUserIds).toEqual([id]);
  });
});

describe('the public fields', () => {
  it('shows custom fields with their type and options, and leaves out one deleted since', () => {
    const fields = publicFormFields(
      [contact('firstName', 'Your name', true), custom(SERVICE, 'What do you need?', true), custom('4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c', 'Gone'), contact('notes', 'Message')],
      customFields,
    );
    expect(fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['firstName', 'text', true],
      [`custom_${SERVICE}`, 'select', true],
      ['notes', 'textarea', false],
    ]);
    expect(fields[1]!.options).toEqual(['Mowing', 'Mulch']);
  });
});

describe('a submission checked against its form', () => {
  const fields = publicFormFields(
    [contact('firstName', 'First name', true), contact('lastName', 'Last name'), contact('email', 'Email'), contact('phone', 'Phone'), custom(SERVICE, 'Service'), custom(DOG, 'Dog'), custom(GATE, 'Gate code')],
    customFields,
  );
  const schema = buildSubmissionSchema(fields);

  it('normalises the answers and drops keys that are not on the form', () => {
    const parsed = schema.parse({
      firstName: '  Dana   Whitfield ',
      email: 'Dana@Example.COM ',
      phone: '(612) 555-0187',
      [`custom_${SERVICE}`]: 'mulch',
      [`custom_${DOG}`]: 'on',
      companyId: 'another company',
      role: 'admin',
      formToken: '123.abc',
    });
    expect(parsed.answers).toEqual({
      firstName: 'Dana Whitfield',
      lastName: '',
      email: 'dana@example.com',
      phone: '(612) 555-0187',
      [`custom_${SERVICE}`]: 'Mulch',
      [`custom_${DOG}`]: true,
      [`custom_${GATE}`]: '',
    });
    expect(parsed.formToken).toBe('123.abc');
    expect(parsed.website).toBe('');
    expect(submittedLead(parsed.answers)).toEqual({
      contact: { firstName: 'Dana Whitfield', lastName: '', email: 'dana@example.com', phone: '(612) 555-0187' },
      customFieldValues: { [SERVICE]: 'Mulch', [DOG]: true, [GATE]: null },
    });
  });

  it.each([
    ['a required field left blank', { firstName: ' ', email: 'a@b.co' }, 'firstName', 'First name is required'],
    ['no way to reach the visitor', { firstName: 'Dana' }, 'email', SUBMISSION_CONTACT_MESSAGE],
    ['a bad e-mail', { firstName: 'Dana', email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    ['a bad phone', { firstName: 'Dana', phone: '12' }, 'phone', 'Enter a valid phone (7 to 15 digits)'],
    ['an option the field does not offer', { firstName: 'Dana', email: 'a@b.co', [`custom_${SERVICE}`]: 'Snow' }, `custom_${SERVICE}`, 'Choose one of: Mowing, Mulch'],
    ['a huge string', { firstName: 'x'.repeat(100_000), email: 'a@b.co' }, 'firstName', 'First name must be at most 80 characters'],
    ['an object instead of text', { firstName: { $gt: '' }, email: 'a@b.co' }, 'firstName', 'First name must be text'],
    ['a checkbox answered with nonsense', { firstName: 'Dana', email: 'a@b.co', [`custom_${DOG}`]: 'maybe' }, `custom_${DOG}`, 'Dog must be ticked or not'],
  ])('refuses %s with a message on the field', (_name, body, path, message) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
    expect(issues).toContain(message);
  });

  it('asks for a name when the form has only optional name fields', () => {
    const optional = buildSubmissionSchema(publicFormFields([contact('firstName', 'First name'), contact('email', 'Email')], customFields));
    const result = optional.safeParse({ email: 'a@b.co' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([SUBMISSION_NAME_MESSAGE]);
  });

  it('keeps script as text: it is the display that escapes it', () => {
    const parsed = schema.parse({ firstName: '<script>alert(1)</script>', email: 'a@b.co' });
    expect(parsed.answers.firstName).toBe('<script>alert(1)</script>');
    expect(labelledAnswers(fields, parsed.answers)[0]).toEqual({ label: 'First name', value: '<script>alert(1)</script>' });
  });

  it('never throws whatever the body holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (body) => {
        expect(() => schema.safeParse(body)).not.toThrow();
      }),
    );
  });
});

describe('duplicate matching', () => {
  it('matches e-mails whatever their case', () => {
    expect(duplicateEmailKey('  Dana@Example.com ')).toBe(duplicateEmailKey('dana@example.com'));
    expect(duplicateEmailKey('   ')).toBeNull();
  });

  it.each([
    ['(612) 555-0187', '612.555.0187'],
    ['+1 612 555 0187', '612-555-0187'],
    ['612 555 0187 ext. 12', '6125550187'],
  ])('matches %s with %s', (a, b) => {
    expect(duplicatePhoneKey(a)).toBe(duplicatePhoneKey(b));
    expect(duplicatePhoneKey(a)).toBe('6125550187');
  });

  it('matches nothing on too few digits', () => {
    expect(duplicatePhoneKey('555-01')).toBeNull();
    expect(duplicatePhoneKey('')).toBeNull();
  });
});

describe('the embed snippets', () => {
  const fields = publicFormFields([contact('firstName', 'Name "quoted" <b>', true), contact('email', 'Email'), custom(SERVICE, 'Service')], customFields);

  it('an iframe of the hosted page, its title escaped', () => {
    expect(iframeSnippet('https://app.example/form/abc', 'Spring <clean-up>')).toBe(
      '<iframe src="https://app.example/form/abc" title="Spring &lt;clean-up&gt;" style="width:100%;min-height:720px;border:0" loading="lazy"></iframe>',
    );
  });

  it('a plain form posting to the endpoint, with every field, the honeypot, and labels escaped', () => {
    const html = htmlFormSnippet('https://app.example/api/v2/public/lead_forms/abc/submissions', fields, 'Get my quote');
    expect(html).toContain('<form method="post" action="https://app.example/api/v2/public/lead_forms/abc/submissions"');
    expect(html).toContain('<label for="gw-firstName">Name &quot;quoted&quot; &lt;b&gt; *</label>');
    expect(html).toContain('name="firstName" maxlength="80" required');
    expect(html).toContain('<input type="email" id="gw-email" name="email"');
    expect(html).toContain(`<select id="gw-custom_${SERVICE}" name="custom_${SERVICE}"><option value="">Choose…</option><option>Mowing</option><option>Mulch</option></select>`);
    expect(html).toContain('name="website" tabindex="-1"');
    expect(html).toContain('<button type="submit">Get my quote</button>');
    expect(html).not.toContain('<b>');
  });
});
