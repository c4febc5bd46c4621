import { isApplicationProduct, labelRateUnitLabels, type LabelRateUnit, type ProductCategory } from '../products/products.schemas';
import { addDays } from '../shared/calendar';
import { fromUnits, mulDivHalfUp, toUnitCount } from '../shared/decimal';
import type { ApplicationRecordField, StateRuleProfile } from './state-profiles';

/** Rules of a chemical application record, shared by the server and the screens (docs/chemical-applications.md). */

/** Rates and amounts keep 4 decimal places (a label's 0.0459 lb of active ingredient per 1,000 sq ft). */
export const RATE_PLACES = 4;

/** Product applied: rate per 1,000 sq ft × square feet treated ÷ 1,000, rounded half-up to 4 places. */
export function totalApplied(rate: number, areaSqFt: number): number {
  return fromUnits(BigInt(mulDivHalfUp(toUnitCount(rate, RATE_PLACES), areaSqFt, 1, 1000)), RATE_PLACES);
}

/** The facts a record holds, as the server stores them (snapshots of the product, people and company included). */
export interface ApplicationFacts {
  finishedAt: string | null;
  startedAt: string | null;
  productName: string | null;
  epaRegistrationNumber: string | null;
  rate: number | null;
  areaTreated: number | null;
  target: string | null;
  temperatureF: number | null;
  windSpeedMph: number | null;
  windDirection: string | null;
  /** The property's address or the site described; '' when neither. */
  siteLocation: string | null;
  customerName: string | null;
  customerAddress: string | null;
  applicatorName: string | null;
  applicatorLicenseNumber: string | null;
  companyName: string | null;
  companyAddress: string | null;
  /**
   * False for a fertiliser alone: it carries no EPA registration number (EPA registers pesticides only), so none is
   * required of its record. Absent: treated as a pesticide.
   */
  pesticide?: boolean;
}

/** Every record needs these whatever the state: when, what, for whom and by whom. */
export const baseRecordFields: readonly ApplicationRecordField[] = ['finishedAt', 'productName', 'customerName', 'applicatorName'];

const blank = (value: string | number | null) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What the record still lacks under its profile (and the base fields), in the order the profile lists them. Empty:
 * the record is complete. A work order with an application cannot be completed until this is empty.
 */
export function missingRecordFields(facts: ApplicationFacts, profile: StateRuleProfile | null): ApplicationRecordField[] {
  const required = [...baseRecordFields, ...(profile?.requiredFields ?? [])];
  return [...new Set(required)].filter((field) => blank(facts[field]) && !(field === 'epaRegistrationNumber' && facts.pesticide === false));
}

// ── Warnings that need a reason ─────────────────────────────────────────────────────────────
export const applicationWarningCodes = ['rate_above_label', 'license_invalid', 'wind_above_limit'] as const;
export type ApplicationWarningCode = (typeof applicationWarningCodes)[number];
export interface ApplicationWarning {
  code: ApplicationWarningCode;
  message: string;
}

export const DEFAULT_MAX_WIND_MPH = 10;

const formatAmount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: RATE_PLACES });

export function rateAboveLabelMessage(rate: number, labelMaxRate: number, unit: LabelRateUnit): string {
  const label = labelRateUnitLabels[unit];
  return `The rate of ${formatAmount(rate)} ${label} per 1,000 sq ft is above the label's maximum of ${formatAmount(labelMaxRate)} ${label}.`;
}
export const noLicenseMessage = (applicatorName: string) => `${applicatorName} has no applicator licence on file.`;
export const expiredLicenseMessage = (applicatorName: string, expiresOn: string) =>
  `${applicatorName}'s applicator licence expired on ${expiresOn}.`;
export const windAboveLimitMessage = (windSpeedMph: number, maxWindMph: number) =>
  `Wind of ${formatAmount(windSpeedMph)} mph is above the company's limit of ${formatAmount(maxWindMph)} mph.`;
/** Beside each warning without a reason (422, on `overrideReasons.{code}`). */
export const overrideReasonMessage = (warning: ApplicationWarning) => `${warning.message} Give a reason to save it anyway.`;

export interface WarningFacts {
  rate: number | null;
  labelMaxRate: number | null;
  labelRateUnit: LabelRateUnit;
  applicatorName: string;
  applicatorLicenseNumber: string | null;
  /** YYYY-MM-DD; a licence is valid through this day. */
  applicatorLicenseExpiresOn: string | null;
  /** The application's date in the company's calendar. */
  appliedOn: string;
  windSpeedMph: number | null;
  maxWindMph: number;
}

/**
 * The checks made before a record is saved: a rate above the label's maximum, an applicator without a licence valid
 * on the day, wind above the company's limit. Each needs a reason to save anyway (kept on the record).
 */
export function applicationWarnings(facts: WarningFacts): ApplicationWarning[] {
  const warnings: ApplicationWarning[] = [];
  if (facts.rate !== null && facts.labelMaxRate !== null && facts.rate > facts.labelMaxRate)
    warnings.push({ code: 'rate_above_label', message: rateAboveLabelMessage(facts.rate, facts.labelMaxRate, facts.labelRateUnit) });
  if (blank(facts.applicatorLicenseNumber))
    warnings.push({ code: 'license_invalid', message: noLicenseMessage(facts.applicatorName) });
  else if (facts.applicatorLicenseExpiresOn !== null && facts.applicatorLicenseExpiresOn < facts.appliedOn)
    warnings.push({ code: 'license_invalid', message: expiredLicenseMessage(facts.applicatorName, facts.applicatorLicenseExpiresOn) });
  if (facts.windSpeedMph !== null && facts.windSpeedMph > facts.maxWindMph)
    warnings.push({ code: 'wind_above_limit', message: windAboveLimitMessage(facts.windSpeedMph, facts.maxWindMph) });
  return warnings;
}

export type OverrideReasons = Partial<Record<ApplicationWarningCode, string | null>>;

/** The warnings nobody gave a reason for: saving is refused (422) until each has one. */
export function unresolvedWarnings(warnings: readonly ApplicationWarning[], reasons: OverrideReasons): ApplicationWarning[] {
  return warnings.filter((warning) => blank(reasons[warning.code] ?? null));
}

// ── Signs ─────────────────────────────────────────────────────────────────────────────────────
/** When people and pets may go back: the end of the label's restricted-entry interval, or 24 hours when it has none. */
export const DEFAULT_SAFE_ENTRY_HOURS = 24;
export function safeEntryAt(finishedAt: string, reentryIntervalHours: number | null): string {
  const hours = reentryIntervalHours ?? DEFAULT_SAFE_ENTRY_HOURS;
  return new Date(Date.parse(finishedAt) + hours * 3_600_000).toISOString();
}

export type SignRemoval = { kind: 'at'; at: string } | { kind: 'after_sunset'; on: string };

/**
 * When the sign may come down. Minnesota: it stays up to 48 hours from the application. Wisconsin: not before sunset
 * of the day after the application, or of the day the restricted-entry interval ends, whichever is later.
 * `appliedOn` and `safeEntryOn` are dates in the company's calendar.
 */
export function signRemoval(profile: StateRuleProfile, finishedAt: string, appliedOn: string, safeEntryOn: string): SignRemoval {
  const stays = profile.sign.stays;
  if (stays.kind === 'hours') return { kind: 'at', at: new Date(Date.parse(finishedAt) + stays.hours * 3_600_000).toISOString() };
  const nextDay = addDays(appliedOn, 1);
  return { kind: 'after_sunset', on: safeEntryOn > nextDay ? safeEntryOn : nextDay };
}

/**
 * The words on the printable lawn sign, line by line, in capitals. `safeEntry` is the safe-entry date as the company
 * shows it ("November 24, 2026"). Minnesota's wording is the statute's; Wisconsin's follows ATCP 29.56.
 */
export function signLines(profile: StateRuleProfile, companyName: string, safeEntry: string, productName: string | null): string[] {
  const lines =
    profile.state === 'MN'
      ? ['THIS AREA CHEMICALLY TREATED.', 'KEEP CHILDREN AND PETS OFF UNTIL', safeEntry]
      : ['PESTICIDE APPLICATION', 'KEEP OFF UNTIL', safeEntry];
  return [...lines, ...(productName ? [productName] : []), companyName].map((line) => line.toUpperCase());
}

/** A sign is posted for a pesticide under any profile; fertiliser alone needs none. */
export function needsSign(category: ProductCategory, profile: StateRuleProfile | null): boolean {
  return profile !== null && category !== 'fertilizer' && isApplicationProduct(category);
}

// ── Work orders and reports ─────────────────────────────────────────────────────────────────
/**
 * The completion gate on a crew's screen: the application products used on the order (materials recorded, or
 * product lines that are application products) that have no complete record on it. Empty: the order may complete.
 */
export function productsMissingRecords(
  used: readonly { productId: string; productName: string; category: ProductCategory }[],
  records: readonly { productId: string; complete: boolean }[],
): { productId: string; productName: string }[] {
  const recorded = new Set(records.filter((record) => record.complete).map((record) => record.productId));
  const missing = new Map<string, string>();
  for (const product of used)
    if (isApplicationProduct(product.category) && !recorded.has(product.productId)) missing.set(product.productId, product.productName);
  return [...missing].map(([productId, productName]) => ({ productId, productName }));
}

export interface ProductTotal {
  productId: string;
  productName: string;
  epaRegistrationNumber: string | null;
  labelRateUnit: LabelRateUnit;
  applications: number;
  areaTreated: number;
  totalApplied: number;
}

/** Totals per product (the records report's last table): exact sums of the amounts applied, by product name. */
export function totalsByProduct(
  rows: readonly {
    productId: string;
    productName: string;
    epaRegistrationNumber: string | null;
    labelRateUnit: LabelRateUnit;
    areaTreated: number | null;
    totalApplied: number | null;
  }[],
): ProductTotal[] {
  const totals = new Map<string, ProductTotal & { units: number }>();
  for (const row of rows) {
    const key = `${row.productId}|${row.labelRateUnit}`;
    const total = totals.get(key) ?? { ...row, applications: 0, areaTreated: 0, totalApplied: 0, units: 0 };
    total.applications += 1;
    total.areaTreated += row.areaTreated ?? 0;
    total.units += row.totalApplied === null ? 0 : toUnitCount(row.totalApplied, RATE_PLACES);
    totals.set(key, total);
  }
  return [...totals.values()]
    .map(({ units, ...total }) => ({ ...total, totalApplied: fromUnits(BigInt(units), RATE_PLACES) }))
    .sort((a, b) => a.productName.localeCompare(b.productName) || a.labelRateUnit.localeCompare(b.labelRateUnit));
}
