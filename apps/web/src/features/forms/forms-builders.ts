import type { LeadForm, LeadFormChoices, PublicLeadFormResult } from '@groundwork/domain/forms';

/** Test data for the forms feature, as the server answers it. */

export const GATE_CODE = '0b9a4c53-5f9e-4a43-9d2b-3a4f0d6e7c11';
export const SERVICE = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const REFERRAL = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
export const TOKEN = 'aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abcde';

export const aChoices = (overrides: Partial<LeadFormChoices> = {}): LeadFormChoices => ({
  customFields: [
    { id: GATE_CODE, label: 'Gate code', type: 'text', options: [] },
    { id: SERVICE, label: 'Service', type: 'select', options: ['Mowing', 'Spring clean-up'] },
  ],
  leadSources: [
    { id: REFERRAL, name: 'Website form', status: 'active' },
    { id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b', name: 'Old flyer', status: 'archived' },
  ],
  ...overrides,
});

export const aLeadForm = (overrides: Partial<LeadForm> = {}): LeadForm => ({
  id: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
  name: 'Spring clean-up',
  heading: 'Book your spring clean-up',
  introduction: '',
  fields: [
    { source: 'contact', key: 'firstName', label: 'First name', required: true, missing: false },
    { source: 'contact', key: 'email', label: 'Email', required: true, missing: false },
    { source: 'custom', customFieldId: SERVICE, label: 'Service', required: false, missing: false },
  ],
  submitLabel: '',
  thankYouMessage: 'Thanks!',
  leadSourceId: REFERRAL,
  notifyUserIds: [],
  active: true,
  hostedUrl: `https://app.example/form/${TOKEN}`,
  submitUrl: `https://app.example/api/v2/public/lead_forms/${TOKEN}/submissions`,
  submissionCounts: { total: 3, leadCreated: 1, duplicate: 1, spam: 1 },
  lastSubmittedAt: '2026-04-02T14:05:00.000Z',
  createdAt: '2026-04-01T14:05:00.000Z',
  updatedAt: '2026-04-01T14:05:00.000Z',
  ...overrides,
});

export const aPublicForm = (overrides: Partial<PublicLeadFormResult['form']> = {}): PublicLeadFormResult => ({
  form: {
    heading: 'Book your spring clean-up',
    introduction: 'Tell us about your yard.',
    fields: [
      { name: 'firstName', label: 'First name', kind: 'text', required: true, options: [], maxLength: 80 },
      { name: 'email', label: 'Email', kind: 'email', required: false, options: [], maxLength: 254 },
      { name: 'phone', label: 'Phone', kind: 'tel', required: false, options: [], maxLength: 40 },
      { name: `custom_${SERVICE}`, label: 'Service', kind: 'select', required: true, options: ['Mowing', 'Spring clean-up'], maxLength: null },
      { name: 'notes', label: 'Anything else?', kind: 'textarea', required: false, options: [], maxLength: 4000 },
    ],
    submitLabel: 'Get my quote',
    thankYouMessage: 'Thanks — we will call within a day.',
    company: { name: 'Evergreen Lawn & Landscape', hasLogo: false },
    ...overrides,
  },
  formToken: '1795853147252.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
});
