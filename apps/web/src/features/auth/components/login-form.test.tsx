import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aUser } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('shows what is missing without calling the server', async () => {
    const server = mockFetch({});
    const { user } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    expect(screen.getByRole('heading', { name: 'Log in to Groundwork' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toHaveLength(0);
  });

  it('puts the focus on the first field to fix, and takes a message away once it is answered', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'dana@greenway.test');
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('asks for a valid e-mail address', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    await user.type(screen.getByLabelText('Email'), 'dana@');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it("shows the server's message in an alert and a 'Login failed' toast, keeping what was typed", async () => {
    mockFetch({ 'POST /api/v2/authentication_tokens/create': fail(401, 'Invalid email or password.', 'INVALID_CREDENTIALS') });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    await user.type(screen.getByLabelText('Email'), 'owner@demo-landscaping.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('owner@demo-landscaping.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('signs in, stores the session and reports success', async () => {
    const session = { token: 'a.b.c', user: aUser(), company: aCompany() };
    const server = mockFetch({ 'POST /api/v2/authentication_tokens/create': ok(session) });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    await user.type(screen.getByLabelText('Email'), '  Owner@Demo-Landscaping.test ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(server.requests[0]?.body).toEqual({ email: 'owner@demo-landscaping.test', password: 'correct horse' });
    expect(window.localStorage.getItem('token')).toBe('a.b.c');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').email).toBe('owner@demo-landscaping.test');
  });

  it("shows 'Logging in...' while the request runs", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({ 'POST /api/v2/authentication_tokens/create': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    await user.type(screen.getByLabelText('Email'), 'owner@demo-landscaping.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    answer(ok({ token: 'a.b.c', user: aUser(), company: aCompany() }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('links to the forgot-password screen', () => {
    mockFetch({});
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
