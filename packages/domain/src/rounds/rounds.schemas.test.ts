import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_STOP_MESSAGE,
  END_BEFORE_START_MESSAGE,
  MONTH_REQUIRED_MESSAGE,
  WEEKDAY_REQUIRED_MESSAGE,
  createRoundInputSchema,
  describeRhythm,
  optimiseRoundInputSchema,
  optimiseRoundResultSchema,
  updateRoundInputSchema,
} from './rounds.schemas';

const propertyA = '8a2f0c4e-3b1d-4e5f-9a6b-7c8d9e0f1a2b';
const propertyB = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';

function fieldErrors(input: unknown): Record<string, string> {
  const result = createRoundInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('createRoundInputSchema', () => {
  it('takes a weekly round with its weekday and stops in order', () => {
    const round = createRoundInputSchema.parse({ name: ' Tuesday mowing, North ', rhythm: 'weekly', weekday: 2, propertyIds: [propertyB, propertyA] });
    expect(round).toMatchObject({ name: 'Tuesday mowing, North', crewId: null, rhythm: 'weekly', weekday: 2, month: null, propertyIds: [propertyB, propertyA] });
  });

  it('keeps only what the rhythm needs: a round driven once has a month and no weekday or season', () => {
    const round = createRoundInputSchema.parse({ name: 'Fertiliser round 2', rhythm: 'once', month: 5, weekday: 3, startDate: '2030-05-01', endDate: '2030-05-31' });
    expect(round).toMatchObject({ rhythm: 'once', month: 5, weekday: null, startDate: null, endDate: null, propertyIds: [] });
    const monthly = createRoundInputSchema.parse({ name: 'Monthly beds', rhythm: 'monthly', weekday: 3, month: 4 });
    expect(monthly).toMatchObject({ weekday: null, month: null });
  });

  it.each([
    ['no name', { name: '  ', rhythm: 'monthly' }, 'name', 'Round name is required'],
    ['a long name', { name: 'x'.repeat(121), rhythm: 'monthly' }, 'name', 'Round name must be at most 120 characters'],
    ['an unknown rhythm', { name: 'A', rhythm: 'daily' }, 'rhythm', 'Rhythm must be weekly, biweekly, every_3_weeks, every_4_weeks, monthly or once'],
    ['a weekly round without its weekday', { name: 'A', rhythm: 'every_3_weeks' }, 'weekday', WEEKDAY_REQUIRED_MESSAGE],
    ['weekday 7', { name: 'A', rhythm: 'weekly', weekday: 7 }, 'weekday', 'Weekday must be from 0 to 6'],
    ['a text weekday', { name: 'A', rhythm: 'weekly', weekday: 'Tue' }, 'weekday', 'Weekday must be a number'],
    ['a round driven once without its month', { name: 'A', rhythm: 'once' }, 'month', MONTH_REQUIRED_MESSAGE],
    ['month 13', { name: 'A', rhythm: 'once', month: 13 }, 'month', 'Month must be from 1 to 12'],
    ['a crew that is not an id', { name: 'A', rhythm: 'monthly', crewId: 'north' }, 'crewId', 'Must be a valid id'],
    ['a date that is not a date', { name: 'A', rhythm: 'monthly', startDate: '2030-02-30' }, 'startDate', 'Enter a valid date (YYYY-MM-DD)'],
    ['an end before the start', { name: 'A', rhythm: 'monthly', startDate: '2030-05-01', endDate: '2030-04-01' }, 'endDate', END_BEFORE_START_MESSAGE],
    ['stops that are not a list', { name: 'A', rhythm: 'monthly', propertyIds: propertyA }, 'propertyIds', 'Stops must be a list of property ids'],
    ['a stop that is not an id', { name: 'A', rhythm: 'monthly', propertyIds: ['x'] }, 'propertyIds.0', 'Must be a valid id'],
    ['a property twice', { name: 'A', rhythm: 'monthly', propertyIds: [propertyA, propertyB, propertyA] }, 'propertyIds.2', DUPLICATE_STOP_MESSAGE],
  ])('refuses %s with a message for the field', (_, input, field, message) => {
    expect(fieldErrors(input)[field]).toBe(message);
  });

  it('refuses more than 500 stops', () => {
    const ids = Array.from({ length: 501 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    expect(fieldErrors({ name: 'A', rhythm: 'monthly', propertyIds: ids }).propertyIds).toBe('A round has at most 500 stops');
  });
});

describe('updateRoundInputSchema', () => {
  it('needs the updatedAt the round was loaded with', () => {
    const result = updateRoundInputSchema.safeParse({ name: 'A', rhythm: 'monthly' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['updatedAt']);
    expect(updateRoundInputSchema.parse({ name: 'A', rhythm: 'monthly', updatedAt: '2030-01-01T00:00:00.000Z' }).updatedAt).toBe('2030-01-01T00:00:00.000Z');
  });
});

describe('optimiseRoundInputSchema and result', () => {
  it('previews by default and says what applying needs', () => {
    expect(optimiseRoundInputSchema.parse({})).toEqual({ apply: false });
    expect(optimiseRoundInputSchema.safeParse({ apply: 'yes' }).error?.issues[0]?.message).toBe('Apply must be true or false');
  });

  it('is the new order with the distance before and after, or what lacks coordinates', () => {
    expect(optimiseRoundResultSchema.parse({ ok: true, propertyIds: [propertyA], beforeKm: 12.5, afterKm: 9.75, applied: false }).ok).toBe(true);
    const missing = optimiseRoundResultSchema.parse({ ok: false, yardMissing: true, missing: [{ propertyId: propertyA, customerId: propertyB, customerName: 'Lopez', address: '1 Main St' }] });
    expect(missing).toMatchObject({ ok: false, yardMissing: true });
  });
});

describe('describeRhythm', () => {
  it.each([
    [{ rhythm: 'weekly', weekday: 2, month: null }, 'Weekly on Tuesday'],
    [{ rhythm: 'biweekly', weekday: 1, month: null }, 'Every 2 weeks on Monday'],
    [{ rhythm: 'every_3_weeks', weekday: 5, month: null }, 'Every 3 weeks on Friday'],
    [{ rhythm: 'monthly', weekday: null, month: null }, 'Monthly'],
    [{ rhythm: 'once', weekday: null, month: 5 }, 'Once in May'],
  ] as const)('%o reads "%s"', (round, text) => {
    expect(describeRhythm(round)).toBe(text);
  });
});
