import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/builders';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

async function leadSourceNames(token: string): Promise<string[]> {
  const response = await t.call('GET', '/lead_sources', { token });
  return response.body.data.leadSources.map((source: { name: string }) => source.name);
}

describe('Idempotency-Key on creates', () => {
  it('a retried create answers the first answer again and makes one record', async () => {
    const user = await signedInUser(t);
    const headers = { 'idempotency-key': 'create-home-show-1' };
    const first = await t.call('POST', '/lead_sources', { token: user.token, headers, body: { name: 'Home show' } });
    expect(first.status, first.text).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retried = await t.call('POST', '/lead_sources', { token: user.token, headers, body: { name: 'Home show' } });
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body).toEqual(first.body);
    expect((await leadSourceNames(user.token)).filter((name) => name === 'Home show')).toHaveLength(1);

    // Without the key the same body is a second create, which this area refuses as a duplicate.
    expect((await t.call('POST', '/lead_sources', { token: user.token, body: { name: 'Home show' } })).status).toBe(409);
  });

  it('refuses the same key with a different request, and lets a failed request try again', async () => {
    const user = await signedInUser(t);
    const headers = { 'idempotency-key': 'key-7' };
    await t.call('POST', '/lead_sources', { token: user.token, headers, body: { name: 'Radio' } });
    const other = await t.call('POST', '/lead_sources', { token: user.token, headers, body: { name: 'Television' } });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request.');

    const failing = { 'idempotency-key': 'key-8' };
    const invalid = await t.call('POST', '/lead_sources', { token: user.token, headers: failing, body: { name: 'Google' } });
    expect(invalid.status).toBe(409); // a duplicate name: not stored, so the key is free again
    const corrected = await t.call('POST', '/lead_sources', { token: user.token, headers: failing, body: { name: 'Google' } });
    expect(corrected.status).toBe(409);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('two copies sent together make one record', async () => {
    const user = await signedInUser(t);
    const headers = { 'idempotency-key': 'double-click' };
    const answers = await Promise.all(
      [1, 2].map(() => t.call('POST', '/lead_sources', { token: user.token, headers, body: { name: 'Door hanger drop' } })),
    );
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect((await leadSourceNames(user.token)).filter((name) => name === 'Door hanger drop')).toHaveLength(1);
  });

  it('keys belong to one company: another company using the same key gets its own create', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const headers = { 'idempotency-key': 'shared-key' };
    await t.call('POST', '/lead_sources', { token: first.token, headers, body: { name: 'Mailer' } });
    const theirs = await t.call('POST', '/lead_sources', { token: second.token, headers, body: { name: 'Mailer' } });
    expect(theirs.status).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await leadSourceNames(second.token)).toContain('Mailer');
  });

  it.each([['', 'empty'], ['x'.repeat(256), 'too long'], ['two words', 'a space']])(
    'a malformed key (%#: %s) is a 400 naming the header',
    async (key) => {
      const user = await signedInUser(t);
      const response = await t.call('POST', '/lead_sources', { token: user.token, headers: { 'idempotency-key': key }, body: { name: 'Yard sign 2' } });
      expect(response.status).toBe(400);
      expect(response.body.details.fieldErrors['Idempotency-Key']).toEqual(['must be 1 to 255 visible ASCII characters']);
      expect(await leadSourceNames(user.token)).not.toContain('Yard sign 2');
    },
  );
});
