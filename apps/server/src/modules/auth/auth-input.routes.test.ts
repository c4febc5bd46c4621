import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { nextIp, useTestApp } from '../../test/test-app';

const t = useTestApp();

const huge = 'x'.repeat(10_000);
const hugeEmail = `${'a'.repeat(10_000)}@example.test`;
const strong = 'A-good-new-password-9';

type Method = 'POST' | 'PUT' | 'GET';
interface Case {
  name: string;
  body?: unknown;
  /** Raw text sent as application/json (for bodies that are not JSON at all). */
  raw?: string;
  fields: string[];
}
interface Endpoint {
  method: Method;
  path: string;
  authenticated: boolean;
  cases: Case[];
}

/** Bodies a careless or hostile client might send; every one must be a 400 naming the bad fields, never a 500. */
const notAnObject: Case[] = [
  { name: 'no body at all', fields: ['body'] },
  { name: 'a JSON array', body: [1, 2, 3], fields: ['body'] },
  { name: 'JSON null', raw: 'null', fields: ['body'] },
  { name: 'text that is not JSON', raw: '{"email": ', fields: ['body'] },
];

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/authentication_tokens/create',
    authenticated: false,
    cases: [
      ...notAnObject,
      { name: 'missing fields', body: {}, fields: ['email', 'password'] },
      { name: 'wrong types', body: { email: 42, password: true }, fields: ['email', 'password'] },
      { name: 'an invalid e-mail', body: { email: 'not-an-email', password: 'secret' }, fields: ['email'] },
      { name: 'a 10k-character e-mail', body: { email: hugeEmail, password: 'secret' }, fields: ['email'] },
      { name: 'a 10k-character password', body: { email: 'someone@example.test', password: huge }, fields: ['password'] },
      { name: 'an empty password', body: { email: 'someone@example.test', password: '' }, fields: ['password'] },
    ],
  },
  {
    method: 'PUT',
    path: '/auth/profile',
    authenticated: true,
    cases: [
      ...notAnObject,
      { name: 'missing fields', body: {}, fields: ['firstName', 'lastName', 'email'] },
      { name: 'wrong types', body: { firstName: 1, lastName: ['x'], email: { a: 1 } }, fields: ['firstName', 'lastName', 'email'] },
      { name: '10k-character strings', body: { firstName: huge, lastName: huge, email: hugeEmail }, fields: ['firstName', 'lastName', 'email'] },
      { name: 'blank names', body: { firstName: '   ', lastName: '', email: 'someone@example.test' }, fields: ['firstName', 'lastName'] },
      { name: 'a current password that is not a string', body: { firstName: 'Kim', lastName: 'Lee', email: 'someone@example.test', currentPassword: 42 }, fields: ['currentPassword'] },
      { name: 'a 10k-character current password', body: { firstName: 'Kim', lastName: 'Lee', email: 'someone@example.test', currentPassword: huge }, fields: ['currentPassword'] },
    ],
  },
  {
    method: 'POST',
    path: '/auth/confirm-email',
    authenticated: false,
    cases: [
      ...notAnObject,
      { name: 'no token', body: {}, fields: ['token'] },
      { name: 'an empty token', body: { token: '' }, fields: ['token'] },
      { name: 'a token that is not a string', body: { token: ['a'] }, fields: ['token'] },
      { name: 'a 10k-character token', body: { token: huge }, fields: ['token'] },
    ],
  },
  {
    method: 'POST',
    path: '/auth/change-password',
    authenticated: true,
    cases: [
      ...notAnObject,
      { name: 'missing fields', body: {}, fields: ['currentPassword', 'newPassword'] },
      { name: 'wrong types', body: { currentPassword: 123, newPassword: null }, fields: ['currentPassword', 'newPassword'] },
      { name: 'a too-short new password', body: { currentPassword: 'anything', newPassword: 'short' }, fields: ['newPassword'] },
      { name: '10k-character passwords', body: { currentPassword: huge, newPassword: huge }, fields: ['currentPassword', 'newPassword'] },
    ],
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    authenticated: false,
    cases: [
      ...notAnObject,
      { name: 'missing e-mail', body: {}, fields: ['email'] },
      { name: 'a number for the e-mail', body: { email: 5 }, fields: ['email'] },
      { name: 'an invalid e-mail', body: { email: 'nope' }, fields: ['email'] },
      { name: 'a 10k-character e-mail', body: { email: hugeEmail }, fields: ['email'] },
    ],
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    authenticated: false,
    cases: [
      ...notAnObject,
      { name: 'missing fields', body: {}, fields: ['token', 'password', 'passwordConfirmation'] },
      { name: 'wrong types', body: { token: 1, password: 2, passwordConfirmation: 3 }, fields: ['token', 'password', 'passwordConfirmation'] },
      { name: 'a 10k-character token', body: { token: huge, password: strong, passwordConfirmation: strong }, fields: ['token'] },
      { name: 'passwords that do not match', body: { token: 'abc', password: strong, passwordConfirmation: `${strong}!` }, fields: ['passwordConfirmation'] },
      { name: 'a too-short password', body: { token: 'abc', password: 'short', passwordConfirmation: 'short' }, fields: ['password'] },
    ],
  },
  {
    method: 'POST',
    path: '/password/forgot',
    authenticated: false,
    cases: [
      ...notAnObject,
      { name: 'missing user', body: {}, fields: ['user'] },
      { name: 'the e-mail outside user', body: { email: 'someone@example.test' }, fields: ['user'] },
      { name: 'user is a string', body: { user: 'someone@example.test' }, fields: ['user'] },
      { name: 'a number for the e-mail', body: { user: { email: 5 } }, fields: ['user.email'] },
      { name: 'a 10k-character e-mail', body: { user: { email: hugeEmail } }, fields: ['user.email'] },
    ],
  },
  {
    method: 'PUT',
    path: '/password/reset',
    authenticated: false,
    cases: [
      ...notAnObject,
      { name: 'missing user', body: {}, fields: ['user'] },
      { name: 'empty user', body: { user: {} }, fields: ['user.reset_password_token', 'user.password', 'user.password_confirmation'] },
      {
        name: 'camelCase keys instead of the legacy ones',
        body: { user: { token: 'abc', password: strong, passwordConfirmation: strong } },
        fields: ['user.reset_password_token', 'user.password_confirmation'],
      },
      {
        name: 'a 10k-character token',
        body: { user: { reset_password_token: huge, password: strong, password_confirmation: strong } },
        fields: ['user.reset_password_token'],
      },
      {
        name: 'passwords that do not match',
        body: { user: { reset_password_token: 'abc', password: strong, password_confirmation: 'different-password' } },
        fields: ['user.password_confirmation'],
      },
    ],
  },
];

describe('malformed bodies', () => {
  let user: SignedInUser;
  const token = async () => (user ??= await signedInUser(t)).token;

  for (const endpoint of endpoints) {
    describe(`${endpoint.method} ${endpoint.path}`, () => {
      it.each(endpoint.cases)('$name → 400 with a message for each bad field', async (testCase) => {
        const headers: Record<string, string> = {};
        if (endpoint.authenticated) headers.authorization = `Bearer ${await token()}`;
        let payload: string | undefined;
        if (testCase.raw !== undefined) payload = testCase.raw;
        else if (testCase.body !== undefined) payload = JSON.stringify(testCase.body);
        if (payload !== undefined) headers['content-type'] = 'application/json';

        const response = await t.app.inject({ method: endpoint.method, url: `/api/v2${endpoint.path}`, headers, payload, remoteAddress: nextIp() });

        expect(response.statusCode, response.body).toBe(400);
        const body = response.json();
        expect(body.success).toBe(false);
        expect(body.code).toBe('VALIDATION_FAILED');
        const fieldErrors = body.details.fieldErrors as Record<string, string[]>;
        expect(Object.keys(fieldErrors).sort()).toEqual([...testCase.fields].sort());
        for (const messages of Object.values(fieldErrors)) {
          expect(messages.length).toBeGreaterThan(0);
          for (const message of messages) expect(message.length).toBeLessThan(200);
        }
        expect(body.errors).toHaveLength(testCase.fields.length);
        expect(typeof body.message).toBe('string');
      });
    });
  }

  it('names the mismatch "Passwords do not match"', async () => {
    const response = await t.call('POST', '/auth/reset-password', { body: { token: 'abc', password: strong, passwordConfirmation: 'other-password' } });
    expect(response.body.details.fieldErrors.passwordConfirmation).toEqual(['Passwords do not match']);
    expect(response.body.message).toBe('Passwords do not match');
  });
});

describe('extra keys a client must not be able to set', () => {
  it('role and companyId in a profile update are ignored', async () => {
    const user = await signedInUser(t, { role: 'estimator' });
    const response = await t.call('PUT', '/auth/profile', {
      token: user.token,
      body: { firstName: 'Kim', lastName: 'Lee', email: user.email, role: 'super_admin', companyId: crypto.randomUUID(), id: crypto.randomUUID(), isTermsAccepted: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({ id: user.userId, role: 'estimator', companyId: user.companyId, isTermsAccepted: false });
  });

  it('a body sent to accept_terms and logout is ignored', async () => {
    const user = await signedInUser(t);
    const accept = await t.call('PUT', '/users/accept_terms', { token: user.token, body: { role: 'super_admin', termsAcceptedVersion: 'forged' } });
    expect(accept.status).toBe(200);
    expect(accept.body.data.user.role).toBe('admin');
    expect(accept.body.data.user.termsAcceptedVersion).not.toBe('forged');
    const logout = await t.call('POST', '/auth/logout', { token: user.token, body: { sessionId: 'all', userId: crypto.randomUUID() } });
    expect(logout.status).toBe(200);
  });

  it('extra keys on sign-in and forgot-password are dropped, not refused', async () => {
    const user = await signedInUser(t);
    const signIn = await t.call('POST', '/authentication_tokens/create', { body: { email: user.email, password: user.password, role: 'super_admin', companyId: crypto.randomUUID() } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.user.role).toBe('admin');
    const forgot = await t.call('POST', '/auth/forgot-password', { body: { email: user.email, companyId: crypto.randomUUID() } });
    expect(forgot.status).toBe(200);
  });
});

describe('a content type the API does not read', () => {
  it('is a 400 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/authentication_tokens/create',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c&password=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('a body over 1 MiB is 413 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot-password',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', padding: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});
