import { applicationListSchema, applicationReportSchema, applicationResultSchema, applicationSettingsResultSchema } from '@groundwork/domain/chemical-applications';
import { addDays } from '@groundwork/domain/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dateIn } from '../../lib/dates';
import { signIn } from '../../test/builders';
import { chemicalApplications, products, workOrderMaterials, workOrders } from '../schema';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s application records', () => {
  it('follow Minnesota’s rules, agree with the work orders, and show complete, incomplete and late records', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const today = dateIn('America/Chicago');

    const settings = applicationSettingsResultSchema.parse((await t.call('GET', '/chemical_applications/settings', { token })).body.data).settings;
    expect(settings).toMatchObject({ states: ['MN'], maxWindMph: 10 });

    const rows = await t.database.db.select().from(chemicalApplications).where(eq(chemicalApplications.companyId, demo.companyId));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.every((row) => row.state === 'MN' && row.appliedOn <= today)).toBe(true);

    // Every completed order whose crew used the weed spray has its complete record, for that order's customer and place.
    const sprayed = await t.database.db
      .select({ order: workOrders, productId: workOrderMaterials.productId })
      .from(workOrderMaterials)
      .innerJoin(workOrders, eq(workOrders.id, workOrderMaterials.workOrderId))
      .innerJoin(products, and(eq(products.id, workOrderMaterials.productId), eq(products.category, 'herbicide')))
      .where(and(eq(workOrderMaterials.companyId, demo.companyId), eq(workOrders.status, 'completed')));
    expect(sprayed.length).toBeGreaterThan(0);
    for (const { order, productId } of sprayed) {
      const record = rows.find((row) => row.workOrderId === order.id && row.productId === productId);
      expect(record, `WO-${order.number}`).toBeDefined();
      expect(record).toMatchObject({ complete: true, customerId: order.customerId, propertyId: order.propertyId, appliedOn: order.date, workOrderNumber: order.number });
    }

    // A season: several months, several products, with the labels' EPA numbers on the pesticides.
    expect(new Set(rows.map((row) => row.appliedOn.slice(0, 7))).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.productName)).size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.productCategory !== 'fertilizer').every((row) => row.epaRegistrationNumber !== null)).toBe(true);

    const list = async (query: string) => applicationListSchema.parse((await t.call('GET', `/chemical_applications?${query}`, { token })).body.data);
    const incomplete = await list('status=incomplete&limit=50');
    const late = await list('status=late&limit=50');
    expect(incomplete.applications).toHaveLength(3);
    expect(late.applications).toHaveLength(1);
    expect(late.applications[0]!.deadline! < today).toBe(true);
    expect(incomplete.applications.filter((item) => !item.late).every((item) => item.deadline! >= today && item.appliedOn >= addDays(today, -5))).toBe(true);

    // Most customers got their copy; the incomplete ones none.
    const sent = rows.filter((row) => row.customerCopySentAt !== null);
    expect(sent.length / rows.length).toBeGreaterThan(0.6);
    expect(rows.filter((row) => !row.complete).every((row) => row.customerCopySentAt === null)).toBe(true);

    // One override with its reason, and the sign of a herbicide record.
    const windy = rows.find((row) => row.overrideReasons.length > 0);
    expect(windy?.overrideReasons[0]).toMatchObject({ code: 'wind_above_limit' });
    const herbicide = rows.find((row) => row.productCategory === 'herbicide' && row.workOrderId !== null)!;
    const detail = applicationResultSchema.parse((await t.call('GET', `/chemical_applications/${herbicide.id}`, { token })).body.data).application;
    expect(detail.sign?.lines[0]).toBe('THIS AREA CHEMICALLY TREATED.');
    expect(detail.applicatorLicenseNumber).toMatch(/^MN-/);
    expect(detail.companyAddress).not.toBe('');

    // The crew leader sees his crew's records, not all of them.
    const leaderToken = await signIn(t, demo.crewLeaderEmail, demo.password);
    const leaderList = applicationListSchema.parse((await t.call('GET', '/chemical_applications?limit=1', { token: leaderToken })).body.data);
    expect(leaderList.pagination.total).toBeGreaterThan(0);
    expect(leaderList.pagination.total).toBeLessThan(rows.length);

    // The year's report adds up per product.
    const year = today.slice(0, 4);
    const report = applicationReportSchema.parse((await t.call('GET', `/chemical_applications/report?from=${year}-01-01&to=${year}-12-31`, { token })).body.data).report;
    expect(report.totals.reduce((sum, total) => sum + total.applications, 0)).toBe(report.applications.length);
  });
});
