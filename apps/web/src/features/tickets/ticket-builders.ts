import type { Ticket, TicketComment, TicketListItem, TicketPhoto } from '@groundwork/domain/tickets';

let counter = 0;
function uuid(): string {
  counter += 1;
  return `7a1c4e20-5b3d-4c6e-9f10-${String(counter).padStart(12, '0')}`;
}

export const noraId = '7a1c4e20-5b3d-4c6e-9f10-e00000000001';
export const samId = '7a1c4e20-5b3d-4c6e-9f10-e00000000002';
export const greenCrewId = '7a1c4e20-5b3d-4c6e-9f10-c00000000001';
export const annGreenId = '7a1c4e20-5b3d-4c6e-9f10-a00000000001';
const at = '2026-11-20T15:00:00.000Z';

/** A task as GET /tickets lists it (test data): T-1001, call Ann Green back, Nora Lee's, due 1 December at 9:00. */
export function aTicketRow(overrides: Partial<TicketListItem> = {}): TicketListItem {
  return {
    id: uuid(),
    number: 1001,
    title: 'Call Ann Green back about the sprinkler head',
    type: 'callback',
    priority: 'high',
    status: 'open',
    assigneeEmployeeId: noraId,
    assigneeCrewId: null,
    assigneeName: 'Nora Lee',
    dueDate: '2026-12-01',
    dueTime: '09:00',
    overdue: false,
    subject: { kind: 'customer', id: annGreenId, label: 'Ann Green' },
    checklistDone: 0,
    checklistTotal: 0,
    commentCount: 0,
    recurrence: null,
    hoursSpent: null,
    photoCount: 0,
    firstPhotoId: null,
    updatedAt: at,
    ...overrides,
  };
}

/** The whole task, as GET, POST and PUT /tickets answer. */
export function aTicket(overrides: Partial<Ticket> = {}): Ticket {
  const checklist = overrides.checklist ?? [];
  const comments = overrides.comments ?? [];
  const photos = overrides.photos ?? [];
  return {
    ...aTicketRow(),
    description: 'The head by the driveway was broken on Tuesday’s visit.',
    checklist,
    comments,
    checklistDone: checklist.filter((item) => item.done).length,
    checklistTotal: checklist.length,
    commentCount: comments.length,
    photos,
    photoCount: photos.length,
    firstPhotoId: photos[0]?.id ?? null,
    createdByName: 'Dana Whitfield',
    completedAt: null,
    createdAt: at,
    ...overrides,
  };
}

export function aComment(overrides: Partial<TicketComment> = {}): TicketComment {
  return { id: uuid(), body: 'Parts ordered.', authorName: 'Dana Whitfield', mentions: [], createdAt: at, ...overrides };
}

export function aChecklistItem(text: string, done = false) {
  return { id: uuid(), text, done };
}

/** A photo of a task as the server answers it (re-encoded). */
export function aTicketPhoto(overrides: Partial<TicketPhoto> = {}): TicketPhoto {
  return {
    id: uuid(),
    ticketId: uuid(),
    contentType: 'image/jpeg',
    width: 1600,
    height: 1200,
    byteSize: 412_000,
    caption: 'Broken head, zone 3',
    addedByName: 'Sam Rivera',
    createdAt: at,
    ...overrides,
  };
}
