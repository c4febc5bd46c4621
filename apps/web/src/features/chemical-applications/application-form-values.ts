import {
  applicationWarningCodes,
  createApplicationInputSchema,
  updateApplicationInputSchema,
  type Application,
  type ApplicationWarningCode,
  type CreateApplicationInput,
  type UpdateApplicationInput,
  type WindDirection,
} from '@groundwork/domain/chemical-applications';
import type { FieldErrors } from '@/lib/api-client';
import { isoOfLocalDateTime, localDateTimeOf } from '@/lib/zoned-time';
import type { SiteChoice } from './application-options';

/** What the record form holds: text as typed (numbers too, so a half-typed one is never lost). */
export type ApplicationDraft = {
  /** A stand-alone record's customer and property (a record on a work order takes the order's). */
  site: SiteChoice | null;
  siteDescription: string;
  target: string;
  productId: string;
  epaRegistrationNumber: string;
  applicatorEmployeeId: string;
  /** datetime-local text in the company's zone. */
  startedAt: string;
  finishedAt: string;
  rate: string;
  areaTreated: string;
  temperatureF: string;
  windSpeedMph: string;
  windDirection: WindDirection | '';
  notes: string;
  /** The reason typed for each warning shown. */
  reasons: Partial<Record<ApplicationWarningCode, string>>;
};

export type FormErrors = Record<string, string>;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A new record: finished now, nothing else known yet. */
export function blankApplicationDraft(now: string): ApplicationDraft {
  return {
    site: null,
    siteDescription: '',
    target: '',
    productId: '',
    epaRegistrationNumber: '',
    applicatorEmployeeId: '',
    startedAt: '',
    finishedAt: now,
    rate: '',
    areaTreated: '',
    temperatureF: '',
    windSpeedMph: '',
    windDirection: '',
    notes: '',
    reasons: {},
  };
}

export function applicationDraftOf(record: Application, timeZone: string): ApplicationDraft {
  return {
    site: null,
    siteDescription: record.siteDescription,
    target: record.target,
    productId: record.productId,
    epaRegistrationNumber: record.epaRegistrationNumber ?? '',
    applicatorEmployeeId: record.applicatorEmployeeId,
    startedAt: localDateTimeOf(record.startedAt, timeZone),
    finishedAt: localDateTimeOf(record.finishedAt, timeZone),
    rate: text(record.rate),
    areaTreated: text(record.areaTreated),
    temperatureF: text(record.temperatureF),
    windSpeedMph: text(record.windSpeedMph),
    windDirection: record.windDirection ?? '',
    notes: record.notes,
    reasons: Object.fromEntries(record.overrides.map((override) => [override.code, override.reason])),
  };
}

/** A typed number, null when blank, or the text itself so the schema names what is wrong with it. */
function typedNumber(value: string): number | null {
  const trimmed = value.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  return (Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed) as number;
}

/** A datetime typed in the company's zone, or the text itself (the schema says it is not a date and time). */
function typedInstant(value: string, timeZone: string): string | null {
  if (value.trim() === '') return null;
  return isoOfLocalDateTime(value, timeZone) ?? value;
}

/** The reasons typed, blank ones left out. */
function reasonsOf(draft: ApplicationDraft): Partial<Record<ApplicationWarningCode, string>> {
  return Object.fromEntries(Object.entries(draft.reasons).filter(([, reason]) => reason && reason.trim() !== '')) as Partial<Record<ApplicationWarningCode, string>>;
}

/** POST /chemical_applications from the form (a stand-alone record, or one on `workOrderId`). */
export function createBody(draft: ApplicationDraft, timeZone: string, workOrderId: string | null = null): CreateApplicationInput {
  return {
    ...(workOrderId ? { workOrderId } : { customerId: draft.site?.customerId ?? null, propertyId: draft.site?.propertyId ?? null }),
    siteDescription: draft.siteDescription,
    target: draft.target,
    productId: draft.productId,
    epaRegistrationNumber: draft.epaRegistrationNumber.trim() || null,
    applicatorEmployeeId: draft.applicatorEmployeeId,
    startedAt: typedInstant(draft.startedAt, timeZone),
    finishedAt: typedInstant(draft.finishedAt, timeZone) ?? '',
    rate: typedNumber(draft.rate),
    areaTreated: typedNumber(draft.areaTreated),
    temperatureF: typedNumber(draft.temperatureF),
    windSpeedMph: typedNumber(draft.windSpeedMph),
    windDirection: draft.windDirection || null,
    notes: draft.notes,
    overrideReasons: reasonsOf(draft),
  };
}

/** Weather already on the record is kept as it was recorded: it is never sent again. */
export function weatherFrozen(record: Pick<Application, 'temperatureF' | 'windSpeedMph' | 'windDirection'>) {
  return { temperatureF: record.temperatureF !== null, windSpeedMph: record.windSpeedMph !== null, windDirection: record.windDirection !== null };
}

/** PUT /chemical_applications/{id}: what changed, plus the `updatedAt` it was read with. */
export function updateBody(record: Application, draft: ApplicationDraft, timeZone: string): UpdateApplicationInput {
  const before = applicationDraftOf(record, timeZone);
  const frozen = weatherFrozen(record);
  const body: UpdateApplicationInput = { updatedAt: record.updatedAt };
  const changed = (key: keyof ApplicationDraft) => draft[key] !== before[key];
  if (changed('siteDescription')) body.siteDescription = draft.siteDescription;
  if (changed('target')) body.target = draft.target;
  if (changed('productId')) body.productId = draft.productId;
  if (changed('epaRegistrationNumber')) body.epaRegistrationNumber = draft.epaRegistrationNumber.trim() || null;
  if (changed('applicatorEmployeeId')) body.applicatorEmployeeId = draft.applicatorEmployeeId;
  if (changed('startedAt')) body.startedAt = typedInstant(draft.startedAt, timeZone);
  if (changed('finishedAt')) body.finishedAt = typedInstant(draft.finishedAt, timeZone) ?? '';
  if (changed('rate')) body.rate = typedNumber(draft.rate);
  if (changed('areaTreated')) body.areaTreated = typedNumber(draft.areaTreated);
  if (!frozen.temperatureF && changed('temperatureF')) body.temperatureF = typedNumber(draft.temperatureF);
  if (!frozen.windSpeedMph && changed('windSpeedMph')) body.windSpeedMph = typedNumber(draft.windSpeedMph);
  if (!frozen.windDirection && changed('windDirection')) body.windDirection = draft.windDirection || null;
  if (changed('notes')) body.notes = draft.notes;
  // Reasons go with every save that has some: the server checks the warnings again on each save.
  const reasons = reasonsOf(draft);
  if (Object.keys(reasons).length > 0 || JSON.stringify(reasons) !== JSON.stringify(reasonsOf(before))) body.overrideReasons = reasons;
  return body;
}

/** Issues keyed by the form's names: `customerId` and `propertyId` are the site picker's. */
function keyOf(path: readonly PropertyKey[]): string {
  const key = path.map(String).join('.');
  return key === 'customerId' || key === 'propertyId' || key === 'workOrderId' ? 'site' : key || 'form';
}

/** The schema's messages by field; none when the body is fine. */
export function createErrors(body: CreateApplicationInput): FormErrors {
  const result = createApplicationInputSchema.safeParse(body);
  return result.success ? {} : issuesByField(result.error.issues);
}

export function updateErrors(body: UpdateApplicationInput): FormErrors {
  const result = updateApplicationInputSchema.safeParse(body);
  return result.success ? {} : issuesByField(result.error.issues);
}

function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = keyOf(issue.path);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The server's field errors (400, 404 naming a field, 422 on weather or warnings) keyed the same way. */
export function serverFormErrors(fieldErrors: FieldErrors): FormErrors {
  const errors: FormErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const key = keyOf(path.split('.'));
    if (messages[0] && !(key in errors)) errors[key] = messages[0];
  }
  return errors;
}

/** The warnings a 422 names (`overrideReasons.{code}`), with their messages, in the domain's order. */
export function warningsOf(fieldErrors: FieldErrors): { code: ApplicationWarningCode; message: string }[] {
  return applicationWarningCodes.flatMap((code) => {
    const message = fieldErrors[`overrideReasons.${code}`]?.[0];
    return message ? [{ code, message }] : [];
  });
}
