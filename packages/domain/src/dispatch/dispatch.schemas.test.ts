import { describe, expect, it } from 'vitest';
import {
  approveTimesheetsInputSchema,
  completeWorkOrderInputSchema,
  dispatchDayQuerySchema,
  rescheduleInputSchema,
  skipWorkOrderInputSchema,
  timesheetsQuerySchema,
} from './dispatch.schemas';
import { timesheetCsvColumns, timesheetCsvFileName, timesheetCsvRecords } from './timesheet-csv';

const employeeId = '5b0c2c8e-6a53-4d8e-9d1c-0c7c3f1b9a11';
const updatedAt = '2026-06-01T12:00:00.000Z';

/** The messages a parse gives, by field path. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('completeWorkOrderInputSchema', () => {
  it('takes clocked entries, typed hours and materials', () => {
    const parsed = completeWorkOrderInputSchema.parse({
      updatedAt,
      timeEntries: [
        { employeeId, clockIn: '2026-06-01T08:00:00-04:00', clockOut: '2026-06-01T09:30:00-04:00' },
        { employeeId: '6b0c2c8e-6a53-4d8e-9d1c-0c7c3f1b9a11', hours: 1.5 },
      ],
      materials: [{ lineId: 'item-3', quantity: 2.5 }, { productId: employeeId, quantity: 0.0001 }],
      notes: '  Gate code changed  ',
    });
    expect(parsed.notes).toBe('Gate code changed');
    expect(parsed.materials).toHaveLength(2);
  });

  it.each([
    ['no entries', { timeEntries: [] }, 'timeEntries', 'Record the hours worked'],
    ['neither span nor hours', { timeEntries: [{ employeeId }] }, 'timeEntries.0.hours', 'Give clock-in and clock-out, or hours'],
    ['a clock-in alone', { timeEntries: [{ employeeId, clockIn: updatedAt }] }, 'timeEntries.0.clockOut', 'Give clock-in and clock-out, or hours'],
    [
      'clock-out first',
      { timeEntries: [{ employeeId, clockIn: '2026-06-01T10:00:00Z', clockOut: '2026-06-01T09:00:00Z' }] },
      'timeEntries.0.clockOut',
      'Clock-out must be after clock-in',
    ],
    [
      'more than a day',
      { timeEntries: [{ employeeId, clockIn: '2026-06-01T08:00:00Z', clockOut: '2026-06-02T08:01:00Z' }] },
      'timeEntries.0.clockOut',
      'A time entry can be at most 24 hours',
    ],
    ['three decimals of hours', { timeEntries: [{ employeeId, hours: 1.255 }] }, 'timeEntries.0.hours', 'Hours can have at most 2 decimal places'],
    ['25 hours', { timeEntries: [{ employeeId, hours: 25 }] }, 'timeEntries.0.hours', 'Hours must be at most 24'],
    ['zero hours', { timeEntries: [{ employeeId, hours: 0 }] }, 'timeEntries.0.hours', 'Hours must be more than 0'],
    ['a bad employee id', { timeEntries: [{ employeeId: 'x', hours: 1 }] }, 'timeEntries.0.employeeId', 'Must be a valid id'],
    [
      'both a line and a product',
      { timeEntries: [{ employeeId, hours: 1 }], materials: [{ lineId: 'a', productId: employeeId, quantity: 1 }] },
      'materials.0.lineId',
      'Choose a line of the order or a product',
    ],
    [
      'a negative quantity',
      { timeEntries: [{ employeeId, hours: 1 }], materials: [{ lineId: 'a', quantity: -1 }] },
      'materials.0.quantity',
      'Quantity cannot be negative',
    ],
    [
      'the same person clocked twice at once',
      {
        timeEntries: [
          { employeeId, clockIn: '2026-06-01T08:00:00Z', clockOut: '2026-06-01T10:00:00Z' },
          { employeeId, clockIn: '2026-06-01T09:00:00Z', clockOut: '2026-06-01T11:00:00Z' },
        ],
      },
      'timeEntries.1.clockIn',
      'This person is already clocked in on another entry at this time',
    ],
  ])('refuses %s with a message on the field', (_name, body, field, message) => {
    const result = completeWorkOrderInputSchema.safeParse({ updatedAt, ...body });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)[field]).toContain(message);
  });

  it('needs the updatedAt the order was loaded with', () => {
    expect(fieldErrors(completeWorkOrderInputSchema.safeParse({ timeEntries: [{ employeeId, hours: 1 }] })).updatedAt).toBeDefined();
  });
});

describe('skipWorkOrderInputSchema', () => {
  it('needs a reason', () => {
    expect(fieldErrors(skipWorkOrderInputSchema.safeParse({ updatedAt })).reason).toEqual(['Choose why the work order is skipped']);
    expect(skipWorkOrderInputSchema.parse({ updatedAt, reason: 'rain' })).toEqual({ updatedAt, reason: 'rain' });
  });
});

describe('queries', () => {
  it('the day defaults its date on the server and checks a given one', () => {
    expect(dispatchDayQuerySchema.parse({})).toEqual({ date: undefined });
    expect(fieldErrors(dispatchDayQuerySchema.safeParse({ date: '2026-02-30' })).date).toEqual(['Date must be a valid date (YYYY-MM-DD)']);
  });

  it('timesheets: a day when `to` is left out, a week, never a backwards or over-long period', () => {
    expect(timesheetsQuerySchema.parse({ from: '2026-06-01' })).toMatchObject({ from: '2026-06-01', to: '2026-06-01' });
    expect(timesheetsQuerySchema.parse({ from: '2026-06-01', to: '2026-06-07' }).to).toBe('2026-06-07');
    expect(fieldErrors(timesheetsQuerySchema.safeParse({ from: '2026-06-07', to: '2026-06-01' })).to).toEqual([
      'The end date must be on or after the start date',
    ]);
    expect(fieldErrors(timesheetsQuerySchema.safeParse({ from: '2026-06-01', to: '2026-07-02' })).to).toEqual(['Choose at most 31 days']);
    expect(fieldErrors(timesheetsQuerySchema.safeParse({})).from).toEqual(['From is required (YYYY-MM-DD)']);
  });

  it('approve takes entry ids, or a period', () => {
    expect(approveTimesheetsInputSchema.safeParse({ entryIds: [employeeId, employeeId] }).data?.entryIds).toEqual([employeeId]);
    expect(approveTimesheetsInputSchema.safeParse({ from: '2026-06-01', to: '2026-06-07', employeeId }).success).toBe(true);
    expect(Object.keys(fieldErrors(approveTimesheetsInputSchema.safeParse({})))).toEqual(['from', 'to']);
  });

  it('reschedule needs orders and a date', () => {
    const errors = fieldErrors(rescheduleInputSchema.safeParse({ orderIds: [], date: 'tomorrow' }));
    expect(errors.orderIds).toEqual(['Choose the work orders']);
    expect(errors.date).toEqual(['Date must be a valid date (YYYY-MM-DD)']);
  });
});

describe('timesheet CSV', () => {
  it('writes one row per entry under the payroll columns', () => {
    const rows = timesheetCsvRecords(
      {
        from: '2026-06-01',
        to: '2026-06-07',
        totalMinutes: 100,
        totalHours: 1.67,
        employees: [
          {
            employeeId,
            employeeNumber: 'E-001',
            name: 'Ana Lopez',
            days: [],
            totalMinutes: 100,
            totalHours: 1.67,
            approvedMinutes: 0,
            approved: false,
            entries: [
              {
                id: employeeId,
                employeeId,
                employeeName: 'Ana Lopez',
                date: '2026-06-01',
                clockIn: '2026-06-01T12:00:00.000Z',
                clockOut: '2026-06-01T13:40:00.000Z',
                minutes: 100,
                hours: 1.67,
                approved: false,
                approvedAt: null,
                workOrderId: employeeId,
                workOrderNumber: 1042,
                title: 'Weekly mowing',
                customerName: '=HYPERLINK("x")',
                crewName: null,
              },
            ],
          },
        ],
      },
      (iso) => iso.slice(11, 16),
    );
    expect(rows[0]).toEqual([...timesheetCsvColumns]);
    expect(rows[1]).toEqual(['E-001', 'Ana Lopez', '2026-06-01', 'WO-1042', '=HYPERLINK("x")', '', '12:00', '13:40', 100, '1.67', 'No']);
    expect(timesheetCsvFileName('2026-06-01', '2026-06-01')).toBe('timesheets-2026-06-01.csv');
    expect(timesheetCsvFileName('2026-06-01', '2026-06-07')).toBe('timesheets-2026-06-01-to-2026-06-07.csv');
  });
});
