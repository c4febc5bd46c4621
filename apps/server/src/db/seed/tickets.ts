import { randomUUID } from 'node:crypto';
import { hourlyLaborCost } from '@groundwork/domain/employees';
import { addDays } from '@groundwork/domain/shared';
import { FIRST_TICKET_NUMBER, endOfWeek, type TicketPriority, type TicketStatus, type TicketSubjectKind, type TicketType } from '@groundwork/domain/tickets';
import { and, asc, eq, gte, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';
import type { Db } from '../client';
import { routeWeeksFrom } from './dispatch';
import {
  crews,
  customerProperties,
  customers,
  employees,
  equipment,
  estimates,
  jobs,
  ticketComments,
  ticketNumberCounters,
  tickets,
  workOrders,
} from '../schema';

/**
 * The demo company's tasks, dated from the day it is seeded in its own time zone so the Tasks screen always looks
 * current: two overdue, some due today and this week, later and undated ones, a few done or cancelled; every type;
 * assigned to office staff, crew leaders and crews (Carlos Mendoza, the demo's crew leader, and his Maintenance Crew B
 * have some, and he made one himself, a warranty callback whose 1.5 hours his visit's job is charged); about customers, a property, a job, a work order, an estimate and equipment; a
 * couple with checklists and comments, and a weekly one that makes its next one when it is done.
 */

type Subject = { kind: TicketSubjectKind; id: string } | null;

interface DemoTicket {
  title: string;
  description?: string;
  type: TicketType;
  priority: TicketPriority;
  status: TicketStatus;
  /** An employee number (E-010) or a crew's name. */
  assignee?: { employee: string } | { crew: string };
  /** Days from today; undefined for no due date. */
  due?: number | 'end_of_week';
  dueTime?: string;
  subject?: Subject;
  checklist?: Array<[string, boolean]>;
  recurrence?: { every: number; unit: 'day' | 'week' | 'month' };
  /** Who made it: the owner unless the crew leader. */
  madeBy?: 'owner' | 'crew_leader';
  /** Days before today it was made. */
  madeDaysAgo: number;
  /** Done or cancelled this many days ago. */
  finishedDaysAgo?: number;
  comments?: Array<{ by: 'owner' | 'crew_leader'; body: string; mentions?: string[]; hoursAgo: number }>;
  /** A callback's hours, charged to its job at the assigned employee's loaded cost (as the server does). */
  hoursSpent?: number;
}

export async function seedDemoTickets(db: Db, companyId: string, userIds: { owner: string; crewLeader: string }, now: Date = new Date()): Promise<void> {
  const [zone] = await companyTimeZoneQuery(db, companyId);
  const today = dateIn(usableTimeZone(zone?.timeZone), now);

  const people = await db
    .select({ id: employees.id, number: employees.employeeId, payType: employees.payType, payRate: employees.payRate, laborBurdenPercent: employees.laborBurdenPercent })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), ne(employees.status, 'terminated')));
  const employeeId = new Map(people.map((person) => [person.number, person.id]));
  const hourlyCostOf = new Map(
    people.map((person) => [person.id, hourlyLaborCost({ payType: person.payType, payRate: Number(person.payRate), laborBurdenPercent: Number(person.laborBurdenPercent) })]),
  );
  const crewRows = await db.select({ id: crews.id, name: crews.name }).from(crews).where(eq(crews.companyId, companyId));
  const crewId = new Map(crewRows.map((crew) => [crew.name, crew.id]));
  const homes = await db
    .select({ id: customers.id, name: customers.displayName, propertyId: customerProperties.id })
    .from(customers)
    .innerJoin(customerProperties, and(eq(customerProperties.companyId, customers.companyId), eq(customerProperties.customerId, customers.id), eq(customerProperties.isPrimary, true)))
    .where(and(eq(customers.companyId, companyId), eq(customers.type, 'residential'), eq(customers.status, 'active')))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(20);
  const [sentEstimate] = await db
    .select({ id: estimates.id, number: estimates.number })
    .from(estimates)
    .where(and(eq(estimates.companyId, companyId), eq(estimates.status, 'sent')))
    .orderBy(asc(estimates.number))
    .limit(1);
  // The stop where the crew left a note for the office (seed/dispatch.ts), else any done one.
  const [notedOrder] = await db
    .select({ id: workOrders.id, customerId: workOrders.customerId })
    .from(workOrders)
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.status, 'completed')))
    .orderBy(asc(eq(workOrders.statusNote, '')), asc(workOrders.date))
    .limit(1);
  // The route's tight first stop (seed/dispatch.ts), for a callback whose hours the job's costing carries.
  const [jobVisit] = await db
    .select({ id: workOrders.id, customer: customers.displayName })
    .from(workOrders)
    .innerJoin(customers, and(eq(customers.companyId, workOrders.companyId), eq(customers.id, workOrders.customerId)))
    .where(
      and(
        eq(workOrders.companyId, companyId),
        eq(workOrders.status, 'completed'),
        isNotNull(workOrders.jobId),
        eq(workOrders.sequence, 0),
        gte(workOrders.date, routeWeeksFrom(today)),
        lt(workOrders.date, today),
      ),
    )
    .orderBy(asc(workOrders.date), asc(workOrders.number))
    .limit(1);
  const [fallCleanUp] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.serviceName, 'Fall Clean-up')))
    .limit(1);
  const units = await db
    .select({ id: equipment.id, name: equipment.name })
    .from(equipment)
    .where(and(eq(equipment.companyId, companyId), inArray(equipment.name, ['60" zero-turn #1', '60" zero-turn #2', 'Crew truck #1 (F-250)'])));
  const unit = (name: string): Subject => {
    const found = units.find((row) => row.name === name);
    return found ? { kind: 'equipment', id: found.id } : null;
  };
  const home = (index: number) => homes[index % Math.max(homes.length, 1)];
  const customer = (index: number): Subject => (home(index) ? { kind: 'customer', id: home(index)!.id } : null);
  const property = (index: number): Subject => (home(index) ? { kind: 'property', id: home(index)!.propertyId } : null);
  const nameOf = (index: number) => home(index)?.name ?? 'the client';
  const orderCustomer = homes.find((row) => row.id === notedOrder?.customerId)?.name ?? 'the client';

  const demo: DemoTicket[] = [
    {
      title: `Call ${nameOf(0)} back about brown patches in the front lawn`,
      description: 'Left a voicemail on Monday. Likely grubs or dull blades; offer a free look on the next visit.',
      type: 'callback',
      priority: 'high',
      status: 'open',
      assignee: { employee: 'E-007' },
      due: -2,
      subject: customer(0),
      madeDaysAgo: 6,
      comments: [{ by: 'owner', body: '@Ben Okafor they called the office again this morning. Please call before noon.', mentions: ['E-007'], hoursAgo: 3 }],
    },
    {
      title: 'Fix the sprinkler head broken on the mowing visit',
      description: 'Zone 3 by the driveway sprays the sidewalk since the mower clipped it.',
      type: 'callback',
      priority: 'urgent',
      status: 'open',
      assignee: { crew: 'Maintenance Crew B' },
      due: 0,
      dueTime: '14:00',
      subject: property(1),
      checklist: [
        ['Pick up two Rain Bird 1804 heads', true],
        ['Replace the head and test zone 3', false],
        ['Photo for the client', false],
      ],
      madeDaysAgo: 1,
      comments: [
        { by: 'owner', body: '@Carlos Mendoza can your crew swing by after the last stop today?', mentions: ['E-010'], hoursAgo: 20 },
        { by: 'crew_leader', body: 'Yes, we will be there around 2. Heads are in the truck.', hoursAgo: 18 },
      ],
    },
    {
      title: 'Order 12 yards of double-shredded mulch for next week',
      type: 'office',
      priority: 'normal',
      status: 'in_progress',
      assignee: { employee: 'E-003' },
      due: 'end_of_week',
      checklist: [
        ['Get quotes from two yards', true],
        ['Book delivery to the shop', false],
      ],
      madeDaysAgo: 3,
    },
    {
      title: 'Replace the drive belt on 60" zero-turn #2',
      description: 'Belt is on order; the deck spindle bearing is already done.',
      type: 'maintenance',
      priority: 'high',
      status: 'in_progress',
      assignee: { employee: 'E-026' },
      due: 1,
      subject: unit('60" zero-turn #2'),
      madeDaysAgo: 4,
    },
    {
      title: 'Grease the mower decks and sharpen the blades',
      type: 'maintenance',
      priority: 'normal',
      status: 'open',
      assignee: { employee: 'E-026' },
      due: 'end_of_week',
      dueTime: '07:00',
      subject: unit('60" zero-turn #1'),
      checklist: [
        ['Grease spindles and pivots', false],
        ['Sharpen and balance blades', false],
        ['Check tyre pressure', false],
      ],
      recurrence: { every: 1, unit: 'week' },
      madeDaysAgo: 30,
    },
    {
      title: `Offer aeration and overseeding to ${nameOf(2)}`,
      description: 'Thin turf under the maples; the crew noticed it on the last visits.',
      type: 'upsell',
      priority: 'normal',
      status: 'open',
      assignee: { employee: 'E-006' },
      due: 5,
      subject: customer(2),
      madeDaysAgo: 2,
    },
    ...(sentEstimate
      ? [
          {
            title: `Follow up on estimate #${sentEstimate.number}`,
            type: 'upsell',
            priority: 'high',
            status: 'open',
            assignee: { employee: 'E-005' },
            due: -1,
            subject: { kind: 'estimate', id: sentEstimate.id },
            madeDaysAgo: 8,
          } satisfies DemoTicket,
        ]
      : []),
    {
      title: `Fix the back gate latch at ${orderCustomer}`,
      description: 'The crew found it broken on the last visit and told the client. Bring a new latch and screws.',
      type: 'callback',
      priority: 'normal',
      status: 'open',
      assignee: { crew: 'Maintenance Crew A' },
      due: 3,
      subject: notedOrder ? { kind: 'work_order', id: notedOrder.id } : null,
      madeDaysAgo: 1,
    },
    ...(jobVisit
      ? [
          {
            title: `Re-seat the sprinkler head the mower clipped at ${jobVisit.customer}`,
            description: 'Warranty: our mower clipped it on the visit. No charge to the client; the time goes on the job.',
            type: 'callback',
            priority: 'high',
            status: 'done',
            assignee: { employee: 'E-010' },
            due: -5,
            subject: { kind: 'work_order', id: jobVisit.id },
            madeBy: 'crew_leader',
            madeDaysAgo: 7,
            finishedDaysAgo: 5,
            hoursSpent: 1.5,
          } satisfies DemoTicket,
        ]
      : []),
    {
      title: 'Renew the commercial auto insurance',
      type: 'office',
      priority: 'high',
      status: 'open',
      assignee: { employee: 'E-004' },
      due: 12,
      madeDaysAgo: 10,
    },
    {
      title: 'Blow out the irrigation before the fall clean-up',
      type: 'maintenance',
      priority: 'normal',
      status: 'open',
      assignee: { crew: 'Irrigation Team' },
      due: 6,
      subject: fallCleanUp ? { kind: 'job', id: fallCleanUp.id } : null,
      madeDaysAgo: 5,
    },
    {
      title: 'Check the irrigation controller schedule',
      description: 'Client says the controller waters at noon. Reset it to 5 am.',
      type: 'general',
      priority: 'normal',
      status: 'in_progress',
      assignee: { employee: 'E-010' },
      due: 1,
      subject: property(3),
      madeBy: 'crew_leader',
      madeDaysAgo: 1,
      comments: [{ by: 'crew_leader', body: 'Controller is in the garage; client leaves it unlocked on Tuesdays.', hoursAgo: 22 }],
    },
    {
      title: 'Pick up the pavers for the backyard patio',
      type: 'general',
      priority: 'normal',
      status: 'done',
      assignee: { crew: 'Install Crew 1' },
      due: -4,
      madeDaysAgo: 9,
      finishedDaysAgo: 4,
    },
    {
      title: 'Send the spring clean-up renewal letters',
      type: 'office',
      priority: 'low',
      status: 'done',
      assignee: { employee: 'E-003' },
      due: -7,
      madeDaysAgo: 14,
      finishedDaysAgo: 6,
    },
    {
      title: `Call ${nameOf(4)} about the missed visit`,
      description: 'Turned out the visit was moved by the rain day; the client had the notice.',
      type: 'callback',
      priority: 'normal',
      status: 'cancelled',
      due: -3,
      subject: customer(4),
      madeDaysAgo: 5,
      finishedDaysAgo: 3,
    },
    {
      title: 'Replace the cracked windshield on crew truck #1',
      type: 'maintenance',
      priority: 'low',
      status: 'open',
      subject: unit('Crew truck #1 (F-250)'),
      madeDaysAgo: 12,
    },
    {
      title: 'Photograph the finished patio for the website',
      type: 'general',
      priority: 'low',
      status: 'open',
      madeDaysAgo: 2,
    },
  ];

  // Numbered after the tasks already made (the season history's callbacks, seed/season-history.ts).
  const [counter] = await db.select({ lastNumber: ticketNumberCounters.lastNumber }).from(ticketNumberCounters).where(eq(ticketNumberCounters.companyId, companyId));
  const firstNumber = (counter?.lastNumber ?? FIRST_TICKET_NUMBER - 1) + 1;
  const day = 86_400_000;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * day - hours * 3_600_000);
  const dueOf = (due: DemoTicket['due']) => (due === undefined ? null : due === 'end_of_week' ? endOfWeek(today) : addDays(today, due));
  const rows = demo.map((ticket, index) => {
    const id = randomUUID();
    const finished = ticket.status === 'done' || ticket.status === 'cancelled' ? ago(ticket.finishedDaysAgo ?? 0) : null;
    const lastComment = ticket.comments?.length ? ago(0, Math.min(...ticket.comments.map((comment) => comment.hoursAgo))) : null;
    const assignee = ticket.assignee;
    const subject = ticket.subject ?? null;
    const assigneeEmployeeId = assignee && 'employee' in assignee ? (employeeId.get(assignee.employee) ?? null) : null;
    const hourlyCost = ticket.hoursSpent !== undefined && assigneeEmployeeId ? hourlyCostOf.get(assigneeEmployeeId) : undefined;
    return {
      id,
      companyId,
      number: firstNumber + index,
      title: ticket.title,
      description: ticket.description ?? '',
      type: ticket.type,
      priority: ticket.priority,
      status: ticket.status,
      assigneeEmployeeId,
      assigneeCrewId: assignee && 'crew' in assignee ? (crewId.get(assignee.crew) ?? null) : null,
      dueDate: dueOf(ticket.due),
      dueTime: ticket.due === undefined ? null : (ticket.dueTime ?? null),
      subjectKind: subject?.kind ?? null,
      subjectId: subject?.id ?? null,
      recurrenceEvery: ticket.recurrence?.every ?? null,
      recurrenceUnit: ticket.recurrence?.unit ?? null,
      checklist: (ticket.checklist ?? []).map(([text, done]) => ({ id: randomUUID(), text, done })),
      hoursSpent: hourlyCost === undefined ? null : ticket.hoursSpent!.toFixed(2),
      hoursHourlyCost: hourlyCost === undefined ? null : hourlyCost.toFixed(4),
      createdByUserId: ticket.madeBy === 'crew_leader' ? userIds.crewLeader : userIds.owner,
      completedAt: ticket.status === 'done' ? finished : null,
      createdAt: ago(ticket.madeDaysAgo),
      updatedAt: finished ?? lastComment ?? ago(ticket.madeDaysAgo),
    };
  });
  const authors = { owner: { id: userIds.owner, name: 'Dana Whitfield' }, crew_leader: { id: userIds.crewLeader, name: 'Carlos Mendoza' } };
  const comments = demo.flatMap((ticket, index) =>
    (ticket.comments ?? []).map((comment) => ({
      companyId,
      ticketId: rows[index]!.id,
      authorUserId: authors[comment.by].id,
      authorName: authors[comment.by].name,
      body: comment.body,
      mentionEmployeeIds: (comment.mentions ?? []).flatMap((number) => employeeId.get(number) ?? []),
      createdAt: ago(0, comment.hoursAgo),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(tickets).values(rows);
    if (comments.length > 0) await tx.insert(ticketComments).values(comments);
    const lastNumber = firstNumber + rows.length - 1;
    await tx.insert(ticketNumberCounters).values({ companyId, lastNumber }).onConflictDoUpdate({ target: ticketNumberCounters.companyId, set: { lastNumber } });
  });
}
