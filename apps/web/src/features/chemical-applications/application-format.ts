import { applicationRecordFieldLabels, type ApplicationRecordField } from '@groundwork/domain/chemical-applications';
import { labelRateUnitLabels, type LabelRateUnit } from '@groundwork/domain/products';
import { formatShortDay } from '@/lib/format';

/** Rates and amounts keep up to 4 decimals (a label's 0.0459 lb per 1,000 sq ft), never rounded away. */
export function formatAmount(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: 4 });
}

/** '3.25 lb per 1,000 sq ft', or '—'. */
export function formatRate(rate: number | null | undefined, unit: LabelRateUnit): string {
  return rate === null || rate === undefined ? '—' : `${formatAmount(rate)} ${labelRateUnitLabels[unit]} per 1,000 sq ft`;
}

/** '4,800 sq ft', or '—'. */
export function formatArea(area: number | null | undefined): string {
  return area === null || area === undefined ? '—' : `${area.toLocaleString('en-US')} sq ft`;
}

/** '15.6 lb', or '—'. */
export function formatTotalApplied(total: number | null | undefined, unit: LabelRateUnit): string {
  return total === null || total === undefined ? '—' : `${formatAmount(total)} ${labelRateUnitLabels[unit]}`;
}

/** Records counted in words: '1 record', '1,280 records'. */
export function recordCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'record' : 'records'}`;
}

/** The fields still missing, as their labels: 'Temperature, Wind speed'. */
export function missingFieldsText(fields: readonly ApplicationRecordField[]): string {
  return fields.map((field) => applicationRecordFieldLabels[field]).join(', ');
}

/** Where a record stands: complete, incomplete with its deadline, or late. */
export type RecordStanding = { kind: 'complete' } | { kind: 'incomplete' | 'late'; label: string };

export function recordStanding(record: { complete: boolean; late: boolean; deadline: string | null }): RecordStanding {
  if (record.complete) return { kind: 'complete' };
  if (record.late) return { kind: 'late', label: record.deadline ? `Late · was due ${formatShortDay(record.deadline)}` : 'Late' };
  return { kind: 'incomplete', label: record.deadline ? `Incomplete · due ${formatShortDay(record.deadline)}` : 'Incomplete' };
}

/** The record's number-free name in toasts and titles: 'Trimec Classic for Ann Green'. */
export function recordName(record: { productName: string; customerName: string }): string {
  return `${record.productName} for ${record.customerName}`;
}

/** The customer's copy saved as: application-record-2026-06-12-ann-green.pdf */
export function copyFileName(record: { appliedOn: string; customerName: string }, kind: 'record' | 'sign' = 'record'): string {
  const slug = record.customerName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'customer';
  return `application-${kind}-${record.appliedOn}-${slug}.pdf`;
}
