import { addDays } from '../shared/calendar';

/*
 * SOPs (standard operating procedures): a document with an owner, a department, a review date and a status. Drafts are
 * the leadership's to write; once published everyone reads it and acknowledges having read it, and its checklists
 * attached to services show on those services' work orders. Retired SOPs are kept for the record.
 */

export const sopStatuses = ['draft', 'published', 'retired'] as const;
export type SopStatus = (typeof sopStatuses)[number];

export const sopStatusLabels: Record<SopStatus, string> = { draft: 'Draft', published: 'Published', retired: 'Retired' };

/**
 * draft → published → retired; a published SOP can go back to draft to be reworked (its checklists leave the work
 * orders until it is published again), and a retired one can be taken up again as a draft.
 */
const sopTransitions: Record<SopStatus, readonly SopStatus[]> = {
  draft: ['published'],
  published: ['retired', 'draft'],
  retired: ['draft'],
};

export function canChangeSopStatus(from: SopStatus, to: SopStatus): boolean {
  return sopTransitions[from].includes(to);
}

export function nextSopStatuses(from: SopStatus): readonly SopStatus[] {
  return sopTransitions[from];
}

/** Within this many days of its review date an SOP is due for review. */
export const SOP_REVIEW_SOON_DAYS = 30;

export type SopReviewState = 'overdue' | 'due_soon' | null;

/** Whether a (not retired) SOP's review is past, due within 30 days, or neither. */
export function sopReviewState(reviewDate: string | null, today: string, status: SopStatus): SopReviewState {
  if (!reviewDate || status === 'retired') return null;
  if (reviewDate < today) return 'overdue';
  if (reviewDate <= addDays(today, SOP_REVIEW_SOON_DAYS)) return 'due_soon';
  return null;
}

/**
 * An acknowledgement counts for the SOP as last published: whoever read an earlier publication is asked again when it
 * is published anew.
 */
export function isAcknowledgementCurrent(acknowledgedVersion: number, publishedVersion: number | null): boolean {
  return publishedVersion !== null && acknowledgedVersion >= publishedVersion;
}

/** How much of a checklist is ticked. */
export function checklistProgress(items: ReadonlyArray<{ done: boolean }>): { done: number; total: number; complete: boolean } {
  const done = items.filter((item) => item.done).length;
  return { done, total: items.length, complete: items.length > 0 && done === items.length };
}
