import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { aCompany, signedInUser, uniqueEmail } from '../../test/builders';
import { nextIp, useTestApp } from '../../test/test-app';

// With TEST_REDIS_URL the same tests run with the counters in Redis (REDIS_URL), as several instances would.
const redisUrl = inject('testRedisUrl');
const t = useTestApp(redisUrl ? { REDIS_URL: redisUrl } : {});

describe(`sign-in rate limit (${redisUrl ? 'Redis' : 'in-memory'} counters)`, () => {
  it('the 11th failed sign-in from one address within 15 minutes is 429, even with the right password', async () => {
    const owner = await aCompany(t);
    const ip = nextIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.call('POST', '/authentication_tokens/create', { ip, body: { email: owner.email, password: `wrong-${attempt}` } });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await t.call('POST', '/authentication_tokens/create', { ip, body: { email: owner.email, password: owner.password } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(eleventh.body.message).toMatch(/15 minutes/);

    // Another address is not affected.
    const elsewhere = await t.call('POST', '/authentication_tokens/create', { body: { email: owner.email, password: owner.password } });
    expect(elsewhere.status).toBe(200);
  });

  it('40 failed sign-ins sent at once from one address check only 10 passwords', async () => {
    const owner = await aCompany(t);
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => t.call('POST', '/authentication_tokens/create', { ip, body: { email: owner.email, password: `wrong-${attempt}` } })),
    );
    const statuses = answers.map((answer) => answer.status);
    // A 401 is a password that was checked; every other attempt was refused before any checking.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const afterwards = await t.call('POST', '/authentication_tokens/create', { ip, body: { email: owner.email, password: owner.password } });
    expect(afterwards.status).toBe(429);
  });

  it('unknown e-mails count as failures too', async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.call('POST', '/authentication_tokens/create', { ip, body: { email: uniqueEmail('ghost'), password: 'guess' } });
      expect(response.status).toBe(401);
    }
    const eleventh = await t.call('POST', '/authentication_tokens/create', { ip, body: { email: uniqueEmail('ghost'), password: 'guess' } });
    expect(eleventh.status).toBe(429);
  });

  it('successful sign-ins do not count', async () => {
    const owner = await aCompany(t);
    const ip = nextIp();
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const response = await t.call('POST', '/authentication_tokens/create', { ip, body: { email: owner.email, password: owner.password } });
      expect(response.status, `sign-in ${attempt}`).toBe(200);
    }
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await t.call('POST', '/authentication_tokens/create', { ip, body: { email: owner.email, password: 'wrong' } })).status).toBe(401);
    }
  });
});

describe('password endpoints rate limit', () => {
  it.each([
    ['POST', '/auth/forgot-password', { email: 'someone@example.test' }],
    ['POST', '/password/forgot', { user: { email: 'someone@example.test' } }],
    ['POST', '/auth/reset-password', { token: 'abc', password: 'A-good-password-1', passwordConfirmation: 'A-good-password-1' }],
    ['PUT', '/password/reset', { user: { reset_password_token: 'abc', password: 'A-good-password-1', password_confirmation: 'A-good-password-1' } }],
  ] as const)('%s %s: the 6th request in a minute from one address is 429 in the envelope', async (method, path, body) => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await t.call(method, path, { ip, body })).status).not.toBe(429);
    }
    const sixth = await t.call(method, path, { ip, body });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
      errors: ['Too many attempts. Please wait a minute and try again.'],
    });
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('change-password: the 6th request in a minute is 429', async () => {
    const user = await signedInUser(t);
    const ip = nextIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await t.call('POST', '/auth/change-password', { ip, token: user.token, body: { currentPassword: 'wrong', newPassword: 'A-good-password-1' } });
      expect(response.status).toBe(400);
    }
    const sixth = await t.call('POST', '/auth/change-password', { ip, token: user.token, body: { currentPassword: user.password, newPassword: 'A-good-password-1' } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('RATE_LIMITED');
  });
});
