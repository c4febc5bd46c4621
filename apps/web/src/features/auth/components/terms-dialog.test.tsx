import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { useAuth } from '../auth-provider';
import { TermsDialog } from './terms-dialog';

function TermsGate({ onContinue }: { onContinue: () => void }) {
  const { user } = useAuth();
  return <TermsDialog accepted={user?.isTermsAccepted ?? false} documents={<p>Both documents here.</p>} onContinue={onContinue} />;
}

function signedInWithoutTerms() {
  const user = aUser({ isTermsAccepted: false, termsAcceptedAt: null, termsAcceptedVersion: null });
  storeSession({ user });
  return user;
}

describe('TermsDialog', () => {
  it('keeps Accept disabled until the agree box is checked', async () => {
    const user = signedInWithoutTerms();
    mockFetch({ 'GET /api/v2/auth/me': ok({ user, company: aCompany() }) });
    const { user: person } = renderWithProviders(<TermsGate onContinue={vi.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Terms & Privacy Policy' });
    expect(within(dialog).getByText('Both documents here.')).toBeInTheDocument();
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();

    const agree = within(dialog).getByRole('checkbox', { name: 'I have read and agree to the Terms of Service and Privacy Policy' });
    await person.click(agree);
    expect(accept).toBeEnabled();
    await person.click(agree);
    expect(accept).toBeDisabled();
  });

  it('links to both documents in a new tab', async () => {
    const user = signedInWithoutTerms();
    mockFetch({ 'GET /api/v2/auth/me': ok({ user, company: aCompany() }) });
    renderWithProviders(<TermsGate onContinue={vi.fn()} />);

    const dialog = await screen.findByRole('dialog');
    const terms = within(dialog).getByRole('link', { name: 'Terms of Service' });
    const privacy = within(dialog).getByRole('link', { name: 'Privacy Policy' });
    expect(terms).toHaveAttribute('href', '/legal/terms');
    expect(privacy).toHaveAttribute('href', '/legal/privacy');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
  });

  it('records the acceptance, acknowledges it and continues', async () => {
    const user = signedInWithoutTerms();
    const accepted = aUser({ isTermsAccepted: true, termsAcceptedAt: '2025-06-02T15:00:00.000Z', termsAcceptedVersion: '2025-02-25' });
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user, company: aCompany() }),
      'PUT /api/v2/users/accept_terms': ok({ user: accepted }),
    });
    const onContinue = vi.fn();
    const { user: person } = renderWithProviders(<TermsGate onContinue={onContinue} />);

    await person.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await person.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Acknowledgment Received')).toBeInTheDocument();
    expect(screen.getByText('Your acceptance of the Terms and Privacy Policy has been recorded.')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/users/accept_terms')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').isTermsAccepted).toBe(true);

    await person.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('continues by itself three seconds after the acknowledgment', async () => {
    const user = aUser();
    storeSession({ user });
    mockFetch({ 'GET /api/v2/auth/me': ok({ user, company: aCompany() }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onContinue = vi.fn();
    renderWithProviders(<TermsDialog accepted documents={null} onContinue={onContinue} />);

    await vi.advanceTimersByTimeAsync(2_900);
    expect(onContinue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(onContinue).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("toasts 'Accept failed' when the server refuses", async () => {
    const user = signedInWithoutTerms();
    mockFetch({
      'GET /api/v2/auth/me': ok({ user, company: aCompany() }),
      'PUT /api/v2/users/accept_terms': fail(503, 'The service is temporarily unavailable. Please try again shortly.', 'DATABASE_UNAVAILABLE'),
    });
    const { user: person } = renderWithProviders(<TermsGate onContinue={vi.fn()} />);

    await person.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await person.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Accept failed')).toBeInTheDocument();
    expect(screen.queryByText('Acknowledgment Received')).not.toBeInTheDocument();
  });
});
