import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equipmentCostPerHour, equipmentCostReasons, type EquipmentCostInputs } from './cost-per-hour';
import { createEquipmentInputSchema, updateEquipmentInputSchema } from './equipment.schemas';

const aUnit = (overrides: Partial<EquipmentCostInputs> = {}): EquipmentCostInputs => ({
  purchasePrice: 0,
  resaleValue: null,
  expectedLifeYears: 1,
  annualBillableHours: 1,
  fuelPerYear: 0,
  repairsPerYear: 0,
  insurancePerYear: 0,
  ...overrides,
});

describe('equipmentCostPerHour', () => {
  it.each([
    // name, inputs, cost per hour, annual cost, depreciation a year (worked by hand)
    ['21" push mower', aUnit({ purchasePrice: 1200, resaleValue: 200, expectedLifeYears: 4, annualBillableHours: 600, fuelPerYear: 150, repairsPerYear: 100 }), 0.8333, 500, 250],
    ['60" zero-turn', aUnit({ purchasePrice: 14000, resaleValue: 3500, expectedLifeYears: 5, annualBillableHours: 1000, fuelPerYear: 2400, repairsPerYear: 800, insurancePerYear: 300 }), 5.6, 5600, 2100],
    // 40,000 / 7 = 5,714.2857…; + 10,700 = 16,414.2857…; / 1,500 = 10.942857…
    ['crew truck', aUnit({ purchasePrice: 55000, resaleValue: 15000, expectedLifeYears: 7, annualBillableHours: 1500, fuelPerYear: 6500, repairsPerYear: 1800, insurancePerYear: 2400 }), 10.9429, 16414.29, 5714.29],
    ['no resale value counts as 0', aUnit({ purchasePrice: 3000, expectedLifeYears: 3, annualBillableHours: 500 }), 2, 1000, 1000],
    ['half a unit of the 4th decimal rounds up (1/32 = 0.03125)', aUnit({ fuelPerYear: 1, annualBillableHours: 32 }), 0.0313, 1, 0],
    ['fractional life and hours: 1,000 / 2.5 y = 400 a year over 0.5 h', aUnit({ purchasePrice: 1000, expectedLifeYears: 2.5, annualBillableHours: 0.5 }), 800, 400, 400],
    ['decimals that drift as floats (0.1 + 0.2) stay exact', aUnit({ fuelPerYear: 0.1, repairsPerYear: 0.2, annualBillableHours: 3 }), 0.1, 0.3, 0],
    ['resale above purchase depreciates nothing', aUnit({ purchasePrice: 100, resaleValue: 500, fuelPerYear: 10, annualBillableHours: 10 }), 1, 10, 0],
  ])('%s', (_name, inputs, costPerHour, annualCost, depreciationPerYear) => {
    expect(equipmentCostPerHour(inputs)).toEqual({ costPerHour, annualCost, depreciationPerYear, reason: null });
  });

  it('is empty with a reason when the expected life is 0', () => {
    expect(equipmentCostPerHour(aUnit({ purchasePrice: 5000, expectedLifeYears: 0, annualBillableHours: 500 }))).toEqual({
      costPerHour: null,
      annualCost: null,
      depreciationPerYear: null,
      reason: equipmentCostReasons.noLife,
    });
  });

  it('is empty with a reason when the annual billable hours are 0', () => {
    expect(equipmentCostPerHour(aUnit({ purchasePrice: 5000, expectedLifeYears: 5, annualBillableHours: 0 })).reason).toBe(equipmentCostReasons.noHours);
  });

  const money = fc.integer({ min: 0, max: 50_000_000 }).map((cents) => cents / 100);
  const positive = fc.integer({ min: 0, max: 876_000 }).map((hundredths) => hundredths / 100);
  const inputs = fc.record({
    purchasePrice: money,
    resaleValue: fc.option(money, { nil: null }),
    expectedLifeYears: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
    annualBillableHours: positive,
    fuelPerYear: money,
    repairsPerYear: money,
    insurancePerYear: money,
  });

  it('never gives NaN or Infinity: a finite number of at most 4 decimals, or null with a reason', () => {
    fc.assert(
      fc.property(inputs, (unit) => {
        const result = equipmentCostPerHour(unit);
        if (result.costPerHour === null) return typeof result.reason === 'string' && result.reason.length > 0;
        return Number.isFinite(result.costPerHour) && result.costPerHour >= 0 && Number.isInteger(Math.round(result.costPerHour * 10_000));
      }),
    );
  });

  it('raising any cost never lowers the cost per hour', () => {
    const costs = ['purchasePrice', 'fuelPerYear', 'repairsPerYear', 'insurancePerYear'] as const;
    fc.assert(
      fc.property(inputs, fc.constantFrom(...costs), money, (unit, cost, raise) => {
        const before = equipmentCostPerHour(unit).costPerHour;
        const after = equipmentCostPerHour({ ...unit, [cost]: Math.round((unit[cost] + raise) * 100) / 100 }).costPerHour;
        return before === null ? after === null : after !== null && after >= before;
      }),
    );
  });
});

describe('equipment schemas', () => {
  const valid = { name: '60" Zero-turn #1', type: 'mower', purchasePrice: 14000, expectedLifeYears: 5, annualBillableHours: 1000 };

  it('fills defaults: costs 0, status active, empty texts and dates null', () => {
    expect(createEquipmentInputSchema.parse({ ...valid, make: ' ', lastServiceDate: '' })).toMatchObject({
      fuelPerYear: 0,
      repairsPerYear: 0,
      insurancePerYear: 0,
      resaleValue: null,
      status: 'active',
      make: null,
      lastServiceDate: null,
    });
  });

  it.each([
    [{ ...valid, name: ' ' }, 'name', 'Equipment name is required'],
    [{ ...valid, type: 'hovercraft' }, 'type', 'Choose a type from the list'],
    [{ ...valid, purchasePrice: -1 }, 'purchasePrice', 'Purchase price cannot be negative'],
    [{ ...valid, purchasePrice: 10.005 }, 'purchasePrice', 'Purchase price can have at most 2 decimal places'],
    [{ ...valid, purchasePrice: '14000' }, 'purchasePrice', 'Purchase price must be a number'],
    [{ ...valid, resaleValue: 15000 }, 'resaleValue', 'Resale value cannot be more than the purchase price'],
    [{ ...valid, annualBillableHours: 9000 }, 'annualBillableHours', 'Annual billable hours must be at most 8,760'],
    [{ ...valid, status: 'broken' }, 'status', 'Choose active, in repair, out of service or retired'],
    [{ ...valid, nextServiceDate: '05/01/2025' }, 'nextServiceDate', 'Enter a date as YYYY-MM-DD'],
  ])('refuses %j on %s', (input, field, message) => {
    const result = createEquipmentInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });

  it('needs the updatedAt the form was loaded with to update', () => {
    expect(updateEquipmentInputSchema.safeParse(valid).success).toBe(false);
    expect(updateEquipmentInputSchema.safeParse({ ...valid, updatedAt: '2025-05-01T12:00:00.000Z' }).success).toBe(true);
  });
});
