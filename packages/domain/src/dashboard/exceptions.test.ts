import { describe, expect, it } from 'vitest';
import { defaultCompanyPermissions } from '../permissions/route-access';
import {
  chemicalRecordDetail,
  crewCapacityDetail,
  dayWords,
  equipmentDetail,
  exceptionFeed,
  exceptionKinds,
  exceptionLinks,
  exceptionScope,
  exceptionSentence,
  expiringEstimateDetail,
  insuranceDetail,
  jobHoursDetail,
  overdueInvoiceDetail,
  unbilledOrderDetail,
  type ExceptionKind,
  type FoundException,
} from './exceptions';

// A Tuesday.
const today = '2026-06-02';
const example = (name: string) => ({ label: name, detail: '', href: `/somewhere/${name}` });
const found = (kind: ExceptionKind, count: number, extra: Partial<FoundException> = {}): FoundException => ({
  kind,
  count,
  examples: Array.from({ length: Math.min(count, 7) }, (_, index) => example(`${kind}-${index + 1}`)),
  ...extra,
});

describe('exceptionSentence', () => {
  it.each([
    ['completed_not_invoiced', 3, '3 completed visits not invoiced'],
    ['completed_not_invoiced', 1, '1 completed visit not invoiced'],
    ['invoices_over_60_days', 2, '2 invoices more than 60 days overdue'],
    ['invoices_over_60_days', 1, '1 invoice more than 60 days overdue'],
    ['jobs_over_hours', 1, '1 job over its budgeted hours'],
    ['jobs_over_hours', 4, '4 jobs over their budgeted hours'],
    ['estimates_expiring', 1, '1 estimate expiring this week'],
    ['estimates_expiring', 12, '12 estimates expiring this week'],
    ['subcontractor_insurance', 1, '1 subcontractor with insurance expiring'],
    ['subcontractor_insurance', 2, '2 subcontractors with insurance expiring'],
    ['equipment_service_overdue', 1, '1 unit overdue for service'],
    ['equipment_service_overdue', 3, '3 units overdue for service'],
    ['chemical_records_due', 1, '1 chemical record missing fields near its deadline'],
    ['chemical_records_due', 5, '5 chemical records missing fields near their deadline'],
    ['completed_not_invoiced', 1_250, '1,250 completed visits not invoiced'],
  ] as const)('%s × %i → "%s"', (kind, count, sentence) => {
    expect(exceptionSentence({ kind, count }, today)).toBe(sentence);
  });

  it('says which day a crew is over capacity: tomorrow, or the next working day by name after a weekend', () => {
    expect(exceptionSentence({ kind: 'crews_over_capacity', count: 1, date: '2026-06-03' }, today)).toBe('1 crew over capacity tomorrow');
    // Friday 2026-06-05 → Monday 2026-06-08 for a company that does not work weekends.
    expect(exceptionSentence({ kind: 'crews_over_capacity', count: 2, date: '2026-06-08' }, '2026-06-05')).toBe('2 crews over capacity on Mon, Jun 8');
  });
});

describe('exceptionFeed', () => {
  it('leaves out kinds with nothing found', () => {
    expect(exceptionFeed([found('completed_not_invoiced', 0), found('estimates_expiring', 0)], today)).toEqual([]);
  });

  it('puts urgent kinds first, then warnings, then notices, and keeps the kinds’ order within one severity', () => {
    const feed = exceptionFeed(
      [
        found('estimates_expiring', 2),
        found('subcontractor_insurance', 1),
        found('completed_not_invoiced', 3, { amount: 360 }),
        found('invoices_over_60_days', 2, { amount: 1_200.5 }),
        found('crews_over_capacity', 1, { date: '2026-06-03' }),
        found('chemical_records_due', 1),
      ],
      today,
    );
    expect(feed.map((item) => [item.severity, item.kind])).toEqual([
      ['urgent', 'chemical_records_due'],
      ['urgent', 'crews_over_capacity'],
      ['urgent', 'invoices_over_60_days'],
      ['warning', 'completed_not_invoiced'],
      ['warning', 'subcontractor_insurance'],
      ['notice', 'estimates_expiring'],
    ]);
    expect(feed.find((item) => item.kind === 'completed_not_invoiced')).toMatchObject({ count: 3, amount: 360, sentence: '3 completed visits not invoiced' });
    expect(feed.find((item) => item.kind === 'estimates_expiring')?.amount).toBeNull();
  });

  it('lists at most five examples however many were found', () => {
    const [item] = exceptionFeed([found('estimates_expiring', 7)], today);
    expect(item?.count).toBe(7);
    expect(item?.examples.map((one) => one.label)).toEqual(['estimates_expiring-1', 'estimates_expiring-2', 'estimates_expiring-3', 'estimates_expiring-4', 'estimates_expiring-5']);
  });

  it('leads to the screen that lists the kind, or straight to the one record when there is only one', () => {
    const feed = exceptionFeed(
      [
        found('completed_not_invoiced', 3),
        found('invoices_over_60_days', 2),
        found('estimates_expiring', 2),
        found('crews_over_capacity', 2, { date: '2026-06-03' }),
        found('subcontractor_insurance', 2),
        found('equipment_service_overdue', 2),
        found('chemical_records_due', 2),
        found('jobs_over_hours', 2),
      ],
      today,
    );
    const href = (kind: ExceptionKind) => feed.find((item) => item.kind === kind)?.href;
    expect(href('completed_not_invoiced')).toBe('/invoices');
    expect(href('invoices_over_60_days')).toBe('/invoices?tab=receivables');
    expect(href('estimates_expiring')).toBe('/estimates');
    expect(href('crews_over_capacity')).toBe('/orders/board?view=day&date=2026-06-03');
    expect(href('subcontractor_insurance')).toBe('/subcontractors');
    expect(href('equipment_service_overdue')).toBe('/equipment-management?show=overdue');
    expect(href('chemical_records_due')).toBe('/chemical-tracking?status=incomplete');
    // There is no list of jobs: the worst job's costing.
    expect(href('jobs_over_hours')).toBe('/somewhere/jobs_over_hours-1');

    const [single] = exceptionFeed([found('subcontractor_insurance', 1)], today);
    expect(single?.href).toBe('/somewhere/subcontractor_insurance-1');
  });
});

describe('exceptionScope', () => {
  const open = defaultCompanyPermissions();

  it('shows admins and office managers every kind the company has open', () => {
    expect(exceptionScope('admin', open)).toEqual({ kinds: [...exceptionKinds], mineOnly: false });
    expect(exceptionScope('office_manager', open)).toEqual({ kinds: [...exceptionKinds], mineOnly: false });
    expect(exceptionScope('support', open).kinds).toHaveLength(exceptionKinds.length);
  });

  it('shows an estimator only their own estimates about to expire, and a crew leader nothing', () => {
    expect(exceptionScope('estimator', open)).toEqual({ kinds: ['estimates_expiring'], mineOnly: true });
    expect(exceptionScope('crew_leader', open).kinds).toEqual([]);
  });

  it('leaves out an area the company has closed, so a company without chemical tracking is not asked about records', () => {
    const closed = defaultCompanyPermissions();
    closed.company = closed.company.map((entry) => (entry.name === 'chemical_tracking' ? { ...entry, enabled: false } : entry));
    const { kinds } = exceptionScope('admin', closed);
    expect(kinds).not.toContain('chemical_records_due');
    expect(kinds).toHaveLength(exceptionKinds.length - 1);
    expect(exceptionScope('admin', null).kinds).toEqual([]);
  });
});

describe('example lines', () => {
  it('say what each record is about in figures the office reads', () => {
    expect(unbilledOrderDetail(120, '2026-05-29')).toBe('$120.00 · done May 29');
    // Due 2026-03-31, today 2026-06-02: 30 (April) + 31 (May) + 2 = 63 days.
    expect(overdueInvoiceDetail(1_450.5, '2026-03-31', today)).toBe('$1,450.50 owed · 63 days overdue');
    // 750 minutes = 12.5 h.
    expect(jobHoursDetail(750, 10)).toBe('12.5h worked of 10.0h budgeted');
    expect(expiringEstimateDetail(2_400, '2026-06-02', today)).toBe('$2,400.00 · expires today');
    expect(expiringEstimateDetail(2_400, '2026-06-03', today)).toBe('$2,400.00 · expires tomorrow');
    expect(expiringEstimateDetail(2_400, '2026-06-08', today)).toBe('$2,400.00 · expires Jun 8');
    expect(crewCapacityDetail(11.5, 9)).toBe('11.5h booked of 9.0h');
    expect(insuranceDetail('2026-05-20', today)).toBe('insurance expired May 20');
    expect(insuranceDetail('2026-06-20', today)).toBe('insurance expires Jun 20');
    expect(equipmentDetail(['Oil change'], null)).toBe('Oil change overdue');
    expect(equipmentDetail(['Oil change', 'Blade sharpening'], null)).toBe('Oil change and 1 more overdue');
    expect(equipmentDetail([], '2026-05-30')).toBe('service was due May 30');
    expect(chemicalRecordDetail(3, '2026-06-04', today)).toBe('3 fields missing · due Jun 4');
    expect(chemicalRecordDetail(1, '2026-06-02', today)).toBe('1 field missing · due today');
    expect(chemicalRecordDetail(2, '2026-06-01', today)).toBe('2 fields missing · was due Jun 1');
  });

  it('names the day of a crew’s plan', () => {
    expect(dayWords('2026-06-02', today)).toBe('today');
    expect(dayWords('2026-06-03', today)).toBe('tomorrow');
    expect(dayWords('2026-06-06', today)).toBe('on Sat, Jun 6');
  });

  it('links each record to where it is fixed', () => {
    expect(exceptionLinks.customerJobs('c-1')).toBe('/customers/c-1?tab=jobs');
    expect(exceptionLinks.unit('u-1')).toBe('/equipment-management?open=u-1');
    expect(exceptionLinks.record('r-1')).toBe('/chemical-tracking?status=incomplete&open=r-1');
  });
});
