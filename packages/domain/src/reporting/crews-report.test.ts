import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crewsReport, type CrewWork } from './crews-report';
import { reportSectionSchema } from './report.schemas';

const week = { from: '2026-03-02', to: '2026-03-08' }; // Monday to Sunday: 5 working days
const weekBefore = { from: '2026-02-23', to: '2026-03-01' };
const weekdays = [1, 2, 3, 4, 5];

const idle = { scheduledMinutes: 0, workedMinutes: 0, completedBudgetedMinutes: 0, completedActualMinutes: 0, callbacks: 0, callbackHours: 0 };
// Three people: 3 × 8 h × 5 days = 120 h available; 100 h scheduled (83.3%); 105 h worked; its finished work was
// budgeted 80 h and took 90 h (88.9%); two callbacks, 3.25 h.
const north: CrewWork = {
  crewId: 'crew-north',
  name: 'North',
  members: 3,
  scheduledMinutes: 6_000,
  workedMinutes: 6_300,
  completedBudgetedMinutes: 4_800,
  completedActualMinutes: 5_400,
  callbacks: 2,
  callbackHours: 3.25,
};
// Two people: 80 h available; 70 h scheduled (87.5%); 65 h worked; 50 h budgeted done in 45 h (111.1%).
const south: CrewWork = { ...idle, crewId: 'crew-south', name: 'South', members: 2, scheduledMinutes: 4_200, workedMinutes: 3_900, completedBudgetedMinutes: 3_000, completedActualMinutes: 2_700 };
// An inactive crew with nobody on it now that still logged 2 h and had a callback of half an hour.
const oldCrew: CrewWork = { ...idle, crewId: 'crew-old', name: 'Old crew', members: 0, workedMinutes: 120, callbacks: 1, callbackHours: 0.5 };

describe('crewsReport', () => {
  const report = crewsReport({
    period: week,
    comparison: weekBefore,
    workingWeekdays: weekdays,
    shiftHours: 8,
    crews: [south, oldCrew, north],
    comparisonCrews: [{ ...north, scheduledMinutes: 3_600, workedMinutes: 3_000, completedBudgetedMinutes: 3_000, completedActualMinutes: 3_000, callbacks: 0, callbackHours: 0 }],
  });

  it('gives each crew its hours available, scheduled and worked, utilisation, efficiency and callbacks', () => {
    const [section] = report.sections;
    expect(reportSectionSchema.parse(section)).toEqual(section);
    expect(section!.rows.map((each) => each.values)).toEqual([
      { crew: 'North', members: 3, available: 120, scheduled: 100, worked: 105, utilisation: 83.3, efficiency: 88.9, callbacks: 2, callbackHours: 3.25 },
      { crew: 'Old crew', members: 0, available: 0, scheduled: 0, worked: 2, utilisation: null, efficiency: null, callbacks: 1, callbackHours: 0.5 },
      { crew: 'South', members: 2, available: 80, scheduled: 70, worked: 65, utilisation: 87.5, efficiency: 111.1, callbacks: 0, callbackHours: 0 },
    ]);
    // North took longer than budgeted: a person should look.
    expect(section!.rows.map((each) => [each.key, each.highlight, each.link])).toEqual([
      ['crew-north', true, '/crews'],
      ['crew-old', false, '/crews'],
      ['crew-south', false, '/crews'],
    ]);
    // 200 h available, 170 h scheduled (85.0%), 172 h worked, 130 h budgeted done in 135 h (96.3%), 3 callbacks of 3.75 h.
    expect(section!.totals).toEqual({ members: 5, available: 200, scheduled: 170, worked: 172, utilisation: 85, efficiency: 96.3, callbacks: 3, callbackHours: 3.75 });
    expect(section!.chart).toEqual({ kind: 'bar', x: 'crew', series: ['scheduled', 'worked', 'available'] });
    expect(section!.note).toContain('8 shift hours × the period’s 5 working days');
  });

  it('heads the report with the whole company’s figures and the previous week’s', () => {
    // The week before (23 February – 1 March) also has 5 working days: North's 120 h, 60 h scheduled (50.0%), 50 h worked.
    expect(report.headline.map(({ key, value, comparison }) => ({ key, value, comparison }))).toEqual([
      { key: 'available', value: 200, comparison: 120 },
      { key: 'scheduled', value: 170, comparison: 60 },
      { key: 'worked', value: 172, comparison: 50 },
      { key: 'utilisation', value: 85, comparison: 50 },
      { key: 'efficiency', value: 96.3, comparison: 100 },
      { key: 'callbacks', value: 3, comparison: 0 },
    ]);
  });

  it('counts shifts in quarter hours exactly', () => {
    // 3 × 8.25 h = 24.75 h a day × 5 days = 123.75 h → 123.8 h; 100 h scheduled of 7,425 minutes = 80.8%.
    const { sections } = crewsReport({ period: week, comparison: null, workingWeekdays: weekdays, shiftHours: 8.25, crews: [north], comparisonCrews: null });
    expect(sections[0]!.rows[0]!.values).toMatchObject({ available: 123.8, utilisation: 80.8 });
  });

  it('with no crews, no hours and no comparison gives no ratios rather than NaN', () => {
    const { headline, sections } = crewsReport({ period: week, comparison: null, workingWeekdays: weekdays, shiftHours: 8, crews: [], comparisonCrews: null });
    expect(headline.map((each) => [each.key, each.value, each.comparison])).toEqual([
      ['available', 0, null],
      ['scheduled', 0, null],
      ['worked', 0, null],
      ['utilisation', null, null],
      ['efficiency', null, null],
      ['callbacks', 0, null],
    ]);
    expect(sections[0]!.rows).toEqual([]);
    expect(JSON.stringify({ headline, sections })).not.toMatch(/NaN|Infinity/);
  });

  it('adds the crews up to the totals (property)', () => {
    const crew = fc.record({
      members: fc.integer({ min: 0, max: 12 }),
      scheduledMinutes: fc.integer({ min: 0, max: 100_000 }),
      workedMinutes: fc.integer({ min: 0, max: 100_000 }),
      completedBudgetedMinutes: fc.integer({ min: 0, max: 100_000 }),
      completedActualMinutes: fc.integer({ min: 0, max: 100_000 }),
      callbacks: fc.integer({ min: 0, max: 50 }),
      callbackHours: fc.integer({ min: 0, max: 99_999 }).map((hundredths) => hundredths / 100),
    });
    fc.assert(
      fc.property(fc.array(crew, { maxLength: 10 }), fc.constantFrom(6, 8, 9.5, 10.25), (drawn, shiftHours) => {
        const crews = drawn.map((each, index) => ({ ...each, crewId: `crew-${index}`, name: `Crew ${index}` }));
        const [section] = crewsReport({ period: week, comparison: null, workingWeekdays: weekdays, shiftHours, crews, comparisonCrews: null }).sections;
        const totalMinutes = (field: 'scheduledMinutes' | 'workedMinutes') => crews.reduce((sum, each) => sum + each[field], 0);
        // Hours are worked from the minutes: the total is the whole's minutes, each row its own, to one decimal.
        expect(section!.totals!.scheduled).toBe(Math.round((totalMinutes('scheduledMinutes') * 10) / 60) / 10);
        expect(section!.totals!.worked).toBe(Math.round((totalMinutes('workedMinutes') * 10) / 60) / 10);
        expect(section!.totals!.callbacks).toBe(crews.reduce((sum, each) => sum + each.callbacks, 0));
        // Available hours are whole quarter hours a day: rows add up exactly.
        const available = section!.rows.reduce((sum, each) => sum + Math.round((each.values.available as number) * 4), 0);
        expect(Math.round((section!.totals!.available as number) * 4)).toBe(available);
        for (const each of section!.rows) for (const value of Object.values(each.values)) if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});
