import { outboxListSchema } from '@groundwork/domain/outbox';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function requestResets(email: string, times: number) {
  for (let i = 0; i < times; i += 1) await t.call('POST', '/auth/forgot-password', { body: { email } });
}

describe('GET /outbox_messages', () => {
  it("lists the company's messages newest first, paged", async () => {
    const admin = await signedInUser(t);
    await requestResets(admin.email, 3);

    const first = await t.call('GET', '/outbox_messages?page=1&limit=2', { token: admin.token });
    expect(first.status).toBe(200);
    const page1 = outboxListSchema.parse(first.body.data);
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page1.messages).toHaveLength(2);
    expect(page1.messages[0]).toMatchObject({ to: admin.email, subject: 'Reset your Groundwork password', status: 'kept', sentAt: null });
    expect(page1.messages[0]!.text).toContain('/reset-password?token=');
    expect(Date.parse(page1.messages[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(page1.messages[1]!.createdAt));

    const page2 = outboxListSchema.parse((await t.call('GET', '/outbox_messages?page=2&limit=2', { token: admin.token })).body.data);
    expect(page2.messages).toHaveLength(1);
    const ids = new Set([...page1.messages, ...page2.messages].map((message) => message.id));
    expect(ids.size).toBe(3);
  });

  it('defaults to page 1 with 50 a page', async () => {
    const admin = await signedInUser(t);
    const response = await t.call('GET', '/outbox_messages', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ messages: [], pagination: { page: 1, limit: 50, total: 0 } });
  });

  it("a second company sees none of the first company's messages", async () => {
    const first = await signedInUser(t);
    await requestResets(first.email, 2);
    const second = await signedInUser(t);
    const response = await t.call('GET', '/outbox_messages', { token: second.token });
    expect(response.status).toBe(200);
    expect(response.body.data.messages).toEqual([]);
    expect(response.body.data.pagination.total).toBe(0);
    expect(response.text).not.toContain(first.email);
  });

  it.each(['super_admin', 'support', 'implementation'] as const)('a %s (counts as admin) may read it', async (role) => {
    const user = await signedInUser(t, { role });
    expect((await t.call('GET', '/outbox_messages', { token: user.token })).status).toBe(200);
  });

  it.each(['office_manager', 'estimator', 'crew_leader'] as const)('a %s gets 403 FORBIDDEN', async (role) => {
    const user = await signedInUser(t, { role });
    const response = await t.call('GET', '/outbox_messages', { token: user.token });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('without a session it is 401', async () => {
    expect((await t.call('GET', '/outbox_messages')).status).toBe(401);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=100000', 'limit'],
    ['limit=1.5', 'limit'],
    [`page=${'9'.repeat(10_000)}`, 'page'],
  ])('a bad query %s is 400 naming the field', async (query, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('GET', `/outbox_messages?${query}`, { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });
});
