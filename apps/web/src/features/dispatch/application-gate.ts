import {
  applicationRecordFieldLabels,
  applicationWarningCodes,
  baseRecordFields,
  createApplicationInputSchema,
  profileFor,
  type ApplicationListItem,
  type ApplicationRecordField,
  type ApplicationSettings,
  type ApplicationWarningCode,
  type CreateApplicationInput,
  type StateRuleProfile,
  type UpdateApplicationInput,
  type WindDirection,
} from '@groundwork/domain/chemical-applications';
import type { DispatchOrder } from '@groundwork/domain/dispatch';
import { isApplicationProduct } from '@groundwork/domain/products';
import { clockTimeToIso } from './clock-time';

/**
 * The completion gate for fertiliser and pesticide visits (docs/chemical-applications.md): each application product
 * used on the order needs a complete record under the company's state profile before the order completes.
 */

export type ApplicationLine = { itemId: string; productId: string; productName: string };

/** Whether any product line of the order is a fertiliser or pesticide (then the records are read). */
export function hasApplicationLines(order: DispatchOrder): boolean {
  return order.lines.some((line) => line.type === 'product' && line.productId !== null && line.productCategory !== null && isApplicationProduct(line.productCategory));
}

/** The order's product lines that are application products, whose quantity used was typed (or that already have a record). */
export function applicationLinesOf(order: DispatchOrder, materials: Record<string, string>, records: readonly ApplicationListItem[]): ApplicationLine[] {
  const lines: ApplicationLine[] = [];
  for (const line of order.lines) {
    if (line.type !== 'product' || !line.productId || !line.productCategory || !isApplicationProduct(line.productCategory)) continue;
    const used = (materials[line.itemId] ?? '').trim() !== '';
    const recorded = records.some((record) => record.productId === line.productId);
    if ((used || recorded) && !lines.some((known) => known.productId === line.productId)) lines.push({ itemId: line.itemId, productId: line.productId, productName: line.name });
  }
  return lines;
}

/** The profile the order's records follow: its property's state when the company picked it, else the company's first. */
export function orderProfile(order: Pick<DispatchOrder, 'propertyState'>, settings: ApplicationSettings | undefined): StateRuleProfile | null {
  return settings ? profileFor(order.propertyState, settings.states) : null;
}

/** What the crew types for one application (text as typed; the finish a clock time on the order's day). */
export type ApplicationEntry = {
  finishedTime: string;
  startedTime: string;
  rate: string;
  areaTreated: string;
  temperatureF: string;
  windSpeedMph: string;
  windDirection: WindDirection | '';
  target: string;
  applicatorEmployeeId: string;
  reasons: Partial<Record<ApplicationWarningCode, string>>;
};

/** The fields the crew's screen asks for: those the profile requires that the crew knows on the lawn. */
export const crewFields = ['finishedAt', 'startedAt', 'rate', 'areaTreated', 'target', 'temperatureF', 'windSpeedMph', 'windDirection', 'applicatorName'] as const satisfies readonly ApplicationRecordField[];
export type CrewField = (typeof crewFields)[number];

export function requiredCrewFields(profile: StateRuleProfile | null): CrewField[] {
  const required = new Set<ApplicationRecordField>([...baseRecordFields, ...(profile?.requiredFields ?? [])]);
  // Rate and area make the amount applied (the report's totals): asked for under every profile.
  required.add('rate');
  required.add('areaTreated');
  return crewFields.filter((field) => required.has(field));
}

const entryKey: Record<CrewField, keyof ApplicationEntry> = {
  finishedAt: 'finishedTime',
  startedAt: 'startedTime',
  rate: 'rate',
  areaTreated: 'areaTreated',
  target: 'target',
  temperatureF: 'temperatureF',
  windSpeedMph: 'windSpeedMph',
  windDirection: 'windDirection',
  applicatorName: 'applicatorEmployeeId',
};

export const entryKeyOf = (field: CrewField) => entryKey[field];

/** The required fields left blank, as their labels ('Temperature', 'Wind speed'). */
export function blankRequired(entry: ApplicationEntry, required: readonly CrewField[], only?: ReadonlySet<ApplicationRecordField>): CrewField[] {
  return required.filter((field) => (!only || only.has(field)) && String(entry[entryKey[field]] ?? '').trim() === '');
}

export const fieldLabel = (field: ApplicationRecordField) => applicationRecordFieldLabels[field];

export function blankEntry(now: string, applicatorEmployeeId: string): ApplicationEntry {
  return { finishedTime: now, startedTime: '', rate: '', areaTreated: '', temperatureF: '', windSpeedMph: '', windDirection: '', target: '', applicatorEmployeeId, reasons: {} };
}

function typedNumber(value: string): number | null {
  const trimmed = value.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  return (Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed) as number;
}

const reasonsOf = (entry: ApplicationEntry) =>
  Object.fromEntries(Object.entries(entry.reasons).filter(([, reason]) => reason && reason.trim() !== '')) as Partial<Record<ApplicationWarningCode, string>>;

/** POST /chemical_applications for a line: the order gives the customer and property. */
export function createApplicationBody(order: DispatchOrder, line: ApplicationLine, entry: ApplicationEntry, date: string, timeZone: string): CreateApplicationInput {
  return {
    workOrderId: order.id,
    productId: line.productId,
    applicatorEmployeeId: entry.applicatorEmployeeId,
    finishedAt: clockTimeToIso(date, entry.finishedTime, timeZone) ?? entry.finishedTime,
    startedAt: entry.startedTime.trim() ? (clockTimeToIso(date, entry.startedTime, timeZone) ?? entry.startedTime) : null,
    rate: typedNumber(entry.rate),
    areaTreated: typedNumber(entry.areaTreated),
    temperatureF: typedNumber(entry.temperatureF),
    windSpeedMph: typedNumber(entry.windSpeedMph),
    windDirection: entry.windDirection || null,
    target: entry.target,
    overrideReasons: reasonsOf(entry),
  };
}

/** PUT for a record that lacks something: only the fields it is missing (weather already recorded never changes). */
export function fillMissingBody(record: ApplicationListItem, entry: ApplicationEntry, date: string, timeZone: string): UpdateApplicationInput {
  const missing = new Set(record.missingFields);
  const body: UpdateApplicationInput = { updatedAt: record.updatedAt };
  if (missing.has('startedAt') && entry.startedTime.trim()) body.startedAt = clockTimeToIso(date, entry.startedTime, timeZone) ?? entry.startedTime;
  if (missing.has('rate')) body.rate = typedNumber(entry.rate);
  if (missing.has('areaTreated')) body.areaTreated = typedNumber(entry.areaTreated);
  if (missing.has('target')) body.target = entry.target;
  if (missing.has('temperatureF')) body.temperatureF = typedNumber(entry.temperatureF);
  if (missing.has('windSpeedMph')) body.windSpeedMph = typedNumber(entry.windSpeedMph);
  if (missing.has('windDirection')) body.windDirection = entry.windDirection || null;
  const reasons = reasonsOf(entry);
  if (Object.keys(reasons).length > 0) body.overrideReasons = reasons;
  return body;
}

/** The schema's messages by entry field ('rate', 'temperatureF'…). */
export function entryErrors(body: CreateApplicationInput): Record<string, string> {
  const result = createApplicationInputSchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The warnings a 422 names (`overrideReasons.{code}`), with their messages. */
export function warningsOf(fieldErrors: Record<string, string[]>): { code: ApplicationWarningCode; message: string }[] {
  return applicationWarningCodes.flatMap((code) => {
    const message = fieldErrors[`overrideReasons.${code}`]?.[0];
    return message ? [{ code, message }] : [];
  });
}
