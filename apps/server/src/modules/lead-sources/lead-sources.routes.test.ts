import { defaultLeadSourceNames, leadSourceListSchema } from '@groundwork/domain/lead-sources';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('lead sources', () => {
  it('every company starts with the default sources', async () => {
    const user = await signedInUser(t);
    const response = await t.call('GET', '/lead_sources', { token: user.token });
    expect(response.status).toBe(200);
    const { leadSources } = leadSourceListSchema.parse(response.body.data);
    expect(leadSources.map((source) => source.name).sort()).toEqual([...defaultLeadSourceNames].sort());
    expect(leadSources.every((source) => source.status === 'active' && source.usageCount === 0)).toBe(true);
  });

  it('adds, renames and deletes an unused source; names are unique ignoring case', async () => {
    const user = await signedInUser(t);
    const created = await t.call('POST', '/lead_sources', { token: user.token, body: { name: ' Home show ' } });
    expect(created.status, created.text).toBe(200);
    const source = created.body.data.leadSource;
    expect(source).toMatchObject({ name: 'Home show', status: 'active', usageCount: 0 });

    const duplicate = await t.call('POST', '/lead_sources', { token: user.token, body: { name: 'GOOGLE' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.fieldErrors).toEqual({ name: ['A lead source with this name already exists'] });
    expect((await t.call('PUT', `/lead_sources/${source.id}`, { token: user.token, body: { name: 'google' } })).status).toBe(409);

    const renamed = await t.call('PUT', `/lead_sources/${source.id}`, { token: user.token, body: { name: 'Home & Garden show' } });
    expect(renamed.body.data.leadSource.name).toBe('Home & Garden show');

    const removed = await t.call('DELETE', `/lead_sources/${source.id}`, { token: user.token });
    expect(removed.body.data).toMatchObject({ id: source.id, outcome: 'deleted' });
    expect((await t.call('PUT', `/lead_sources/${source.id}`, { token: user.token, body: { name: 'x' } })).status).toBe(404);
  });

  it('archives a source in use instead of deleting it, and says so', async () => {
    const user = await signedInUser(t);
    const source = (await t.call('POST', '/lead_sources', { token: user.token, body: { name: 'Radio' } })).body.data.leadSource;
    await t.call('POST', '/leads', { token: user.token, body: { firstName: 'Ann', leadSourceId: source.id } });
    await t.call('POST', '/customers', { token: user.token, body: { firstName: 'Bob', leadSourceId: source.id } });
    const listed = (await t.call('GET', '/lead_sources', { token: user.token })).body.data.leadSources;
    expect(listed.find((entry: { id: string }) => entry.id === source.id).usageCount).toBe(2);

    const response = await t.call('DELETE', `/lead_sources/${source.id}`, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: source.id, outcome: 'archived' });
    expect(response.body.data.message).toMatch(/archived/);
    const after = (await t.call('GET', '/lead_sources', { token: user.token })).body.data.leadSources;
    expect(after.find((entry: { id: string }) => entry.id === source.id).status).toBe('archived');

    const restored = await t.call('PUT', `/lead_sources/${source.id}`, { token: user.token, body: { name: 'Radio', status: 'active' } });
    expect(restored.body.data.leadSource.status).toBe('active');
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{ name: 42 }, 'name'],
  ])('a bad body %j is 400 naming %s', async (body, field) => {
    const user = await signedInUser(t);
    const response = await t.call('POST', '/lead_sources', { token: user.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('a bad status on update is 400', async () => {
    const user = await signedInUser(t);
    const [source] = (await t.call('GET', '/lead_sources', { token: user.token })).body.data.leadSources;
    const response = await t.call('PUT', `/lead_sources/${source.id}`, { token: user.token, body: { name: 'x', status: 'gone' } });
    expect(response.status).toBe(400);
  });

  it('a second company cannot see, change or delete the first one’s sources', async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const source = (await t.call('POST', '/lead_sources', { token: owner.token, body: { name: 'Radio' } })).body.data.leadSource;
    const theirs = (await t.call('GET', '/lead_sources', { token: intruder.token })).body.data.leadSources;
    expect(theirs.some((entry: { id: string }) => entry.id === source.id)).toBe(false);
    expect((await t.call('PUT', `/lead_sources/${source.id}`, { token: intruder.token, body: { name: 'Mine' } })).status).toBe(404);
    expect((await t.call('DELETE', `/lead_sources/${source.id}`, { token: intruder.token })).status).toBe(404);
    // A source with the same name in another company is fine.
    expect((await t.call('POST', '/lead_sources', { token: intruder.token, body: { name: 'Radio' } })).status).toBe(200);
  });
});
