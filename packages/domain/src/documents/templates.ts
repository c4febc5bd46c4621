import type { BlockNode, DocumentContent, InlineNode, ListItemNode, TaskItemNode } from './document-content';

/*
 * The documents a landscaping company starts from: built in, copied into a new document (or SOP) when chosen, then
 * the company's own to change. Checklists get their ids when the copy is saved.
 */

export const documentTemplateIds = ['sop', 'safety-talk', 'job-site-checklist', 'handbook-section'] as const;
export type DocumentTemplateId = (typeof documentTemplateIds)[number];

export interface DocumentTemplate {
  id: DocumentTemplateId;
  name: string;
  description: string;
  /** The new document's title. */
  title: string;
  content: DocumentContent;
}

const text = (value: string): InlineNode[] => [{ type: 'text', text: value }];
const bold = (label: string, rest: string): InlineNode[] => [
  { type: 'text', text: label, marks: [{ type: 'bold' }] },
  { type: 'text', text: rest },
];
const h = (level: 1 | 2 | 3, value: string): BlockNode => ({ type: 'heading', attrs: { level }, content: text(value) });
const p = (value: string | InlineNode[]): BlockNode => ({ type: 'paragraph', content: typeof value === 'string' ? text(value) : value });
const item = (value: string): ListItemNode => ({ type: 'listItem', content: [p(value)] });
const bullets = (values: string[]): BlockNode => ({ type: 'bulletList', content: values.map(item) });
const numbered = (values: string[]): BlockNode => ({ type: 'orderedList', attrs: { start: 1 }, content: values.map(item) });
const task = (value: string): TaskItemNode => ({ type: 'taskItem', attrs: { checked: false }, content: [p(value)] });
const checklist = (values: string[]): BlockNode => ({ type: 'taskList', content: values.map(task) });
const cellText = (value: string, header = false) => ({
  type: header ? ('tableHeader' as const) : ('tableCell' as const),
  // An empty cell holds an empty paragraph: text is never empty.
  content: [value ? p(value) : ({ type: 'paragraph' } as const)],
});
const table = (header: string[], rows: string[][]): BlockNode => ({
  type: 'table',
  content: [{ type: 'tableRow', content: header.map((value) => cellText(value, true)) }, ...rows.map((row) => ({ type: 'tableRow' as const, content: row.map((value) => cellText(value)) }))],
});

export const documentTemplates: readonly DocumentTemplate[] = [
  {
    id: 'sop',
    name: 'Standard operating procedure',
    description: 'Purpose, scope, safety, the steps as a checklist a crew can run, and what done looks like.',
    title: 'New procedure',
    content: {
      type: 'doc',
      content: [
        h(2, 'Purpose'),
        p('Why this procedure exists and what goes wrong without it.'),
        h(2, 'Scope'),
        p('Who follows it, on which jobs and which equipment.'),
        h(2, 'Safety'),
        bullets(['Safety glasses, hearing protection and steel-toe boots', 'Walk the area first: people, pets, rocks, sprinkler heads']),
        h(2, 'Steps'),
        checklist(['First step', 'Second step', 'Third step']),
        h(2, 'Done looks like'),
        p('How the crew leader checks the work before leaving the property.'),
      ],
    },
  },
  {
    id: 'safety-talk',
    name: 'Tailgate safety talk',
    description: 'A ten-minute talk for the start of the day: the hazard, the rule, a story, and who attended.',
    title: 'Safety talk: ',
    content: {
      type: 'doc',
      content: [
        h(2, 'Today’s hazard'),
        p('What can hurt us today, and where we have seen it happen.'),
        h(2, 'The rule'),
        numbered(['What we always do', 'What we never do', 'Who to tell when something is wrong']),
        h(2, 'Questions to ask the crew'),
        bullets(['Where on our route does this come up?', 'What would you do if…?']),
        h(2, 'Attendance'),
        table(['Name', 'Signature'], [['', ''], ['', ''], ['', '']]),
      ],
    },
  },
  {
    id: 'job-site-checklist',
    name: 'Job-site checklist',
    description: 'Arrive, work and leave a property the same way every time.',
    title: 'Job-site checklist',
    content: {
      type: 'doc',
      content: [
        h(2, 'On arrival'),
        checklist(['Park off the lawn, cones out, hazard lights on', 'Walk the property: gates, pets, toys, irrigation heads', 'Check the work order for the client’s notes']),
        h(2, 'Before leaving'),
        checklist(['Blow hard surfaces: drive, walks, patio, street', 'Gates closed and latched', 'Photos of the finished work', 'Note anything for the office (damage, upsell, callback)']),
      ],
    },
  },
  {
    id: 'handbook-section',
    name: 'Employee handbook section',
    description: 'A policy written for the crew: what it is, why, what we expect and what happens if not.',
    title: 'Handbook: ',
    content: {
      type: 'doc',
      content: [
        h(2, 'Policy'),
        p('The policy in one or two sentences.'),
        h(2, 'Why we have it'),
        p('What it protects: our people, our clients, our equipment.'),
        h(2, 'What we expect'),
        bullets(['Expectation', 'Expectation']),
        h(2, 'If it is not followed'),
        p([...bold('First time: ', 'a conversation with your crew leader.')]),
        p([...bold('Again: ', 'a written warning.')]),
        h(2, 'Questions'),
        p('Ask your crew leader or the office manager.'),
      ],
    },
  },
];

export function documentTemplate(id: DocumentTemplateId): DocumentTemplate {
  return documentTemplates.find((template) => template.id === id)!;
}
