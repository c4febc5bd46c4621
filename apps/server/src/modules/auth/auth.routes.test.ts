import { CURRENT_PASSWORD_FOR_EMAIL_MESSAGE, EMAIL_CHANGE_LINK_INVALID_MESSAGE, FORGOT_PASSWORD_MESSAGE, RESET_PASSWORD_MESSAGE, meSchema, sessionSchema } from '@groundwork/domain/auth';
import { defaultCompanyPermissions } from '@groundwork/domain/permissions';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { companyPermissions, passwordResetTokens, sessions, users } from '../../db/schema';
import { CURRENT_LEGAL_VERSION } from '../../db/seed';
import { aCompany, aUser, DEFAULT_PASSWORD, signedInUser, signIn, uniqueEmail } from '../../test/builders';
import { latestResetToken, messagesTo } from '../../test/outbox';
import { nextIp, TEST_JWT_SECRET, TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';

const t = useTestApp();

const NEW_PASSWORD = 'A-brand-new-password-2';

describe('sign-in', () => {
  it('returns a three-part token, the user and the company with its permissions', async () => {
    const owner = await aCompany(t, { name: 'Maple Lawn Care' });
    const response = await t.call('POST', '/authentication_tokens/create', {
      body: { email: owner.email.toUpperCase(), password: owner.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const session = sessionSchema.parse(response.body.data);
    expect(session.token.split('.')).toHaveLength(3);
    expect(session.user).toMatchObject({ email: owner.email, firstName: 'Dana', lastName: 'Whitfield', role: 'admin', isTermsAccepted: false });
    expect(session.company.name).toBe('Maple Lawn Care');
    expect(session.company.permissions).toEqual(defaultCompanyPermissions());
    expect(response.text).not.toContain('password');
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const owner = await aCompany(t);
    const wrongPassword = await t.call('POST', '/authentication_tokens/create', { body: { email: owner.email, password: 'not-the-password' } });
    const unknownEmail = await t.call('POST', '/authentication_tokens/create', { body: { email: uniqueEmail('nobody'), password: 'whatever-it-is' } });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password.',
        errors: ['Invalid email or password.'],
      });
    }
  });
});

describe('the signed-in session', () => {
  it('GET /auth/me returns the user and company', async () => {
    const user = await signedInUser(t);
    const response = await t.call('GET', '/auth/me', { token: user.token });
    expect(response.status).toBe(200);
    const me = meSchema.parse(response.body.data);
    expect(me.user.id).toBe(user.userId);
    expect(me.company.id).toBe(user.companyId);
    expect(me.company.permissions.top.map((entry) => entry.name)).toContain('dashboard');
  });

  it('GET /auth/me shows the same user and company as sign-in, and follows later changes', async () => {
    const owner = await aCompany(t, { name: 'Birch Grounds' });
    const signInResponse = await t.call('POST', '/authentication_tokens/create', { body: { email: owner.email, password: owner.password } });
    const session = sessionSchema.parse(signInResponse.body.data);
    const me = await t.call('GET', '/auth/me', { token: session.token });
    expect(me.body).toEqual({ success: true, data: { user: session.user, company: session.company } });
    expect(me.text).not.toContain('password');

    await t.call('PUT', '/auth/profile', { token: session.token, body: { firstName: 'Rowan', lastName: 'Hale', email: owner.email } });
    await t.database.db.delete(companyPermissions).where(eq(companyPermissions.companyId, owner.companyId));
    const after = meSchema.parse((await t.call('GET', '/auth/me', { token: session.token })).body.data);
    expect(after.user).toMatchObject({ firstName: 'Rowan', lastName: 'Hale' });
    // A company with no permission rows at all: every section is there, and empty.
    expect(Object.values(after.company.permissions).every((entries) => entries.length === 0)).toBe(true);
    expect(Object.keys(after.company.permissions).sort()).toEqual(Object.keys(session.company.permissions).sort());
  });

  it('a session whose user has a role the server does not know is 401', async () => {
    const user = await signedInUser(t);
    await t.database.db.update(users).set({ role: 'retired_role' }).where(eq(users.id, user.userId));
    expect((await t.call('GET', '/auth/me', { token: user.token })).status).toBe(401);
  });

  it('without a token, /auth/me is 401 UNAUTHENTICATED', async () => {
    const response = await t.call('GET', '/auth/me');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('logout answers with a message and the token stops working', async () => {
    const user = await signedInUser(t);
    const response = await t.call('POST', '/auth/logout', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'You have been logged out.', errors: [] });
    expect((await t.call('GET', '/auth/me', { token: user.token })).status).toBe(401);
  });

  it('logout ends only that session; another browser stays signed in', async () => {
    const user = await signedInUser(t);
    const otherBrowser = await signIn(t, user.email, user.password);
    await t.call('POST', '/auth/logout', { token: user.token });
    expect((await t.call('GET', '/auth/me', { token: otherBrowser })).status).toBe(200);
  });

  it('an expired session is 401', async () => {
    const user = await signedInUser(t);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.userId));
    expect((await t.call('GET', '/auth/me', { token: user.token })).status).toBe(401);
  });
});

describe('forged and malformed tokens', () => {
  it('a token signed with another secret is 401', async () => {
    const user = await signedInUser(t);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session!.id)
      .setIssuer('groundwork')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await t.call('GET', '/auth/me', { token: forged })).status).toBe(401);
  });

  it('an altered token, a two-part token, a non-JWT and an alg:none token are 401', async () => {
    const user = await signedInUser(t);
    const [header, payload, signature] = user.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    const bad = [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}`,
      `${noneHeader}.${payload}.`,
      'not-a-token',
      '',
    ];
    for (const token of bad) {
      const response = await t.call('GET', '/auth/me', { token });
      expect(response.status, token).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    const basic = await t.call('GET', '/auth/me', { headers: { authorization: `Basic ${user.token}` } });
    expect(basic.status).toBe(401);
  });

  it('JWT signing secret in the test matches the app (sanity check for the forgery tests)', async () => {
    expect(t.app.jwtSecret).toBe(TEST_JWT_SECRET);
  });
});

describe('terms acceptance', () => {
  it('PUT /users/accept_terms records acceptance of the current terms version', async () => {
    const user = await signedInUser(t);
    const before = Date.now();
    const response = await t.call('PUT', '/users/accept_terms', { token: user.token });
    expect(response.status).toBe(200);
    const accepted = response.body.data.user;
    expect(accepted.isTermsAccepted).toBe(true);
    expect(accepted.termsAcceptedVersion).toBe(CURRENT_LEGAL_VERSION);
    expect(Date.parse(accepted.termsAcceptedAt)).toBeGreaterThanOrEqual(before - 1000);

    const me = await t.call('GET', '/auth/me', { token: user.token });
    expect(me.body.data.user.isTermsAccepted).toBe(true);
  });
});

describe('profile', () => {
  it('GET /auth/profile returns the user', async () => {
    const user = await signedInUser(t);
    const response = await t.call('GET', '/auth/profile', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({ id: user.userId, email: user.email });
  });

  it('PUT /auth/profile changes names at once; a new e-mail (lower-cased) only once the link sent to it is opened', async () => {
    const user = await signedInUser(t);
    const newEmail = uniqueEmail('renamed');
    const response = await t.call('PUT', '/auth/profile', {
      token: user.token,
      body: { firstName: ' Jordan ', lastName: 'Price', email: newEmail.toUpperCase(), currentPassword: user.password, role: 'super_admin', companyId: crypto.randomUUID() },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      user: expect.objectContaining({ firstName: 'Jordan', lastName: 'Price', email: user.email, role: 'admin', companyId: user.companyId }),
      emailConfirmationSentTo: newEmail,
    });
    // Until the link is opened the old address still signs in.
    await signIn(t, user.email, user.password);
    const [message] = await messagesTo(t, newEmail);
    expect(message!.subject).toBe('Confirm your new Groundwork e-mail');
    const token = decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(message!.text)![1]!);

    const confirmed = await t.call('POST', '/auth/confirm-email', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(`Your e-mail is now ${newEmail}. Sign in with it from now on.`);
    await signIn(t, newEmail, user.password);
    expect((await t.call('POST', '/authentication_tokens/create', { body: { email: user.email, password: user.password } })).status).toBe(401);
    // The old address hears of it; the link works once.
    expect((await messagesTo(t, user.email)).map((sent) => sent.subject)).toContain('Your Groundwork e-mail was changed');
    const again = await t.call('POST', '/auth/confirm-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EMAIL_CHANGE_LINK_INVALID_MESSAGE);
  });

  it('a new e-mail needs the current password; names alone do not', async () => {
    const user = await signedInUser(t);
    const missing = await t.call('PUT', '/auth/profile', { token: user.token, body: { firstName: 'A', lastName: 'B', email: uniqueEmail('new') } });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors).toEqual({ currentPassword: [CURRENT_PASSWORD_FOR_EMAIL_MESSAGE] });
    const wrong = await t.call('PUT', '/auth/profile', { token: user.token, body: { firstName: 'A', lastName: 'B', email: uniqueEmail('new'), currentPassword: 'not-it' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.fieldErrors).toEqual({ currentPassword: ['Current password is incorrect'] });
    const names = await t.call('PUT', '/auth/profile', { token: user.token, body: { firstName: 'Avery', lastName: 'Stone', email: user.email } });
    expect(names.status).toBe(200);
    expect(names.body.data).toMatchObject({ user: { firstName: 'Avery', lastName: 'Stone' }, emailConfirmationSentTo: null });
  });

  it('asking for an address another account has answers exactly as for a free one, and tells only that address', async () => {
    const first = await signedInUser(t);
    const second = await aCompany(t);
    const free = uniqueEmail('free');
    const body = (email: string) => ({ firstName: 'Dana', lastName: 'Whitfield', email, currentPassword: first.password });
    const taken = await t.call('PUT', '/auth/profile', { token: first.token, body: body(second.email) });
    const available = await t.call('PUT', '/auth/profile', { token: first.token, body: body(free) });
    expect(taken.status).toBe(200);
    expect(available.status).toBe(200);
    expect(taken.text.replace(second.email, 'ADDRESS')).toBe(available.text.replace(free, 'ADDRESS'));
    const [notice] = await messagesTo(t, second.email);
    expect(notice!.subject).toBe('Someone tried to use your e-mail on Groundwork');
    expect(notice!.text).not.toContain('confirm-email');
    expect((await messagesTo(t, free))[0]!.subject).toBe('Confirm your new Groundwork e-mail');
  });

  it('a link whose address was taken meanwhile cannot be used, and changes nothing', async () => {
    const user = await signedInUser(t);
    const wanted = uniqueEmail('contested');
    await t.call('PUT', '/auth/profile', { token: user.token, body: { firstName: 'A', lastName: 'B', email: wanted, currentPassword: user.password } });
    const token = decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec((await messagesTo(t, wanted))[0]!.text)![1]!);
    await aCompany(t, { email: wanted });
    const response = await t.call('POST', '/auth/confirm-email', { body: { token } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(EMAIL_CHANGE_LINK_INVALID_MESSAGE);
    await signIn(t, user.email, user.password);
  });
});

describe('change password', () => {
  it('returns a fresh token, ends every other session, and only the new password signs in', async () => {
    const user = await signedInUser(t);
    const otherBrowser = await signIn(t, user.email, user.password);
    const response = await t.call('POST', '/auth/change-password', {
      token: user.token,
      body: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    const fresh = response.body.data.token as string;
    expect(fresh.split('.')).toHaveLength(3);

    expect((await t.call('GET', '/auth/me', { token: user.token })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { token: otherBrowser })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { token: fresh })).status).toBe(200);

    const oldPassword = await t.call('POST', '/authentication_tokens/create', { body: { email: user.email, password: user.password } });
    expect(oldPassword.status).toBe(401);
    await signIn(t, user.email, NEW_PASSWORD);
  });

  it('a wrong current password is 400 with a field message and changes nothing', async () => {
    const user = await signedInUser(t);
    const response = await t.call('POST', '/auth/change-password', {
      token: user.token,
      body: { currentPassword: 'wrong-password', newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Current password is incorrect',
      details: { fieldErrors: { currentPassword: ['Current password is incorrect'] } },
    });
    expect((await t.call('GET', '/auth/me', { token: user.token })).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers an unknown e-mail exactly like a known one, and only the known one gets mail', async () => {
    const owner = await aCompany(t);
    const unknown = uniqueEmail('nobody');
    const known = await t.call('POST', '/auth/forgot-password', { body: { email: owner.email } });
    const missing = await t.call('POST', '/auth/forgot-password', { body: { email: unknown } });
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(known.text).toBe(missing.text);
    expect(known.body).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE, errors: [] });
    expect(await messagesTo(t, unknown)).toHaveLength(0);
    const [message] = await messagesTo(t, owner.email);
    expect(message).toMatchObject({ status: 'kept', subject: 'Reset your Groundwork password', companyId: owner.companyId });
    expect(message!.text).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
  });

  it('answers before looking the e-mail up, so known and unknown e-mails cannot be told apart by time', async () => {
    const owner = await aCompany(t);
    // Hold the users table: a reply that looked the account up first could not come back until it is released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    try {
      for (const email of [owner.email, uniqueEmail('nobody')]) {
        const answer = await t.app.inject({ method: 'POST', url: '/api/v2/auth/forgot-password', payload: { email }, remoteAddress: nextIp() });
        expect(answer.statusCode).toBe(200);
        expect(answer.json().message).toBe(FORGOT_PASSWORD_MESSAGE);
      }
    } finally {
      release();
      await holder;
    }
    await t.app.afterReply.settled();
    expect(await messagesTo(t, owner.email)).toHaveLength(1);
  });

  it('stores only a hash of the reset token', async () => {
    const owner = await aCompany(t);
    await t.call('POST', '/auth/forgot-password', { body: { email: owner.email } });
    const token = await latestResetToken(t, owner.email);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, owner.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
  });

  it('the link resets the password once, ends every session, and the old password stops working', async () => {
    const user = await signedInUser(t);
    await t.call('POST', '/auth/forgot-password', { body: { email: user.email } });
    const token = await latestResetToken(t, user.email);

    const reset = await t.call('POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: RESET_PASSWORD_MESSAGE, errors: [] });

    expect((await t.call('GET', '/auth/me', { token: user.token })).status).toBe(401);
    expect((await t.call('POST', '/authentication_tokens/create', { body: { email: user.email, password: user.password } })).status).toBe(401);
    await signIn(t, user.email, NEW_PASSWORD);

    const again = await t.call('POST', '/auth/reset-password', { body: { token, password: 'Yet-another-password-3', passwordConfirmation: 'Yet-another-password-3' } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_RESET_TOKEN');
    await signIn(t, user.email, NEW_PASSWORD);
  });

  it('an expired token is refused', async () => {
    const owner = await aCompany(t);
    await t.call('POST', '/auth/forgot-password', { body: { email: owner.email } });
    const token = await latestResetToken(t, owner.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, owner.userId));
    const response = await t.call('POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'INVALID_RESET_TOKEN' });
    await signIn(t, owner.email, owner.password);
  });

  it('a wrong token is refused', async () => {
    const response = await t.call('POST', '/auth/reset-password', {
      body: { token: 'x'.repeat(43), password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_RESET_TOKEN');
    expect(response.body.message).toMatch(/invalid or has expired/);
  });

  it('a newer link makes older links stop working once it is used', async () => {
    const owner = await aCompany(t);
    await t.call('POST', '/auth/forgot-password', { body: { email: owner.email } });
    const first = await latestResetToken(t, owner.email);
    await t.call('POST', '/auth/forgot-password', { body: { email: owner.email } });
    const second = await latestResetToken(t, owner.email);
    expect(second).not.toBe(first);
    expect((await t.call('POST', '/auth/reset-password', { body: { token: second, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } })).status).toBe(200);
    expect((await t.call('POST', '/auth/reset-password', { body: { token: first, password: DEFAULT_PASSWORD, passwordConfirmation: DEFAULT_PASSWORD } })).status).toBe(400);
  });

  it('the legacy pair /password/forgot and /password/reset behaves the same', async () => {
    const user = await signedInUser(t);
    const unknown = await t.call('POST', '/password/forgot', { body: { user: { email: uniqueEmail('nobody') } } });
    const forgot = await t.call('POST', '/password/forgot', { body: { user: { email: user.email } } });
    expect(forgot.status).toBe(200);
    expect(forgot.text).toBe(unknown.text);
    expect(forgot.body.message).toBe(FORGOT_PASSWORD_MESSAGE);

    const token = await latestResetToken(t, user.email);
    const reset = await t.call('PUT', '/password/reset', {
      body: { user: { reset_password_token: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: RESET_PASSWORD_MESSAGE, errors: [] });
    expect((await t.call('GET', '/auth/me', { token: user.token })).status).toBe(401);
    await signIn(t, user.email, NEW_PASSWORD);

    const reused = await t.call('PUT', '/password/reset', {
      body: { user: { reset_password_token: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('roles', () => {
  it('a non-admin user signs in with their own role', async () => {
    const owner = await aCompany(t);
    const estimator = await aUser(t, owner.companyId, { role: 'estimator' });
    const response = await t.call('POST', '/authentication_tokens/create', { body: { email: estimator.email, password: estimator.password } });
    expect(response.status).toBe(200);
    expect(response.body.data.user.role).toBe('estimator');
    expect(response.body.data.company.id).toBe(owner.companyId);
  });
});
