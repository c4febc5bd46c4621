import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { templateListSchema, templateSchema, type Template } from '@groundwork/domain/templates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimateTemplates, estimateTemplateSeedings } from '../../db/schema';
import { sampleTemplates, seedSampleTemplatesForExistingCompanies, SAMPLE_TEMPLATE_AUTHOR } from '../../db/seed/templates';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const UNKNOWN = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

const items = [
  { id: 'a', parentId: null, name: 'Hedge & Shrub Trimming', type: 'labor' },
  { id: 'a1', parentId: 'a', name: 'Trimming labor', type: 'labor', qty: 2.5, visits: 2, cost: 27.5 },
  { id: 'a2', parentId: 'a', name: 'Hedge trimmer', type: 'equipment', qty: 2, visits: 2, cost: 3.3333 },
  { id: 'b', parentId: null, name: 'Debris haul', type: 'subcontractor' },
  { id: 'b1', parentId: 'b', name: 'Dump fee', type: 'subcontractor', qty: 1, visits: 1, cost: 40 },
];
const hedges = { name: 'Hedge trimming twice a year', description: 'June and September', document: 'Terms: net 15.\nThank you!', items };

async function aTemplate(user: SignedInUser, overrides: Record<string, unknown> = {}): Promise<Template> {
  const response = await t.call('POST', '/estimate_templates', { token: user.token, body: { ...hedges, ...overrides } });
  if (response.status !== 200) throw new Error(`template not created: ${response.text}`);
  return templateSchema.parse(response.body.data.template);
}

describe('estimate templates', () => {
  it('every new company starts with the five sample templates, costed, with terms', async () => {
    const admin = await signedInUser(t);
    const list = await t.call('GET', '/estimate_templates', { token: admin.token });
    expect(list.status).toBe(200);
    const { templates } = templateListSchema.parse(list.body.data);
    expect(templates.map((template) => template.name).sort()).toEqual(sampleTemplates.map((template) => template.name).sort());
    for (const summary of templates) {
      expect(summary).toMatchObject({ isSample: true, createdBy: SAMPLE_TEMPLATE_AUTHOR, type: 'Both', serviceCount: 1 });
      expect(summary.totalCost).toBeGreaterThan(0);
    }
    const mowing = templates.find((template) => template.name === 'Weekly mowing season')!;
    const read = templateSchema.parse((await t.call('GET', `/estimate_templates/${mowing.id}`, { token: admin.token })).body.data.template);
    expect(read.items.filter((item) => item.parentId !== null).every((item) => item.visits === 28)).toBe(true);
    expect(read.document).toContain('Terms');
    // the service line points at the company's starter Weekly Mowing service
    const services = (await t.call('GET', '/services', { token: admin.token })).body.data.services as Array<{ id: string; name: string }>;
    expect(read.items[0]!.serviceId).toBe(services.find((service) => service.name === 'Weekly Mowing')!.id);
    // 28 × (0.75×27.5 + 0.35×27.5 + 0.5×14.25 + 0.25×2.75 + 0.25×18) = 28 × 42.5625 = 1,191.75
    expect(read.totalCost).toBe(1191.75);
  });

  it('a deleted sample stays deleted when start-up seeding runs again', async () => {
    const admin = await signedInUser(t);
    const { templates } = templateListSchema.parse((await t.call('GET', '/estimate_templates', { token: admin.token })).body.data);
    const snow = templates.find((template) => template.name === 'Snow contract')!;
    expect((await t.call('DELETE', `/estimate_templates/${snow.id}`, { token: admin.token })).status).toBe(200);
    await seedSampleTemplatesForExistingCompanies(t.database);
    const after = templateListSchema.parse((await t.call('GET', '/estimate_templates', { token: admin.token })).body.data).templates;
    expect(after).toHaveLength(4);
    expect(after.some((template) => template.name === 'Snow contract')).toBe(false);
  });

  it('companies from before templates existed get the samples once at start-up', async () => {
    const admin = await signedInUser(t);
    await t.database.db.delete(estimateTemplateSeedings).where(eq(estimateTemplateSeedings.companyId, admin.companyId));
    await t.database.db.delete(estimateTemplates).where(eq(estimateTemplates.companyId, admin.companyId));
    await seedSampleTemplatesForExistingCompanies(t.database);
    await seedSampleTemplatesForExistingCompanies(t.database);
    const { templates } = templateListSchema.parse((await t.call('GET', '/estimate_templates', { token: admin.token })).body.data);
    expect(templates).toHaveLength(sampleTemplates.length);
  });

  it('creates a template: server ids, server cost, author from the session, never the body', async () => {
    const admin = await signedInUser(t);
    const created = await t.call('POST', '/estimate_templates', {
      token: admin.token,
      body: { ...hedges, createdBy: 'Mallory', modifiedBy: 'Mallory', totalCost: 1, isSample: true, companyId: UNKNOWN },
    });
    expect(created.status).toBe(200);
    const template = templateSchema.parse(created.body.data.template);
    expect(template).toMatchObject({ name: hedges.name, description: 'June and September', document: hedges.document, type: 'Both', createdBy: 'Dana Whitfield', modifiedBy: 'Dana Whitfield', isSample: false, serviceCount: 2, lineCount: 5 });
    expect(template.items.map((item) => [item.id, item.parentId])).toEqual([
      ['s1', null],
      ['s1-1', 's1'],
      ['s1-2', 's1'],
      ['s2', null],
      ['s2-1', 's2'],
    ]);
    // 2.5×2×27.5 = 137.50; 2×2×3.3333 = 13.3332 → 13.33; 40 → 190.83
    expect(template.totalCost).toBe(190.83);
    expect(template.items[2]!.cost).toBe(3.3333);
    const read = await t.call('GET', `/estimate_templates/${template.id}`, { token: admin.token });
    expect(read.body.data.template).toEqual(template);
  });

  it('search finds by name or description', async () => {
    const admin = await signedInUser(t);
    await aTemplate(admin);
    const found = templateListSchema.parse((await t.call('GET', '/estimate_templates?search=september', { token: admin.token })).body.data).templates;
    expect(found.map((template) => template.name)).toEqual([hedges.name]);
  });

  it('updates with the updatedAt it read, records who modified it, and refuses a stale version with 409', async () => {
    const admin = await signedInUser(t);
    const template = await aTemplate(admin);
    const support = await signedInUser(t, { role: 'support', companyId: admin.companyId });
    const body = { ...hedges, name: 'Hedges ×2', items: items.slice(0, 2), updatedAt: template.updatedAt };
    const updated = await t.call('PUT', `/estimate_templates/${template.id}`, { token: support.token, body });
    expect(updated.status).toBe(200);
    expect(updated.body.data.template).toMatchObject({ name: 'Hedges ×2', createdBy: 'Dana Whitfield', modifiedBy: 'Sam Rivera', lineCount: 2, totalCost: 137.5, dateCreated: template.dateCreated });
    const stale = await t.call('PUT', `/estimate_templates/${template.id}`, { token: admin.token, body });
    expect(stale.status).toBe(409);
  });

  it('deletes a template for good', async () => {
    const admin = await signedInUser(t);
    const template = await aTemplate(admin);
    const deleted = await t.call('DELETE', `/estimate_templates/${template.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: template.id, message: 'The template was deleted.' });
    expect((await t.call('GET', `/estimate_templates/${template.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('DELETE', `/estimate_templates/${template.id}`, { token: admin.token })).status).toBe(404);
  });

  it('a second company gets 404 reading, changing or deleting the first company’s template, and never lists it', async () => {
    const admin = await signedInUser(t);
    const template = await aTemplate(admin);
    const other = await signedInUser(t);
    expect((await t.call('GET', `/estimate_templates/${template.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('PUT', `/estimate_templates/${template.id}`, { token: other.token, body: { ...hedges, updatedAt: template.updatedAt } })).status).toBe(404);
    expect((await t.call('DELETE', `/estimate_templates/${template.id}`, { token: other.token })).status).toBe(404);
    const list = templateListSchema.parse((await t.call('GET', '/estimate_templates', { token: other.token })).body.data).templates;
    expect(list.some((row) => row.id === template.id)).toBe(false);
    expect((await t.call('GET', `/estimate_templates/${template.id}`, { token: admin.token })).body.data.template.name).toBe(hedges.name);
  });

  it('a crew_leader gets 403 on templates, reads included (the office’s area), before the body is checked', async () => {
    const admin = await signedInUser(t);
    const template = await aTemplate(admin);
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const refused = [
      await t.call('GET', '/estimate_templates', { token: leader.token }),
      await t.call('GET', `/estimate_templates/${template.id}`, { token: leader.token }),
      await t.call('POST', '/estimate_templates', { token: leader.token, body: hedges }),
      await t.call('POST', '/estimate_templates', { token: leader.token, body: {} }),
      await t.call('PUT', `/estimate_templates/${template.id}`, { token: leader.token, body: { ...hedges, updatedAt: template.updatedAt } }),
      await t.call('DELETE', `/estimate_templates/${template.id}`, { token: leader.token }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(refused.map((response) => response.body.message)).toEqual(refused.map(() => OFFICE_ONLY_MESSAGE));
  });

  it.each(['office_manager', 'estimator'] as const)('a %s may read templates but gets 403 on every write', async (role) => {
    const admin = await signedInUser(t);
    const template = await aTemplate(admin);
    const user = await signedInUser(t, { role, companyId: admin.companyId });
    expect((await t.call('GET', '/estimate_templates', { token: user.token })).status).toBe(200);
    expect((await t.call('GET', `/estimate_templates/${template.id}`, { token: user.token })).status).toBe(200);
    expect((await t.call('POST', '/estimate_templates', { token: user.token, body: hedges })).status).toBe(403);
    expect((await t.call('POST', '/estimate_templates', { token: user.token, body: {} })).status).toBe(403);
    expect((await t.call('PUT', `/estimate_templates/${template.id}`, { token: user.token, body: { ...hedges, updatedAt: template.updatedAt } })).status).toBe(403);
    expect((await t.call('DELETE', `/estimate_templates/${template.id}`, { token: user.token })).status).toBe(403);
  });

  it.each(['super_admin', 'implementation'] as const)('a %s may create templates', async (role) => {
    const admin = await signedInUser(t);
    const user = await signedInUser(t, { role, companyId: admin.companyId });
    expect((await t.call('POST', '/estimate_templates', { token: user.token, body: hedges })).status).toBe(200);
  });

  it.each([
    ['name', { ...hedges, name: '' }],
    ['name', { ...hedges, name: 'x'.repeat(121) }],
    ['name', { ...hedges, name: undefined }],
    ['description', { ...hedges, description: 'x'.repeat(501) }],
    ['document', { ...hedges, document: 42 }],
    ['type', { ...hedges, type: 'Customer' }],
    ['items', { ...hedges, items: {} }],
    ['items.0.parentId', { ...hedges, items: [{ ...items[1], parentId: 'missing' }] }],
    ['items.1.id', { ...hedges, items: [items[0], items[0]] }],
    ['items.1.type', { ...hedges, items: [items[0], { ...items[1], type: 'fuel' }] }],
    ['items.1.cost', { ...hedges, items: [items[0], { ...items[1], cost: -1 }] }],
    ['items.1.cost', { ...hedges, items: [items[0], { ...items[1], cost: 1.00001 }] }],
    ['items.1.visits', { ...hedges, items: [items[0], { ...items[1], visits: 0 }] }],
    ['items.1.qty', { ...hedges, items: [items[0], { ...items[1], qty: '2' }] }],
  ])('refuses a bad %s with 400 naming that field', async (field, body) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/estimate_templates', { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('refuses an update without updatedAt, and a malformed id, with 400; an unknown id with 404', async () => {
    const admin = await signedInUser(t);
    const template = await aTemplate(admin);
    const missing = await t.call('PUT', `/estimate_templates/${template.id}`, { token: admin.token, body: hedges });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.details.fieldErrors)).toEqual(['updatedAt']);
    expect((await t.call('GET', '/estimate_templates/not-an-id', { token: admin.token })).status).toBe(400);
    expect((await t.call('GET', `/estimate_templates/${UNKNOWN}`, { token: admin.token })).status).toBe(404);
  });
});
