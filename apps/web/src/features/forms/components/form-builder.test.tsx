import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aChoices, aLeadForm, GATE_CODE, REFERRAL, SERVICE } from '../forms-builders';
import { FormBuilder } from './form-builder';

afterEach(() => {
  vi.unstubAllGlobals();
});

const people = [
  { id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', name: 'Olivia Reyes', email: 'olivia@evergreen.test', role: 'admin' },
  { id: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e', name: 'Jordan Price', email: 'jordan@evergreen.test', role: 'office_manager' },
];

describe('FormBuilder', () => {
  it('builds a form from contact and custom fields, in the order set with the up and down buttons', async () => {
    const requests = mockFetch({ 'POST /api/v2/lead_forms': ok({ form: aLeadForm() }, 201) });
    const onDone = vi.fn();
    const { user, container } = renderWithProviders(<FormBuilder form={null} choices={aChoices()} people={people} onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'New form' });
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Create form' }));
    expect(within(form).getByText('Name is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Form name'), 'Spring clean-up');
    // Add the custom select field and make it required, then move it to the top.
    await user.selectOptions(within(form).getByLabelText('Add a field'), 'Service (custom field)');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    const fields = within(form).getByRole('list', { name: 'Fields on the form' });
    expect(within(fields).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(fields).getByRole('checkbox', { name: 'Required: Service' }));
    for (let step = 0; step < 5; step += 1) await user.click(within(fields).getByRole('button', { name: 'Move Service up' }));
    expect(within(fields).getByRole('button', { name: 'Move Service up' })).toBeDisabled();
    await user.clear(within(fields).getByLabelText('Label for Service (custom field)'));
    await user.type(within(fields).getByLabelText('Label for Service (custom field)'), 'What do you need?');
    // Drop the phone field; the phone can be added back from the picker.
    await user.click(within(fields).getByRole('button', { name: 'Remove Phone' }));
    expect(within(form).getByRole('option', { name: 'Phone (contact)' })).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Lead source'), 'Website form');
    expect(within(form).queryByRole('option', { name: /Old flyer/ })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: /Jordan Price/ }));
    await user.clear(within(form).getByLabelText('Thank-you message'));
    await user.type(within(form).getByLabelText('Thank-you message'), 'We will call you tomorrow.');
    await user.click(within(form).getByRole('button', { name: 'Create form' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = requests.calls('POST', '/api/v2/lead_forms')[0]!;
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    expect(sent.body).toMatchObject({
      name: 'Spring clean-up',
      leadSourceId: REFERRAL,
      notifyUserIds: [people[1]!.id],
      thankYouMessage: 'We will call you tomorrow.',
      active: true,
      fields: [
        { source: 'custom', customFieldId: SERVICE, label: 'What do you need?', required: true },
        { source: 'contact', key: 'firstName', label: 'First name', required: true },
        { source: 'contact', key: 'lastName', label: 'Last name', required: false },
        { source: 'contact', key: 'email', label: 'Email', required: true },
        { source: 'contact', key: 'notes', label: 'How can we help?', required: false },
      ],
    });
  });

  it('says a form needs a name field before anything is sent', async () => {
    const requests = mockFetch({});
    const { user } = renderWithProviders(<FormBuilder form={null} choices={aChoices()} people={people} onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'New form' });
    await user.type(within(form).getByLabelText('Form name'), 'No names');
    const fields = within(form).getByRole('list', { name: 'Fields on the form' });
    await user.click(within(fields).getByRole('button', { name: 'Remove First name' }));
    await user.click(within(fields).getByRole('button', { name: 'Remove Last name' }));
    await user.click(within(form).getByRole('button', { name: 'Create form' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Add a name field (first name, last name or company name) so each lead has a name');
    expect(requests.requests).toHaveLength(0);
  });

  it('saves changes with the version it loaded and keeps what was typed when the server refuses', async () => {
    const existing = aLeadForm({ fields: [...aLeadForm().fields, { source: 'custom', customFieldId: GATE_CODE, label: 'Gate code', required: false, missing: false }] });
    const requests = mockFetch({
      [`PUT /api/v2/lead_forms/${existing.id}`]: fail(409, 'This form was changed by someone else. Reload it to see their changes.', 'CONFLICT'),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<FormBuilder form={existing} choices={aChoices()} people={people} onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Edit Spring clean-up' });
    await user.clear(within(form).getByLabelText('Form name'));
    await user.type(within(form).getByLabelText('Form name'), 'Fall clean-up');
    await user.click(within(form).getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Failed to save the form')).toBeInTheDocument();
    expect(requests.calls('PUT', `/api/v2/lead_forms/${existing.id}`)[0]!.body).toMatchObject({ name: 'Fall clean-up', updatedAt: existing.updatedAt });
    expect(within(form).getByLabelText('Form name')).toHaveValue('Fall clean-up');
    expect(onDone).not.toHaveBeenCalled();
  });
});
