import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aPublicForm, SERVICE, TOKEN } from '../forms-builders';
import { PublicFormPage } from './public-form-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const path = `/api/v2/public/lead_forms/${TOKEN}`;
const SCRIPT = '<img src=x onerror=alert(1)><script>alert("x")</script>';

describe('PublicFormPage', () => {
  it('shows what the company wrote as text, never as markup', async () => {
    mockFetch({ [`GET ${path}`]: ok(aPublicForm({ heading: SCRIPT, introduction: SCRIPT, fields: [{ name: 'firstName', label: SCRIPT, kind: 'text', required: true, options: [], maxLength: 80 }] })) });
    const { container } = renderWithProviders(<PublicFormPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: SCRIPT })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('checks the answers, sends them with the form token and one Idempotency-Key, and shows the thank-you message', async () => {
    const requests = mockFetch({ [`GET ${path}`]: ok(aPublicForm()), [`POST ${path}/submissions`]: ok({ received: true, thankYouMessage: 'Thanks — we will call within a day.' }, 201) });
    const { user, container } = renderWithProviders(<PublicFormPage token={TOKEN} />);
    const form = await screen.findByRole('form', { name: 'Book your spring clean-up' });
    expect(await axeViolations(container)).toEqual([]);
    // The honeypot is out of sight, out of the tab order and hidden from screen readers.
    expect(within(form).queryByRole('textbox', { name: /Website/ })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Get my quote' }));
    expect(within(form).getByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Service is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('First name *'), 'Dana');
    await user.selectOptions(within(form).getByLabelText('Service *'), 'Mowing');
    await user.click(within(form).getByRole('button', { name: 'Get my quote' }));
    expect(within(form).getByText('Give an email address or a phone number so we can reach you')).toBeInTheDocument();
    expect(requests.calls('POST', `${path}/submissions`)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Email'), 'dana@example.com');
    await user.type(within(form).getByLabelText('Anything else?'), SCRIPT);
    await user.click(within(form).getByRole('button', { name: 'Get my quote' }));

    expect(await screen.findByText('Thanks — we will call within a day.')).toBeInTheDocument();
    const sent = requests.calls('POST', `${path}/submissions`)[0]!;
    expect(sent.headers.get('Authorization')).toBeNull();
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.body).toEqual({ firstName: 'Dana', email: 'dana@example.com', phone: '', [`custom_${SERVICE}`]: 'Mowing', notes: SCRIPT, website: '', formToken: aPublicForm().formToken });
  });

  it('shows the server’s field messages and keeps the answers', async () => {
    mockFetch({
      [`GET ${path}`]: ok(aPublicForm()),
      [`POST ${path}/submissions`]: fail(400, 'Enter a valid email address', 'VALIDATION_FAILED', { email: ['Enter a valid email address'] }),
    });
    const { user } = renderWithProviders(<PublicFormPage token={TOKEN} />);
    const form = await screen.findByRole('form', { name: 'Book your spring clean-up' });
    await user.type(within(form).getByLabelText('First name *'), 'Dana');
    await user.type(within(form).getByLabelText('Phone'), '612 555 0142');
    await user.selectOptions(within(form).getByLabelText('Service *'), 'Mowing');
    await user.click(within(form).getByRole('button', { name: 'Get my quote' }));
    await waitFor(() => expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument());
    expect(within(form).getByLabelText('First name *')).toHaveValue('Dana');
  });

  it('lands on the thank-you message after a plain HTML post, and says when a form is gone', async () => {
    mockFetch({ [`GET ${path}`]: ok(aPublicForm()) });
    const { unmount } = renderWithProviders(<PublicFormPage token={TOKEN} sent />);
    expect(await screen.findByText('Thanks — we will call within a day.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    unmount();

    mockFetch({ [`GET ${path}`]: fail(404, 'This form is no longer accepting submissions, or the link is not valid.', 'NOT_FOUND') });
    renderWithProviders(<PublicFormPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'This form is no longer accepting submissions, or the link is not valid.' })).toBeInTheDocument();
  });
});
