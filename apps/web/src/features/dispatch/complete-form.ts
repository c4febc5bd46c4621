import { completeWorkOrderInputSchema, type CompleteWorkOrderInput, type DispatchOrder } from '@groundwork/domain/dispatch';
import { clockTimeOf, clockTimeToIso } from './clock-time';
import type { CompleteDraft, TimeEntryDraft } from './order-draft';

type CrewMember = { employeeId: string; name: string };

let rowCounter = 0;
export const newRowKey = () => {
  rowCounter += 1;
  return `row-${Date.now().toString(36)}-${rowCounter}`;
};

export const blankTimeEntry = (employeeId: string): TimeEntryDraft => ({ key: newRowKey(), employeeId, mode: 'hours', clockIn: '', clockOut: '', hours: '' });

/**
 * The complete form as it opens: what was recorded before (an order reopened to correct it), else one row per crew
 * member with nothing typed yet, and the product lines' quantities blank.
 */
export function initialCompleteDraft(order: DispatchOrder, members: readonly CrewMember[], timeZone: string): CompleteDraft {
  const timeEntries: TimeEntryDraft[] =
    order.timeEntries.length > 0
      ? order.timeEntries.map((entry) =>
          entry.clockIn && entry.clockOut
            ? { key: newRowKey(), employeeId: entry.employeeId, mode: 'clock', clockIn: clockTimeOf(entry.clockIn, timeZone), clockOut: clockTimeOf(entry.clockOut, timeZone), hours: '' }
            : { key: newRowKey(), employeeId: entry.employeeId, mode: 'hours', clockIn: '', clockOut: '', hours: String(entry.hours) },
        )
      : members.map((member) => blankTimeEntry(member.employeeId));
  const materials: Record<string, string> = {};
  for (const use of order.materials) if (use.lineId) materials[use.lineId] = String(use.quantity);
  return { timeEntries, materials, notes: order.statusNote };
}

/** A typed number, or the text itself so the schema names what is wrong with it ('Hours must be a number'). */
function typedNumber(text: string): number | string {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/**
 * The body of POST /orders/{id}/complete from what was typed: clock times read on the order's day in the company's
 * zone, blank material quantities left out.
 */
export function completeBody(order: DispatchOrder, draft: CompleteDraft, date: string, timeZone: string): CompleteWorkOrderInput {
  return {
    updatedAt: order.updatedAt,
    timeEntries: draft.timeEntries.map((entry) =>
      entry.mode === 'clock'
        ? {
            employeeId: entry.employeeId,
            clockIn: clockTimeToIso(date, entry.clockIn, timeZone) ?? (entry.clockIn.trim() || null),
            clockOut: clockTimeToIso(date, entry.clockOut, timeZone) ?? (entry.clockOut.trim() || null),
          }
        : { employeeId: entry.employeeId, hours: entry.hours.trim() === '' ? null : (typedNumber(entry.hours) as number) },
    ),
    materials: order.lines
      .filter((line) => line.type === 'product' && (draft.materials[line.itemId] ?? '').trim() !== '')
      .map((line) => ({ lineId: line.itemId, quantity: typedNumber(draft.materials[line.itemId] ?? '') as number })),
    notes: draft.notes,
  };
}

export type FormErrors = Record<string, string>;

/** The schema's messages by field path ('timeEntries.0.hours', 'materials'); none when the body is fine. */
export function completeErrors(body: CompleteWorkOrderInput, draft: CompleteDraft, order: DispatchOrder): FormErrors {
  const result = completeWorkOrderInputSchema.safeParse(body);
  if (result.success) return {};
  const errors: FormErrors = {};
  // Materials are sent only for lines with a quantity: name the line's input, not the index in the body.
  const sentLines = order.lines.filter((line) => line.type === 'product' && (draft.materials[line.itemId] ?? '').trim() !== '');
  for (const issue of result.error.issues) {
    const [head, index] = issue.path;
    const key =
      head === 'materials' && typeof index === 'number' && sentLines[index]
        ? `materials.${sentLines[index].itemId}`
        : issue.path.map(String).join('.') || 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The server's field errors (`timeEntries.0.employeeId`) in the same shape. */
export function serverFieldErrors(fieldErrors: Record<string, string[]>, draft: CompleteDraft, order: DispatchOrder): FormErrors {
  const sentLines = order.lines.filter((line) => line.type === 'product' && (draft.materials[line.itemId] ?? '').trim() !== '');
  const errors: FormErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const match = /^materials\.(\d+)/.exec(path);
    const line = match ? sentLines[Number(match[1])] : undefined;
    const key = line ? `materials.${line.itemId}` : path;
    if (messages[0] && !(key in errors)) errors[key] = messages[0];
  }
  return errors;
}
