import { equipmentListSchema } from '@groundwork/domain/equipment';
import { productListSchema } from '@groundwork/domain/products';
import { subcontractorListSchema } from '@groundwork/domain/subcontractors';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser, signIn } from '../../test/builders';
import { products, productSeedings } from '../schema';
import { demoApp, seededDemo } from './demo-fixture';
import { sampleProducts, seedSampleProductsForExistingCompanies } from './products';

const t = demoApp;

const productCount = async (companyId: string) =>
  (await t.database.db.select({ value: count() }).from(products).where(eq(products.companyId, companyId)))[0]!.value;

describe('the demo company’s price book', () => {
  it('has ~15 pieces of equipment with a cost per hour, ~40 products and 5 subcontractors with insurance warnings', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);

    const { equipment } = equipmentListSchema.parse((await t.call('GET', '/equipment', { token })).body.data);
    expect(equipment.length).toBeGreaterThanOrEqual(15);
    expect(equipment.every((unit) => unit.costPerHour !== null && unit.costPerHour > 0)).toBe(true);
    for (const type of ['mower', 'truck', 'trailer', 'aerator', 'dethatcher', 'spreader', 'plow', 'salt_spreader', 'blower', 'trimmer']) {
      expect(equipment.map((unit) => unit.type)).toContain(type);
    }

    const list = productListSchema.parse((await t.call('GET', '/products', { token })).body.data);
    expect(list.products.length).toBeGreaterThanOrEqual(40);
    for (const sample of sampleProducts) expect(list.products.map((product) => product.name)).toContain(sample.name);
    expect(list.products.filter((product) => product.epaRegistrationNumber !== null).length).toBeGreaterThanOrEqual(5);

    const { subcontractors } = subcontractorListSchema.parse((await t.call('GET', '/subcontractors', { token })).body.data);
    expect(subcontractors).toHaveLength(5);
    expect(subcontractors.map((sub) => sub.insuranceStatus).sort()).toEqual(['current', 'current', 'current', 'expired', 'expiring']);
  });
});

describe('sample products for companies from before the price book', () => {
  it('are added once; a sample a company deleted does not come back', async () => {
    const current = await signedInUser(t);
    expect(await productCount(current.companyId)).toBe(sampleProducts.length);

    // An older company: created before product_seedings existed, so it has neither the mark nor the products.
    const older = await signedInUser(t);
    await t.database.db.delete(products).where(eq(products.companyId, older.companyId));
    await t.database.db.delete(productSeedings).where(eq(productSeedings.companyId, older.companyId));

    await seedSampleProductsForExistingCompanies(t.database);
    expect(await productCount(older.companyId)).toBe(sampleProducts.length);
    expect(await productCount(current.companyId)).toBe(sampleProducts.length);

    await t.database.db.delete(products).where(and(eq(products.companyId, older.companyId), eq(products.name, sampleProducts[0]!.name)));
    await seedSampleProductsForExistingCompanies(t.database);
    expect(await productCount(older.companyId)).toBe(sampleProducts.length - 1);
  });
});
