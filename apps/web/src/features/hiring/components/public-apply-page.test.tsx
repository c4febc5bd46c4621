import { APPLY_TOO_FAST_MESSAGE } from '@groundwork/domain/hiring';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aPublicPosting } from '../hiring-builders';
import { PublicApplyPage } from './public-apply-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const token = 'aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abcde';
const path = `/api/v2/public/job_postings/${token}`;
const SCRIPT = '<img src=x onerror=alert(1)><script>alert("x")</script>';

describe('PublicApplyPage', () => {
  it('shows what the company wrote as text, never as markup', async () => {
    mockFetch({ [`GET ${path}`]: ok(aPublicPosting({ title: SCRIPT, description: SCRIPT, responsibilities: [SCRIPT] })) });
    const { container } = renderWithProviders(<PublicApplyPage token={token} />);
    expect(await screen.findByRole('heading', { level: 1, name: SCRIPT })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('sends the form and its files as multipart with the form token, and thanks the applicant', async () => {
    const requests = mockFetch({ [`GET ${path}`]: ok(aPublicPosting()), [`POST ${path}/applications`]: ok({ received: true }, 201) });
    const { user, container } = renderWithProviders(<PublicApplyPage token={token} />);
    const form = await screen.findByRole('form', { name: 'Apply' });
    expect(await axeViolations(container)).toEqual([]);
    // The honeypot is out of sight, out of the tab order and hidden from screen readers.
    expect(within(form).queryByRole('textbox', { name: /Website/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Give an e-mail address or a phone number so we can reach you')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Full name'), 'Jesse Park');
    await user.type(within(form).getByLabelText('Phone'), '(612) 555-0142');
    await user.type(within(form).getByLabelText('Experience'), 'Two seasons on a mowing crew.');
    const resume = new File(['%PDF-1.4 resume'], 'resume.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('Résumé or other files (optional)'), resume);
    expect(within(form).getByRole('list', { name: 'Files to send' })).toHaveTextContent('resume.pdf');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Jesse Park. Your application is in.');
    const sent = requests.calls('POST', `${path}/applications`)[0]!;
    expect(sent.headers.get('Authorization')).toBeNull();
    const body = sent.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Jesse Park',
      email: '',
      phone: '(612) 555-0142',
      experience: 'Two seasons on a mowing crew.',
      website: '',
      formToken: aPublicPosting().formToken,
    });
    expect((body.getAll('attachments') as File[]).map((file) => file.name)).toEqual(['resume.pdf']);
  });

  it('refuses a fourth file or one over 5 MB before sending anything', async () => {
    mockFetch({ [`GET ${path}`]: ok(aPublicPosting()) });
    const { user } = renderWithProviders(<PublicApplyPage token={token} />);
    const form = await screen.findByRole('form', { name: 'Apply' });
    const picker = within(form).getByLabelText('Résumé or other files (optional)');
    await user.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' }));
    expect(within(form).getByText('Each file must be 5 MB or smaller')).toBeInTheDocument();
    await user.upload(picker, [1, 2, 3, 4].map((n) => new File(['%PDF'], `${n}.pdf`, { type: 'application/pdf' })));
    expect(within(form).getByText('Attach at most 3 files')).toBeInTheDocument();
    expect(within(form).queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    mockFetch({ [`GET ${path}`]: ok(aPublicPosting()), [`POST ${path}/applications`]: fail(422, APPLY_TOO_FAST_MESSAGE, 'BUSINESS_RULE') });
    const { user } = renderWithProviders(<PublicApplyPage token={token} />);
    const form = await screen.findByRole('form', { name: 'Apply' });
    await user.type(within(form).getByLabelText('Full name'), 'Jesse Park');
    await user.type(within(form).getByLabelText('Email'), 'jesse@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(APPLY_TOO_FAST_MESSAGE);
    expect(within(form).getByLabelText('Full name')).toHaveValue('Jesse Park');
  });

  it('puts a file’s own refusal under the file picker', async () => {
    mockFetch({
      [`GET ${path}`]: ok(aPublicPosting()),
      [`POST ${path}/applications`]: fail(400, 'Attach a PDF or a photo (PNG, JPEG or WebP)', 'VALIDATION_FAILED', { 'attachments.0': ['Attach a PDF or a photo (PNG, JPEG or WebP)'] }),
    });
    const { user } = renderWithProviders(<PublicApplyPage token={token} />);
    const form = await screen.findByRole('form', { name: 'Apply' });
    await user.type(within(form).getByLabelText('Full name'), 'Jesse Park');
    await user.type(within(form).getByLabelText('Email'), 'jesse@example.com');
    await user.upload(within(form).getByLabelText('Résumé or other files (optional)'), new File(['MZ'], 'resume.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(within(form).getByLabelText('Résumé or other files (optional)')).toHaveAccessibleDescription('Attach a PDF or a photo (PNG, JPEG or WebP)'));
  });
});
