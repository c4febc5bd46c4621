import type { RecurrenceUnit, Ticket, TicketPriority, TicketStatus, TicketSubjectKind, TicketType, UpdateTicketInput } from '@groundwork/domain/tickets';
import { isApiError } from '@/lib/api-client';
import { numberOrText } from '@/lib/typed-number';
import { assigneeIds, assigneeValue } from './ticket-format';
import type { SubjectChoice } from './ticket-options';

/** One checklist line as the form holds it (`itemId` null until the server has given the new line one). */
export type ChecklistRow = { itemId: string | null; text: string; done: boolean };

/** The task form as it holds its values (numbers as typed, one assignee choice, the subject as picked). */
export type TicketFormValues = {
  title: string;
  description: string;
  type: TicketType;
  priority: TicketPriority;
  status: TicketStatus;
  /** '', 'employee:<id>' or 'crew:<id>'. */
  assignee: string;
  dueDate: string;
  dueTime: string;
  subjectKind: TicketSubjectKind | '';
  subject: SubjectChoice | null;
  checklist: ChecklistRow[];
  repeats: boolean;
  repeatEvery: string;
  repeatUnit: RecurrenceUnit;
  /** A callback's hours spent, as typed ('' for none). */
  hoursSpent: string;
};

/** The form fields a message can be shown under. */
export type TicketFormField =
  | 'title'
  | 'description'
  | 'type'
  | 'priority'
  | 'status'
  | 'assignee'
  | 'dueDate'
  | 'dueTime'
  | 'subject'
  | 'checklist'
  | 'repeatEvery'
  | 'hoursSpent';

export function ticketFormValues(ticket: Ticket): TicketFormValues {
  return {
    title: ticket.title,
    description: ticket.description,
    type: ticket.type,
    priority: ticket.priority,
    status: ticket.status,
    assignee: assigneeValue(ticket),
    dueDate: ticket.dueDate ?? '',
    dueTime: ticket.dueTime ?? '',
    subjectKind: ticket.subject?.kind ?? '',
    subject: ticket.subject ? { id: ticket.subject.id, label: ticket.subject.label } : null,
    checklist: ticket.checklist.map((item) => ({ itemId: item.id, text: item.text, done: item.done })),
    repeats: ticket.recurrence !== null,
    repeatEvery: String(ticket.recurrence?.every ?? 1),
    repeatUnit: ticket.recurrence?.unit ?? 'week',
    hoursSpent: ticket.hoursSpent === null ? '' : String(ticket.hoursSpent),
  };
}

type FullBody = Required<Omit<UpdateTicketInput, 'updatedAt'>> & { updatedAt: string };

/** Every field as the request would carry it (numbers as typed, for the schema to check). */
export function ticketFullBody(values: TicketFormValues, updatedAt: string): FullBody {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    priority: values.priority,
    status: values.status,
    ...assigneeIds(values.assignee),
    dueDate: values.dueDate || null,
    dueTime: values.dueTime || null,
    subject: values.subjectKind && values.subject ? { kind: values.subjectKind, id: values.subject.id } : null,
    checklist: values.checklist.map((row) => ({ ...(row.itemId ? { id: row.itemId } : {}), text: row.text, done: row.done })),
    recurrence: values.repeats ? { every: numberOrText(values.repeatEvery) as number, unit: values.repeatUnit } : null,
    hoursSpent: values.hoursSpent.trim() === '' ? null : (numberOrText(values.hoursSpent) as number),
    updatedAt,
  };
}

/** Text compared as the server keeps it (trimmed), so a stray space is not a change. */
function comparable(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.trim() : item));
}

/**
 * PUT /tickets/{id}: only what changed, with the version the form was loaded at (so nobody's change is overwritten).
 * The two assignee ids travel together, so moving a task from an employee to a crew clears the employee.
 */
export function ticketChangedBody(ticket: Ticket, values: TicketFormValues, updatedAt: string): UpdateTicketInput {
  const full = ticketFullBody(values, updatedAt);
  const current = ticketFullBody(ticketFormValues(ticket), updatedAt);
  const changed: Record<string, unknown> = {};
  for (const field of Object.keys(full) as (keyof FullBody)[]) {
    if (field === 'updatedAt' || field === 'assigneeCrewId') continue;
    if (field === 'assigneeEmployeeId') {
      if (full.assigneeEmployeeId !== current.assigneeEmployeeId || full.assigneeCrewId !== current.assigneeCrewId) {
        changed.assigneeEmployeeId = full.assigneeEmployeeId;
        changed.assigneeCrewId = full.assigneeCrewId;
      }
      continue;
    }
    if (comparable(full[field]) !== comparable(current[field])) changed[field] = full[field];
  }
  // A due time and a rhythm are checked against the date in the same request (updateTicketInputSchema sees only the
  // body), so the date travels with them.
  if ((('dueTime' in changed && full.dueTime) || ('recurrence' in changed && full.recurrence)) && !('dueDate' in changed)) changed.dueDate = full.dueDate;
  return { ...changed, updatedAt } as UpdateTicketInput;
}

/** A request field's path ('checklist.2.text', 'recurrence.every', 'assigneeCrewId') → the form field that shows it. */
export function ticketFormFieldOf(path: string): TicketFormField | null {
  const head = path.split('.')[0];
  switch (head) {
    case 'title':
    case 'description':
    case 'type':
    case 'priority':
    case 'status':
    case 'dueDate':
    case 'dueTime':
    case 'checklist':
    case 'subject':
    case 'hoursSpent':
      return head;
    case 'assigneeEmployeeId':
    case 'assigneeCrewId':
      return 'assignee';
    case 'recurrence':
      return 'repeatEvery';
    default:
      return null;
  }
}

/**
 * Where each message goes: a checklist line's under its own text box ('checklist.2.text'), the rest under the form
 * field that shows the request's field; the first message of a place wins. From a zod error's issues (path joined with
 * dots) or a 400's `details.fieldErrors`.
 */
export function ticketErrorPlaces(entries: Iterable<[path: string, message: string]>): [place: string, message: string][] {
  const places = new Map<string, string>();
  for (const [path, message] of entries) {
    const line = /^checklist\.(\d+)(\.|$)/.exec(path);
    const place = line ? `checklist.${line[1]}.text` : ticketFormFieldOf(path);
    if (place && !places.has(place)) places.set(place, message);
  }
  return [...places];
}

/** The server's per-field messages of a failed save, placed on the form. */
export function serverTicketErrorPlaces(error: unknown): [place: string, message: string][] {
  if (!isApiError(error)) return [];
  return ticketErrorPlaces(Object.entries(error.fieldErrors).flatMap(([path, list]) => (list[0] ? [[path, list[0]] as [string, string]] : [])));
}
