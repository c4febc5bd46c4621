import { RESET_PASSWORD_MESSAGE } from '@groundwork/domain/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ResetPasswordForm } from './reset-password-form';

describe('ResetPasswordForm', () => {
  it('says the link is broken when there is no token', () => {
    mockFetch({});
    renderWithProviders(<ResetPasswordForm token={null} onSuccess={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or missing reset token.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('keeps Reset Password disabled while either field is empty', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<ResetPasswordForm token="reset-token" onSuccess={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Reset Password' });

    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm password'), 'new-password-1');
    expect(submit).toBeEnabled();
  });

  it("says 'Passwords do not match' and sends nothing", async () => {
    const server = mockFetch({});
    const { user } = renderWithProviders(<ResetPasswordForm token="reset-token" onSuccess={vi.fn()} />);

    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('shows and hides each password', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<ResetPasswordForm token="reset-token" onSuccess={vi.fn()} />);
    const field = screen.getByLabelText('New password');

    expect(field).toHaveAttribute('type', 'password');
    const [firstToggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(firstToggle!);
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('resets, toasts and moves on to log in', async () => {
    const server = mockFetch({
      'POST /api/v2/auth/reset-password': json({ success: true, message: RESET_PASSWORD_MESSAGE, errors: [] }),
    });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<ResetPasswordForm token="reset-token" onSuccess={onSuccess} />);

    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(await screen.findByText('Password reset successful! Please login.')).toBeInTheDocument();
    expect(server.requests[0]?.body).toEqual({ token: 'reset-token', password: 'new-password-1', passwordConfirmation: 'new-password-1' });
  });

  it("shows the server's message when the link has expired", async () => {
    mockFetch({
      'POST /api/v2/auth/reset-password': fail(400, 'This reset link is invalid or has expired. Please request a new one.', 'INVALID_RESET_TOKEN'),
    });
    const { user } = renderWithProviders(<ResetPasswordForm token="old-token" onSuccess={vi.fn()} />);

    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired. Please request a new one.');
  });

  it("says 'Password reset failed' when the server gives no reason", async () => {
    mockFetch({ 'POST /api/v2/auth/reset-password': json({}, 500) });
    const { user } = renderWithProviders(<ResetPasswordForm token="reset-token" onSuccess={vi.fn()} />);

    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset failed');
  });
});
