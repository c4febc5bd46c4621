import { FORGOT_PASSWORD_MESSAGE } from '@groundwork/domain/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';

describe('ForgotPasswordForm', () => {
  it('keeps Send Reset Link disabled until an e-mail is typed', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<ForgotPasswordForm />);

    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'owner@demo-landscaping.test');
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    expect(submit).toBeDisabled();
  });

  it("toasts 'Email sent successfully' with the server's message and shows it on the page", async () => {
    const server = mockFetch({
      'POST /api/v2/auth/forgot-password': json({ success: true, message: FORGOT_PASSWORD_MESSAGE, errors: [] }),
    });
    const { user } = renderWithProviders(<ForgotPasswordForm />);

    await user.type(screen.getByLabelText('Email'), 'Owner@Demo-Landscaping.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(await screen.findAllByText(FORGOT_PASSWORD_MESSAGE)).toHaveLength(2); // inline and in the toast
    expect(server.requests[0]?.body).toEqual({ email: 'owner@demo-landscaping.test' });
    expect(screen.getByLabelText('Email')).toHaveValue('Owner@Demo-Landscaping.test');
  });

  it("shows a failure inline and in an 'Error' toast", async () => {
    mockFetch({ 'POST /api/v2/auth/forgot-password': fail(429, 'Too many attempts. Please wait a minute and try again.', 'RATE_LIMITED') });
    const { user } = renderWithProviders(<ForgotPasswordForm />);

    await user.type(screen.getByLabelText('Email'), 'owner@demo-landscaping.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('links back to the login screen', () => {
    mockFetch({});
    renderWithProviders(<ForgotPasswordForm />);
    expect(screen.getByRole('link', { name: 'Remembered your password? Log in' })).toHaveAttribute('href', '/login');
  });
});
