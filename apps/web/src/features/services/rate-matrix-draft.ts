import { rateMatrixSchema, type BottomSection, type MatrixRow, type RateMatrix, type Service } from '@groundwork/domain/services';

/** What the editor holds while someone types: text, so '5,000' and a half-typed '12.' never jump about. */
export type MatrixRowDraft = { key: string; from: string; to: string; rate: string; tbHrs: string; cost: string };
export type BottomSectionDraft = { every: string; over: string; is: string; tbHrs: string; additionalCost: string };
export type RateMatrixDraft = { rows: MatrixRowDraft[]; bottom: BottomSectionDraft | null };

export const matrixRowFields = ['from', 'to', 'rate', 'tbHrs', 'cost'] as const;
export type MatrixRowField = (typeof matrixRowFields)[number];
export const bottomFields = ['every', 'over', 'is', 'tbHrs', 'additionalCost'] as const;
export type BottomField = (typeof bottomFields)[number];

let nextKey = 0;
export function newDraftKey(): string {
  nextKey += 1;
  return `draft-${nextKey}`;
}

const text = (value: number) => String(value);

export function toMatrixDraft(matrix: Service['rateMatrixData']): RateMatrixDraft {
  return {
    rows: matrix.matrixRows.map((row) => ({ key: newDraftKey(), from: text(row.from), to: text(row.to), rate: text(row.rate), tbHrs: text(row.tbHrs), cost: text(row.cost) })),
    bottom: matrix.bottomSection
      ? {
          every: text(matrix.bottomSection.every),
          over: text(matrix.bottomSection.over),
          is: text(matrix.bottomSection.is),
          tbHrs: text(matrix.bottomSection.tbHrs),
          additionalCost: text(matrix.bottomSection.additionalCost),
        }
      : null,
  };
}

/**
 * Typed text → a number: thousands separators, '$' and spaces are ignored; blank is `blank` (NaN for a
 * field that must be filled, 0 for one that may stay empty); anything else unreadable is NaN.
 */
export function parseAmount(value: string, blank: number = Number.NaN): number {
  const cleaned = value.replace(/[\s,$]/g, '');
  if (cleaned === '') return blank;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** The draft as the API carries it (NaN where text is not a number, so validation names the field). */
export function fromMatrixDraft(draft: RateMatrixDraft): { matrixRows: MatrixRow[]; bottomSection: BottomSection | null } {
  return {
    matrixRows: draft.rows.map((row) => ({
      from: parseAmount(row.from),
      to: parseAmount(row.to),
      rate: parseAmount(row.rate),
      tbHrs: parseAmount(row.tbHrs, 0),
      cost: parseAmount(row.cost, 0),
    })),
    bottomSection: draft.bottom
      ? {
          every: parseAmount(draft.bottom.every),
          over: parseAmount(draft.bottom.over),
          is: parseAmount(draft.bottom.is, 0),
          tbHrs: parseAmount(draft.bottom.tbHrs, 0),
          additionalCost: parseAmount(draft.bottom.additionalCost, 0),
        }
      : null,
  };
}

/** One message per problem, keyed like the server's field errors: 'matrixRows.1.from', 'bottomSection.over'. */
export type MatrixErrors = Record<string, string>;

/**
 * Everything wrong with the draft, by the domain's own rules (the same the server applies): each field's
 * value, then the rows' arrangement (overlaps, gaps, a bottom section below the table).
 */
export function matrixDraftErrors(draft: RateMatrixDraft): MatrixErrors {
  const errors: MatrixErrors = {};
  const parsed = rateMatrixSchema.safeParse(fromMatrixDraft(draft));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The draft as a matrix `priceFromRateMatrix` can read, or null while any number is unreadable. */
export function readableMatrix(draft: RateMatrixDraft): RateMatrix | null {
  const matrix = fromMatrixDraft(draft);
  const numbers = [...matrix.matrixRows.flatMap((row) => Object.values(row)), ...(matrix.bottomSection ? Object.values(matrix.bottomSection) : [])];
  return numbers.every(Number.isFinite) ? matrix : null;
}

/** A new row that starts one unit after the last one ends. */
export function nextRowDraft(rows: readonly MatrixRowDraft[]): MatrixRowDraft {
  const lastTo = rows.length > 0 ? parseAmount(rows[rows.length - 1]!.to) : Number.NaN;
  const from = rows.length === 0 ? '0' : Number.isFinite(lastTo) ? text(lastTo + 1) : '';
  return { key: newDraftKey(), from, to: '', rate: '', tbHrs: '', cost: '' };
}
