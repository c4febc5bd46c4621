import { priceFromRateMatrix, validateRateMatrix, type ServiceDetail, type Service } from '@groundwork/domain/services';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s services', () => {
  it('has ~20 matrix-priced services filed under divisions, with recipes linked to the price book, upsales and coupons', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);

    const services = (await t.call('GET', '/services', { token })).body.data.services as Service[];
    expect(services.length).toBeGreaterThanOrEqual(18);
    expect(services.map((service) => service.order)).toEqual(services.map((_, index) => index + 1));
    expect(services.map((service) => service.name)).toEqual(
      expect.arrayContaining(['Weekly Mowing', 'Fertilizer Round 1', 'Fertilizer Round 5', 'Spring Clean-up', 'Fall Clean-up', 'Mulch Installation', 'Core Aeration', 'Snow Plowing']),
    );
    for (const service of services) {
      expect(validateRateMatrix(service.rateMatrixData), service.name).toEqual([]);
      expect(service.description.length, service.name).toBeGreaterThan(0);
      expect(service.incomeDivisionId, service.name).not.toBeNull();
      expect(service.recipe.length, service.name).toBeGreaterThan(0);
    }

    const mowing = services.find((service) => service.name === 'Weekly Mowing')!;
    expect(priceFromRateMatrix(mowing.rateMatrixData, 12_500)).toMatchObject({ ok: true, rate: 55 });
    expect(priceFromRateMatrix(mowing.rateMatrixData, 25_000)).toMatchObject({ ok: true, rate: 75 });

    // Recipes point at the demo crews, equipment and products (where the names exist).
    const linked = services.flatMap((service) => service.recipe).filter((line) => line.sourceId !== null);
    expect(new Set(linked.map((line) => line.type))).toEqual(new Set(['labor', 'equipment', 'product']));

    const detail = (await t.call('GET', `/services/${mowing.id}`, { token })).body.data.service as ServiceDetail;
    expect(detail.upsales.map((upsale) => upsale.order)).toEqual([1, 2]);
    expect(detail.questions.length).toBeGreaterThan(0);

    const coupons = (await t.call('GET', '/coupons', { token })).body.data.coupons as Array<{ couponCode: string }>;
    expect(coupons.map((coupon) => coupon.couponCode)).toEqual(['NEIGHBOR25', 'SPRING10']);
  });
});
