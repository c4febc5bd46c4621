import type { Document, DocumentSummary, Sop } from '@groundwork/domain/documents';

/** Test data for the documents screens, shaped as the server answers. */

export const documentId = '5a0e6c1d-8b2f-4c3a-9d4e-1f2a3b4c5d6e';
export const sopId = '0f3b9c1d-2e4a-4b6c-8d0e-1f2a3b4c5d6e';
const at = '2026-11-20T15:00:00.000Z';

export function aDocumentSummary(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return { id: documentId, title: 'Employee handbook: time and attendance', version: 3, createdAt: at, updatedAt: at, updatedByName: 'Dana Whitfield', ...overrides };
}

export function aDocument(overrides: Partial<Document> = {}): Document {
  return {
    ...aDocumentSummary(),
    kind: 'document',
    json: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Clock in at the yard by 7:00.' }] }] },
    html: '<p>Clock in at the yard by 7:00.</p>',
    sopId: null,
    canEdit: true,
    ...overrides,
  };
}

export function anSop(overrides: Partial<Sop> = {}): Sop {
  const document = aDocument({ id: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', kind: 'sop', title: 'Mower safety pre-start', sopId, html: '<h2>Before starting the mower</h2><ul data-type="taskList"><li>Guards in place</li></ul>' });
  return {
    id: sopId,
    documentId: document.id,
    title: 'Mower safety pre-start',
    department: 'Operations',
    ownerEmployeeId: null,
    ownerName: 'Tyler Jensen',
    status: 'published',
    reviewDate: '2027-03-20',
    reviewState: null,
    stepCount: 2,
    checklistCount: 1,
    serviceCount: 1,
    publishedAt: at,
    acknowledgedCount: 1,
    acknowledgedByMe: false,
    updatedAt: at,
    document,
    checklists: [{ checklistId: 'pre-start-1', title: 'Before starting the mower', items: ['Guards in place', 'Fuel cap tight'], services: [{ id: '7c6a3e2d-5b1f-4f0a-9c8e-2d4b6a8f0e11', name: 'Weekly Mowing' }] }],
    acknowledgements: null,
    myAcknowledgement: null,
    canEdit: false,
    ...overrides,
  };
}
