import type { BlockNode, DocumentContent, InlineNode } from '@groundwork/domain/documents';
import { addDays } from '@groundwork/domain/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { documents, employees, services } from '../schema';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { createDocumentsService } from '../../modules/documents/documents.service';
import { createSopsService } from '../../modules/documents/sops.service';
import type { RequestContext } from '../../plugins/auth';

/**
 * Documents and SOPs in the demo (docs/business-development.md, "Documents and SOPs"): the operations SOPs a crew runs
 * from — mower pre-start and trailer hitch-up attached to the mowing and clean-up services, so their work orders show
 * the checklists on the crew's phone — a published office close-out, a draft being written and a retired one; two
 * documents in the editor. Made through the services, so their checklists, HTML and first versions are as a save makes
 * them. The owner and Carlos have read the mower SOP.
 */

const text = (value: string): InlineNode[] => [{ type: 'text', text: value }];
const h = (value: string): BlockNode => ({ type: 'heading', attrs: { level: 2 }, content: text(value) });
const p = (value: string): BlockNode => ({ type: 'paragraph', content: text(value) });
const bullets = (values: string[]): BlockNode => ({ type: 'bulletList', content: values.map((value) => ({ type: 'listItem', content: [p(value)] })) });
const checklist = (values: string[]): BlockNode => ({ type: 'taskList', content: values.map((value) => ({ type: 'taskItem', attrs: { checked: false }, content: [p(value)] })) });
const doc = (...content: BlockNode[]): DocumentContent => ({ type: 'doc', content });

type SeedSop = {
  title: string;
  department: string;
  /** The owning employee's number. */
  owner: string;
  status: 'draft' | 'published' | 'retired';
  reviewInDays: number;
  content: DocumentContent;
  /** Services whose work orders show the SOP's first checklist. */
  services: string[];
  readBy: Array<'owner' | 'crewLeader'>;
};

const seedSops: SeedSop[] = [
  {
    title: 'Mower safety pre-start',
    department: 'Operations',
    owner: 'E-008',
    status: 'published',
    reviewInDays: 120,
    services: ['Weekly Mowing', 'Trimming & Edging'],
    readBy: ['owner', 'crewLeader'],
    content: doc(
      h('Purpose'),
      p('Every mower is checked before it leaves the trailer, so nobody is hurt by a loose blade or a missing guard.'),
      h('Safety'),
      bullets(['Safety glasses, hearing protection and steel-toe boots', 'Key out and blades disengaged while checking']),
      h('Before starting the mower'),
      checklist(['Guards and discharge chute in place', 'Fuel cap tight, no leaks under the deck', 'Blades sharp and bolts tight', 'Tyre pressure even on both sides', 'Operator presence switch stops the blades']),
      h('Done looks like'),
      p('The crew leader has seen every box ticked on the work order before the first pass.'),
    ),
  },
  {
    title: 'Trailer hitch-up and load securing',
    department: 'Operations',
    owner: 'E-010',
    status: 'published',
    reviewInDays: 200,
    services: ['Spring Clean-up', 'Fall Clean-up'],
    readBy: ['crewLeader'],
    content: doc(
      h('Purpose'),
      p('A trailer that comes loose on the freeway is the worst day this company can have. Hitch and load it the same way every time.'),
      h('Hitching and loading'),
      checklist(['Coupler latched and pinned on the ball', 'Safety chains crossed under the tongue', 'Lights and brakes tested with a second person', 'Every machine strapped at four points', 'Ramp up and pinned, loose debris off the deck']),
    ),
  },
  {
    title: 'Closing the office for the day',
    department: 'Office',
    owner: 'E-003',
    status: 'published',
    reviewInDays: 60,
    services: [],
    readBy: ['owner'],
    content: doc(
      h('Steps'),
      checklist(['Every completed work order reviewed on the end-of-day screen', 'Tomorrow’s routes sent to the crew leaders', 'Voicemail cleared and calls returned', 'Deposits entered and the safe locked']),
    ),
  },
  {
    title: 'Chemical spill response',
    department: 'Operations',
    owner: 'E-008',
    status: 'draft',
    reviewInDays: 30,
    services: [],
    readBy: [],
    content: doc(
      h('Purpose'),
      p('What the crew does in the first ten minutes after a fertiliser or herbicide spill, on a property or in the truck.'),
      h('Steps'),
      checklist(['Stop the source and keep people and pets away', 'Contain with the spill kit’s absorbent', 'Call the office and the Minnesota duty officer if it reaches a drain']),
    ),
  },
  {
    title: 'Paper timesheets',
    department: 'Operations',
    owner: 'E-003',
    status: 'retired',
    reviewInDays: -30,
    services: [],
    readBy: [],
    content: doc(p('Replaced by clocking in and out on the crew’s phone.')),
  },
];

export async function seedDemoDocuments(db: Db, companyId: string, users: { owner: string; crewLeader: string }, now: Date = new Date()): Promise<void> {
  const [zone] = await companyTimeZoneQuery(db, companyId);
  const today = dateIn(usableTimeZone(zone?.timeZone), now);
  const as = (userId: string, role: RequestContext['role']): RequestContext => ({ companyId, userId, role, sessionId: 'demo-seed' });
  const owner = as(users.owner, 'admin');
  const documentsService = createDocumentsService(db);
  const sopsService = createSopsService(db);

  const staff = await db.select({ id: employees.id, number: employees.employeeId }).from(employees).where(eq(employees.companyId, companyId));
  const employeeOf = new Map(staff.map((row) => [row.number, row.id]));
  const serviceNames = [...new Set(seedSops.flatMap((sop) => sop.services))];
  const found = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.companyId, companyId), inArray(services.name, serviceNames)));
  const serviceOf = new Map(found.map((row) => [row.name, row.id]));

  for (const seed of seedSops) {
    let sop = await sopsService.create(owner, { title: seed.title, department: seed.department, ownerEmployeeId: employeeOf.get(seed.owner) ?? null, reviewDate: addDays(today, seed.reviewInDays) });
    await documentsService.save(owner, sop.documentId, { title: seed.title, json: seed.content, version: sop.document.version });
    sop = await sopsService.get(owner, sop.id);
    const attached = seed.services.flatMap((name) => serviceOf.get(name) ?? []);
    const [first] = sop.checklists;
    if (first && attached.length > 0) sop = await sopsService.attachChecklist(owner, sop.id, first.checklistId, { serviceIds: attached });
    if (seed.status !== 'draft') sop = await sopsService.changeStatus(owner, sop.id, { status: 'published', updatedAt: sop.updatedAt });
    if (seed.status === 'retired') sop = await sopsService.changeStatus(owner, sop.id, { status: 'retired', updatedAt: sop.updatedAt });
    for (const reader of seed.readBy) await sopsService.acknowledge(as(users[reader], reader === 'owner' ? 'admin' : 'crew_leader'), sop.id);
  }

  const handbook = await documentsService.create(owner, { templateId: 'handbook-section', title: 'Employee handbook: time and attendance' });
  const talk = await documentsService.create(owner, { templateId: 'safety-talk', title: 'Safety talk: heat and hydration' });
  // The safety talk was written last week; the handbook section this morning.
  await db.update(documents).set({ createdAt: new Date(now.getTime() - 7 * 86_400_000), updatedAt: new Date(now.getTime() - 6 * 86_400_000) }).where(eq(documents.id, talk.id));
  await db.update(documents).set({ updatedAt: new Date(now.getTime() - 3 * 3_600_000) }).where(eq(documents.id, handbook.id));
}
