import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

describe('ProfileForm', () => {
  it("saves the profile and toasts 'Profile updated'", async () => {
    storeSession();
    const saved = aUser({ firstName: 'Danielle' });
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'PUT /api/v2/auth/profile': ok({ user: saved, emailConfirmationSentTo: null }),
    });
    const { user } = renderWithProviders(<ProfileForm user={aUser()} />);

    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Danielle');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/auth/profile')[0]?.body).toEqual({
      firstName: 'Danielle',
      lastName: 'Whitfield',
      email: 'owner@demo-landscaping.test',
    });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').firstName).toBe('Danielle');
  });

  it('asks for the current password only when the e-mail changes, and says where the confirmation link went', async () => {
    storeSession();
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'PUT /api/v2/auth/profile': ok({ user: aUser(), emailConfirmationSentTo: 'dana@evergreen.example' }),
    });
    const { user } = renderWithProviders(<ProfileForm user={aUser()} />);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'dana@evergreen.example');
    await user.type(screen.getByLabelText('Current password'), 'Correct-horse-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Check dana@evergreen.example')).toBeInTheDocument();
    expect(screen.getByText(/until then you sign in with owner@demo-landscaping.test/)).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/auth/profile')[0]?.body).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@evergreen.example',
      currentPassword: 'Correct-horse-1',
    });
    // The form shows the address the account still signs in with.
    expect(email).toHaveValue('owner@demo-landscaping.test');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it("puts a wrong current password under its field and keeps what was typed", async () => {
    storeSession();
    mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'PUT /api/v2/auth/profile': fail(400, 'Current password is incorrect', 'VALIDATION_FAILED', { currentPassword: ['Current password is incorrect'] }),
    });
    const { user } = renderWithProviders(<ProfileForm user={aUser()} />);
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'dana@evergreen.example');
    await user.type(screen.getByLabelText('Current password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Current password is incorrect')).toHaveAttribute('id', 'profile-current-password-error');
    expect(email).toHaveValue('dana@evergreen.example');
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('requires a first name', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<ProfileForm user={aUser()} />);
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
  });
});

describe('ChangePasswordForm', () => {
  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const server = mockFetch({});
    const { user } = renderWithProviders(<ChangePasswordForm />);

    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('shows a wrong current password under Current password', async () => {
    storeSession();
    mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'POST /api/v2/auth/change-password': fail(400, 'Some fields are not valid.', 'VALIDATION_FAILED', { currentPassword: ['Current password is incorrect'] }),
    });
    const { user } = renderWithProviders(<ChangePasswordForm />);

    await user.type(screen.getByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong-password');
  });

  it("keeps this browser signed in with the fresh token and toasts 'Password changed'", async () => {
    storeSession();
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'POST /api/v2/auth/change-password': ok({ token: 'fresh.session.token' }),
    });
    const { user } = renderWithProviders(<ChangePasswordForm />);

    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/auth/change-password')[0]?.body).toEqual({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(window.localStorage.getItem('token')).toBe('fresh.session.token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
